// IN.UI.Share opens the service's share dialog in a popup: the member signs in there, comments and
// shares; the page hears the outcome, and the share is real (the member's current share in REST v1).
import { test, expect } from 'in-js/testing/playwright';
import { startPage } from './startPage.js';

test('the member shares the page through the share dialog; the page hears it and the share is the member\'s current share', async ({ page, inMock }) => {
  const app = await startPage(inMock);
  try {
    await page.goto(app.url);
    await page.waitForFunction(() => !!window.IN?.UI);
    const opened = page.waitForEvent('popup');
    await page.click('#share');
    const dialog = await opened;
    // Not signed in on the service yet: the dialog asks first, then shows the share form.
    await dialog.fill('#session_key', 'ada.lovelace@example.com');
    await dialog.fill('#session_password', 'demo-password');
    await dialog.click('#login');
    await expect(dialog.locator('#share-url')).toHaveText('https://example.com/team');
    await dialog.fill('#comment', 'Our team page');
    // The dialog closes itself once it has answered: wait for the close, not for the navigation.
    await Promise.all([dialog.waitForEvent('close'), dialog.click('#post', { noWaitAfter: true })]);
    await expect(page.locator('#shared')).toHaveText('Shared: https://example.com/team (Our team page)');

    const token = inMock.admin.issueToken({ memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile'] }).access_token;
    const me = await (await fetch(`${inMock.url}/v1/people/~:(current-share)?format=json`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(me.currentShare.comment).toBe('Our team page');
    expect(me.currentShare.content.submittedUrl).toBe('https://example.com/team');
  } finally {
    await app.close();
  }
});

test('the member cancels in the dialog: the page hears user_cancelled and nothing is shared', async ({ page, inMock }) => {
  const app = await startPage(inMock);
  try {
    await page.goto(app.url);
    await page.waitForFunction(() => !!window.IN?.UI);
    const opened = page.waitForEvent('popup');
    await page.click('#share');
    const dialog = await opened;
    await Promise.all([dialog.waitForEvent('close'), dialog.click('#cancel', { noWaitAfter: true })]);
    await expect(page.locator('#shared')).toHaveText('Not shared: user_cancelled');
    expect(inMock.admin.requests({ method: 'POST', path: '/cws/share' }).map((entry) => entry.status)).toEqual([200]);
  } finally {
    await app.close();
  }
});
