// The demo page end to end in a real browser: sign in through the popup, then every IN.API call
// the demo makes (profile, connection paging, search, updates, a share, a status).
import { test, expect, logInAsAda, clickClosingPopup } from './fixtures';
import { expectAccessible } from './accessibility';

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
  await clickClosingPopup(popup, '#allow');

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
  await clickClosingPopup(popup, '#allow');

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

test('the demo shows everything the framework does: timed log, updates of every type paged, facets, share dialog, member updates, tags page', async ({ page, mock, consoleLines }) => {
  // The longest flow of the suite (it turns forty pages of updates): past the 30 s default when npm
  // test runs Vitest beside it on a busy machine (docs/toolchain.md "The figures behind the test settings").
  test.slow();
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(mock.url + '/demo/');
  await expect(page.locator('#state')).toHaveText('ready');
  const popupOpened = page.waitForEvent('popup');
  await page.click('#signin');
  const popup = await popupOpened;
  await logInAsAda(popup);
  await clickClosingPopup(popup, '#allow');
  await expect(page.locator('#name')).toHaveText('Ada Lovelace');

  // Every call is logged when it starts and when it answers, with its time.
  for (const call of ['IN.API.Profile("me")', 'IN.API.Connections("me") start=0', 'IN.API.NetworkUpdates("me") start=0', 'IN.API.MemberUpdates("me")']) {
    await expect(page.locator('#log')).toContainText(`← ${call}: `);
  }
  await expect(page.locator('#log')).toContainText(/← IN\.API\.Profile\("me"\): \d+ ms/);
  await expect(page.locator('#updates li')).toHaveCount(10);
  await expectAccessible(page, 'the demo page, signed in');
  if (process.env.SCREENSHOTS === '1' && test.info().project.name === 'chromium') await page.screenshot({ path: 'docs/screenshots/demo.png' });

  // Network updates: ten a page, each in words (no bare type codes), paged.
  await expect(page.locator('#updates li')).toHaveCount(10);
  await expect(page.locator('#updates-total')).toContainText(/^1–10 of \d+ updates in your network$/);
  const texts = await page.locator('#updates li').allTextContents();
  for (const line of texts) expect(line).toMatch(/^[A-Z]{4} \S.{8,}/);
  const firstPage = texts[0];
  await page.click('#updates-next');
  await expect(page.locator('#updates-total')).toContainText(/^11–20 of/);
  expect(await page.locator('#updates li').first().textContent()).not.toBe(firstPage);
  // Walk the pages until every kind of update in the data set has been shown in words.
  const seen = new Set<string>();
  for (let i = 0; i < 60 && !(await page.locator('#updates-next').isDisabled()); i++) {
    for (const line of await page.locator('#updates li').allTextContents()) {
      seen.add(line.slice(0, 4));
      expect(line, 'an update shown readably').not.toMatch(/undefined|\[object|^\w{4}\s*(\(\w{4}\))?$/);
    }
    await page.click('#updates-next');
    await expect(page.locator('#updates-total')).toContainText(new RegExp(`^${(i + 2) * 10 + 1}–`));
  }
  expect([...seen]).toEqual(expect.arrayContaining(['CONN', 'SHAR', 'STAT', 'CMPY', 'PRFX']));

  // People search with facets, through IN.API.Raw.
  await page.click('#search');
  await expect(page.locator('#results li').first()).toBeVisible();
  await expect(page.locator('#facets li').first()).toContainText(/\(\d+\)/);
  await expect(page.locator('#log')).toContainText('← IN.API.Raw("/people-search:');

  // The share dialog, then the share shows in the member's updates.
  const dialogOpened = page.waitForEvent('popup');
  await page.click('#share-dialog');
  const dialog = await dialogOpened;
  await dialog.fill('#comment', 'Shared through the dialog');
  await clickClosingPopup(dialog, '#post');
  await expect(page.locator('#dialog-result')).toContainText('Shared through the dialog: ');
  await expect(page.locator('#mine')).toContainText('Shared through the dialog');
  await expect(page.locator('#mine')).toContainText('https://example.com/analytical-engine');

  // The tags page, the OAuth page and the page-admin flow are linked.
  await expect(page.locator('a[href="oauth.html"]')).toBeVisible();
  await expect(page.locator('a[href="pages.html"]')).toBeVisible();
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
  // The tags page, from the demo's link: the framework tags rendered, the share counts from the service.
  await page.click('a[href="widgets.html"]');
  await expect(page.locator('h1')).toHaveText('in-js widgets');
  await expect(page.getByRole('button', { name: 'Share on LinkedIn' })).toHaveCount(6);
  await expect(page.locator('.IN-count').first()).toHaveText(/^\d+$/);
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});

test('the demo OAuth page shows the code flow of a server app step by step, with each request', async ({ page, mock }) => {
  await page.goto(mock.url + '/demo/oauth.html');
  await expect(page.locator('#step0')).toContainText('Registered');
  await expect(page.locator('#step1-request')).toContainText('GET /oauth/v2/authorization?response_type=code&client_id=demo-server-app');
  await page.click('#authorize');
  await logInAsAda(page);
  await page.click('#allow');
  await expect(page.locator('#step2')).toContainText('Back with a code and the same state');
  await expect(page.locator('#step3-request')).toContainText('grant_type=authorization_code');
  await expect(page.locator('#step3-request')).not.toContainText('demo-server-secret');
  await expect(page.locator('#step3')).toContainText('access token');
  await expect(page.locator('#step3-response')).toContainText('"expires_in"');
  await expect(page.locator('#step4')).toHaveText('Signed in as Ada Lovelace.');
  await expect(page.locator('#step4-response')).toContainText('"headline"');
  await expectAccessible(page, 'the demo OAuth page');
  if (process.env.SCREENSHOTS === '1' && test.info().project.name === 'chromium') await page.screenshot({ path: 'docs/screenshots/demo-oauth.png' });
});

test('the demo OAuth page shows the OpenID Connect sign-in: the id_token and its claims, then userinfo', async ({ page, mock }) => {
  await page.goto(mock.url + '/demo/oauth.html');
  await expect(page.locator('#step1-oidc')).toContainText('scope=openid%20profile%20email');
  await page.click('#authorize-oidc');
  await logInAsAda(page);
  await page.click('#allow');
  await expect(page.locator('#step3')).toContainText('id_token');
  await expect(page.locator('#step3-claims')).toContainText('"given_name": "Ada"');
  await expect(page.locator('#step3-claims')).toContainText('"iss"');
  await expect(page.locator('#step4-request')).toContainText('GET /v2/userinfo');
  await expect(page.locator('#step4')).toHaveText('Signed in as Ada Lovelace.');
  await expectAccessible(page, 'the demo OAuth page, OpenID Connect');
});

test('the demo OAuth page refuses an answer whose state it did not send', async ({ page, mock }) => {
  await page.goto(mock.url + '/demo/oauth.html?code=stolen&state=forged');
  await expect(page.locator('#step2')).toContainText('The state is not the one this browser sent');
  await expect(page.locator('#step3')).toHaveText('Not yet.');
});

test('the demo page-admin flow: sign in with the organization permissions, pick a page Ada runs, see its followers, post as it', async ({ page, mock, consoleLines }) => {
  const company = mock.context.network.companies.get('1001')!; // Difference Works, which Ada administers
  await page.goto(mock.url + '/demo/pages.html');
  // The page app has the Community Management API alone (issue 47, row 14): it signs in with r_basicprofile, not openid.
  await expect(page.locator('#step0')).toContainText('with the Community Management API, the only product on its app');
  await expect(page.locator('#step1-request')).toContainText('scope=r_basicprofile%20r_organization_admin%20rw_organization_admin%20w_organization_social%20r_organization_social');
  await page.click('#authorize');
  await logInAsAda(page);
  // The consent page names the organization permissions in LinkedIn's words.
  await expect(page.locator('body')).toContainText("Create, modify, and delete posts, comments, and reactions on your organization's behalf");
  await page.click('#allow');
  await expect(page.locator('#step2')).toContainText('The server has a token for');
  await expect(page.locator('#step3')).toContainText(/The member runs \d+ pages?; pick the one to post as\./);
  await expect(page.locator('#page option').first()).toHaveText('Difference Works (ADMINISTRATOR)');
  await expect(page.locator('#step3-request')).toContainText('organization~(localizedName,vanityName)');
  await expect(page.locator('#step4')).toHaveText(`Difference Works has ${company.followers.length} followers.`);
  await expect(page.locator('#step4-request')).toContainText('GET /rest/networkSizes/urn%3Ali%3Aorganization%3A1001?edgeType=COMPANY_FOLLOWED_BY_MEMBER');

  await page.fill('#commentary', 'The page posts (with parentheses kept) #engines');
  await page.click('#post');
  await expect(page.locator('#step5')).toContainText(/^Posted as Difference Works: urn:li:share:\d{19} \(see it\)\.$/);
  await expect(page.locator('#step5-request')).toContainText('"author":"urn:li:organization:1001"');
  const posted = [...mock.context.network.shares.values()].find((share) => share.companyId === '1001' && share.comment?.startsWith('The page posts'));
  // Escaped as little text, the commentary is published whole (not cut at "("), as the page's company share.
  expect(posted?.comment).toBe('The page posts \\(with parentheses kept\\) \\#engines');
  await expectAccessible(page, 'the demo page-admin flow');
  await page.click('#step5 a');
  await expect(page.locator('body')).toContainText('The page posts (with parentheses kept) #engines');
  await expect(page.locator('body')).toContainText('Difference Works');
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});

test('the demo jobs page: the follow button with its count, the apply button, the company’s jobs; the apply dialog sends the application', async ({ page, mock, consoleLines }) => {
  await page.goto(mock.url + '/demo/jobs.html');
  await expect(page.locator('h1')).toHaveText('Careers at Difference Works');
  const company = mock.context.network.companies.get('1001')!;
  await expect(page.frameLocator('iframe[title="Follow on LinkedIn"]').locator('#count')).toHaveText(String(company.followers.length));
  await expect(page.frameLocator('iframe[title="Jobs you may be interested in"]').locator('a.job').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply with LinkedIn' })).toBeVisible();
  await expectAccessible(page, 'the demo jobs page');
  const dialogPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Apply with LinkedIn' }).click();
  const dialog = await dialogPromise;
  await expect(page.locator('#applied')).toHaveText('Opening the apply dialog for Engine Analyst…');
  await logInAsAda(dialog);
  await expect(dialog.locator('#job-title')).toHaveText('Engine Analyst');
  await expectAccessible(dialog, 'the apply dialog');
  await dialog.fill('#phone', '+44 20 7946 0000');
  await clickClosingPopup(dialog, '#apply');
  await expect(page.locator('#applied')).toContainText('Application sent for Engine Analyst.');
  expect(mock.admin.deliveries({ event: 'APPLICATION' })).toHaveLength(1);
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});
