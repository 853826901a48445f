// The spec's "States and transitions" table for codes, tokens and grants, row by row.
import { describe, expect, it } from 'vitest';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, TEST_APP, TEST_FIXTURES, approve, authorizeUrl, locationParams, obtainToken, startFlow } from '../../test/support/oauthFlow.js';
import { verifyToken } from './verifyToken.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const kit = useServiceKit({ fixtures: TEST_FIXTURES, now: Date.UTC(2026, 0, 1) });
const DAY = 24 * 60 * 60;

describe('states and transitions', () => {
  it('(none) → code issued: a valid request the member approves redirects with code and state', async () => {
    const redirect = await approve(new FakeBrowser(), authorizeUrl('current'));
    expect(locationParams(redirect).get('code')).toBeTruthy();
    expect(locationParams(redirect).get('state')).toBe('st-123');
  });

  it('(none) → code issued without the dialog when a valid grant exists and the member is signed in', async () => {
    const browser = new FakeBrowser();
    await obtainToken(browser, 'current');
    const response = await browser.get(authorizeUrl('current', { state: 'second' }));
    expect(response.status).toBe(302);
    const query = locationParams(response);
    expect(query.get('code')).toBeTruthy();
    expect(query.get('state')).toBe('second');
  });

  it('a signed-out member with a valid grant signs in and goes straight back (no consent page)', async () => {
    await obtainToken(new FakeBrowser(), 'current');
    const browser = new FakeBrowser();
    const { response, url } = await startFlow(browser, authorizeUrl('current'));
    const login = await browser.submit(await response.text(), url, 'login', { session_key: ADA.email, session_password: ADA.password });
    const next = await browser.followOnHost(login, url);
    expect(next.status).toBe(303);
    expect(locationParams(next).get('code')).toBeTruthy();
  });

  it('code issued → expired: time passes (60 s), the exchange fails', async () => {
    const code = locationParams(await approve(new FakeBrowser(), authorizeUrl('current'))).get('code')!;
    kit.service.admin.setClock({ advanceSeconds: 60 });
    expect(kit.service.context.codes.check(code).status).toBe('expired');
  });

  it('token valid → expired after expires_in (5184000 s) on the mock clock', async () => {
    const token = await obtainToken(new FakeBrowser(), 'current');
    kit.service.admin.setClock({ advanceSeconds: 5184000 - 1 });
    expect(verifyToken(kit.service.context, token).status).toBe('valid');
    kit.service.admin.setClock({ advanceSeconds: 1 });
    expect(verifyToken(kit.service.context, token).status).toBe('expired');
  });

  it('token valid → revoked when the member revokes the permission', async () => {
    const token = await obtainToken(new FakeBrowser(), 'current');
    expect(kit.service.admin.revoke(ADA.id, TEST_APP.apiKey)).toEqual({ revoked: true });
    expect(verifyToken(kit.service.context, token).status).toBe('revoked');
  });

  it('after a revocation the dialog is shown again', async () => {
    const browser = new FakeBrowser();
    await obtainToken(browser, 'current');
    kit.service.admin.revoke(ADA.id, TEST_APP.apiKey);
    const { response } = await startFlow(browser, authorizeUrl('current'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('would like to access');
  });

  it('token valid → invalidated when the member grants a different scope (more or fewer permissions shows the dialog again)', async () => {
    const browser = new FakeBrowser();
    const first = await obtainToken(browser, 'current', { scope: 'r_basicprofile r_emailaddress' });
    for (const scope of ['r_basicprofile r_emailaddress r_network', 'r_basicprofile']) {
      const { response } = await startFlow(browser, authorizeUrl('current', { scope }));
      expect(response.status, scope).toBe(200);
      expect(await response.text()).toContain('would like to access');
    }
    const second = await obtainToken(browser, 'current', { scope: 'r_basicprofile' });
    expect(verifyToken(kit.service.context, first).status).toBe('invalid');
    expect(verifyToken(kit.service.context, second).status).toBe('valid');
  });

  it('showing the new consent alone does not invalidate anything; denying it keeps the old tokens', async () => {
    const browser = new FakeBrowser();
    const first = await obtainToken(browser, 'current');
    const { response, url } = await startFlow(browser, authorizeUrl('current', { scope: 'r_network' }));
    await browser.submit(await response.text(), url, 'deny');
    expect(verifyToken(kit.service.context, first).status).toBe('valid');
  });

  it('unexchanged codes stop working when the grant changes or is revoked', async () => {
    const browser = new FakeBrowser();
    await obtainToken(browser, 'current');
    const code = locationParams(await browser.get(authorizeUrl('current'))).get('code')!;
    kit.service.admin.revoke(ADA.id, TEST_APP.apiKey);
    expect(kit.service.context.codes.check(code).status).toBe('invalidated');
  });

  it('same scope in another browser: both tokens are valid at once', async () => {
    const first = await obtainToken(new FakeBrowser(), 'current');
    const second = await obtainToken(new FakeBrowser(), 'current');
    expect(first).not.toBe(second);
    expect(verifyToken(kit.service.context, first).status).toBe('valid');
    expect(verifyToken(kit.service.context, second).status).toBe('valid');
  });

  it('refresh: repeating the flow while signed in with an unexpired token skips the dialog and gives a new token; the old one stays valid', async () => {
    const browser = new FakeBrowser();
    const first = await obtainToken(browser, 'legacy');
    kit.service.admin.setClock({ advanceSeconds: 60 * 60 });
    const direct = await browser.get(authorizeUrl('legacy', { state: 'refresh' }));
    expect(direct.status).toBe(302);
    expect(locationParams(direct).get('state')).toBe('refresh');
    const second = await obtainToken(browser, 'legacy');
    expect(second).not.toBe(first);
    expect(verifyToken(kit.service.context, first).status).toBe('valid');
    // The new token counts from its own issue: when the first expires, the second is still valid.
    kit.service.admin.setClock({ advanceSeconds: 60 * DAY - 60 * 60 });
    expect(verifyToken(kit.service.context, first).status).toBe('expired');
    expect(verifyToken(kit.service.context, second).status).toBe('valid');
  });

  it('once the last token could have expired (grant unused for 60 days), the normal flow with the consent page runs again', async () => {
    const browser = new FakeBrowser();
    await obtainToken(browser, 'current');
    kit.service.admin.setClock({ advanceSeconds: 60 * DAY });
    const { response, url } = await startFlow(browser, authorizeUrl('current'));
    const login = await browser.submit(await response.text(), url, 'login', { session_key: ADA.email, session_password: ADA.password });
    const next = await browser.followOnHost(login, url);
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('would like to access');
  });

  it('59 days after its last use the grant still skips the consent page', async () => {
    const browser = new FakeBrowser();
    await obtainToken(browser, 'current');
    kit.service.admin.setClock({ advanceSeconds: 59 * DAY });
    const { response, url } = await startFlow(browser, authorizeUrl('current'));
    const login = await browser.submit(await response.text(), url, 'login', { session_key: ADA.email, session_password: ADA.password });
    expect(locationParams(await browser.followOnHost(login, url)).get('code')).toBeTruthy();
  });

  it('the login session ends after 24 h on the mock clock', async () => {
    const browser = new FakeBrowser();
    await obtainToken(browser, 'current');
    kit.service.admin.setClock({ advanceSeconds: DAY });
    const { response } = await startFlow(browser, authorizeUrl('current'));
    expect(await response.text()).toContain('name="session_key"');
  });
});

describe('verifyToken', () => {
  it('tells empty, invalid, valid, expired and revoked apart', async () => {
    expect(verifyToken(kit.service.context, undefined).status).toBe('empty');
    expect(verifyToken(kit.service.context, null).status).toBe('empty');
    expect(verifyToken(kit.service.context, '  ').status).toBe('empty');
    expect(verifyToken(kit.service.context, 'AQnot-a-token').status).toBe('invalid');
    const token = await obtainToken(new FakeBrowser(), 'current');
    expect(verifyToken(kit.service.context, token).status).toBe('valid');
    kit.service.admin.revoke(ADA.id, TEST_APP.apiKey);
    expect(verifyToken(kit.service.context, token).status).toBe('revoked');
  });
});
