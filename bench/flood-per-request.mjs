// What one hostile request costs, against the standalone server over loopback (issue 45, docs/security.md
// round five): (1) PUTs declaring 100 MB to upload URLs that do not exist (the server's RSS and the time
// to each answer); (2) share statistics naming one post again and again with a day-by-day timeIntervals,
// and the largest call the bounds allow (time and answer size); (3) the post page of a post with 3,000
// comments, a like on each, 6,000 more comments on another post in the store, and its comments list
// (time per GET); (4) one tenant's posts holding 60 MiB of images while another uploads. Prints each figure with the bound docs/security.md states, and whether it holds.
// Needs `npm run build`. Run alone with `node bench/flood-per-request.mjs`, or from bench/run.mjs
// (default export). IN_JS_DIST=<a dist folder> measures another build (the code before a change).
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const UPLOAD_PUTS = 6;
const UPLOAD_DECLARED_BYTES = 100 * 1024 * 1024;
/** The most of each body the bench sends before it gives up waiting (the server of 6acb101 reads it all). */
const UPLOAD_SENT_MAX = Number(process.env.UPLOAD_SENT_MAX ?? UPLOAD_DECLARED_BYTES);
const CHUNK = Buffer.alloc(1024 * 1024, 0x25);
const REPEATED_URN_GET_BYTES = 14_000;
const DAYS = 400;
const PAGE_COMMENTS = 3_000;
const OTHER_COMMENTS = 6_000;
const GETS = Number(process.env.GETS ?? 10);
/** Bounds docs/security.md states. */
const BOUNDS = { uploadAnswerMs: 250, uploadRssMiB: 32, statisticsMs: 1_000, statisticsMiB: 4, pageMs: 100 };

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export default async function floodPerRequest() {
  const dist = process.env.IN_JS_DIST ? path.resolve(process.env.IN_JS_DIST) : path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist');
  let startServer;
  try {
    ({ startServer } = await import(pathToFileURL(path.join(dist, 'mock-server/index.js')).href));
  } catch {
    console.log('per-request floods: skipped (run `npm run build` first)');
    return;
  }
  const running = await startServer({ port: 0, host: '127.0.0.1' });
  const port = running.server.address().port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const send = (method, target, headers = {}, body) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request({ host: '127.0.0.1', port, path: target, method, headers, agent }, (res) => {
        let bytes = 0;
        const chunks = [];
        res.on('data', (chunk) => {
          bytes += chunk.length;
          if (bytes < 65_536) chunks.push(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode, bytes, ms: performance.now() - started, text: Buffer.concat(chunks).toString(), id: res.headers['x-restli-id'] }));
      });
      req.on('error', reject);
      req.end(body);
    });
  const version = `${new Date(running.admin.clock().nowMs).getUTCFullYear()}${String(new Date(running.admin.clock().nowMs).getUTCMonth() + 1).padStart(2, '0')}`;
  try {
    console.log(`per-request floods (loopback; ${dist === path.resolve('dist') ? 'this build' : dist}; bounds in docs/security.md):`);

    // (1) PUTs declaring 100 MB to upload URLs that do not exist: the body streams until the server answers.
    const rssBefore = process.memoryUsage().rss;
    const answers = [];
    for (let i = 0; i < UPLOAD_PUTS; i++) answers.push(await putUntilAnswered(port, `/dms-uploads/document/D4D10AQnothing${i}?ut=x`));
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    const slowest = Math.max(...answers.map((a) => a.ms));
    const sent = answers.reduce((sum, a) => sum + a.sent, 0);
    const uploadsOk = slowest <= BOUNDS.uploadAnswerMs && rssGrowth <= BOUNDS.uploadRssMiB * 1024 * 1024;
    console.log(`  ${UPLOAD_PUTS} PUTs declaring ${mib(UPLOAD_DECLARED_BYTES)} to unknown upload URLs: answered ${answers.map((a) => a.status).join(',')} after at most ${Math.round(slowest)} ms, ${mib(sent)} of their bodies sent, process RSS +${mib(rssGrowth)} (bounds: ${BOUNDS.uploadAnswerMs} ms, ${BOUNDS.uploadRssMiB} MiB) ${uploadsOk ? 'yes' : 'NO'}`);

    // (2) Share statistics: one page post named again and again, day by day over DAYS days.
    const ada = running.admin.issueToken({ memberId: 'aZ3kq9XbW1', scopes: ['w_member_social', 'w_organization_social', 'r_organization_admin', 'rw_organization_admin', 'r_organization_social', 'w_member_social_feed', 'r_member_social_feed'] }).access_token;
    const rest = { authorization: `Bearer ${ada}`, 'linkedin-version': version, 'x-restli-protocol-version': '2.0.0', 'content-type': 'application/json' };
    const pagePost = async (text) => {
      const made = await send('POST', '/rest/posts', rest, JSON.stringify({ author: 'urn:li:organization:1001', commentary: text, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }));
      if (made.status !== 201) throw new Error(`page post: ${made.status} ${made.text}`);
      return made.id;
    };
    const urn = encodeURIComponent(await pagePost('Counted many times'));
    const now = running.admin.clock().nowMs;
    const days = `(timeRange:(start:${now - DAYS * 86_400_000},end:${now}),timeGranularityType:DAY)`;
    const base = `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${encodeURIComponent('urn:li:organization:1001')}&timeIntervals=${days}`;
    const repeats = Math.floor((REPEATED_URN_GET_BYTES - base.length - 20) / (urn.length + 1));
    const repeated = await send('GET', `${base}&shares=List(${Array(repeats).fill(urn).join(',')})`, rest);
    const distinct = [urn];
    for (let i = 0; distinct.length < 12; i++) distinct.push(encodeURIComponent(await pagePost(`Counted post ${i}`)));
    const widest = await send('GET', `${base}&shares=List(${distinct.join(',')})`, rest);
    const statisticsOk = Math.max(repeated.ms, widest.ms) <= BOUNDS.statisticsMs && Math.max(repeated.bytes, widest.bytes) <= BOUNDS.statisticsMiB * 1024 * 1024;
    console.log(`  share statistics, one post named ${repeats} times over ${DAYS} days (a ${Math.round((base.length + repeats * (urn.length + 1)) / 1000)} KB GET): ${repeated.status} in ${Math.round(repeated.ms)} ms, ${mib(repeated.bytes)}; ${distinct.length} posts over ${DAYS} days (${distinct.length * DAYS} elements, the most allowed is STATISTICS_ELEMENTS_MAX): ${widest.status} in ${Math.round(widest.ms)} ms, ${mib(widest.bytes)} (bounds: ${BOUNDS.statisticsMs} ms, ${BOUNDS.statisticsMiB} MiB) ${statisticsOk ? 'yes' : 'NO'}`);

    // (3) The post page and its comments list: PAGE_COMMENTS comments each liked, OTHER_COMMENTS on another post.
    const member = await send('POST', '/rest/posts', rest, JSON.stringify({ author: 'urn:li:person:aZ3kq9XbW1', commentary: 'Commented a lot', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }));
    const other = await send('POST', '/rest/posts', rest, JSON.stringify({ author: 'urn:li:person:aZ3kq9XbW1', commentary: 'Commented elsewhere', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }));
    if (member.status !== 201 || other.status !== 201) throw new Error(`posts: ${member.status} ${other.status}`);
    const network = running.context.network;
    const newest = [...network.shares.values()].slice(-2);
    const seed = (share, count, from, liked) => {
      for (let i = from; i < from + count; i++) {
        const id = String(7_200_000_000_000_000_000n + BigInt(i));
        network.socialComments.set(id, { id, shareId: share.id, actor: 'urn:li:person:Qm7Rt2VdN8', memberId: 'Qm7Rt2VdN8', text: `Comment ${i}`, createdAt: now + i });
        if (liked) network.reactions.set(`urn:li:person:aZ3kq9XbW1|comment:${id}`, { actor: 'urn:li:person:aZ3kq9XbW1', memberId: 'aZ3kq9XbW1', entity: `comment:${id}`, root: 'urn:li:comment:x', reactionType: 'LIKE', createdAt: now });
      }
    };
    seed(newest[0], PAGE_COMMENTS, 0, true);
    seed(newest[1], OTHER_COMMENTS, PAGE_COMMENTS, false);
    const pageUrn = encodeURIComponent(member.id);
    const pageMs = [];
    const listMs = [];
    let pageBytes = 0;
    for (let i = 0; i < GETS; i++) {
      const page = await send('GET', `/feed/update/${pageUrn}/`);
      if (page.status !== 200) throw new Error(`post page: ${page.status}`);
      pageMs.push(page.ms);
      pageBytes = page.bytes;
      const list = await send('GET', `/rest/socialActions/${pageUrn}/comments`, rest);
      if (list.status !== 200) throw new Error(`comments list: ${list.status} ${list.text.slice(0, 200)}`);
      listMs.push(list.ms);
    }
    const pageOk = median(pageMs) <= BOUNDS.pageMs && median(listMs) <= BOUNDS.pageMs;
    console.log(`  post page of a post with ${PAGE_COMMENTS} comments each liked, ${OTHER_COMMENTS} more in the store: ${Math.round(median(pageMs))} ms per GET (median of ${GETS}; ${Math.round(pageBytes / 1024)} KB), comments list ${Math.round(median(listMs))} ms (bound: ${BOUNDS.pageMs} ms each) ${pageOk ? 'yes' : 'NO'}`);

    // (4) Two tenants: A's posts show 60 MiB of images; B uploads a 5 MB image, then A tries one more.
    const tenantUpload = async (tenant, bytes) => {
      const service = running.tenants.get(tenant);
      const token = service.admin.issueToken({ memberId: 'aZ3kq9XbW1', scopes: ['w_member_social'] }).access_token;
      const headers = { authorization: `Bearer ${token}`, 'linkedin-version': version, 'content-type': 'application/json', 'x-in-mock-tenant': tenant };
      const init = await send('POST', '/rest/images?action=initializeUpload', headers, JSON.stringify({ initializeUploadRequest: { owner: 'urn:li:person:aZ3kq9XbW1' } }));
      if (init.status !== 200) return init.status;
      const url = new URL(JSON.parse(init.text).value.uploadUrl);
      return (await send('PUT', url.pathname + url.search, { ...headers, 'content-type': 'image/png', 'content-length': String(bytes) }, Buffer.alloc(bytes, 0x89))).status;
    };
    const a = running.tenants.get('bench-a');
    for (let i = 0; i < 15; i++) a.context.network.images.set(`shown${i}`, { id: `shown${i}`, ownerId: `member${i}`, status: 'AVAILABLE', uploadToken: 't', uploadUrlExpiresAt: now, createdAt: now, size: 4 * 1024 * 1024, inPost: true });
    running.tenants.get('bench-b');
    const b = await tenantUpload('bench-b', 5 * 1024 * 1024);
    const more = await tenantUpload('bench-a', 1024);
    console.log(`  two tenants, A's posts showing 60 MiB of images: B's upload of 5 MiB answered ${b}, A's next upload ${more} (bound: B 201, A 429) ${b === 201 && more === 429 ? 'yes' : 'NO'}`);
  } finally {
    agent.destroy();
    await running.close();
  }
}

/**
 * A PUT declaring UPLOAD_DECLARED_BYTES, its body sent a megabyte at a time until the server answers
 * (or all of it, or UPLOAD_SENT_MAX): the time to the answer and the bytes sent.
 */
function putUntilAnswered(port, target) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const req = http.request({ host: '127.0.0.1', port, path: target, method: 'PUT', headers: { 'content-length': String(UPLOAD_DECLARED_BYTES), 'content-type': 'application/pdf' } }, (res) => {
      answered = true;
      const ms = performance.now() - started;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode, ms, sent });
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < Math.min(UPLOAD_DECLARED_BYTES, UPLOAD_SENT_MAX)) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', pump);
      }
      if (!answered && sent >= UPLOAD_SENT_MAX && UPLOAD_SENT_MAX < UPLOAD_DECLARED_BYTES) {
        req.destroy();
        resolve({ status: 'none', ms: performance.now() - started, sent });
      }
    };
    pump();
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await floodPerRequest();
