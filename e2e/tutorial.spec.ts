// The original's JavaScript API tutorial page, unchanged: api_key, onLoad and authorize: true in
// the script tag, IN.Event.on(IN, "auth", …) inside the onLoad function, and an IN/Login button.
// The member signs in and is greeted; after a reload auto-login greets them again, where the
// browser lets the silent check have the auth host's cookie: same-site always; cross-site in
// Firefox (after a sign-in through the page's popup) and in a Chromium that allows third-party
// cookies, not in Chromium's default (e2e/fixtures.ts silentCheckSeesSession, docs/signin.md).
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, logInAsAda, clickClosingPopup, silentCheckSeesSession } from './fixtures';
import { CHROMIUM_ARGS, findBrowsers } from '../scripts/browsers.mjs';

const tutorial = (sdk: string) => `<!DOCTYPE html><html><head><title>tutorial</title><link rel="icon" href="data:,">
<script type="text/javascript" src="${sdk}/in.js">
  api_key: demo-api-key
  onLoad: onLinkedInLoad
  authorize: true
</script>
<script type="text/javascript">
  function onLinkedInLoad() {
    IN.Event.on(IN, "auth", onLinkedInAuth);
  }
  function onLinkedInAuth() {
    IN.API.Profile("me").result(displayProfiles);
  }
  function displayProfiles(profiles) {
    var member = profiles.values[0];
    document.getElementById("profiles").innerHTML = "<p id=\\"" + member.id + "\\">Hello " + member.firstName + " " + member.lastName + "</p>";
  }
</script></head><body>
<div id="profiles"></div>
<script type="IN/Login"></script>
</body></html>`;

async function signInWithTheButton(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
  const popup = await popupOpened;
  await logInAsAda(popup);
  await clickClosingPopup(popup, '#allow');
}

/** A Chromium profile that allows third-party cookies (Chromium's default blocks them). */
function allowingThirdPartyCookies(playwright: typeof import('@playwright/test')): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'in-js-3pc-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0 } }));
  return playwright.chromium.launchPersistentContext(profile, { executablePath: findBrowsers().chromium?.executablePath, args: CHROMIUM_ARGS });
}

test('the tutorial greets the member after sign-in, and again after a reload where the browser allows the silent check its cookie', async ({ page, service, app, site, browserName, consoleLines }) => {
  const url = app.page('/tutorial.html', tutorial(service));
  await page.goto(url);
  await signInWithTheButton(page);
  await expect(page.locator('#profiles')).toHaveText('Hello Ada Lovelace');

  await page.reload();
  if (silentCheckSeesSession(site, browserName)) {
    await expect(page.locator('#profiles')).toHaveText('Hello Ada Lovelace');
  } else {
    await expect(page.getByRole('button', { name: 'Sign in with LinkedIn' })).toBeVisible();
    await expect(page.locator('#profiles')).toBeEmpty();
    // Signing in again takes one click: the popup is first-party, the member still signed in there.
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    await popupOpened;
    await expect(page.locator('#profiles')).toHaveText('Hello Ada Lovelace');
  }
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});

test('cross-site, in a Chromium that allows third-party cookies, auto-login greets the member after a reload', async ({ service, app, site, browserName, playwright }) => {
  test.skip(site === 'same-site' || browserName !== 'chromium', "Chromium's default is the one that blocks the silent check's cookie");
  const context = await allowingThirdPartyCookies(playwright);
  try {
    const page = await context.newPage();
    await page.goto(app.page('/tutorial.html', tutorial(service)));
    await signInWithTheButton(page);
    await expect(page.locator('#profiles')).toHaveText('Hello Ada Lovelace');
    await page.reload();
    // Only li_at_cross_site (SameSite=None; Secure) reaches the third-party silent frame.
    await expect(page.locator('#profiles')).toHaveText('Hello Ada Lovelace');
  } finally {
    await context.close();
  }
});
