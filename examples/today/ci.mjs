// A CI-style run with no root, no hosts entry and no containers: the mock's standalone server with
// --https as LinkedIn's real host names, the app unchanged (its real URLs, https://www.linkedin.com/…)
// in its own process with `node --import in-js/testing/hosts`, and a sign-in and a share driven over
// HTTP as a browser would (cookies kept, redirects followed one by one). Exits 0 when all went well.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { request as httpsRequest } from 'node:https';
import { readFile } from 'node:fs/promises';
import { mapServiceHosts } from 'in-js/testing';

const require = createRequire(import.meta.url);
const bin = join(dirname(require.resolve('in-js/package.json')), 'bin', 'in-mock-server.js');
const here = dirname(new URL(import.meta.url).pathname);
const work = mkdtempSync(join(tmpdir(), 'team-board-ci-'));
const certFile = join(work, 'mock-cert.pem');
const children = [];

/** Starts `node args`; resolves with the first line that matches `ready` (and the process). */
function start(args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: here, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = ready.exec(seen);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${seen}`)));
  });
}

/** The mock's admin API on its own address (loopback), trusting its certificate. */
async function admin(mockUrl, method, path, body) {
  const ca = await readFile(certFile, 'utf8');
  return new Promise((resolve, reject) => {
    const url = new URL(path, mockUrl);
    const sent = body === undefined ? undefined : JSON.stringify(body);
    httpsRequest(url, { method, ca, headers: sent ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk) => (text += chunk)).on('end', () => resolve(JSON.parse(text)));
    })
      .on('error', reject)
      .end(sent);
  });
}

/** A browser's cookie jar, per host (enough for these hosts: no Domain or Path rules needed). */
const jar = new Map();
async function visit(url, init = {}) {
  const host = new URL(url).host;
  const cookies = jar.get(host) ?? new Map();
  const answer = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, ...(cookies.size && { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }) } });
  for (const line of answer.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  jar.set(host, cookies);
  return answer;
}
/** Follows redirects as a browser does, hop by hop; returns the last answer and every URL visited. */
async function follow(url, init) {
  const visited = [url];
  let answer = await visit(url, init);
  while (answer.status >= 300 && answer.status < 400) {
    url = new URL(answer.headers.get('location'), url).href;
    visited.push(url);
    answer = await visit(url);
  }
  return { answer, visited };
}

try {
  // 1. The mock as www/api/platform.linkedin.com, https, every sign-in approved for Ada.
  const mockUrl = await start([bin, '--https', '--port', '0', '--cert-out', certFile, '--auto-approve', 'aZ3kq9XbW1'], {}, /in-mock-server listening on (\S+)/);
  // 2. The app, unchanged, its calls to the real names mapped to the mock.
  const version = (await admin(mockUrl, 'GET', '/__admin/linkedin-version')).version;
  const appUrl = await start(['--import', 'in-js/testing/hosts', 'server.js'], {
    IN_MOCK_URL: mockUrl,
    IN_MOCK_CA: certFile,
    PORT: '0',
    LINKEDIN_CLIENT_ID: 'team-board',
    LINKEDIN_CLIENT_SECRET: 'team-board-secret',
    LINKEDIN_VERSION: version,
  }, /app listening on (\S+)/);
  await admin(mockUrl, 'POST', '/__admin/fixtures', { apps: [{ apiKey: 'team-board', secretKey: 'team-board-secret', name: 'Team board', redirectUrls: [`${appUrl}callback`], grantedProducts: ['refreshTokens'] }] });
  // 3. This script is the browser: it too reaches the real names through the mapping.
  mapServiceHosts(mockUrl, { ca: await readFile(certFile, 'utf8') });
  const signIn = await follow(`${appUrl}login`);
  const onService = signIn.visited.filter((url) => url.startsWith('https://www.linkedin.com/'));
  if (!onService.length) throw new Error(`the sign-in never reached https://www.linkedin.com: ${signIn.visited.join(' → ')}`);
  const home = await signIn.answer.text();
  if (!home.includes('<span id="name">Ada Lovelace</span>')) throw new Error(`not signed in after ${signIn.visited.join(' → ')}:\n${home}`);
  // 4. A share through /rest/posts on api.linkedin.com.
  const shared = await follow(`${appUrl}share`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'text=Hello+from+CI' });
  if (!(await shared.answer.text()).includes('Shared: urn:li:share:')) throw new Error('the share did not go through');
  const posts = (await admin(mockUrl, 'GET', '/__admin/requests?method=POST&path=/rest/posts')).requests;
  if (posts.length !== 1 || new URL(posts[0].url).host !== 'api.linkedin.com') throw new Error(`expected one POST https://api.linkedin.com/rest/posts, got ${JSON.stringify(posts.map((entry) => entry.url))}`);
  console.log(`ci: signed in through ${onService.map((url) => new URL(url).pathname).join(', ')} and shared as ${posts[0].url}: ok`);
} finally {
  for (const child of children) {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
  rmSync(work, { recursive: true, force: true });
}
