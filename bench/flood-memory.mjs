// Memory under hostile traffic: 10,000 unauthenticated authorization requests, each
// with a new state (and no cookie, so each is a new browser), against the standalone server over
// loopback, then the service clock moved past every lifetime. Prints the retained heap (after a
// full GC) before the flood, after it, and after the clock advance, with what the stores hold.
// Needs `npm run build` and node --expose-gc (bench/run.mjs is started with it).
// Run alone with `node --expose-gc bench/flood-memory.mjs`, or from bench/run.mjs (default export).
import http from 'node:http';

const REQUESTS = 10_000;
const CONCURRENCY = 16;

function retainedHeap() {
  for (let i = 0; i < 3; i++) global.gc();
  return process.memoryUsage().heapUsed;
}

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export default async function floodMemory() {
  if (typeof global.gc !== 'function') {
    console.log('flood memory: skipped (run node with --expose-gc)');
    return;
  }
  let startServer;
  let defaults;
  try {
    ({ startServer } = await import('../dist/mock-server/index.js'));
    defaults = await import('../dist/mock-server/defaults.js');
  } catch {
    console.log('flood memory: skipped (run `npm run build` first)');
    return;
  }
  const running = await startServer({ port: 0, host: '127.0.0.1' });
  const port = running.server.address().port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const one = (i) =>
    new Promise((resolve, reject) => {
      const path = `/oauth/v2/authorization?response_type=code&client_id=demo-api-key&redirect_uri=${encodeURIComponent('http://127.0.0.1:8787/demo/callback')}&state=flood-${i}-${Math.random().toString(36).slice(2)}`;
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 302 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
        })
        .on('error', reject);
    });
  const longest = Math.max(defaults.DIALOG_REQUEST_LIFETIME_SECONDS, defaults.CSRF_TOKEN_LIFETIME_SECONDS, defaults.LOGIN_SESSION_LIFETIME_SECONDS);
  try {
    // Warm up (code compiled, the journal at its cap, as on a service that has run a while), then let it all expire.
    for (let i = 0; i < defaults.REQUEST_JOURNAL_LIMIT + 100; i++) await one(-i - 1);
    running.admin.setClock({ advanceSeconds: longest + 1 });
    const before = retainedHeap();
    let next = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) await one(next++);
    }));
    const ctx = running.context;
    const pendingAfterFlood = ctx.dialogRequests.size();
    const afterFlood = retainedHeap();
    running.admin.setClock({ advanceSeconds: longest + 1 });
    const afterAdvance = retainedHeap();
    console.log(`flood memory (${REQUESTS} unauthenticated authorization requests, distinct states, loopback; retained heap after full GC):`);
    console.log(`  before the flood      : ${mib(before)}`);
    console.log(`  after the flood       : ${mib(afterFlood)} (+${mib(afterFlood - before)}), ${pendingAfterFlood} pending dialog requests (cap ${defaults.MAX_PENDING_DIALOG_REQUESTS}), journal ${ctx.journal.list().length} entries (cap ${defaults.REQUEST_JOURNAL_LIMIT})`);
    console.log(`  after the clock moved : ${mib(afterAdvance)} (+${mib(afterAdvance - before)}), ${ctx.dialogRequests.size()} pending dialog requests, ${ctx.csrf.size()} CSRF tokens`);
  } finally {
    agent.destroy();
    await running.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await floodMemory();
