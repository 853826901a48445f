// The standalone mock service, for bench/v2-me.mjs. Prints a JSON line: its port, a token's
// headers, and the two calls on the same member with their answers' sizes: v1's GET /v1/people/~
// and today's GET /v2/me with the picture decoration.
import { startServer } from '../../dist/mock-server/index.js';

export const V1_PATH = '/v1/people/~?format=json';
export const V2_PATH = '/v2/me?projection=' + encodeURIComponent('(id,localizedFirstName,localizedLastName,profilePicture(displayImage~:playableStreams))');

const running = await startServer({ port: 0, host: '127.0.0.1' });
const ctx = running.context;
ctx.traffic.limits = { appPerDay: Number.MAX_SAFE_INTEGER, memberPerDay: Number.MAX_SAFE_INTEGER, developerPerDay: Number.MAX_SAFE_INTEGER };
const { token } = ctx.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile', 'r_liteprofile'] });
const headers = { authorization: `Bearer ${token}` };
const sizes = {};
for (const path of [V1_PATH, V2_PATH]) {
  const answer = await fetch(`${running.url}${path}`, { headers });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  sizes[path] = (await answer.text()).length;
}
process.stdout.write(JSON.stringify({ port: running.server.address().port, headers, paths: [V1_PATH, V2_PATH], sizes }) + '\n');
