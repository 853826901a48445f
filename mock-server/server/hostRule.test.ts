// Issue 25 items 1, 9, 11 and issue 22 item 10 through real sockets: the Host a request names
// decides whether the service answers it (a DNS-rebinding page names its own), a malformed one is
// a 400 and never a 500, the admin API answers only its exact paths, a body over the limit is
// refused in each family's format; and the service answers as each of its real host names at
// once, over TLS, with links, redirects and OAuth 1.0a signatures on the name the request came to.
import { describe, expect, it } from 'vitest';
import net from 'node:net';
import { MAX_BODY_BYTES } from '../defaults.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { hostFetch } from '../../test/support/hostFetch.js';
import { serverPerTest } from '../../test/support/serverPerTest.js';
import { ADA, TEST_APP, approve, authorizeUrl, locationParams } from '../../test/support/oauthFlow.js';
import { authorizeInBrowser, formBody, signRequest } from '../../test/support/oauth1Client.js';
import { DEMO_APP } from '../seed/demoAccounts.js';

const server = serverPerTest();
const start = server.start;

/** One raw request; the status line and the rest. */
function raw(port: number, data: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve({ status: Number(text.split(' ')[1]), text }));
    socket.on('error', reject);
    socket.write(data);
  });
}

describe('item 1: a DNS-rebinding page (its own name re-pointed at 127.0.0.1) reaches no route', () => {
  it('every route refuses its Host with 421 in the path\'s format; nothing is issued', async () => {
    const { port } = await start();
    const send = hostFetch({ address: '127.0.0.1', port });
    const rebound = `http://rebind.test:${port}`;
    // The OAuth 1.0a attack: a request token for the demo app (public secret, PLAINTEXT from loopback) with the attacker's callback.
    const { url, init } = signRequest({ method: 'POST', url: `${rebound}/uas/oauth/requestToken`, consumerKey: DEMO_APP.apiKey, consumerSecret: DEMO_APP.secretKey, signatureMethod: 'PLAINTEXT', timestamp: null, nonce: null, oauth: { oauth_callback: `${rebound}/steal` } });
    const token = await send(url, init);
    expect(token.status).toBe(421);
    expect(await formBody(token)).toMatchObject({ oauth_problem: 'parameter_rejected', oauth_problem_advice: expect.stringMatching(/names 'rebind\.test:\d+'/) });
    expect(server.current().context.requestTokens.all()).toEqual([]);
    const authenticate = await send(`${rebound}/uas/oauth/authenticate?oauth_token=x`);
    expect(authenticate.status).toBe(421);
    expect(await authenticate.text()).toMatch(/answers only requests addressed to .*this one names 'rebind\.test/);
    const rest = await send(`${rebound}/v1/people/~`);
    expect(rest.status).toBe(421);
    expect(await rest.text()).toMatch(/<error>[\s\S]*<status>421<\/status>/);
    const token2 = await send(`${rebound}/oauth/v2/accessToken`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=authorization_code' });
    expect(token2.status).toBe(421);
    expect(await token2.json()).toMatchObject({ error: 'invalid_request' });
    expect((await send(`${rebound}/demo/`)).status).toBe(421);
    // Readiness checks still answer whatever the Host.
    expect((await send(`${rebound}/__admin/health`)).status).toBe(200);
    // A <name>.localhost Host passes the Host rule; it reaches a tenant once the header made it (server/tenants.ts).
    await send(`http://127.0.0.1:${port}/__admin/reset`, { method: 'POST', headers: { 'x-in-mock-tenant': 'app', 'content-type': 'application/json' }, body: '{}' });
    // Loopback names, on any port, are answered.
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `app.localhost:${port}`, '127.0.0.1']) {
      expect((await send(`http://${host}/v1/people/~`)).status, host).toBe(401);
    }
  });

  it('the configured public address is answered; any other name is not', async () => {
    const { port } = await start({ publicUrl: 'http://in-mock:8789' });
    const send = hostFetch({ address: '127.0.0.1', port });
    expect((await send('http://in-mock:8789/v1/people/~')).status).toBe(401);
    expect((await send('http://in-mock:9999/v1/people/~')).status).toBe(421);
    expect((await send('http://other:8789/v1/people/~')).status).toBe(421);
  });
});

describe('item 11: a malformed Host is a 400, never a 500', () => {
  it.each(['%00', 'xn--', '1.2.3.4.5', '[1::2::3]', 'a%zz', 'xn--a.com', '[::1]:99999'])('%s', async (host) => {
    const { port } = await start();
    for (const path of ['/v1/people/~', '/uas/oauth/requestToken', '/oauth/v2/authorization', '/demo/']) {
      const answer = await raw(port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, `${host} ${path}`).toBe(400);
      expect(answer.text).toMatch(/Host(%20| )header/);
    }
    expect((await fetch(`${server.current().url}/__admin/health`)).status).toBe(200);
  });
});

describe('item 11: a body over the limit is refused in the format of its family', () => {
  const big = 'a'.repeat(MAX_BODY_BYTES + 1);
  it.each([
    ['/oauth/v2/accessToken', (status: number, text: string) => expect(JSON.parse(text)).toMatchObject({ error: 'invalid_request', error_description: expect.stringMatching(/larger than/) })],
    ['/uas/oauth2/accessToken', (status: number, text: string) => expect(JSON.parse(text)).toMatchObject({ error: 'invalid_request' })],
    ['/uas/oauth/requestToken', (status: number, text: string) => expect(Object.fromEntries(new URLSearchParams(text))).toMatchObject({ oauth_problem: 'parameter_rejected' })],
    ['/v1/people/~/shares', (status: number, text: string) => expect(text).toMatch(/<status>413<\/status>/)],
    ['/__admin/fixtures', (status: number, text: string) => expect(JSON.parse(text)).toMatchObject({ error: 'payload_too_large' })],
  ])('%s', async (path, check) => {
    const { url } = await start();
    const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: big });
    expect(response.status).toBe(413);
    check(response.status, await response.text());
  });
});

describe('item 9: the admin API answers only its exact paths', () => {
  it('not under a prefix, not in another case', async () => {
    const { url } = await start();
    const { access_token: secret } = server.current().admin.issueToken({ memberId: ADA.id });
    for (const path of ['/x/__admin/tokens', '/__ADMIN/tokens', '/__admin/TOKENS', '/api/__admin/clock', '/foo/__admin/health']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(secret);
    }
    const reset = await fetch(`${url}/x/__admin/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(reset.status).toBe(404);
    expect(server.current().admin.tokens().map((token) => token.token)).toContain(secret);
    expect((await fetch(`${url}/__admin/tokens`)).status).toBe(200);
  });
});

describe('one server answering as www, api and platform .linkedin.com at once', () => {
  const hosts = (port: number) => ({ www: `https://www.linkedin.com:${port}`, api: `https://api.linkedin.com:${port}`, platform: `https://platform.linkedin.com:${port}` });

  it('OAuth 1.0a signed for api., the member sent to www., links and redirects on the name used, over TLS with a certificate for those names', async () => {
    const { port, certificate } = await start({ https: true, publicUrl: 'https://www.linkedin.com' });
    const send = hostFetch({ address: '127.0.0.1', port, ca: certificate });
    const { www, api, platform } = hosts(port);
    // A client signs for the api. name it called (docs/oauth1.md): accepted, not signature_invalid.
    const signed = signRequest({ method: 'POST', url: `${api}/uas/oauth/requestToken`, oauth: { oauth_callback: TEST_APP.redirectUrls[0]! } });
    const token = await send(signed.url, signed.init);
    expect(token.status).toBe(200);
    const body = await formBody(token);
    expect(body.xoauth_request_auth_url).toBe(`${api}/uas/oauth/authorize`);
    // The member on www.: the dialog's links stay on www.
    const browser = new FakeBrowser(send);
    const back = await authorizeInBrowser(browser, `${www}/uas/oauth/authorize?oauth_token=${body.oauth_token}`, ADA);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(new RegExp(`^${TEST_APP.redirectUrls[0]}\\?oauth_token=`));
    // OAuth 2.0 on www.: its redirects on www.
    const first = await new FakeBrowser(send).get(authorizeUrl('current', {}, www));
    expect(first.headers.get('location')).toMatch(new RegExp(`^${www.replace(/\./g, '\\.')}/oauth/v2/dialog`));
    const code = locationParams(await approve(new FakeBrowser(send), authorizeUrl('current', {}, www), ADA)).get('code');
    expect(code).toBeTruthy();
    // The platform name serves in.js's host (a 200 or the build hint; never a refusal).
    expect([200, 404]).toContain((await send(`${platform}/in.js`)).status);
    // And the API on api.
    expect((await send(`${api}/v1/people/~`)).status).toBe(401);
  });

  it('without --public-url too, and on plain http', async () => {
    const { port } = await start();
    const send = hostFetch({ address: '127.0.0.1', port });
    const api = `http://api.linkedin.com:${port}`;
    const signed = signRequest({ method: 'POST', url: `${api}/uas/oauth/requestToken`, oauth: { oauth_callback: 'oob' } });
    const token = await send(signed.url, signed.init);
    expect(token.status).toBe(200);
    expect((await formBody(token)).xoauth_request_auth_url).toBe(`${api}/uas/oauth/authorize`);
  });
});
