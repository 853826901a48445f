// A fault that stands for a refused token (`unauthorized: …`) answers exactly what the real
// condition answers on that path: status, body and WWW-Authenticate, in each family (v1, /v2,
// /rest, /v2/userinfo), because both go through the one rule (admission/tokenRefusal.ts,
// oidc/userinfo.ts userinfoRefusal).
import { describe, expect, it } from 'vitest';
import { API, useServiceKit } from '../../test/support/serviceKit.js';
import { activeVersions } from '../restli/apiVersion.js';
import { DEMO_APP, DEMO_MEMBER } from '../seed/demoAccounts.js';
import type { UnauthorizedType } from '../store/traffic.js';

const kit = useServiceKit();

const FAMILIES = {
  v1: { path: '/v1/people/~', headers: { 'x-li-format': 'json' } },
  v2: { path: '/v2/me', headers: { 'x-restli-protocol-version': '2.0.0' } },
  rest: { path: '/rest/posts/urn%3Ali%3Ashare%3A7000000000000000001', headers: { 'x-restli-protocol-version': '2.0.0' } },
  userinfo: { path: '/v2/userinfo', headers: {} },
} as const;

/** The Authorization header of a real call with the condition `kind` (undefined: none at all). */
function realAuthorization(kind: UnauthorizedType): string | undefined {
  const { tokens, clock } = kit.service.context;
  const issue = (extra: { lifetimeSeconds?: number; oauth1?: boolean } = {}) => tokens.issue({ apiKey: DEMO_APP.apiKey, memberId: DEMO_MEMBER.id, scopes: ['openid', 'profile', 'r_basicprofile'], ...extra }).token;
  switch (kind) {
    case 'empty':
      return undefined;
    case 'unknownScheme':
      return 'Basic dXNlcjpwYXNz';
    case 'invalid':
      return 'Bearer AQXunknownTokenNeverIssuedByTheServiceAtAll00';
    case 'oauth1Token':
      return `Bearer ${issue({ oauth1: true })}`;
    case 'expired': {
      const token = issue({ lifetimeSeconds: 60 });
      clock.advance(61_000);
      return `Bearer ${token}`;
    }
    case 'revoked': {
      const token = issue();
      tokens.invalidate(DEMO_APP.apiKey, DEMO_MEMBER.id, 'revoked');
      return `Bearer ${token}`;
    }
  }
}

async function answerOf(family: keyof typeof FAMILIES, authorization: string | undefined) {
  const { path, headers } = FAMILIES[family];
  const all: Record<string, string> = { ...headers };
  if (path.startsWith('/rest/')) all['linkedin-version'] = activeVersions(kit.service.context.clock.now()).newest;
  if (authorization) all.authorization = authorization;
  const response = await fetch(API + path, { headers: all });
  const body = (await response.json()) as Record<string, unknown>;
  // v1's bodies carry a fresh request id and the time of the answer.
  delete body.requestId;
  delete body.timestamp;
  return { status: response.status, body, challenge: response.headers.get('www-authenticate'), type: response.headers.get('content-type') };
}

const KINDS: UnauthorizedType[] = ['invalid', 'expired', 'revoked', 'empty', 'unknownScheme', 'oauth1Token'];

describe('unauthorized faults answer as the real condition does on that path', () => {
  for (const family of Object.keys(FAMILIES) as (keyof typeof FAMILIES)[]) {
    for (const kind of KINDS) {
      it(`${kind} on ${FAMILIES[family].path}`, async () => {
        const real = await answerOf(family, realAuthorization(kind));
        kit.service.admin.reset();
        kit.service.admin.addFault({ path: FAMILIES[family].path.replace(/urn.*$/, '*'), unauthorized: kind });
        const faulted = await answerOf(family, `Bearer ${kit.token(['r_basicprofile'])}`);
        expect(real.status).toBe(401);
        expect(faulted).toEqual(real);
        expect(kit.service.admin.faults()).toEqual([]);
      });
    }
  }

  it("today's paths answer LinkedIn's codes; v1 keeps its own messages", async () => {
    const revoked = await answerOf('rest', realAuthorization('revoked'));
    expect(revoked.body).toEqual({ status: 401, serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN', message: 'The token used in the request has been revoked by the user' });
    expect(revoked.challenge).toBe('Bearer realm="api", error="invalid_token", error_description="The access token was revoked"');
    expect((await answerOf('v2', realAuthorization('expired'))).body).toEqual({ status: 401, serviceErrorCode: 65602, code: 'EXPIRED_ACCESS_TOKEN', message: 'The token used in the request has expired' });
    expect((await answerOf('v2', realAuthorization('invalid'))).body).toEqual({ status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' });
    kit.service.admin.addFault({ path: '/v2/userinfo', unauthorized: 'expired' });
    expect((await answerOf('userinfo', `Bearer ${kit.token(['r_basicprofile'])}`)).body).toEqual({ status: 401, serviceErrorCode: 65602, code: 'EXPIRED_ACCESS_TOKEN', message: 'The token used in the request has expired' });
    const v1 = await answerOf('v1', realAuthorization('revoked'));
    expect(v1.body).toMatchObject({ status: 401, serviceErrorCode: 401, errorCode: 0, message: expect.stringMatching(/^The token has been revoked\./) });
  });
});
