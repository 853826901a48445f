// Throughput and p99 latency of the standalone mock server for an authenticated
// GET /v1/people/~?format=json, 64 connections, next to its peers serving the same bytes in the
// same run (so the ratios survive a noisy machine): json-server 0.17 serving a record of the same
// JSON, MSW's own @mswjs/http-middleware with one handler, and a bare node:http server. Each server
// runs in its own process; this process only makes the load. Loopback only, bounded in count.
// Targets: at least json-server's throughput, at least 1.3 × http-middleware's, at least half of
// the bare server's, with a p99 no worse than json-server's. The anchor it prints beside the figure
// is the ratio to bare before the second hot-path work (docs/toolchain.md "The figures behind
// the test settings" has the measurements).
import http from 'node:http';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const CONNECTIONS = 64;
const REQUESTS = 6000;
const WARMUP = 1000;
/** Rounds per server, alternated, so a burst of noise does not land on one of them only; the best round counts. */
const ROUNDS = 3;

function startChild(script, args = []) {
  const child = spawn(process.execPath, [fileURLToPath(new URL(script, import.meta.url)), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve({ child, ...JSON.parse(line) }));
  });
}

/** Sends `total` GETs over CONNECTIONS keep-alive connections; throughput and p99 latency. */
export async function load(port, path, headers, total) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let issued = 0;
  const one = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`status ${res.statusCode} from :${port}${path}`))));
        })
        .on('error', reject);
    });
  const worker = async () => {
    while (issued < total) {
      issued++;
      latencies.push(await one());
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: total / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] };
}

export default async function serverThroughput() {
  let mock;
  try {
    mock = await startChild('./servers/mock.mjs');
  } catch {
    console.log('server throughput: skipped (run `npm run build` first)');
    return undefined;
  }
  const servers = [{ name: 'in-js mock server', ...mock }];
  try {
    const record = JSON.parse(mock.body);
    servers.push({ name: 'json-server 0.17, same record', ...(await startChild('./servers/jsonServer.mjs', [JSON.stringify(record)])) });
    servers.push({ name: '@mswjs/http-middleware, 1 handler', ...(await startChild('./servers/httpMiddleware.mjs', [mock.body])) });
    servers.push({ name: 'bare node:http, same bytes', ...(await startChild('./servers/bare.mjs', [mock.body])) });
    for (const server of servers) {
      server.headers ??= {};
      await load(server.port, server.path, server.headers, WARMUP);
      server.best = { rps: 0, p99: Infinity };
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const server of servers) {
        const result = await load(server.port, server.path, server.headers, REQUESTS);
        if (result.rps > server.best.rps) server.best = result;
      }
    }
    const [ours, jsonServer, middleware, bare] = servers.map((server) => server.best);
    console.log(`server throughput (${REQUESTS} × authenticated GET /v1/people/~?format=json, ${mock.body.length} B, ${CONNECTIONS} connections, loopback, best of ${ROUNDS}):`);
    for (const server of servers) console.log(`  ${server.name.padEnd(36)} ${server.best.rps.toFixed(0).padStart(6)} req/s, p99 ${server.best.p99.toFixed(1)} ms`);
    const verdict = (ratio, target) => `${ratio.toFixed(2)} (target ≥ ${target}: ${ratio >= target ? 'met' : 'NOT met'})`;
    console.log(`  mock / json-server: ${verdict(ours.rps / jsonServer.rps, 1)}`);
    console.log(`  mock / http-middleware: ${verdict(ours.rps / middleware.rps, 1.3)}`);
    const ratio = ours.rps / bare.rps;
    const p99Met = ours.p99 <= jsonServer.p99;
    console.log(`  mock / bare node:http: ${verdict(ratio, 0.5)}; p99 ${ours.p99.toFixed(1)} ms vs json-server's ${jsonServer.p99.toFixed(1)} ms (${p99Met ? 'no worse: met' : 'worse: NOT met'})`);
    return {
      name: 'standalone server / bare node:http',
      value: `${ratio.toFixed(2)}×, p99 ${ours.p99.toFixed(1)} ms (json-server ${jsonServer.p99.toFixed(1)} ms)`,
      goal: '>= 0.5×, p99 <= json-server',
      anchor: '0.19–0.28×',
      met: ratio >= 0.5 && p99Met,
    };
  } finally {
    for (const server of servers) server.child.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await serverThroughput();
