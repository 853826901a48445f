// Today's sign-in: the time to sign one id_token (RS256 through jose/WebCrypto, the service's own
// key, made once beforehand and timed apart), and the token endpoint's throughput exchanging
// codes with `openid` (an id_token signed per answer) next to the same exchange without it (a v1
// grant), over the standalone server on loopback, 16 keep-alive connections, bounded in count.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { median } from './stats.mjs';

const SIGNINGS = 300;
const EXCHANGES = 1500;
const CONNECTIONS = 16;
const ROUNDS = 3;

async function exchangeAll(running, scopes) {
  const { admin } = running;
  const codes = Array.from({ length: EXCHANGES }, () => admin.issueCode({ memberId: 'aZ3kq9XbW1', scopes }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const port = running.server.address().port;
  let next = 0;
  const one = ({ code, redirect_uri }) =>
    new Promise((resolve, reject) => {
      const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri, client_id: 'demo-api-key', client_secret: 'demo-secret-key' }).toString();
      const request = http.request({ host: '127.0.0.1', port, path: '/oauth/v2/accessToken', method: 'POST', agent, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
      });
      request.on('error', reject);
      request.end(body);
    });
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (next < codes.length) await one(codes[next++]);
  }));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return EXCHANGES / seconds;
}

export default async function oidc() {
  let api;
  try {
    api = await import('../dist/mock-server/index.js');
  } catch {
    console.log('oidc: skipped (run `npm run build` first)');
    return;
  }
  const { signIdToken } = await import('../dist/mock-server/oidc/idToken.js');
  const { signingKeyOf } = await import('../dist/mock-server/oidc/signingKey.js');
  const service = api.createMockService();
  const ctx = service.context;
  let started = performance.now();
  await signingKeyOf(ctx.signingKey);
  const keyMs = performance.now() - started;
  const input = { issuer: 'https://www.linkedin.com/oauth', apiOrigin: 'https://api.linkedin.com', apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['openid', 'profile', 'email'] };
  for (let i = 0; i < 30; i++) await signIdToken(ctx, input);
  const times = [];
  for (let i = 0; i < SIGNINGS; i++) {
    started = performance.now();
    await signIdToken(ctx, input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`oidc: signing key made once in ${keyMs.toFixed(0)} ms (RSA 2048); one id_token signed in ${median(times).toFixed(2)} ms median, ${times[Math.floor(times.length * 0.99)].toFixed(2)} ms p99 (${SIGNINGS} signings)`);

  const running = await api.startServer({ port: 0, host: '127.0.0.1' });
  try {
    await exchangeAll(running, ['openid', 'profile', 'email']);
    await exchangeAll(running, ['r_basicprofile']);
    const best = { openid: 0, v1: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      best.v1 = Math.max(best.v1, await exchangeAll(running, ['r_basicprofile']));
      best.openid = Math.max(best.openid, await exchangeAll(running, ['openid', 'profile', 'email']));
    }
    console.log(`oidc: token endpoint, code exchanges per second (${EXCHANGES} per round, ${CONNECTIONS} connections, best of ${ROUNDS}): with openid (id_token signed) ${best.openid.toFixed(0)}/s, without (v1 grant) ${best.v1.toFixed(0)}/s, ratio ${(best.openid / best.v1).toFixed(2)}`);
  } finally {
    await running.close();
  }
}
