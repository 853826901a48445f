// simple-oauth2 5.1.0 run unchanged against https://www.linkedin.com/oauth/v2/accessToken. Its
// default `options.authorizationMethod` is 'header': client_id and client_secret go only in an
// `Authorization: Basic` header, which LinkedIn does not read, so the real service answers
// `{"error":"invalid_request","error_description":"A required parameter \"client_id\" is missing"}`
// (scribejava/scribejava#822, authlib/loginpass#6, directus/directus#23645) and so does the mock.
// With `authorizationMethod: 'body'`, the set-up LinkedIn needs, the same code gives a token. The
// library's https requests (@hapi/wreck) are intercepted in-process by MSW's setupServer.
import { describe, expect, it } from 'vitest';
import { AuthorizationCode, ClientCredentials, type ModuleOptions } from 'simple-oauth2';
import { FakeBrowser } from '../support/fakeBrowser.js';
import { PARTNER_APP, PARTNER_FIXTURES, REDIRECT, approve, locationParams } from '../support/oauthFlow.js';
import { useServiceKit } from '../support/serviceKit.js';

const kit = useServiceKit({ fixtures: PARTNER_FIXTURES, now: Date.UTC(2026, 0, 1) });

const LINKEDIN = {
  client: { id: PARTNER_APP.apiKey, secret: PARTNER_APP.secretKey },
  auth: { tokenHost: 'https://www.linkedin.com', tokenPath: '/oauth/v2/accessToken', authorizePath: '/oauth/v2/authorization' },
} satisfies ModuleOptions;

/** A code for PARTNER_APP: the dialog of the library's own authorization URL, Ada allowing. */
async function codeFrom(client: AuthorizationCode): Promise<string> {
  const url = client.authorizeURL({ redirect_uri: REDIRECT, scope: 'openid profile', state: 'st-1' });
  return locationParams(await approve(new FakeBrowser(), url)).get('code')!;
}

/** The error body simple-oauth2 (Boom) hands back for a refused token request. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const error = (await promise.then(() => undefined, (e: unknown) => e)) as { output?: { statusCode: number }; data?: { payload?: unknown } } | undefined;
  if (!error) throw new Error('the token request succeeded');
  return { status: error.output!.statusCode, body: error.data!.payload };
}

describe('simple-oauth2 5.1.0', () => {
  it('with its defaults (HTTP Basic): the code exchange is refused as LinkedIn refuses it', async () => {
    const client = new AuthorizationCode(LINKEDIN);
    const { status, body } = await refusal(client.getToken({ code: await codeFrom(client), redirect_uri: REDIRECT }));
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_request', error_description: 'A required parameter "client_id" is missing' });
    const [entry] = kit.service.admin.requests({ path: '/oauth/v2/accessToken' }).slice(-1);
    expect(entry!.requestHeaders.authorization).toMatch(/^Basic /);
    expect(entry!.notes?.[0]).toMatch(/Authorization: Basic header was not read/);
  });

  it("with authorizationMethod: 'body': a token for the same kind of code", async () => {
    const client = new AuthorizationCode({ ...LINKEDIN, options: { authorizationMethod: 'body' } });
    const token = await client.getToken({ code: await codeFrom(client), redirect_uri: REDIRECT });
    expect(token.token).toMatchObject({ access_token: expect.any(String), expires_in: 5184000, id_token: expect.any(String), refresh_token: expect.any(String) });
  });

  it('every grant: refresh and client credentials refuse Basic too, and work with the body', async () => {
    const body = new AuthorizationCode({ ...LINKEDIN, options: { authorizationMethod: 'body' } });
    const token = await body.getToken({ code: await codeFrom(body), redirect_uri: REDIRECT });
    const basicRefresh = new AuthorizationCode(LINKEDIN).createToken(token.token);
    expect(await refusal(basicRefresh.refresh())).toEqual({ status: 400, body: { error: 'invalid_request', error_description: 'A required parameter "client_id" is missing' } });
    expect((await token.refresh()).token.access_token).toEqual(expect.any(String));
    const twoLegged = { client: LINKEDIN.client, auth: { tokenHost: LINKEDIN.auth.tokenHost, tokenPath: LINKEDIN.auth.tokenPath } };
    expect((await refusal(new ClientCredentials(twoLegged).getToken({}))).body).toEqual({ error: 'invalid_request', error_description: 'A required parameter "client_id" is missing' });
    expect((await new ClientCredentials({ ...twoLegged, options: { authorizationMethod: 'body' } }).getToken({})).token.access_token).toEqual(expect.any(String));
  });

  it("a reused or expired code, or another redirect_uri: LinkedIn's invalid_request / invalid_redirect_uri with its one sentence (issue 47, row 24)", async () => {
    const client = new AuthorizationCode({ ...LINKEDIN, options: { authorizationMethod: 'body' } });
    const sentence = 'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists';
    const code = await codeFrom(client);
    await client.getToken({ code, redirect_uri: REDIRECT });
    expect(await refusal(client.getToken({ code, redirect_uri: REDIRECT }))).toEqual({ status: 400, body: { error: 'invalid_request', error_description: sentence } });
    expect(await refusal(client.getToken({ code: await codeFrom(client), redirect_uri: `${REDIRECT}/other` }))).toEqual({ status: 400, body: { error: 'invalid_redirect_uri', error_description: sentence } });
    const late = await codeFrom(client);
    kit.service.admin.setClock({ advanceSeconds: 3600 });
    expect(await refusal(client.getToken({ code: late, redirect_uri: REDIRECT }))).toEqual({ status: 400, body: { error: 'invalid_request', error_description: sentence } });
    // Which of them it was is the mock's help, in the journal only.
    expect(kit.service.admin.requests({ path: '/oauth/v2/accessToken' }).at(-1)!.notes).toEqual([expect.stringMatching(/has expired/)]);
  });
});
