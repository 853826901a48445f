// The standalone server through real sockets: what it refuses before any handler, in the
// service's own format; that it keeps answering afterwards; the public address; TLS; the https
// rule from the connection; the admin guard's Host check.
import { describe, expect, it } from 'vitest';
import net from 'node:net';
import http from 'node:http';
import { networkInterfaces } from 'node:os';
import { startServer } from '../index.js';
import { MAX_BODY_BYTES } from '../defaults.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { hostFetch } from '../../test/support/hostFetch.js';
import { serverPerTest } from '../../test/support/serverPerTest.js';
import { ADA, approve, authorizeUrl, exchange, locationParams, REDIRECT } from '../../test/support/oauthFlow.js';

const server = serverPerTest();
const start = server.start;

/** Sends raw bytes on one connection; resolves with everything the server sent until it closed or `until` matched. */
function raw(port: number, data: string, until?: RegExp, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (until?.test(text)) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    socket.write(data);
  });
}

/** A raw HTTP/1.1 response's status, headers and body. */
function parse(text: string): { status: number; headers: Record<string, string>; body: string } {
  const [head, ...rest] = text.split('\r\n\r\n');
  const [statusLine, ...lines] = head!.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine!.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

async function stillAnswers(server: { url: string }): Promise<void> {
  expect((await fetch(`${server.url}/__admin/health`)).status).toBe(200);
}

describe('what the server refuses before any handler', () => {
  it('a malformed or missing Host header: 400 in the format of the path, never a 500', async () => {
    const { port, url } = await start();
    for (const host of ['a b', 'exa mple.com:80', '[::1', 'x:99999', 'user@host', 'h/p']) {
      const answer = parse(await raw(port, `GET /demo/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
      expect(answer.status, host).toBe(400);
      expect(answer.body, host).toMatch(/Host header .* is not a host name/);
    }
    const rest = parse(await raw(port, 'GET /v1/people/~ HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n'));
    expect(rest.headers['content-type']).toMatch(/xml/);
    expect(rest.body).toMatch(/<error>[\s\S]*<status>400<\/status>[\s\S]*Host header/);
    const admin = parse(await raw(port, 'GET /__admin/clock HTTP/1.0\r\n\r\n'));
    expect(admin.status).toBe(400);
    expect(JSON.parse(admin.body)).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/no Host header/) });
    await stillAnswers({ url });
  });

  it('TRACE and other methods it does not serve: 405 with Allow; a request line it cannot read: 400', async () => {
    const { port, url } = await start();
    for (const method of ['TRACE', 'PROPFIND', 'PURGE', 'LINK']) {
      const answer = parse(await raw(port, `${method} /v1/people/~ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, DELETE, OPTIONS, PATCH');
      expect(answer.body).toMatch(/<status>405<\/status>/);
    }
    expect(parse(await raw(port, 'CONNECT 127.0.0.1:1 HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n')).status).toBe(405);
    // Methods node's parser does not know at all, and request lines it cannot read: 400 in words.
    for (const line of ['TRACK / HTTP/1.1', 'HELLO THERE', 'GET /\x00 HTTP/1.1']) {
      const garbage = parse(await raw(port, `${line}\r\nHost: 127.0.0.1\r\n\r\n`));
      expect(garbage.status, line).toBe(400);
      expect(garbage.body).toMatch(/not valid HTTP\/1\.1/);
    }
    expect(parse(await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).status).toBe(431);
    await stillAnswers({ url });
  });

  it('a body over the limit is refused with 413 at once, by its Content-Length, and that connection closes', async () => {
    const { port, url } = await start();
    const answer = parse(await raw(port, `POST /v1/people/~/shares HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/xml\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n<share>`));
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toMatch(new RegExp(`<status>413</status>[\\s\\S]*larger than ${MAX_BODY_BYTES} bytes`));
    await stillAnswers({ url });
  });

  it('a 200 MiB chunked upload is refused as it streams in and does not grow the process', async () => {
    const { port, url } = await start();
    const before = process.memoryUsage();
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const result = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/__admin/fixtures', headers: { 'content-type': 'application/json' } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode!, sent });
        request.destroy();
      });
      request.on('error', (error) => (sent > 0 ? undefined : reject(error)));
      const pump = () => {
        while (sent < 200 * 1024 * 1024) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        request.end();
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(200 * 1024 * 1024);
    const after = process.memoryUsage();
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(32 * 1024 * 1024);
    await stillAnswers({ url });
  }, 30_000);

  it('a keep-alive connection whose body no handler read answers its next request', async () => {
    const { port } = await start();
    const text = await raw(
      port,
      'GET /__admin/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 11\r\n\r\nhello worldGET /__admin/clock HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      /"nowMs":\d+\}$/,
    );
    expect(text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
  });
});

describe('--public-url', () => {
  it('answers the whole OAuth flow to requests addressed to that name, with redirects and dialog links on it', async () => {
    const { port } = await start({ publicUrl: 'http://in-mock:8789' });
    const send = hostFetch({ address: '127.0.0.1', port });
    const browser = new FakeBrowser(send);
    const base = 'http://in-mock:8789';
    const first = await browser.get(authorizeUrl('current', {}, base));
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toMatch(/^http:\/\/in-mock:8789\/oauth\/v2\/dialog\?request=/);
    const login = await browser.followOnHost(first, authorizeUrl('current', {}, base));
    const html = await login.text();
    expect(html).toContain('name="session_key"');
    const redirect = await approve(browser, authorizeUrl('current', {}, base), ADA);
    expect(redirect.headers.get('location')!.startsWith(REDIRECT + '?')).toBe(true);
    const code = locationParams(redirect).get('code')!;
    const token = (await (await exchange('current', { code }, { base, send })).json()) as { access_token: string };
    const me = await send(`${base}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${token.access_token}` } });
    expect(((await me.json()) as { firstName: string }).firstName).toBe('Ada');
    // A request that names another host is still answered as the public address.
    const other = await hostFetch({ address: '127.0.0.1', port })(`http://127.0.0.1:${port}/oauth/v2/authorization?response_type=code&client_id=test-key&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s`);
    expect(other.headers.get('location')).toMatch(/^http:\/\/in-mock:8789\//);
    // The admin API accepts the public name in Host.
    expect((await send(`${base}/__admin/clock`)).status).toBe(200);
  });

  it('is refused at start when it is not an origin', async () => {
    for (const publicUrl of ['in-mock:8789', 'http://in-mock:8789/path', 'ftp://x', 'http://x/?q']) {
      await expect(startServer({ port: 0, publicUrl })).rejects.toThrow(/must be an origin such as http:\/\/in-mock:8789/);
    }
  });
});

describe('--https', () => {
  it('serves TLS with a self-signed certificate made at start, so the https rule is met for real', async () => {
    const { port, url, certificate } = await start({ https: true, strictHttps: true });
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(certificate).toMatch(/^-----BEGIN CERTIFICATE-----/);
    const send = hostFetch({ address: '127.0.0.1', port, ca: certificate });
    expect((await send(`https://localhost:${port}/__admin/health`)).status).toBe(200);
    const browser = new FakeBrowser(send);
    const base = `https://127.0.0.1:${port}`;
    const redirect = await approve(browser, authorizeUrl('current', {}, base), ADA);
    expect(locationParams(redirect).get('code')).toBeTruthy();
    // The session cookie is Secure over TLS.
    const login = await new FakeBrowser(send).get(authorizeUrl('current', {}, base));
    expect(login.headers.get('set-cookie')).toMatch(/Secure/);
    // Without the certificate a client refuses the connection, as it should.
    await expect(hostFetch({ address: '127.0.0.1', port })(`https://localhost:${port}/__admin/health`)).rejects.toThrow(/self-signed|certificate/);
  });
});

describe('the https rule decides from the connection, not from headers the client chose', () => {
  const lan = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

  it('X-Forwarded-Proto counts only with trustProxy', async () => {
    const { port } = await start({ strictHttps: true });
    const send = hostFetch({ address: '127.0.0.1', port });
    const url = authorizeUrl('current', {}, `http://127.0.0.1:${port}`);
    expect((await send(url, { headers: { 'x-forwarded-proto': 'https' } })).status).toBe(400);
    await server.current().close();
    const trusted = await start({ strictHttps: true, trustProxy: true });
    const viaProxy = await hostFetch({ address: '127.0.0.1', port: trusted.port })(authorizeUrl('current', {}, `http://127.0.0.1:${trusted.port}`), { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.status).toBe(302);
    expect(viaProxy.headers.get('location')).toMatch(/^https:/);
  });

  it.skipIf(!lan)('plain http from another machine is refused even when its Host says localhost', async () => {
    const { port } = await start({ host: '0.0.0.0' });
    const fromLan = hostFetch({ address: lan!, port, localAddress: lan });
    const refused = await fromLan(authorizeUrl('current', {}, `http://localhost:${port}`));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/must use https.*does not come from this machine/);
    // The same request from this machine passes.
    expect((await hostFetch({ address: '127.0.0.1', port })(authorizeUrl('current', {}, `http://localhost:${port}`))).status).toBe(302);
    // …and the admin API refuses a Host that names no loopback address (DNS rebinding).
    const rebound = await fromLan(`http://${lan}:${port}/__admin/tokens`);
    expect(rebound.status).toBe(421);
  });
});

describe('the admin guard on the real server', () => {
  it('refuses a Host that names neither a loopback address nor the public one (DNS rebinding)', async () => {
    const { port } = await start();
    const send = hostFetch({ address: '127.0.0.1', port });
    const rebound = await send(`http://attacker.example:${port}/__admin/tokens`);
    expect(rebound.status).toBe(421);
    expect(await rebound.json()).toMatchObject({ error: 'misdirected_request', message: expect.stringMatching(/names 'attacker\.example:\d+'/) });
    // A <name>.localhost Host passes the Host rule; it reaches a tenant once the header made it (server/tenants.ts).
    await send(`http://127.0.0.1:${port}/__admin/reset`, { method: 'POST', headers: { 'x-in-mock-tenant': 'app', 'content-type': 'application/json' }, body: '{}' });
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `app.localhost:${port}`]) {
      expect((await send(`http://${host}/__admin/tokens`)).status, host).toBe(200);
    }
    // Health answers whatever the Host (readiness checks in containers).
    expect((await send(`http://in-mock:${port}/__admin/health`)).status).toBe(200);
  });

  it('--admin-token and --no-admin', async () => {
    const { url } = await start({ adminToken: 'sesame-1234' });
    expect((await fetch(`${url}/__admin/tokens`)).status).toBe(401);
    expect((await fetch(`${url}/__admin/tokens`, { headers: { authorization: 'Bearer wrong-token' } })).status).toBe(401);
    expect((await fetch(`${url}/__admin/tokens`, { headers: { authorization: 'Bearer sesame-1234' } })).status).toBe(200);
    expect((await fetch(`${url}/__admin/health`)).status).toBe(200);
    await server.current().close();
    const off = await start({ adminApi: false });
    const refused = await fetch(`${off.url}/__admin/clock`);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toMatch(/turned off/);
    expect((await fetch(`${off.url}/__admin/health`)).status).toBe(200);
    await expect(startServer({ port: 0, adminToken: 'short' })).rejects.toThrow(/at least 8/);
  });
});
