// Sharing in real browsers: the IN/Share tag and IN.UI.Share open the mock service's share
// dialog; a posted share is real (count, the member's updates, a connection's network updates).
import { test, expect, logInAsAda, clickClosingPopup } from './fixtures';

const MEMBER_ID = 'aZ3kq9XbW1';

const appPage = (sdk: string, body: string) => `<!DOCTYPE html><html><head><title>share</title><link rel="icon" href="data:,">
<script type="text/javascript">var seen = [];
function shared(result) { seen.push('success:' + result.url + ':' + result.comment); }
function failed(error) { seen.push('error:' + error.error); }</script></head><body>
${body}
<script type="text/javascript" src="${sdk}/in.js">api_key: demo-api-key</script></body></html>`;

test('an IN/Share tag shares through the dialog: the count goes up and connections see the share', async ({ page, mock, service, app, request }) => {
  const url = `${app.url}/posts/analytical-engine`;
  await page.goto(app.page('/tag.html', appPage(service, `<span id="tag"><script type="IN/Share" data-url="${url}" data-counter="right" data-showzero="true" data-onsuccess="shared" data-onerror="failed"></script></span>`)));
  await expect(page.locator('#tag .IN-count')).toHaveText('0');

  const popupOpened = page.waitForEvent('popup');
  await page.locator('#tag button').click();
  const popup = await popupOpened;
  await logInAsAda(popup);
  await expect(popup.locator('#share-url')).toHaveText(url);
  await popup.fill('#comment', 'On Babbage’s engine');
  await popup.selectOption('#visibility', 'connections-only');
  await clickClosingPopup(popup, '#post');

  await expect.poll(() => page.evaluate(() => (window as any).seen)).toEqual([`success:${url}:On Babbage’s engine`]);
  await expect(page.locator('#tag .IN-count')).toHaveText('1');

  // A first-degree connection of the member sees it in network updates.
  const adaToken = (await (await request.post(`${mock.url}/__admin/tokens`, { data: { memberId: MEMBER_ID, scopes: ['r_network'] } })).json()).access_token;
  const connections = await (await request.get(`${mock.url}/v1/people/~/connections:(id)?count=1&format=json`, { headers: { authorization: `Bearer ${adaToken}` } })).json();
  const friend = connections.values[0].id;
  const friendToken = (await (await request.post(`${mock.url}/__admin/tokens`, { data: { memberId: friend, scopes: ['rw_nus'] } })).json()).access_token;
  const updates = await (await request.get(`${mock.url}/v1/people/~/network/updates?type=SHAR&count=50&format=json`, { headers: { authorization: `Bearer ${friendToken}` } })).json();
  expect(JSON.stringify(updates)).toContain('On Babbage’s engine');
});

test('IN.UI.Share().params({url}).place().success(fn) calls fn; cancel calls error', async ({ page, service, app }) => {
  await page.goto(app.page('/ui.html', appPage(service, '<button id="go" onclick="IN.UI.Share().params({url: \'https://example.com/a\'}).place().success(shared).error(failed)">share</button>')));
  await page.waitForFunction(() => (window as any).IN && (window as any).IN.UI);

  let popupOpened = page.waitForEvent('popup');
  await page.click('#go');
  let popup = await popupOpened;
  await logInAsAda(popup);
  await popup.fill('#comment', 'Worth reading');
  await clickClosingPopup(popup, '#post');
  await expect.poll(() => page.evaluate(() => (window as any).seen)).toEqual(['success:https://example.com/a:Worth reading']);

  popupOpened = page.waitForEvent('popup');
  await page.click('#go');
  popup = await popupOpened;
  await expect(popup.locator('#comment')).toBeVisible(); // still signed in on the auth host: straight to the form
  await clickClosingPopup(popup, '#cancel');
  await expect.poll(() => page.evaluate(() => (window as any).seen)).toEqual(['success:https://example.com/a:Worth reading', 'error:user_cancelled']);

  popupOpened = page.waitForEvent('popup');
  await page.click('#go');
  popup = await popupOpened;
  await popup.close();
  await expect.poll(() => page.evaluate(() => (window as any).seen).then((s: string[]) => s[2])).toBe('error:closed');
});

test('a page with no api_key (widget-only, async IN.init()) shares from IN.UI.Share and from an IN/Share button', async ({ page, service, app, consoleLines }) => {
  const url = `${app.url}/posts/no-key`;
  await page.goto(
    app.page(
      '/anonymous.html',
      `<!DOCTYPE html><html><head><title>anonymous</title><link rel="icon" href="data:,">
<script type="text/javascript">var seen = [];
function shared(result) { seen.push('success:' + result.url + ':' + result.comment); }</script></head><body>
<button id="go" onclick="IN.UI.Share().params({url: '${url}'}).place().success(shared)">share</button>
<span id="tag"><script type="IN/Share" data-url="${url}" data-counter="right" data-showzero="true" data-onsuccess="shared"></script></span>
<script type="text/javascript" src="${service}/in.js?async=true"></script>
<script type="text/javascript">IN.init();</script></body></html>`,
    ),
  );
  await expect(page.locator('#tag .IN-count')).toHaveText('0');
  expect(consoleLines).toContain(
    'warning: in.js: widgets only: sign-in or IN.API needs an API key: add "api_key: YOUR_KEY" to the in.js tag or IN.init().',
  );

  let popupOpened = page.waitForEvent('popup');
  await page.click('#go');
  let popup = await popupOpened;
  await logInAsAda(popup);
  await popup.fill('#comment', 'Shared without a key');
  await clickClosingPopup(popup, '#post');
  await expect.poll(() => page.evaluate(() => (window as any).seen)).toEqual([`success:${url}:Shared without a key`]);

  popupOpened = page.waitForEvent('popup');
  await page.locator('#tag button').click();
  popup = await popupOpened;
  await popup.fill('#comment', 'Again, from the button');
  await clickClosingPopup(popup, '#post');
  await expect.poll(() => page.evaluate(() => (window as any).seen)).toEqual([`success:${url}:Shared without a key`, `success:${url}:Again, from the button`]);
  await expect(page.locator('#tag .IN-count')).toHaveText('2');
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});
