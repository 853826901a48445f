// inMock.routeServiceHosts: every redirect between the service's host names is routed to the mock,
// for a page and for a whole context (its first page and a second one), over http and https: a
// server-side app's sign-in sends the page to https://www.linkedin.com/oauth/v2/authorization, the
// service redirects it to its dialog on the same name, and the dialog (auto-approved) back to the app.
import { startAppServer, type AppServer } from './appServer';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../dist/mock-server/testing/playwright.js';

let appUrl = '';
let app: AppServer;
test.beforeAll(async () => {
  app = await startAppServer((url) => ({ body: `<!DOCTYPE html><title>app</title><p id="back">${url.searchParams.has('code') ? 'code' : 'none'}</p>` }));
  appUrl = app.url;
});
test.afterAll(() => app.close());

const authorization = (scheme: string, host: string) =>
  `${scheme}://${host}/oauth/v2/authorization?response_type=code&client_id=redirect-app&redirect_uri=${encodeURIComponent(`${appUrl}callback`)}&scope=r_liteprofile&state=s1`;

/** Signs in by navigation from `page`, auto-approved: the page must land on the app's callback with a code. */
async function signInByRedirect(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#back')).toHaveText('code');
  expect(new URL(page.url()).pathname).toBe('/callback');
}

test.beforeEach(async ({ inMock }) => {
  inMock.admin.loadFixtures({ apps: [{ apiKey: 'redirect-app', secretKey: 'redirect-secret', name: 'Redirect App', redirectUrls: [`${appUrl}callback`] }] });
  inMock.admin.autoApprove('aZ3kq9XbW1');
});

for (const scheme of ['https', 'http']) {
  test(`a context's first and second page follow the service's redirects on the real names (${scheme})`, async ({ context, page, inMock }) => {
    await inMock.routeServiceHosts(context);
    await signInByRedirect(page, authorization(scheme, 'www.linkedin.com'));
    const second = await (context as BrowserContext).newPage();
    await signInByRedirect(second, authorization(scheme, 'www.linkedin.com'));
    // The first went through the dialog on www.linkedin.com (the second may too, or come straight
    // back for a member signed in with a grant: the session cookie a fulfilled redirect sets is kept
    // by Chromium, not by Firefox over WebDriver BiDi).
    const paths = inMock.admin.requests().map((entry) => `${new URL(entry.url).host}${new URL(entry.url).pathname}`);
    expect(paths).toContain('www.linkedin.com/oauth/v2/dialog');
    expect(paths.filter((path) => path === 'www.linkedin.com/oauth/v2/authorization')).toHaveLength(2);
    expect(inMock.admin.codes()).toHaveLength(2);
  });
}

test("a page routed on its own (not its context) follows the service's redirects on api.linkedin.com too", async ({ page, inMock }) => {
  await inMock.routeServiceHosts(page);
  // api.linkedin.com's authorization endpoint redirects to the dialog on that name, then back to the app.
  await signInByRedirect(page, authorization('https', 'api.linkedin.com'));
  expect(inMock.admin.codes()).toHaveLength(1);
});

test("a fetch from a page redirected between the service's names is followed to the final answer", async ({ page, inMock }) => {
  await inMock.routeServiceHosts(page);
  await page.goto(appUrl);
  inMock.admin.autoApprove(null);
  // The authorization endpoint redirects to the dialog (a page with the login form) on the same name.
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return { status: response.status, url: response.url, login: (await response.text()).includes('session_key') };
  }, authorization('https', 'www.linkedin.com'));
  expect(answer).toMatchObject({ status: 200, login: true });
});
