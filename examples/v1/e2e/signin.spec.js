// The member signs in through in.js's popup and the page shows their name (IN.User.authorize, then
// IN.API.Profile('me') on the 'auth' event), against a fresh mock service per test (inMock).
import { test, expect } from 'in-js/testing/playwright';
import { startPage } from './startPage.js';

test('the member signs in through the popup and sees their name', async ({ page, inMock }) => {
  const app = await startPage(inMock);
  try {
    await page.goto(app.url);
    await page.waitForFunction(() => !!window.IN?.User);
    // Arms the dialog to approve Ada, clicks the page's own button, waits for the popup to come back and close.
    await inMock.signIn(page, () => page.click('#sign-in'), 'aZ3kq9XbW1');
    await expect(page.locator('#name')).toHaveText('Ada Lovelace');
    await expect(page.locator('#sign-in')).toBeHidden();
    // The profile call went to the service from the page's origin (the journal: every call, with its headers).
    const [profile] = inMock.admin.requests({ method: 'GET', path: '/v1/people/~' });
    expect(profile.status).toBe(200);
    expect(profile.requestHeaders.origin).toBe(new URL(app.url).origin);
  } finally {
    await app.close();
  }
});

test('the member types their e-mail and password in the popup, then allows the app', async ({ page, inMock }) => {
  const app = await startPage(inMock);
  try {
    await page.goto(app.url);
    await page.waitForFunction(() => !!window.IN?.User);
    const opened = page.waitForEvent('popup');
    await page.click('#sign-in');
    const dialog = await opened;
    await dialog.fill('#session_key', 'ada.lovelace@example.com');
    await dialog.fill('#session_password', 'demo-password');
    await dialog.click('#login');
    // Consent ends in a page that closes the popup: wait for the close, not for the navigation.
    await Promise.all([dialog.waitForEvent('close'), dialog.click('#allow', { noWaitAfter: true })]);
    await expect(page.locator('#name')).toHaveText('Ada Lovelace');
    expect(inMock.admin.grants().map((grant) => [grant.memberId, grant.apiKey])).toEqual([['aZ3kq9XbW1', 'team-page']]);
  } finally {
    await app.close();
  }
});
