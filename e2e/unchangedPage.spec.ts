// An unchanged page of that era, as it was deployed: it loads `//platform.linkedin.com/in.js`
// (and takes every other address from it), signs in with the framework's popup and reads the
// profile. inMock.routeServiceHosts sends the browser's requests to the real host names to the
// test's mock service; nothing in the page changes. The page is the user's, on localhost.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '../dist/mock-server/testing/playwright.js';

const PAGE_OF_THAT_ERA = `<!DOCTYPE html>
<html><head><title>Our team</title>
<script type="text/javascript" src="//platform.linkedin.com/in.js">
  api_key: demo-api-key
  authorize: true
  onLoad: onLinkedInLoad
</script>
</head><body>
<script type="IN/Login"></script>
<p id="who">nobody</p>
<script type="text/javascript">
  function onLinkedInLoad() {
    IN.Event.on(IN, "auth", function () {
      IN.API.Profile("me").fields("id", "first-name", "last-name").result(function (result) {
        var me = result.values[0];
        document.getElementById("who").innerHTML = me.firstName + " " + me.lastName;
      });
    });
  }
</script>
</body></html>`;

let pageUrl = '';
let pageServer: http.Server;
test.beforeAll(async () => {
  pageServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE_OF_THAT_ERA);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://localhost:${(pageServer.address() as AddressInfo).port}/team.html`;
});
test.afterAll(() => new Promise((resolve) => pageServer.close(resolve)));

/**
 * Debian's firefox-esr, which these tests drive (scripts/browsers.mjs), runs under Playwright over
 * WebDriver BiDi: a route sees no request body there (postData is null), so a POST to the service
 * is checked in Chromium (and Playwright's own Firefox build) only. Redirects to the service's
 * hosts, which neither Chromium nor BiDi route again, are answered by the helper (a navigation, or
 * followed for a fetch): the sign-in flow runs in both engines (e2e/routeServiceHosts.spec.ts).
 */
test('a page loading //platform.linkedin.com/in.js signs in and reads the profile against the mock, unchanged', async ({ page, context, inMock }) => {
  await inMock.routeServiceHosts(context);
  await page.goto(pageUrl);
  await page.waitForFunction(() => !!(window as unknown as { IN?: { User?: unknown } }).IN?.User);
  expect(await page.evaluate(() => (window as unknown as { IN: { ENV: { url: { auth: string } } } }).IN.ENV.url.auth)).toBe('http://platform.linkedin.com');
  await inMock.signIn(page, () => page.evaluate(() => (window as unknown as { IN: { User: { authorize(): void } } }).IN.User.authorize()));
  await expect(page.locator('#who')).toHaveText('Ada Lovelace');
  // The service saw the real host name the page used, and nothing else.
  const hosts = new Set(inMock.admin.requests().map((entry) => new URL(entry.url).host));
  expect([...hosts]).toEqual(['platform.linkedin.com']);
  // The popup followed the service's redirects (authorize → dialog → authcomplete) on that name.
  const paths = inMock.admin.requests().map((entry) => new URL(entry.url).pathname);
  expect(paths).toEqual(expect.arrayContaining(['/uas/oauth2/authorize', '/oauth/v2/dialog', '/uas/js/authcomplete']));
});

test('requests to www.linkedin.com and api.linkedin.com reach the mock too, over https, while other hosts are left alone', async ({ page, inMock, browserName }) => {
  const bodiesSeen = browserName !== 'firefox' || !!process.env.PLAYWRIGHT_FIREFOX_BUILD;
  await inMock.routeServiceHosts(page);
  await page.goto(pageUrl);
  const token = inMock.admin.issueToken({ memberId: 'aZ3kq9XbW1' }).access_token;
  const answer = await page.evaluate(async (bearer) => {
    const me = await fetch('https://api.linkedin.com/v1/people/~:(first-name)?format=json', { headers: { authorization: 'Bearer ' + bearer } });
    const page = await fetch('https://www.linkedin.com/uas/oauth2/authorization?response_type=code&client_id=demo-api-key&redirect_uri=http%3A%2F%2Flocalhost%3A8787%2Fdemo%2Fcallback&state=s1', { redirect: 'manual' });
    return { me: await me.json(), dialog: page.type === 'opaqueredirect' || page.status === 302 || page.status === 200 };
  }, token);
  expect(answer.me).toEqual({ firstName: 'Ada' });
  expect(answer.dialog).toBe(true);
  const exchange = await page.evaluate(async () => {
    const answer = await fetch('https://www.linkedin.com/oauth/v2/accessToken', { method: 'POST', body: new URLSearchParams({ grant_type: 'authorization_code', code: 'never-issued', redirect_uri: 'http://localhost:8787/demo/callback', client_id: 'demo-api-key', client_secret: 'demo-secret-key' }) });
    const text = await answer.text();
    return [answer.status, answer.status === 501 ? text : JSON.parse(text).error];
  });
  if (bodiesSeen) expect(exchange).toEqual([400, 'invalid_request']);
  // Where the browser hides bodies from routes, the request is not sent on without its body: the test reads why.
  else expect(exchange).toEqual([501, expect.stringContaining('gives Playwright routes no request bodies')]);
  expect(inMock.admin.countRequests({ path: '/v1/people/~' }).count).toBe(1);
  // Each as the browser addressed it: https, on its own host name.
  const origins = new Set(inMock.admin.requests().map((entry) => new URL(entry.url).origin));
  expect([...origins].filter((origin) => !origin.includes('platform.')).sort()).toEqual(['https://api.linkedin.com', 'https://www.linkedin.com']);
  // A host that is not the service's is not routed: it fails as it would offline.
  expect(await page.evaluate(() => fetch('https://elsewhere.invalid/').then(() => 'answered', () => 'failed'))).toBe('failed');
});
