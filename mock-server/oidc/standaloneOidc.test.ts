// A relying party nobody here configured specially (openid-client 6: the issuer compared exactly,
// the id_token checked, then userinfo) against the standalone server over real HTTP, at the address
// given as --public-url (here http://localhost:PORT, the server bound on 127.0.0.1).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { startServer, type RunningServer } from '../index.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, TEST_APP, approve } from '../../test/support/oauthFlow.js';

let running: RunningServer;
let publicUrl: string;
const CALLBACK = 'http://localhost:9/cb';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://localhost:${port}`;
  running = await startServer({ port, publicUrl, fixtures: { apps: [{ ...TEST_APP, redirectUrls: [CALLBACK] }] } });
});
afterAll(() => running.close());

describe('standalone server at its --public-url', () => {
  it('openid-client 6 discovers {public URL}/oauth, signs Ada in, checks the id_token and reads userinfo [F-OIDC-016]', async () => {
    const issuer = new URL(`${publicUrl}/oauth`);
    const config = await client.discovery(issuer, TEST_APP.apiKey, TEST_APP.secretKey, undefined, { execute: [client.allowInsecureRequests] });
    expect(config.serverMetadata()).toMatchObject({ issuer: `${publicUrl}/oauth`, jwks_uri: `${publicUrl}/oauth/openid/jwks`, userinfo_endpoint: `${publicUrl}/v2/userinfo` });
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, { redirect_uri: CALLBACK, scope: 'openid profile email', state });
    const back = await approve(new FakeBrowser(), url.href);
    const tokens = await client.authorizationCodeGrant(config, new URL(back.headers.get('location')!), { expectedState: state });
    expect(tokens.claims()).toMatchObject({ iss: `${publicUrl}/oauth`, aud: TEST_APP.apiKey, email: ADA.email, picture: `${publicUrl}/media/picture/${ADA.id}_100x100` });
    const info = await client.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub);
    expect(info.email_verified).toBe(true);
    const picture = await fetch(info.picture!);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });
});
