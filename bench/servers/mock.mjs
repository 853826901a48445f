// The standalone mock service, for bench/server-throughput.mjs. Prints a JSON line: its port, the
// path and headers of an authenticated GET /v1/people/~?format=json, and the answer's bytes.
import { startServer } from '../../dist/mock-server/index.js';

const running = await startServer({ port: 0, host: '127.0.0.1' });
const ctx = running.context;
ctx.traffic.limits = { appPerDay: Number.MAX_SAFE_INTEGER, memberPerDay: Number.MAX_SAFE_INTEGER, developerPerDay: Number.MAX_SAFE_INTEGER };
const { token } = ctx.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile'] });
const path = '/v1/people/~?format=json';
const headers = { authorization: `Bearer ${token}` };
const sample = await fetch(`${running.url}${path}`, { headers });
const body = await sample.text();
process.stdout.write(JSON.stringify({ port: running.server.address().port, path, headers, body, type: sample.headers.get('content-type') }) + '\n');
