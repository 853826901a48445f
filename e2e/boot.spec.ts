// The framework's boot sequence in real browsers, loaded by a script tag from the mock service.
import { test, expect } from './fixtures';

const page = (sdk: string, body: string, extra = '') => `<!DOCTYPE html><html><head><title>t</title>
<script type="text/javascript">
  var calls = [];
  function onLinkedInLoad() { calls.push('onLinkedInLoad:' + (this === window)); }
  var MyApp = { init: function () { calls.push('MyApp.init'); } };
</script></head><body><h1>app</h1>
<script type="text/javascript" src="${sdk}">${body}</script>
${extra}
</body></html>`;

test('the demo page shows the framework ready and its event log', async ({ page: browser, mock, consoleLines }) => {
  await browser.goto(mock.url + '/demo/');
  await expect(browser.locator('#state')).toHaveText('ready');
  const log = browser.locator('#log');
  await expect(log).toContainText('event: frameworkLoaded');
  await expect(log).toContainText('event: systemReady');
  await expect(log).toContainText('onLoad: onLinkedInLoad called');
  await expect(log).toContainText('onLoad: DemoApp.init called (this === window: true)');
  await expect(browser.locator('#env')).toContainText('demo-api-key');
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});

test('a script tag with comments and CRLF configures the framework and runs onLoad in order', async ({ page: browser, service, app, consoleLines }) => {
  const body = '\r\n  api_key: demo-api-key\r\n  // authorize: true\r\n  onLoad: onLinkedInLoad, MyApp.init, notAFunction\r\n  lang: de_DE\r\n';
  await browser.goto(app.page('/index.html', page(service + '/in.js', body)));
  await expect.poll(() => browser.evaluate(() => (window as any).calls.join(','))).toBe('onLinkedInLoad:true,MyApp.init');
  const env = await browser.evaluate(() => (window as any).IN.ENV);
  expect(env.js).toEqual({ api_key: 'demo-api-key', onLoad: 'onLinkedInLoad, MyApp.init, notAFunction', lang: 'de_DE' });
  expect(env.url.api).toBe(service + '/v1');
  expect(consoleLines).toContainEqual("error: in.js: Could not execute 'notAFunction'. Please provide a valid function for callback.");
});

test('async mode waits for IN.init', async ({ page: browser, service, app }) => {
  await browser.goto(app.page('/async.html', page(service + '/in.min.js?async=true', '')));
  await browser.waitForLoadState('load');
  expect(await browser.evaluate(() => (window as any).calls.length)).toBe(0);
  await browser.evaluate(() => (window as any).IN.init({ api_key: 'demo-api-key', onLoad: 'MyApp.init' }));
  await expect.poll(() => browser.evaluate(() => (window as any).calls.join(','))).toBe('MyApp.init');
});

test('a page that includes in.js twice gets one framework and one systemReady', async ({ page: browser, service, app, consoleLines }) => {
  const second = `<script type="text/javascript" src="${service}/in.js">api_key: other</script>
<script type="text/javascript">IN.Event.on(IN, 'systemReady', function () { calls.push('ready'); });</script>`;
  await browser.goto(app.page('/twice.html', page(service + '/in.js', 'api_key: demo-api-key\nonLoad: MyApp.init', second)));
  await expect.poll(() => browser.evaluate(() => (window as any).calls.join(','))).toBe('ready,MyApp.init');
  // The second copy has run once it has said it was ignored; nothing more was called.
  await expect.poll(() => consoleLines.join('\n')).toContain('second copy ignored');
  expect(await browser.evaluate(() => (window as any).calls.join(','))).toBe('ready,MyApp.init');
  expect(await browser.evaluate(() => (window as any).IN.ENV.js.api_key)).toBe('demo-api-key');
});

test('without api_key the framework still becomes ready (widget-only mode)', async ({ page: browser, service, app }) => {
  await browser.goto(app.page('/anon.html', page(service + '/in.js', 'onLoad: MyApp.init')));
  await expect.poll(() => browser.evaluate(() => (window as any).calls.join(','))).toBe('MyApp.init');
});
