// 2019-03-01, the JavaScript SDK's end (docs/over-time.md), in a browser: an unchanged page of the
// in.js era signs in on 2019-02-28; on 2019-03-01 its in.js still loads and its sign-in throws as
// LinkedIn's did (IN.User.authorize: a TypeError in the browser's own words), with no popup.
import { startAppServer, sdkPage, type AppServer } from './appServer';
import { test, expect } from '../dist/mock-server/testing/playwright.js';

function userPage(sdk: string): string {
  return `<!DOCTYPE html><html><head><title>my app of 2018</title></head><body>
<p id="name"></p><p id="error"></p>
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
  function signIn() {
    try { IN.User.authorize(); } catch (e) { document.getElementById('error').textContent = e.name + ': ' + e.message; }
  }
</script><button id="sign-in" onclick="signIn()">Sign in</button></body></html>`;
}

let appUrl = '';
let app: AppServer;
test.beforeAll(async () => {
  app = await startAppServer(sdkPage(userPage));
  appUrl = app.url;
});
test.afterAll(() => app.close());

test.describe('on 2019-02-28', () => {
  test.use({ inMockOptions: { asOf: '2019-02-28' } });
  test('the page signs Ada in through in.js', async ({ page, inMock }) => {
    await page.goto(`${appUrl}?sdk=${encodeURIComponent(inMock.url)}`);
    await page.waitForFunction(() => !!(window as any).IN?.User);
    await inMock.signIn(page, () => page.click('#sign-in'));
    await expect(page.locator('#name')).toHaveText('Ada Lovelace');
  });
});

test.describe('on 2019-03-01', () => {
  test.use({ inMockOptions: { asOf: '2019-03-01' } });
  test('in.js loads, and IN.User.authorize throws a TypeError as LinkedIn\'s did; no popup opens', async ({ page, inMock }) => {
    await page.goto(`${appUrl}?sdk=${encodeURIComponent(inMock.url)}`);
    await page.waitForFunction(() => !!(window as any).IN?.User);
    let popups = 0;
    page.on('popup', () => popups++);
    await page.click('#sign-in');
    await expect(page.locator('#error')).toHaveText(/^TypeError: .*(then|authorize)/);
    expect(popups).toBe(0);
    expect(await page.evaluate(() => (window as any).IN.User.isAuthorized())).toBe(false);
  });
});
