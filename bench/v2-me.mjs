// Today's member read next to v1's on the same member, through the standalone server: GET
// /v2/me with the picture decoration (projection parse, decoration, four picture sizes) and GET
// /v1/people/~?format=json, 64 connections, alternated rounds, the best of each. No target: it
// shows what a Rest.li read costs against the v1 read the service is tuned for.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { load } from './server-throughput.mjs';

const REQUESTS = 4000;
const WARMUP = 500;
const ROUNDS = 3;

export default async function v2Me() {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./servers/mockV2.mjs', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
  let info;
  try {
    info = await new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`mockV2.mjs exited with ${code}`)));
      createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
    });
  } catch {
    console.log('v2 /me next to v1 /people/~: skipped (run `npm run build` first)');
    return;
  }
  try {
    const best = {};
    for (const path of info.paths) {
      await load(info.port, path, info.headers, WARMUP);
      best[path] = { rps: 0, p99: Infinity };
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of info.paths) {
        const result = await load(info.port, path, info.headers, REQUESTS);
        if (result.rps > best[path].rps) best[path] = result;
      }
    }
    const [v1, v2] = info.paths;
    console.log(`v2 /me next to v1 /people/~ (same member, ${REQUESTS} × authenticated GET, 64 connections, loopback, best of ${ROUNDS}):`);
    const line = (label, path) => console.log(`  ${label.padEnd(44)} ${best[path].rps.toFixed(0).padStart(6)} req/s, p99 ${best[path].p99.toFixed(1)} ms, ${info.sizes[path]} B`);
    line('GET /v1/people/~?format=json', v1);
    line('GET /v2/me + profilePicture(displayImage~…)', v2);
    console.log(`  v2 / v1 throughput: ${(best[v2].rps / best[v1].rps).toFixed(2)}`);
  } finally {
    child.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await v2Me();
