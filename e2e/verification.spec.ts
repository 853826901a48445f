// Verified on LinkedIn's verification page in a real browser (docs/identity.md), cross-site as every
// spec runs (the app's page on localhost, the service on 127.0.0.1): the app sends a member who is
// not verified to the report's verificationUrl, the member signs in, verifies and is brought back to
// the app's redirect URL, and the next report says so; the page passes the accessibility scan in the
// service's look. And a page on an origin no app registers cannot read a member's verification data:
// not the report (CORS), not the verification page (no CORS, no framing).
import { test, expect } from './fixtures';
import { checkPage } from './accessibility';

const GRACE = { id: 'Lk4Hs8PzC3', email: 'grace.hopper@example.com', password: 'demo-password' };
const APP = { apiKey: 'verify-e2e', secretKey: 'verify-e2e-secret', name: 'Trusted Marketplace', grantedProducts: ['verifiedLite'] };

test('a member sent to the verificationUrl verifies and is brought back to the app; the next report says so', async ({ page, mock, service, app, request }) => {
  const back = app.page('/verified', '<!DOCTYPE html><html lang="en"><head><title>Back</title></head><body><h1>Back on the marketplace</h1></body></html>');
  mock.admin.loadFixtures({ apps: [{ ...APP, redirectUrls: [back], jsOrigins: [app.url] }] });
  const token = mock.admin.issueToken({ memberId: GRACE.id, apiKey: APP.apiKey, scopes: ['r_verify'] }).access_token;
  const report = async () => (await request.get(`${mock.url}/rest/verificationReport`, { headers: { authorization: `Bearer ${token}`, 'linkedin-version': '202510' } })).json();
  const before = await report();
  expect(before.verifications).toEqual(['WORKPLACE']);
  expect(before.verificationUrl).toBe(`${mock.url}/verify?clientId=${APP.apiKey}&verificationCriteria=IDENTITY`);

  // The app's page shows the call to action with the URL it got.
  const url = before.verificationUrl.replace(mock.url, service);
  await page.goto(app.page('/profile', `<!DOCTYPE html><html lang="en"><head><title>Profile</title></head><body><h1>Your profile</h1><a id="verify" href="${url}">Verify on LinkedIn</a></body></html>`));
  await page.click('#verify');
  await expect(page.locator('h1')).toHaveText('Sign in to verify on LinkedIn');
  await expect(page.locator('#app-name')).toHaveText(APP.name);
  await page.fill('#session_key', GRACE.email);
  await page.fill('#session_password', GRACE.password);
  await page.click('#login');
  await expect(page.locator('h1')).toHaveText('Verify on LinkedIn');
  await expect(page.locator('#row-identity')).toContainText('not verified');
  await checkPage(page, 'verify');
  await page.click('#verify');
  await expect(page).toHaveURL(back);
  await expect(page.locator('h1')).toHaveText('Back on the marketplace');
  expect(await report()).toEqual({ id: before.id, verifications: ['IDENTITY', 'WORKPLACE'] });
});

test('a page on an origin no app registers cannot read a member\'s verification data', async ({ page, mock, service, app, attacker }) => {
  mock.admin.loadFixtures({ apps: [{ ...APP, redirectUrls: [`${app.url}/back`], jsOrigins: [app.url] }] });
  const token = mock.admin.issueToken({ memberId: GRACE.id, apiKey: APP.apiKey, scopes: ['r_verify', 'r_profile_basicinfo'] }).access_token;
  // What the page tries: the report and identityMe with the member's token, and the verification page, by script and in a frame.
  const probe = (origin: string) => `<!DOCTYPE html><html lang="en"><head><title>probe</title></head><body><h1>probe</h1><script>
window.results = {};
function attempt(name, path, headers) {
  return fetch(${JSON.stringify(service)} + path, { headers: headers }).then(function (r) { return r.text(); }).then(function (t) { window.results[name] = 'read: ' + t; }, function (e) { window.results[name] = 'refused: ' + e.name; });
}
var bearer = { authorization: 'Bearer ${token}', 'linkedin-version': '202510' };
window.done = Promise.all([
  attempt('report', '/rest/verificationReport', bearer),
  attempt('identity', '/rest/identityMe', { authorization: bearer.authorization, 'linkedin-version': '202510.03' }),
  attempt('page', '/verify?clientId=${APP.apiKey}', {}),
]);
var frame = document.createElement('iframe');
frame.src = ${JSON.stringify(service)} + '/verify?clientId=${APP.apiKey}';
frame.onload = function () { try { window.results.frame = 'read: ' + frame.contentDocument.body.innerHTML; } catch (e) { window.results.frame = 'refused: ' + e.name; } };
document.body.appendChild(frame);
</script></body></html>`;
  // The attacker's origin (127.0.0.2): nothing comes back to the page.
  await page.goto(attacker.page('/probe.html', probe(attacker.url)));
  await page.evaluate(() => (window as unknown as { done: Promise<unknown> }).done);
  await page.waitForFunction(() => 'frame' in (window as unknown as { results: object }).results);
  const results = await page.evaluate(() => (window as unknown as { results: Record<string, string> }).results);
  expect(results.report).toBe('refused: TypeError');
  expect(results.identity).toBe('refused: TypeError');
  expect(results.page).toBe('refused: TypeError');
  expect(results.frame).not.toContain('Verify on LinkedIn');
  expect(results.frame).not.toContain('Grace');
  // The app's own page, an origin it registers, reads the report: the refusal above is the origin's.
  await page.goto(app.page('/probe.html', probe(app.url)));
  await page.evaluate(() => (window as unknown as { done: Promise<unknown> }).done);
  const own = await page.evaluate(() => (window as unknown as { results: Record<string, string> }).results);
  expect(own.report).toMatch(/^read: \{"id":"[^"]+","verifications":\["WORKPLACE"\],"verificationUrl":/);
  expect(own.page).toBe('refused: TypeError');
});
