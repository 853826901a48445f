// The IN/Login tag with the real sign-in: the button signs the member in through the popup and
// is replaced by its template rendered with the member's profile; logout brings it back.
import { test, expect, logInAsAda, clickClosingPopup } from './fixtures';

test('an IN/Login tag signs in, renders its template, and comes back on logout', async ({ page, service, app, consoleLines }) => {
  const sdk = service;
  await page.goto(
    app.page(
      '/login.html',
      `<!DOCTYPE html><html><head><title>login</title><link rel="icon" href="data:,"><script>var seen = [];
function onAuth() { seen.push('onAuth'); } function onLogout() { seen.push('onLogout'); }</script></head><body>
<div id="box"><script type="IN/Login" data-onAuth="onAuth" data-onLogout="onLogout">Hello, <?js= firstName ?> <?js= lastName ?> <b><?js= headline ?></b></script></div>
<script type="text/javascript" src="${sdk}/in.js">api_key: demo-api-key</script></body></html>`,
    ),
  );
  const button = page.locator('#box button');
  await expect(button).toBeVisible();
  await button.focus();
  const popupOpened = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const popup = await popupOpened;
  await logInAsAda(popup);
  await clickClosingPopup(popup, '#allow');

  await expect(page.locator('#box')).toContainText('Hello, Ada Lovelace');
  await expect(page.locator('#box b')).toHaveText('Analyst of engines at Difference Works');
  await expect(button).toBeHidden();
  await page.screenshot({ path: `test-results/login-tag-${test.info().project.name}.png` });

  await page.evaluate(() => new Promise((resolve) => (window as any).IN.User.logout(resolve)));
  await expect(page.locator('#box button')).toBeVisible();
  await expect(page.locator('#box')).not.toContainText('Hello, Ada');
  expect(await page.evaluate(() => (window as any).seen)).toEqual(['onAuth', 'onLogout']);
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});
