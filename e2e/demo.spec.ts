// The demo page end to end in a real browser: sign in through the popup, then every IN.API call
// the demo makes (profile, connection paging, search, updates, a share, a status).
import { test, expect, logInAsAda } from './fixtures';

test('the demo signs in and shows the member through IN.API', async ({ page, mock, consoleLines }) => {
  await page.goto(mock.url + '/demo/');
  await expect(page.locator('#state')).toHaveText('ready');
  await expect(page.locator('#log')).toContainText('event: noAuth');

  const popupOpened = page.waitForEvent('popup');
  await page.click('#signin');
  const popup = await popupOpened;
  await logInAsAda(popup);
  // The consent page names the app with its logo.
  await expect(popup.locator('#allow')).toBeVisible();
  await expect.poll(() => popup.locator('.app img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await popup.click('#allow');

  await expect(page.locator('#name')).toHaveText('Ada Lovelace');
  await expect(page.locator('#where')).toContainText('connections');
  await expect(page.locator('#connections li')).toHaveCount(10);
  await expect(page.locator('#connections-range')).toContainText(/^1–10 of \d{3}$/);
  const firstPage = await page.locator('#connections li').first().textContent();
  await page.click('#next');
  await expect(page.locator('#connections-range')).toContainText(/^11–20 of/);
  expect(await page.locator('#connections li').first().textContent()).not.toBe(firstPage);
  await page.click('#prev');
  await expect(page.locator('#connections-range')).toContainText(/^1–10 of/);

  await page.fill('#keywords', 'engineer');
  await page.click('#search');
  await expect(page.locator('#results-total')).toContainText(/\d+ people match "engineer"/);
  await expect(page.locator('#results li').first()).toBeVisible();

  await expect(page.locator('#updates li').first()).toBeVisible();

  await page.fill('#comment', 'Notes on the analytical engine');
  await page.click('#post');
  await expect(page.locator('#share-result')).toContainText('Shared');
  await expect(page.locator('#mine')).toContainText('Notes on the analytical engine');

  await page.fill('#status', 'Computing Bernoulli numbers');
  await page.click('#set-status');
  await expect(page.locator('#status-result')).toHaveText('Status set.');
  await expect(page.locator('#mine')).toContainText('Computing Bernoulli numbers');

  await page.screenshot({ path: `test-results/demo-${test.info().project.name}.png`, fullPage: true });

  // Reloading signs the member in silently (authorize: true).
  await page.reload();
  await expect(page.locator('#name')).toHaveText('Ada Lovelace');
  await page.click('#logout');
  await expect(page.locator('#signin')).toBeVisible();
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});

test('a member with no connections, updates or search results: the demo shows empty lists, no errors', async ({ page, mock, consoleLines }) => {
  // The real API answers an empty collection {"_total": 0}, without "values" (docs/rest.md "Sources").
  mock.admin.loadFixtures({ members: [{ id: 'lonely0001', email: 'lonely@example.com', password: 'demo-password', firstName: 'Lone', lastName: 'Member' }] });
  await page.goto(mock.url + '/demo/');
  await expect(page.locator('#state')).toHaveText('ready');
  const popupOpened = page.waitForEvent('popup');
  await page.click('#signin');
  const popup = await popupOpened;
  await popup.fill('#session_key', 'lonely@example.com');
  await popup.fill('#session_password', 'demo-password');
  await popup.click('#login');
  await popup.click('#allow');

  await expect(page.locator('#name')).toHaveText('Lone Member');
  await expect(page.locator('#where')).toHaveText('0 connections');
  await expect(page.locator('#connections-range')).toHaveText('No connections yet.');
  await expect(page.locator('#updates-total')).toHaveText('0 updates in your network');
  await page.fill('#keywords', 'zzzzqqq');
  await page.click('#search');
  await expect(page.locator('#results-total')).toHaveText('0 people match "zzzzqqq"');
  await expect(page.locator('#results li')).toHaveCount(0);
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});
