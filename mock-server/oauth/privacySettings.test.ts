import { describe, expect, it } from 'vitest';
import { FakeBrowser, findForm } from '../../test/support/fakeBrowser.js';
import { ADA, AUTH, TEST_APP, TEST_FIXTURES, obtainToken } from '../../test/support/oauthFlow.js';
import { verifyToken } from './verifyToken.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const kit = useServiceKit({ fixtures: TEST_FIXTURES, now: Date.UTC(2026, 2, 14) });
const PAGE = `${AUTH}/psettings/permitted-services`;

describe('privacy settings page (/psettings/permitted-services)', () => {
  it('asks a signed-out member to sign in, then lists the apps granted with scopes and date', async () => {
    await obtainToken(new FakeBrowser(), 'current', { scope: 'r_basicprofile r_network' });
    const browser = new FakeBrowser();
    const html = await (await browser.get(PAGE)).text();
    expect(html).toContain('name="session_key"');
    const login = await browser.submit(html, PAGE, 'login', { session_key: ADA.email, session_password: ADA.password });
    expect(login.status).toBe(303);
    const page = await (await browser.followOnHost(login, PAGE)).text();
    expect(page).toContain('<tr id="grant-test-key"><td class="app-name">Test App</td>');
    expect(page).toContain('Your first and second degree connections');
    expect(page).toContain('<td>2026-03-14</td>');
    expect(page).toContain('value="revoke"');
  });

  it('lists nothing for a member without grants', async () => {
    const browser = new FakeBrowser();
    const html = await (await browser.get(PAGE)).text();
    const page = await (await browser.followOnHost(await browser.submit(html, PAGE, 'login', { session_key: ADA.email, session_password: ADA.password }), PAGE)).text();
    expect(page).toContain('id="no-grants"');
  });

  it('revoke makes every token of the app revoked and removes the grant', async () => {
    const browser = new FakeBrowser();
    const first = await obtainToken(browser, 'current');
    const second = await obtainToken(new FakeBrowser(), 'legacy', { scope: 'r_basicprofile r_emailaddress' });
    const page = await (await browser.get(PAGE)).text();
    const response = await browser.submit(page, PAGE, 'revoke');
    expect(response.status).toBe(303);
    const after = await (await browser.followOnHost(response, PAGE)).text();
    expect(after).toContain('Test App can no longer access your account.');
    expect(after).toContain('id="no-grants"');
    expect(verifyToken(kit.service.context, first).status).toBe('revoked');
    expect(verifyToken(kit.service.context, second).status).toBe('revoked');
    expect(kit.service.context.grants.all()).toEqual([]);
  });

  it('revoke needs the CSRF token of this browser', async () => {
    const browser = new FakeBrowser();
    const token = await obtainToken(browser, 'current');
    const page = await (await browser.get(PAGE)).text();
    const form = findForm(page, 'revoke')!;
    const forged = await browser.post(PAGE, { action: 'revoke', apiKey: TEST_APP.apiKey });
    expect(forged.status).toBe(403);
    const otherBrowser = new FakeBrowser();
    expect((await otherBrowser.post(PAGE, form.fields)).status).toBe(403);
    expect(verifyToken(kit.service.context, token).status).toBe('valid');
  });

  it('has the same anti-framing headers as the dialog', async () => {
    const response = await fetch(PAGE);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });
});
