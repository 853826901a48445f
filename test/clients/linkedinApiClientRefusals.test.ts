// linkedin-api-client@0.3.0 (axios, Connection: Keep-Alive), run unchanged, against the refusals of
// today's API: a path the mock does not serve fails at once with LinkedIn's 404 body (it used to
// wait for ever: the catch-all 404 had no Content-Length), and a call past a daily limit gets
// LinkedIn's 429 body, which retry logic keys on. MSW's setupServer intercepts axios' requests.
import { describe, expect, it } from 'vitest';
import { RestliClient } from 'linkedin-api-client';
import { ADA, TEST_APP, TEST_FIXTURES } from '../support/oauthFlow.js';
import { useServiceKit } from '../support/serviceKit.js';

const kit = useServiceKit({ fixtures: TEST_FIXTURES, now: Date.UTC(2026, 0, 15) });

const client = new RestliClient();
const token = (scopes: string[]) => kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes }).access_token;

/** What axios rejected with: status, headers and body. */
async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(() => undefined, (e: unknown) => e)) as { response?: { status: number; data: unknown; headers: Record<string, string> } } | undefined;
  if (!error?.response) throw new Error(`expected an HTTP refusal, got ${String(error)}`);
  return error.response;
}

describe('linkedin-api-client@0.3.0 against refusals', () => {
  it('a /v2 and a /rest path the mock does not serve: 404 in today\'s body with its Content-Length, at once', async () => {
    const accessToken = token(['r_liteprofile', 'w_member_social']);
    const started = Date.now();
    const v2 = await refusal(client.get({ resourcePath: '/noSuchResource', accessToken }));
    expect(v2.status).toBe(404);
    expect(v2.data).toStrictEqual({ status: 404, code: 'RESOURCE_NOT_FOUND', message: 'No virtual resource found' });
    expect(Number(v2.headers['content-length'])).toBe(JSON.stringify(v2.data).length);
    const rest = await refusal(client.get({ resourcePath: '/noSuchResource/{id}', pathKeys: { id: 1 }, versionString: '202601', accessToken }));
    expect(rest.status).toBe(404);
    expect(rest.data).toEqual({ status: 404, code: 'RESOURCE_NOT_FOUND', message: 'No virtual resource found' });
    expect(Date.now() - started).toBeLessThan(2000);
  }, 5000);

  it('past the daily limit: LinkedIn\'s 429 body, no Retry-After', async () => {
    kit.service.context.traffic.limits = { appPerDay: 1000, memberPerDay: 1, developerPerDay: 1 };
    const accessToken = token(['r_liteprofile']);
    expect((await client.get({ resourcePath: '/me', accessToken })).status).toBe(200);
    const throttled = await refusal(client.get({ resourcePath: '/me', accessToken }));
    expect(throttled.status).toBe(429);
    expect(throttled.data).toEqual({ serviceErrorCode: 101, message: 'Resource level throttle limit for calls to this resource is reached.', status: 429 });
    expect(throttled.headers['retry-after']).toBeUndefined();
    // Counted per endpoint, as LinkedIn's Rate Limits page says (issue 47, row 22): another endpoint still answers.
    const other = await client.finder({ resourcePath: '/emailAddress', finderName: 'members', queryParams: { projection: '(elements*(handle~))' }, accessToken: token(['r_emailaddress']) });
    expect(other.status).toBe(200);
  });

  it("without a token: LinkedIn's 401 body word for word, whose message integrations match to disconnect (issue 47, row 21)", async () => {
    const empty = await refusal(client.get({ resourcePath: '/me', accessToken: '' }));
    expect(empty.status).toBe(401);
    expect(empty.data).toStrictEqual({ serviceErrorCode: 401, message: 'Empty oauth2 access token', status: 401 });
    expect((empty.data as { message: string }).message).toBe('Empty oauth2 access token');
  });

  it("a 429 fault on /v2 or /rest: LinkedIn's throttle body; that it was injected is in the journal only (issue 47, row 13)", async () => {
    const accessToken = token(['r_liteprofile']);
    kit.service.admin.addFault({ path: '/v2/me', status: 429 });
    const v2 = await refusal(client.get({ resourcePath: '/me', accessToken }));
    expect(v2.status).toBe(429);
    expect(v2.data).toStrictEqual({ serviceErrorCode: 101, message: 'Resource level throttle limit for calls to this resource is reached.', status: 429 });
    expect(kit.service.admin.requests().at(-1)!.notes).toEqual([expect.stringContaining('A fault injected this 429')]);
    kit.service.admin.addFault({ path: '/rest/*', status: 429, responseHeaders: { 'retry-after': '30' } });
    const rest = await refusal(client.get({ resourcePath: '/noSuchResource/{id}', pathKeys: { id: 1 }, versionString: '202601', accessToken }));
    expect(rest.data).toStrictEqual({ serviceErrorCode: 101, message: 'Resource level throttle limit for calls to this resource is reached.', status: 429 });
    expect(rest.headers['retry-after']).toBe('30');
  });
});
