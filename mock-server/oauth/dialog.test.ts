import { describe, expect, it } from 'vitest';
import { FakeBrowser, findForm } from '../../test/support/fakeBrowser.js';
import { ADA, AUTH, REDIRECT, TEST_FIXTURES, approve, authorizeUrl, locationParams, startFlow } from '../../test/support/oauthFlow.js';
import type { PathFamily } from './oauthPaths.js';
import type { Fixtures } from '../fixtureFormat/types.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const kit = useServiceKit({ fixtures: TEST_FIXTURES });
const use = (fixtures: Fixtures) => kit.use({ fixtures });

/** Opens the dialog in `browser` and returns the page HTML and URL. */
async function openDialog(browser: FakeBrowser, family: PathFamily, params: Record<string, string | null> = {}) {
  const { response, url } = await startFlow(browser, authorizeUrl(family, params));
  expect(response.status).toBe(200);
  return { html: await response.text(), url, response };
}

async function login(browser: FakeBrowser, page: { html: string; url: string }, credentials = { session_key: ADA.email, session_password: ADA.password }) {
  const response = await browser.submit(page.html, page.url, 'login', credentials);
  const next = await browser.followOnHost(response, page.url);
  return { response: next, html: next.status === 200 ? await next.text() : '', url: page.url };
}

describe.each<PathFamily>(['current', 'legacy'])('dialog (%s path)', (family) => {
  it('login page: session_key, session_password, Sign in and Cancel buttons, app name and logo', async () => {
    const { html } = await openDialog(new FakeBrowser(), family);
    expect(html).toContain('name="session_key"');
    expect(html).toContain('type="password" id="session_password" name="session_password"');
    expect(html).toContain('<button type="submit" name="action" value="login"');
    expect(html).toContain('<button type="submit" name="action" value="cancel"');
    expect(html).toContain('<strong id="app-name">Test App</strong>');
    expect(html).toContain('src="https://app.example.test/logo.png"');
    expect(html).not.toMatch(/<script/i);
  });

  it('consent page: names the app and lists each requested permission in words, with Allow and Deny', async () => {
    const browser = new FakeBrowser();
    const consent = await login(browser, await openDialog(browser, family, { scope: 'r_basicprofile r_network w_messages' }));
    expect(consent.response.status).toBe(200);
    expect(consent.html).toContain('Test App would like to access:');
    expect(consent.html).toContain('<li id="scope-r_basicprofile">Your profile overview: name, photo, headline and current positions');
    expect(consent.html).toContain('<li id="scope-r_network">Your first and second degree connections');
    expect(consent.html).toContain('<li id="scope-w_messages">Send messages and connection invitations as you');
    expect(consent.html).toContain('value="allow"');
    expect(consent.html).toContain('value="deny"');
    expect(consent.html).toContain('Ada Lovelace');
  });

  it('login sets an HttpOnly session cookie on the auth host', async () => {
    const browser = new FakeBrowser();
    const page = await openDialog(browser, family);
    const response = await browser.submit(page.html, page.url, 'login', { session_key: ADA.email, session_password: ADA.password });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/li_at=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Lax/);
  });

  it('wrong password or unknown e-mail shows the login page again with an error, no session', async () => {
    const browser = new FakeBrowser();
    for (const credentials of [
      { session_key: ADA.email, session_password: 'wrong' },
      { session_key: 'nobody@example.com', session_password: ADA.password },
      { session_key: '', session_password: '' },
    ]) {
      const page = await openDialog(browser, family);
      const response = await browser.submit(page.html, page.url, 'login', credentials);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<div class="error" id="error">(That e-mail address and password do not match|Enter your e-mail)/);
      expect(browser.cookies.has('li_at')).toBe(false);
    }
  });

  it('sign-in e-mail is case-insensitive', async () => {
    const browser = new FakeBrowser();
    const consent = await login(browser, await openDialog(browser, family), { session_key: ' ADA.Lovelace@Example.com ', session_password: ADA.password });
    expect(consent.html).toContain('would like to access');
  });

  it('allow → redirect to the redirect_uri with code and state', async () => {
    const response = await approve(new FakeBrowser(), authorizeUrl(family));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')!.startsWith(REDIRECT + '?code=')).toBe(true);
    const query = locationParams(response);
    expect(query.get('code')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('state')).toBe('st-123');
  });

  it(`cancel at login → error=${family === 'current' ? 'user_cancelled_login' : 'access_denied'} with error_description and state`, async () => {
    const browser = new FakeBrowser();
    const page = await openDialog(browser, family);
    const response = await browser.submit(page.html, page.url, 'cancel');
    const query = locationParams(response);
    expect(query.get('error')).toBe(family === 'current' ? 'user_cancelled_login' : 'access_denied');
    expect(query.get('error_description')).toBeTruthy();
    expect(query.get('state')).toBe('st-123');
    expect(response.headers.get('location')!.startsWith(REDIRECT + '?error=')).toBe(true);
  });

  it(`deny at consent → error=${family === 'current' ? 'user_cancelled_authorize' : 'access_denied'} with error_description and state; no grant`, async () => {
    const browser = new FakeBrowser();
    const consent = await login(browser, await openDialog(browser, family));
    const response = await browser.submit(consent.html, consent.url, 'deny');
    const query = locationParams(response);
    expect(query.get('error')).toBe(family === 'current' ? 'user_cancelled_authorize' : 'access_denied');
    expect(query.get('error_description')).toBeTruthy();
    expect(query.get('state')).toBe('st-123');
    expect(kit.service.context.grants.all()).toEqual([]);
  });

  it('a finished request cannot be submitted again', async () => {
    const browser = new FakeBrowser();
    const consent = await login(browser, await openDialog(browser, family));
    const form = findForm(consent.html, 'allow')!;
    expect((await browser.post(new URL(form.action, AUTH).href, form.fields)).status).toBe(303);
    const again = await browser.post(new URL(form.action, AUTH).href, form.fields);
    expect(again.status).toBe(400);
    expect(await again.text()).toMatch(/expired or was already completed/);
  });

  it('sign out from the consent page returns to the login page', async () => {
    const browser = new FakeBrowser();
    const consent = await login(browser, await openDialog(browser, family));
    const response = await browser.submit(consent.html, consent.url, 'signout');
    expect(browser.cookies.has('li_at')).toBe(false);
    const next = await browser.followOnHost(response, consent.url);
    expect(await next.text()).toContain('name="session_key"');
  });
});

describe('dialog security', () => {
  it('every dialog page forbids framing (X-Frame-Options DENY, CSP frame-ancestors none) and caching', async () => {
    const browser = new FakeBrowser();
    const { response, html, url } = await openDialog(browser, 'current');
    const consent = await browser.followOnHost(await browser.submit(html, url, 'login', { session_key: ADA.email, session_password: ADA.password }), url);
    const errorPage = await fetch(authorizeUrl('current', { client_id: null }));
    for (const page of [response, consent, errorPage]) {
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      expect(page.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('a POST without the CSRF token, with a wrong one, or from another browser is refused (403)', async () => {
    const browser = new FakeBrowser();
    const page = await openDialog(browser, 'current');
    const form = findForm(page.html, 'login')!;
    const target = new URL(form.action, AUTH).href;
    const credentials = { session_key: ADA.email, session_password: ADA.password };
    const { csrfToken, ...withoutToken } = form.fields;
    expect(csrfToken).toMatch(/^[\w-]{32}$/);
    const missing = await browser.post(target, { ...withoutToken, ...credentials });
    expect(missing.status).toBe(403);
    expect(await missing.text()).toMatch(/CSRF/);
    const wrong = await browser.post(target, { ...form.fields, csrfToken: 'x'.repeat(32), ...credentials });
    expect(wrong.status).toBe(403);
    // An attacker's page posting from the victim's... other browser (no bcookie of this request).
    const other = await new FakeBrowser().post(target, { ...form.fields, ...credentials });
    expect(other.status).toBe(403);
    expect(browser.cookies.has('li_at')).toBe(false);
  });

  it('a CSRF token works once', async () => {
    const browser = new FakeBrowser();
    const page = await openDialog(browser, 'current');
    const form = findForm(page.html, 'login')!;
    const target = new URL(form.action, AUTH).href;
    const first = await browser.post(target, { ...form.fields, session_key: ADA.email, session_password: 'wrong' });
    expect(first.status).toBe(200);
    const replay = await browser.post(target, { ...form.fields, session_key: ADA.email, session_password: ADA.password });
    expect(replay.status).toBe(403);
  });

  it('escapes the app name, logo URL and error text (no HTML injection)', async () => {
    use({
      ...TEST_FIXTURES,
      apps: [
        {
          apiKey: 'evil-key',
          secretKey: 's',
          name: '<script>alert(1)</script>"App"',
          logoUrl: 'https://x.example/"onerror="alert(1)',
          redirectUrls: [REDIRECT],
        },
      ],
    });
    const browser = new FakeBrowser();
    const { html, url } = await openDialog(browser, 'current', { client_id: 'evil-key' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;App&quot;');
    expect(html).toContain('src="https://x.example/&quot;onerror=&quot;alert(1)"');
    const retry = await browser.submit(html, url, 'login', { session_key: '"><b>x</b>', session_password: 'p' });
    const again = await retry.text();
    expect(again).toContain('value="&quot;&gt;&lt;b&gt;x&lt;/b&gt;"');
    const errorPage = await (await fetch(authorizeUrl('current', { client_id: '<img src=x onerror=alert(1)>' }))).text();
    expect(errorPage).not.toContain('<img src=x');
    expect(errorPage).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('an unknown or expired dialog request shows an error page', async () => {
    const response = await fetch(`${AUTH}/oauth/v2/dialog?request=nope`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/expired or was already completed/);
  });

  it('each form has exactly one button (IE6 sends every button of a form) and a button label is accepted as its value (IE6/7)', async () => {
    const browser = new FakeBrowser();
    const page = await openDialog(browser, 'current');
    for (const form of page.html.match(/<form[\s\S]*?<\/form>/g)!) expect(form.match(/<button/g)!.length).toBe(1);
    const form = findForm(page.html, 'cancel')!;
    const response = await browser.post(new URL(form.action, AUTH).href, { ...form.fields, action: 'Cancel' });
    expect(locationParams(response).get('error')).toBe('user_cancelled_login');
  });
});
