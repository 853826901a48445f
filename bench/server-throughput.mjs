// Throughput and p99 latency of the standalone mock server for an authenticated
// GET /v1/people/~?format=json under concurrent load, next to a bare node:http server that
// returns the same bytes, in the same run: the ratio survives a noisy machine. Loopback only,
// bounded (a fixed number of requests per run). Needs `npm run build` (dist/mock-server).
// Run alone with `node bench/server-throughput.mjs`, or from bench/run.mjs (default export).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const REQUESTS = 4000;
const CONCURRENCY = 32;
const WARMUP = 300;

function load(port, path, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies = [];
  let issued = 0;
  const one = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
          else resolve(performance.now() - started);
        });
      });
      req.on('error', reject);
    });
  const worker = async (total) => {
    while (issued < total) {
      issued++;
      latencies.push(await one());
    }
  };
  return async (total) => {
    issued = 0;
    latencies.length = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(total)));
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    const sorted = [...latencies].sort((a, b) => a - b);
    return { rps: total / seconds, p99: sorted[Math.floor(sorted.length * 0.99)] };
  };
}

export default async function serverThroughput() {
  let startServer;
  try {
    ({ startServer } = await import('../dist/mock-server/index.js'));
  } catch {
    console.log('server throughput: skipped (run `npm run build` first)');
    return;
  }
  const running = await startServer({ port: 0, host: '127.0.0.1' });
  try {
    const ctx = running.context;
    ctx.traffic.limits = { appPerDay: Number.MAX_SAFE_INTEGER, memberPerDay: Number.MAX_SAFE_INTEGER, developerPerDay: Number.MAX_SAFE_INTEGER };
    const { token } = ctx.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile'] });
    const path = '/v1/people/~?format=json';
    const headers = { authorization: `Bearer ${token}` };
    const port = running.server.address().port;
    const sample = await fetch(`${running.url}${path}`, { headers });
    const bytes = Buffer.from(await sample.arrayBuffer());
    const type = sample.headers.get('content-type');

    const bare = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
      res.end(bytes);
    });
    await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
    try {
      const mockRun = load(port, path, headers);
      const bareRun = load(bare.address().port, path, headers);
      await mockRun(WARMUP);
      await bareRun(WARMUP);
      const mock = await load(port, path, headers)(REQUESTS);
      const base = await load(bare.address().port, path, headers)(REQUESTS);
      console.log(`server throughput (${REQUESTS} × GET ${path}, ${CONCURRENCY} concurrent, loopback):`);
      console.log(`  mock server : ${mock.rps.toFixed(0)} req/s, p99 ${mock.p99.toFixed(2)} ms`);
      console.log(`  bare node:http, same bytes: ${base.rps.toFixed(0)} req/s, p99 ${base.p99.toFixed(2)} ms`);
      console.log(`  ratio mock/bare: throughput ${(mock.rps / base.rps).toFixed(3)}, p99 ×${(mock.p99 / base.p99).toFixed(1)}`);
    } finally {
      await new Promise((resolve) => bare.close(resolve));
    }
  } finally {
    await running.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await serverThroughput();
