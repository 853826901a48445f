// Memory under the worst-case OAuth 1.0a flood (docs/security.md, "OAuth 1.0a, the journal, the
// state file and connections"): against the standalone server over loopback,
// 1. request tokens with the longest callback the service accepts (a registered URL padded with a
//    query to OAUTH1_PARAM_MAX_CHARS), each signed with HMAC-SHA1 and a fresh nonce of
//    OAUTH1_NONCE_MAX_CHARS: more than the request token and nonce caps;
// 2. requests whose wrong signature covers a 1 MiB body (MAX_BODY_BYTES), which used to echo the
//    whole base string into WWW-Authenticate and the journal: more than the journal holds.
// Prints the retained heap (after a full GC) before and after, what the stores hold against their
// caps, and the journal's size as GET /__admin/requests answers it, with the documented bounds.
// Needs `npm run build` and node --expose-gc (bench/run.mjs is started with it).
import http from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';

const CONCURRENCY = 16;
/** Documented bounds (docs/security.md): retained heap growth after both floods, and the journal. */
const HEAP_BOUND_MIB = 64;
const JOURNAL_BOUND_MIB = 16;

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
function retainedHeap() {
  for (let i = 0; i < 3; i++) global.gc();
  return process.memoryUsage().heapUsed;
}
const rfc3986 = (value) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

/** A signed request token request (HMAC-SHA1) for `base`, with `callback`, `nonce` and a form `body`. */
function signed(base, { key, secret, callback, nonce, form = [] }) {
  const url = `${base}/uas/oauth/requestToken`;
  const protocol = [
    ['oauth_callback', callback],
    ['oauth_consumer_key', key],
    ['oauth_nonce', nonce],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_timestamp', String(Math.floor(Date.now() / 1000))],
    ['oauth_version', '1.0'],
  ];
  const params = [...protocol, ...form].map(([n, v]) => [rfc3986(n), rfc3986(v)]).sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : 1));
  const baseString = ['POST', rfc3986(url), rfc3986(params.map(([n, v]) => `${n}=${v}`).join('&'))].join('&');
  const signature = createHmac('sha1', `${rfc3986(secret)}&`).update(baseString).digest('base64');
  const authorization = 'OAuth ' + [...protocol, ['oauth_signature', signature]].map(([n, v]) => `${n}="${rfc3986(v)}"`).join(', ');
  const body = form.map(([n, v]) => `${rfc3986(n)}=${rfc3986(v)}`).join('&');
  return { authorization, body };
}

export default async function floodOAuth1() {
  if (typeof global.gc !== 'function') {
    console.log('OAuth 1.0a flood memory: skipped (run node with --expose-gc)');
    return;
  }
  let startServer;
  let d;
  try {
    ({ startServer } = await import('../dist/mock-server/index.js'));
    d = await import('../dist/mock-server/defaults.js');
  } catch {
    console.log('OAuth 1.0a flood memory: skipped (run `npm run build` first)');
    return;
  }
  const running = await startServer({ port: 0, host: '127.0.0.1' });
  const port = running.server.address().port;
  const base = `http://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const send = ({ authorization, body }) =>
    new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/uas/oauth/requestToken', method: 'POST', agent, headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let size = 0;
        res.on('data', (chunk) => (size += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode, size, challenge: String(res.headers['www-authenticate'] ?? '').length }));
      });
      request.on('error', reject);
      request.end(body);
    });
  const run = async (count, make) => {
    let next = 0;
    const statuses = new Map();
    let largestAnswer = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const answer = await send(make(next++));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        largestAnswer = Math.max(largestAnswer, answer.size + answer.challenge);
      }
    }));
    return { statuses: [...statuses].map(([status, n]) => `${n}× ${status}`).join(', '), largestAnswer };
  };
  const demo = { key: 'demo-api-key', secret: 'demo-secret-key' };
  const registered = `http://127.0.0.1:8787/demo/callback?`;
  const callback = registered + 'a'.repeat(d.OAUTH1_PARAM_MAX_CHARS - registered.length);
  const nonce = (i) => (i.toString(36) + randomBytes(96).toString('hex')).slice(0, d.OAUTH1_NONCE_MAX_CHARS);
  try {
    // Warm up: code compiled, the journal at its cap with ordinary entries.
    await run(d.REQUEST_JOURNAL_LIMIT + 100, (i) => signed(base, { ...demo, callback: 'oob', nonce: `warm-${i}` }));
    running.admin.reset();
    const before = retainedHeap();
    const tokens = d.MAX_REQUEST_TOKENS + 1_000 > d.MAX_NONCES ? d.MAX_REQUEST_TOKENS + 1_000 : d.MAX_NONCES + 1_000;
    const first = await run(tokens, (i) => signed(base, { ...demo, callback, nonce: nonce(i) }));
    const ctx = running.context;
    const afterTokens = retainedHeap();
    const bigForm = [['comment', 'x'.repeat(d.MAX_BODY_BYTES - 200)]];
    const bad = signed(base, { key: demo.key, secret: 'wrong', callback: 'oob', nonce: 'n', form: bigForm });
    const badRequests = d.REQUEST_JOURNAL_LIMIT + 100;
    const second = await run(badRequests, () => bad);
    const afterSignatures = retainedHeap();
    const journal = await new Promise((resolve, reject) =>
      http.get({ host: '127.0.0.1', port, path: '/__admin/requests', agent }, (res) => {
        let size = 0;
        res.on('data', (chunk) => (size += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode, size }));
      }).on('error', reject),
    );
    const growth = afterSignatures - before;
    console.log(`OAuth 1.0a flood memory (loopback; retained heap after full GC; bounds in docs/security.md):`);
    console.log(`  before                : ${mib(before)}`);
    console.log(`  ${tokens} request tokens, ${d.OAUTH1_PARAM_MAX_CHARS}-character callbacks, ${d.OAUTH1_NONCE_MAX_CHARS}-character nonces (${first.statuses}): ${mib(afterTokens)} (+${mib(afterTokens - before)}); request tokens ${ctx.requestTokens.all().length} (cap ${d.MAX_REQUEST_TOKENS}), nonces ${ctx.nonces.size()} (cap ${d.MAX_NONCES})`);
    console.log(`  ${badRequests} wrong signatures over 1 MiB bodies (${second.statuses}): ${mib(afterSignatures)} (+${mib(growth)}); largest answer ${second.largestAnswer} bytes with its WWW-Authenticate`);
    console.log(`  journal               : ${ctx.journal.list().length} entries (cap ${d.REQUEST_JOURNAL_LIMIT}); GET /__admin/requests ${journal.status}, ${mib(journal.size)} (bound ${JOURNAL_BOUND_MIB} MiB)`);
    console.log(`  within bounds         : heap +${mib(growth)} of ${HEAP_BOUND_MIB} MiB ${growth <= HEAP_BOUND_MIB * 1024 * 1024 ? 'yes' : 'NO'}; journal ${journal.size <= JOURNAL_BOUND_MIB * 1024 * 1024 && journal.status === 200 ? 'yes' : 'NO'}; RSS ${mib(process.memoryUsage().rss)}`);
  } finally {
    agent.destroy();
    await running.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await floodOAuth1();
