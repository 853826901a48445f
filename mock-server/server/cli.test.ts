// The command line: every flag has its environment variable and a help line; the built CLI
// (bin/in-mock-server.js → dist/mock-server/server/cli.js, built by `npm run build` before the tests in
// `npm test`) starts, logs, warns, serves TLS and refuses a bad state file.
import { describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLAGS, envName, readFlags, usage } from './cliOptions.js';
import { mediaProcessingSpec } from './mediaProcessingSpec.js';
import { hostFetch } from '../../test/support/hostFetch.js';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'in-mock-server.js');

describe('cliOptions', () => {
  it('--help lists every flag with its environment variable', () => {
    const help = usage();
    for (const flag of FLAGS) {
      const line = help.split('\n').find((text) => text.trimStart().startsWith(`--${flag.name} `) || text.trim() === `--${flag.name}` || text.trimStart().startsWith(`--${flag.name}  `));
      expect(line, flag.name).toBeDefined();
      if (flag.name === 'help' || flag.name === 'version') expect(line, flag.name).not.toContain('[IN_MOCK_');
      else expect(line, flag.name).toContain(`[${envName(flag.name)}]`);
    }
    expect(envName('public-url')).toBe('IN_MOCK_PUBLIC_URL');
  });

  it('reads the environment when a flag is not given; the flag wins', () => {
    expect(readFlags([], { IN_MOCK_PORT: '0', IN_MOCK_LOG: 'yes', IN_MOCK_NO_ADMIN: '0', IN_MOCK_PUBLIC_URL: 'http://in-mock:8789' })).toEqual({
      port: '0',
      log: true,
      'no-admin': false,
      'public-url': 'http://in-mock:8789',
    });
    expect(readFlags(['--port', '9000'], { IN_MOCK_PORT: '0' }).port).toBe('9000');
    expect(() => readFlags([], { IN_MOCK_HTTPS: 'maybe' })).toThrow(/IN_MOCK_HTTPS must be 1, true or yes/);
    expect(() => readFlags(['--colour'], {})).toThrow(/Unknown option '--colour'[\s\S]*Usage: in-mock-server/);
  });
});

describe('mediaProcessingSpec: the form of --media-processing', () => {
  it('reads TYPE=SECONDS pairs; the types and the range are left to the option check', () => {
    expect(mediaProcessingSpec('video=120,document=10,image=0')).toEqual({ video: 120, document: 10, image: 0 });
    expect(mediaProcessingSpec(' video = 1.5 ')).toEqual({ video: 1.5 });
    expect(mediaProcessingSpec('audio=3')).toEqual({ audio: 3 });
    for (const bad of ['', 'video', 'video=', 'video=abc', 'video=-1', 'video=1e3', 'video=120,', 'video:120']) expect(mediaProcessingSpec(bad), bad).toMatch(/^--media-processing takes TYPE=SECONDS pairs/);
    expect(mediaProcessingSpec('video=1,video=2')).toBe('--media-processing names video twice: give each media type once.');
  });
});

/** Starts the built CLI; resolves once it printed its address. */
function startCli(args: string[], env: Record<string, string> = {}): Promise<{ child: ChildProcess; out: string[]; err: string[]; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: string[] = [];
    const err: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => {
      out.push(...chunk.toString().split('\n').filter(Boolean));
      const line = out.find((text) => text.startsWith('in-mock-server listening on '));
      if (line) resolve({ child, out, err, url: line.slice('in-mock-server listening on '.length) });
    });
    child.stderr!.on('data', (chunk: Buffer) => err.push(...chunk.toString().split('\n').filter(Boolean)));
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${err.join('\n')}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('in-mock-server (built)', () => {
  it('the listening line is the last start-up line, with every option that prints one (the claim of README and docs/node-api.md)', async () => {
    for (const [file, claim] of [['README.md', '(the last of its start-up lines)'], ['docs/node-api.md', 'when it is ready, last of its start-up lines']] as const) {
      expect(readFileSync(join(import.meta.dirname, '..', '..', file), 'utf8').replace(/\s+/g, ' '), file).toContain(claim);
    }
    const started = await startCli(['--port', '0', '--demo', '--public-url', 'http://in-mock:8789']);
    try {
      // Whatever else it prints comes before it; nothing follows it at start-up.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(started.out.at(-1)).toMatch(/^in-mock-server listening on http:\/\/127\.0\.0\.1:\d+$/);
      expect(started.out).toEqual(expect.arrayContaining(['public address: http://in-mock:8789', 'demo page: http://in-mock:8789/demo/']));
    } finally {
      await stop(started.child);
    }
  });

  it('--help prints every flag with its variable', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    for (const flag of FLAGS) expect(out).toContain(`--${flag.name}`);
    expect(out).toContain('[IN_MOCK_ADMIN_TOKEN]');
    const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'));
    expect(out.split('\n')[0]).toBe(`in-mock-server ${version}: the mock member-data API (REST v1, OAuth 2.0 and 1.0a, the in.js`);
    expect(out).toContain('docs/testing.md');
  });

  it('--version prints the package version and exits', async () => {
    const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'));
    expect(await run(['--version'])).toEqual({ code: 0, out: `${version}\n`, err: '' });
  });

  it('--auto-approve arms a member for every sign-in; an unknown member stops the start', async () => {
    const cli = await startCli(['--port', '0', '--auto-approve', 'aZ3kq9XbW1']);
    expect(await (await fetch(`${cli.url}/__admin/auto-approve`)).json()).toEqual({ member: 'aZ3kq9XbW1', queue: [] });
    await stop(cli.child);
    const refused = await run(['--port', '0'], { IN_MOCK_AUTO_APPROVE: 'nobody' });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("in-mock-server: autoApprove names the member 'nobody', who is not in the data set");
  });

  it('takes its settings from the environment, logs one line per request, answers as the public address, stops on SIGTERM', async () => {
    const cli = await startCli(['--log'], { IN_MOCK_PORT: '0', IN_MOCK_PUBLIC_URL: 'http://in-mock:8789' });
    expect(cli.out).toContain('public address: http://in-mock:8789');
    const port = Number(new URL(cli.url).port);
    const send = hostFetch({ address: '127.0.0.1', port });
    const redirect = await send('http://in-mock:8789/oauth/v2/authorization?response_type=code&client_id=demo-api-key&redirect_uri=http%3A%2F%2F127.0.0.1%3A8787%2Fdemo%2Fcallback&state=s1');
    expect(redirect.headers.get('location')).toMatch(/^http:\/\/in-mock:8789\/oauth\/v2\/dialog\?request=/);
    await send('http://in-mock:8789/v1/people/~?oauth2_access_token=AQsecret-token-value-0123456789');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Each line: the time, method, redacted path, status, duration, and for a 4xx why.
    expect(cli.out.some((line) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z GET \/oauth\/v2\/authorization\?.*state=s1 302 [\d.]+ms$/.test(line))).toBe(true);
    expect(cli.out.some((line) => /^\S+Z GET \/v1\/people\/~\?oauth2_access_token=REDACTED 401 [\d.]+ms Invalid access token\. /.test(line))).toBe(true);
    expect(cli.out.join('\n')).not.toContain('secret-token');
    expect(await stop(cli.child)).toBe(0);
  });

  it('--log-format json: one object per line with time and the reason of each 4xx; health checks left out; refusals (400, 405, 413) redacted too', async () => {
    const cli = await startCli(['--port', '0'], { IN_MOCK_LOG_FORMAT: 'json' });
    const port = Number(new URL(cli.url).port);
    await fetch(`${cli.url}/__admin/health`);
    await fetch(`${cli.url}/v1/people/~?oauth2_access_token=AQsecret-token-value-0123456789`);
    await fetch(`${cli.url}/oauth/v2/accessToken?client_secret=very-secret-1&code=secret-code-2`, { method: 'PROPFIND' });
    await fetch(`${cli.url}/oauth/v2/accessToken?client_secret=very-secret-3`, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) }).catch(() => undefined);
    // An absolute-form target that is not a path (400), carrying a token.
    await new Promise<void>((done) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('GET ftp://x/?oauth2_access_token=AQsecret-token-4 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
      socket.on('data', () => socket.destroy());
      socket.on('close', () => done());
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const entries = cli.out.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    expect(entries.map((entry) => [entry.method, entry.status])).toEqual([
      ['GET', 401],
      ['PROPFIND', 405],
      ['POST', 413],
      ['GET', 400],
    ]);
    for (const entry of entries) {
      expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(typeof entry.durationMs).toBe('number');
      expect(entry.reason).toEqual(expect.any(String));
    }
    expect(entries[0]).toMatchObject({ path: '/v1/people/~?oauth2_access_token=REDACTED', reason: expect.stringMatching(/^Invalid access token\./) });
    expect(entries[1]).toMatchObject({ path: '/oauth/v2/accessToken?client_secret=REDACTED&code=REDACTED', reason: expect.stringMatching(/does not serve the method PROPFIND/) });
    expect(entries[2]).toMatchObject({ path: '/oauth/v2/accessToken?client_secret=REDACTED', reason: expect.stringMatching(/larger than/) });
    expect(entries[3]).toMatchObject({ path: '(not a path)', reason: 'The request target is not a path.' });
    expect(cli.out.join('\n')).not.toMatch(/secret-token|very-secret|secret-code|__admin\/health/);
    expect(await stop(cli.child)).toBe(0);
    const wrong = await run(['--log-format', 'yaml']);
    expect([wrong.code, wrong.err.trim()]).toEqual([1, "in-mock-server: --log-format must be text or json, not 'yaml'."]);
  });

  it('warns when it listens beyond this machine, naming the admin API protection to add', async () => {
    const open = await startCli(['--host', '0.0.0.0', '--port', '0']);
    expect(open.err.join('\n')).toMatch(/WARNING: listening on 0\.0\.0\.0[\s\S]*ANYONE WHO CAN REACH IT CAN USE THE ADMIN API[\s\S]*--admin-token/);
    await stop(open.child);
    const locked = await startCli(['--host', '0.0.0.0', '--port', '0'], { IN_MOCK_ADMIN_TOKEN: 'sesame-1234' });
    expect(locked.err.join('\n')).toMatch(/WARNING[\s\S]*requires the admin token/);
    const port = new URL(locked.url).port;
    expect((await fetch(`http://127.0.0.1:${port}/__admin/clock`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/__admin/clock`, { headers: { authorization: 'Bearer sesame-1234' } })).status).toBe(200);
    await stop(locked.child);
    const quiet = await startCli(['--port', '0']);
    expect(quiet.err).toEqual([]);
    await stop(quiet.child);
  });

  it('--https --cert-out: TLS with the certificate it wrote', async () => {
    const certFile = join(mkdtempSync(join(tmpdir(), 'in-mock-cli-')), 'cert.pem');
    const cli = await startCli(['--port', '0', '--https', '--cert-out', certFile]);
    expect(cli.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const port = Number(new URL(cli.url).port);
    const health = await hostFetch({ address: '127.0.0.1', port, ca: readFileSync(certFile, 'utf8') })(`https://localhost:${port}/__admin/health`);
    expect(health.status).toBe(200);
    await stop(cli.child);
  });

  it('stops, saving its --state, when what started it is stopped: a SIGTERM to a wrapping shell (as npx and npm run start it) ends the server too', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'in-mock-cli-')), 'state.json');
    // `; exit` keeps sh from replacing itself with node, as `sh -c` under npm exec does.
    // npm_command: what npm exec and npm run set for the commands they start.
    const shell = spawn('sh', ['-c', `"${process.execPath}" "${BIN}" --port 0 --state "${file}"; exit $?`], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_command: 'exec' } });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      shell.stdout!.on('data', (chunk: Buffer) => {
        out += chunk;
        const found = /in-mock-server listening on (\S+)/.exec(out);
        if (found) resolve(found[1]!);
      });
      shell.on('exit', () => reject(new Error('exited early: ' + out)));
    });
    expect((await fetch(`${url}/__admin/health`)).status).toBe(200);
    shell.removeAllListeners('exit');
    shell.kill('SIGTERM');
    let stopped = false;
    for (let i = 0; i < 50 && !stopped; i++) {
      await new Promise((done) => setTimeout(done, 100));
      stopped = await fetch(`${url}/__admin/health`).then(() => false, () => true);
    }
    expect(stopped).toBe(true);
    for (let i = 0; i < 20 && !existsSync(file); i++) await new Promise((done) => setTimeout(done, 100));
    expect(JSON.parse(readFileSync(file, 'utf8')).format).toBe('in-mock-server state');
  });

  it('refuses a corrupt --state file with a clear message and exit code 1, and leaves it intact', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'in-mock-cli-')), 'state.json');
    writeFileSync(file, '{"format": "in-mock-server state", "ver');
    const { code, err } = await run(['--port', '0', '--state', file]);
    expect(code).toBe(1);
    expect(err).toMatch(/^in-mock-server: The state file .*state\.json is not valid JSON .* left as it is/);
    expect(readFileSync(file, 'utf8')).toBe('{"format": "in-mock-server state", "ver');
  });

  it('--media-processing and --hold-media: an upload is held, with the time of its type, until released through the admin API; a bad spec stops the start', async () => {
    const cli = await startCli(['--port', '0', '--media-processing', 'video=120,document=10', '--hold-media']);
    try {
      const admin = (path: string, body?: unknown) =>
        fetch(`${cli.url}/__admin/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((answer) => answer.json());
      const { access_token: token } = await admin('tokens', { memberId: 'aZ3kq9XbW1', scopes: ['w_member_social'] });
      const headers = { authorization: `Bearer ${token}`, 'x-restli-protocol-version': '2.0.0', 'linkedin-version': '202611', 'content-type': 'application/json' };
      const init = await fetch(`${cli.url}/rest/documents?action=initializeUpload`, { method: 'POST', headers, body: JSON.stringify({ initializeUploadRequest: { owner: 'urn:li:person:aZ3kq9XbW1' } }) });
      const { value } = await init.json();
      expect((await fetch(value.uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: '%PDF-1.4\n%%EOF\n' })).ok).toBe(true);
      const [held] = (await admin('media')).media;
      expect(held).toMatchObject({ urn: value.document, status: 'PROCESSING', held: true });
      expect(held.availableAt - held.uploadedAt).toBe(10_000);
      expect(await admin('media', { urn: value.document, processing: 'release' })).toMatchObject({ ok: true, media: { status: 'AVAILABLE', held: false } });
    } finally {
      await stop(cli.child);
    }
    expect(await run(['--port', '0'], { IN_MOCK_MEDIA_PROCESSING: 'vidoe=120' })).toMatchObject({ code: 1, err: "in-mock-server: 'vidoe' is not a media type; did you mean 'video'? The media types are image, document, video.\n" });
    expect(await run(['--port', '0', '--media-processing', 'video=-1'])).toMatchObject({ code: 1, err: expect.stringMatching(/^in-mock-server: --media-processing takes TYPE=SECONDS pairs separated by commas, such as video=120,document=10,image=0, not 'video=-1'\.\n$/) });
    expect(await run(['--port', '0', '--media-processing', 'video=100000'])).toMatchObject({ code: 1, err: 'in-mock-server: The processing time of video must be a number of seconds from 0 to 86400, not 100000.\n' });
    expect(await run(['--port', '0'], { IN_MOCK_HOLD_MEDIA: 'maybe' })).toMatchObject({ code: 1, err: expect.stringMatching(/IN_MOCK_HOLD_MEDIA must be 1, true or yes/) });
  });

  it('--as-of 2019-06-01: a v1 call answers the 410 LinkedIn served then; --as-of 2024-04-11: an id_token with the issuer of that day; a bad day stops the start', async () => {
    const v1 = await startCli(['--port', '0', '--as-of', '2019-06-01']);
    try {
      const { access_token: token } = await (await fetch(`${v1.url}/__admin/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ memberId: 'aZ3kq9XbW1' }) })).json();
      const gone = await fetch(`${v1.url}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${token}` } });
      expect(gone.status).toBe(410);
      const body = await gone.json();
      expect(body).toEqual({ errorCode: 0, message: 'This resource is no longer available under v1 APIs', requestId: expect.stringMatching(/^[A-Z0-9]{10}$/), status: 410, timestamp: expect.any(Number) });
      expect(Object.keys(body)).toEqual(['errorCode', 'message', 'requestId', 'status', 'timestamp']);
      expect(await (await fetch(`${v1.url}/__admin/as-of`)).json()).toMatchObject({ asOf: '2019-06-01', source: 'start-up' });
    } finally {
      await stop(v1.child);
    }
    const oidc = await startCli(['--port', '0'], { IN_MOCK_AS_OF: '2024-04-11' });
    try {
      const discovery = await (await fetch(`${oidc.url}/oauth/.well-known/openid-configuration`)).json();
      expect(discovery.issuer).toBe(oidc.url);
      const minted = await (await fetch(`${oidc.url}/__admin/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ memberId: 'aZ3kq9XbW1', scopes: ['openid', 'profile'] }) })).json();
      expect(JSON.parse(Buffer.from(minted.id_token.split('.')[1], 'base64url').toString()).iss).toBe('https://www.linkedin.com');
    } finally {
      await stop(oidc.child);
    }
    expect(await run(['--port', '0', '--as-of', 'spring 2019'])).toMatchObject({ code: 1, err: `in-mock-server: asOf must be a day such as '2019-06-01' (or an ISO time, or ms since the epoch) between 1970 and 9999, not "spring 2019".\n` });
    expect(await run(['--port', '0', '--sunset-warning-days', 'soon'])).toMatchObject({ code: 1, err: "in-mock-server: --sunset-warning-days must be a whole number of days, not 'soon'.\n" });
  });

  it('refuses a bad option value in a sentence', async () => {
    expect(await run(['--public-url', 'in-mock'])).toMatchObject({ code: 1, err: expect.stringMatching(/The public URL must be an origin/) });
    expect(await run(['--cert', 'x.pem'])).toMatchObject({ code: 1, err: expect.stringMatching(/--cert and --key go together/) });
    expect(await run([], { IN_MOCK_PORT: 'eighty' })).toMatchObject({ code: 1, err: expect.stringMatching(/--port must be a whole number/) });
  });
});
