// Issue 34 row 5 (information): id_token_hint in the journal, a bad projection echoed back whole,
// (discovery, JWKS and userinfo under any path prefix: mock-server/oauth/openidExactPaths.test.ts).
// Each test fails on the code before the fix.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../support/serviceKit.js';
import { ADA, TEST_APP } from '../support/oauthFlow.js';
import { REFUSAL_QUOTE_CHARS } from '../../mock-server/defaults.js';

const WWW = 'https://www.linkedin.com';
const API = 'https://api.linkedin.com';
const kit = useServiceKit({ fixtures: { apps: [TEST_APP] } });

describe('issue 34, row 5', () => {
  it('id_token_hint is redacted in the journal, in the URL and in a form body', async () => {
    const hint = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJl';
    await fetch(`${WWW}/oauth/v2/authorization?response_type=code&client_id=${TEST_APP.apiKey}&id_token_hint=${hint}&state=s`, { redirect: 'manual' });
    await fetch(`${WWW}/oauth/v2/accessToken`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `grant_type=authorization_code&id_token_hint=${hint}` });
    const journal = JSON.stringify(kit.service.admin.requests());
    expect(journal).toContain('id_token_hint=REDACTED');
    for (const part of hint.split('.')) expect(journal).not.toContain(part);
  });

  it('a bad projection is quoted back in at most REFUSAL_QUOTE_CHARS characters around the fault, never whole', async () => {
    const { access_token } = kit.service.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_liteprofile'] });
    const projection = `(${'a,'.repeat(20_000)}!)`;
    const response = await fetch(`${API}/v2/me?projection=${encodeURIComponent(projection)}`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message.length).toBeLessThan(REFUSAL_QUOTE_CHARS + 400);
    expect(body.message).toMatch(/at character 40002/);
    expect(body.message).toContain('a,a,!)');
    const short = await fetch(`${API}/v2/me?projection=${encodeURIComponent('(id,!)')}`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(((await short.json()) as { message: string }).message).toContain("'(id,!)'");
  });
});
