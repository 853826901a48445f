// Every page the service renders, walked as a member would in Chromium (playwright.config.ts, ONE_ENGINE_SPECS): each passes
// the accessibility scan (axe-core, e2e/accessibility.ts), shows the network's header with its
// mark, has one h1, no broken image and asks for no /favicon.ico. With SCREENSHOTS=1 (npm run
// screenshots) the walk also saves each page as docs/screenshots/NAME.png (Chromium).
import { test, expect, ADA, logInAsAda } from './fixtures';
import { accessibilityViolations, checkPage, expectAccessible } from './accessibility';

const CLIENT = { apiKey: 'look-app', secretKey: 'look-secret', name: 'Acme Recruiting' };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 640 });
});

test('the scan finds what is wrong: a page with an unlabelled field and an image without alt fails it', async ({ page, app }) => {
  await page.goto(app.page('/bad.html', '<!DOCTYPE html><html><head><title>Bad</title></head><body><img src="data:,"><input type="text"></body></html>'));
  const found = (await accessibilityViolations(page)).map((v) => v.id);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'label', 'html-has-lang', 'page-has-heading-one']));
});

test('every page of the service: accessible, in the network look, no favicon request', async ({ page, mock, app, request }) => {
  const favicons: string[] = [];
  page.on('request', (r) => { if (/\/favicon\.ico$/.test(new URL(r.url()).pathname)) favicons.push(r.url()); });
  const callback = `${app.url}/callback`;
  app.page('/callback', '<!DOCTYPE html><html lang="en"><head><title>Back</title></head><body><h1>Back on the app</h1></body></html>');
  // An app without a logo: the dialog shows its initials, never a broken image.
  expect((await request.post(`${mock.url}/__admin/fixtures`, { data: { apps: [{ ...CLIENT, redirectUrls: [callback], defaultScope: ['r_basicprofile'] }] } })).status()).toBe(200);

  // The 404 page names what exists nearby.
  const missing = await page.goto(`${mock.url}/dmeo/`);
  expect(missing!.status()).toBe(404);
  await expect(page.locator('#nearby a').first()).toHaveAttribute('href', '/demo/');
  await checkPage(page, '404');

  // The privacy page's sign-in, and the OAuth error page (an unknown client).
  await page.goto(`${mock.url}/psettings/permitted-services`);
  await expect(page.locator('#session_key')).toBeVisible();
  await checkPage(page, 'privacy-signin');
  await page.goto(`${mock.url}/oauth/v2/authorization?response_type=code&client_id=nobody&redirect_uri=${encodeURIComponent(callback)}&state=s`);
  await expect(page.locator('#error-code')).toBeVisible();
  await checkPage(page, 'oauth-error');

  // The OAuth dialog: sign-in with the permissions beside the form.
  const query = new URLSearchParams({ response_type: 'code', client_id: CLIENT.apiKey, redirect_uri: callback, state: 's1', scope: 'r_basicprofile r_emailaddress r_network' });
  await page.goto(`${mock.url}/oauth/v2/authorization?${query}`);
  await expect(page.locator('#app-name')).toHaveText(CLIENT.name);
  await expect(page.locator('.logo')).toHaveText('AR');
  await expect(page.locator('#scopes li')).toHaveCount(3);
  // Keyboard order: e-mail, password, Sign in, Cancel.
  await page.focus('#session_key');
  const order: string[] = [];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => document.activeElement?.id ?? ''));
  }
  expect(order).toEqual(['session_password', 'login', 'cancel']);
  await checkPage(page, 'login');

  // A wrong password: the error, still accessible.
  await page.fill('#session_key', ADA.email);
  await page.fill('#session_password', 'wrong');
  await page.click('#login');
  await expect(page.locator('#error')).toBeVisible();
  await expectAccessible(page, 'login with an error');

  await page.fill('#session_password', ADA.password);
  await page.click('#login');
  await expect(page.locator('#allow')).toBeVisible();
  await checkPage(page, 'consent');
  await page.click('#allow');
  await page.waitForURL((url) => url.href.startsWith(callback));

  // The privacy page: a settings page at a page's width; the date on one line.
  await page.goto(`${mock.url}/psettings/permitted-services`);
  await expect(page.locator(`#grant-${CLIENT.apiKey}`)).toBeVisible();
  const dateCell = page.locator(`#grant-${CLIENT.apiKey} td`).nth(2);
  expect(await dateCell.evaluate((cell) => { const range = document.createRange(); range.selectNodeContents(cell); return range.getClientRects().length; })).toBe(1);
  expect((await page.locator('.box').boundingBox())!.width).toBeGreaterThan(800);
  await checkPage(page, 'privacy');

  // The share link of the era, prefilled; then the page after sharing.
  const shareLink = `${mock.url}/shareArticle?mini=true&url=${encodeURIComponent('https://example.com/articles/engines')}&title=${encodeURIComponent('Notes on the Analytical Engine')}&summary=${encodeURIComponent('What the engine could compute, and how.')}&source=Example`;
  await page.goto(shareLink);
  await expect(page.locator('#share-title')).toHaveText('Notes on the Analytical Engine');
  await checkPage(page, 'share');
  await page.fill('#comment', 'Worth a read');
  await page.click('#post');
  await expect(page.locator('#status')).toContainText('shared');
  await checkPage(page, 'shared');

  // The share dialog's sign-in step, after "Not you? Sign out".
  await page.goto(shareLink);
  await page.click('#signout');
  await expect(page.locator('h1')).toHaveText('Sign in to share this link');
  await checkPage(page, 'share-signin');

  // A problem page.
  await page.goto(`${mock.url}/cws/share?api_key=no-such-key&origin=${encodeURIComponent(app.url)}&state=s&url=https%3A%2F%2Fexample.com%2F`);
  await expect(page.locator('#error')).toContainText('Unknown API key');
  await checkPage(page, 'problem');

  expect(favicons).toEqual([]);
});

test('the pages a flow shows only for a moment: the OAuth 1.0a security code, the relay pages', async ({ page, mock }) => {
  // Rendered by the built service's own views, served as the service serves them.
  const { renderVerifierPage } = await import('../dist/mock-server/views/verifierPage.js');
  const { renderPage } = await import('../dist/mock-server/views/renderPage.js');
  const { statusBody, errorBody } = await import('../dist/mock-server/views/relayPage.js');
  const app = { apiKey: 'k', secretKey: 's', name: 'Desktop Tool', redirectUrls: [], defaultScope: [] };
  const pages: Record<string, string> = {
    verifier: renderVerifierPage({ app, verifier: '07069', lifetimeSeconds: 300 }),
    'relay-status': renderPage('Shared', statusBody('Shared', 'The link was shared. This window closes itself.')),
    'relay-error': renderPage('Sign in', errorBody('This site may not sign in', 'JavaScript API Domain is restricted to localhost.')),
  };
  for (const [name, html] of Object.entries(pages)) {
    await page.route(`${mock.url}/__look/${name}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${mock.url}/__look/${name}`);
    await checkPage(page, name);
  }
});

test('the pages of today’s links and of the v1 tags’ windows: accessible, in the network look', async ({ page, mock, app }) => {
  // A shared page with its Open Graph tags, on this machine (the service reads it for the preview).
  app.page('/article', `<!DOCTYPE html><html lang="en"><head><title>Engines</title><meta property="og:title" content="Notes on the Analytical Engine">
<meta property="og:description" content="What the engine could compute, and how."><meta property="og:site_name" content="Example Blog"></head><body><h1>Engines</h1></body></html>`);
  await page.goto(`${mock.url}/sharing/share-offsite/?url=${encodeURIComponent(`${app.url}/article`)}`);
  await expect(page.locator('h1')).toHaveText('Sign in to share this link');
  await logInAsAda(page);
  await expect(page.locator('#preview-title')).toHaveText('Notes on the Analytical Engine');
  // The page has no og:image: the mock's note, in amber, is part of the page.
  await expect(page.locator('#mock-notes')).toContainText('has no og:image');
  await checkPage(page, 'share-offsite');
  await page.fill('#commentary', 'Worth a read');
  await page.click('#post');
  await expect(page.locator('h1')).toHaveText('Posted');
  await checkPage(page, 'share-offsite-posted');

  await page.goto(`${mock.url}/feed/?shareActive=true&text=${encodeURIComponent('Just finished the course on engines.')}`);
  await expect(page.locator('#commentary')).toHaveValue('Just finished the course on engines.');
  await checkPage(page, 'feed-composer');

  await page.goto(`${mock.url}/profile/add?startTask=CERTIFICATION_NAME&name=${encodeURIComponent('Engine Operator')}&organizationId=1001&issueYear=2024&issueMonth=3&certId=EO-42`);
  await expect(page.locator('#organization')).toHaveValue('Difference Works');
  await checkPage(page, 'add-to-profile');

  // The v1 tags' windows, opened as a page would (the follow window asks when its frame did not open it).
  await page.goto(`${mock.url}/cws/followcompany/follow?companyIdentifier=1002`);
  await expect(page.locator('#follow')).toBeVisible();
  await checkPage(page, 'follow-window');
  await page.goto(`${mock.url}/cws/job/apply?${new URLSearchParams({ api_key: 'demo-api-key', origin: app.url, state: 's1', companyId: '1001', jobTitle: 'Engine Analyst', jobLocation: 'London', url: `${app.url}/applications`, phone: 'required' })}`);
  await expect(page.locator('#applicant-name')).toHaveText('Ada Lovelace');
  await checkPage(page, 'apply-dialog');
  const product = mock.context.network.companies.get('1001')!.products![0]!;
  await page.goto(`${mock.url}/cws/recommendproduct?company=1001&product=${product.id}&origin=${encodeURIComponent(app.url)}&state=s1`);
  await expect(page.locator('#recommend')).toBeVisible();
  await checkPage(page, 'recommend-window');
});
