// in-js/testing/playwright as a user's suite uses it (built: dist/mock-server/testing/playwright.js):
// a fresh mock service per test, a page of the user's own app (another origin) that loads in.js
// from it, and inMock.signIn, which signs a member in through the page's own button, no typing.
import { startAppServer, sdkPage, type AppServer } from './appServer';
import { test, expect } from '../dist/mock-server/testing/playwright.js';

/** The user's page: in.js from the test's service, a sign-in button, the member's name once signed in. */
function userPage(sdk: string): string {
  return `<!DOCTYPE html><html><head><title>my app</title></head><body>
<button id="sign-in" onclick="IN.User.authorize()">Sign in with the network</button><p id="name"></p>
<script src="${sdk}/in.js">
  api_key: demo-api-key
  onLoad: ready
</script>
<script>
  function ready() {
    IN.Event.on(IN, 'auth', function () {
      IN.API.Profile('me').result(function (r) { document.getElementById('name').textContent = r.values[0].firstName + ' ' + r.values[0].lastName; });
    });
  }
</script></body></html>`;
}

/** The user's app server (on localhost, an origin the demo app lists): the page, with in.js from `?sdk=`. */
let appUrl = '';
let app: AppServer;
test.beforeAll(async () => {
  app = await startAppServer(sdkPage(userPage));
  appUrl = app.url;
});
test.afterAll(() => app.close());

async function openUserPage(page: import('@playwright/test').Page, sdk: string): Promise<void> {
  await page.goto(`${appUrl}?sdk=${encodeURIComponent(sdk)}`);
  await page.waitForFunction(() => !!(window as any).IN?.User);
}

test('inMock.signIn signs Ada in through the page\'s own button; the popup comes back and closes', async ({ page, inMock }) => {
  await openUserPage(page, inMock.url);
  await inMock.signIn(page, () => page.click('#sign-in'));
  await expect(page.locator('#name')).toHaveText('Ada Lovelace');
  expect(inMock.admin.grants().map((grant) => grant.memberId)).toEqual(['aZ3kq9XbW1']);
  // Armed for that one sign-in only.
  expect(inMock.admin.autoApprovals()).toEqual({ member: null, queue: [] });
});

test('inMock.signIn on a page signed in already says so at once (no popup comes), and takes its approval back', async ({ page, inMock }) => {
  await openUserPage(page, inMock.url);
  await inMock.signIn(page, () => page.click('#sign-in'));
  await expect(page.locator('#name')).toHaveText('Ada Lovelace');
  const started = Date.now();
  await expect(inMock.signIn(page, () => page.click('#sign-in'), 'Qm7Rt2VdN8')).rejects.toThrow(/the page is signed in already \(IN\.User\.isAuthorized\(\) is true\)/);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(inMock.admin.autoApprovals()).toEqual({ member: null, queue: [] });
});

test.describe('with inMockOptions', () => {
  test.use({ inMockOptions: { autoApprove: 'Qm7Rt2VdN8' } });

  test('autoApprove in the options: every sign-in of the test is approved for that member', async ({ page, inMock }) => {
    await openUserPage(page, inMock.url);
    const opened = page.waitForEvent('popup');
    await page.click('#sign-in');
    const popup = await opened;
    // The approved popup may close before a 'close' listener could be added: ask whether it has.
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(page.locator('#name')).toHaveText(/^Charles /);
    expect(inMock.admin.autoApprovals().member).toBe('Qm7Rt2VdN8');
  });
});

test('each test has its own service', async ({ inMock }) => {
  expect(inMock.admin.grants()).toEqual([]);
  expect((await (await fetch(`${inMock.url}/__admin/health`)).json()).status).toBe('ok');
});
