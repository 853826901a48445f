// How pages load the framework besides a plain script tag: a <script> element created by code
// (the classic async snippet, or appended to <head>), inserted twice by two components, and
// through a loader that fetches and evaluates it (jQuery.getScript) with ?async=true + IN.init.
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures';

const JQUERY = fileURLToPath(new URL('../node_modules/jquery/dist/jquery.min.js', import.meta.url));
const IN_JS = fileURLToPath(new URL('../dist/in.js', import.meta.url));

const shell = (body: string) => `<!DOCTYPE html><html><head><title>loading</title><link rel="icon" href="data:,">
<script type="text/javascript">var calls = [];
function first() { calls.push('first:' + IN.ENV.js.api_key); }
function second() { calls.push('second:' + IN.ENV.js.api_key); }</script>
<script type="text/javascript" src="/jquery.js"></script></head><body>
${body}
</body></html>`;

test('a script element created by code finds its settings; a second component inserting it again loads nothing twice', async ({ page, service, app, consoleLines }) => {
  app.file('/jquery.js', JQUERY, 'application/javascript');
  const host = service.replace(/^https?:/, '');
  await page.goto(
    app.page(
      '/snippet.html',
      shell(`<script type="text/javascript">
  // Component one: the classic async snippet, before the first script, protocol-relative src.
  (function () {
    var s = document.createElement('script');
    s.type = 'text/javascript';
    s.async = true;
    s.src = '${host}/in.js';
    s.text = 'api_key: demo-api-key\\n  onLoad: first\\n';
    var x = document.getElementsByTagName('script')[0];
    x.parentNode.insertBefore(s, x);
  })();
  // Component two: its own copy, appended to <head>.
  (function () {
    var s = document.createElement('script');
    s.src = '${host}/in.js';
    s.text = 'api_key: other-key\\nonLoad: second';
    document.getElementsByTagName('head')[0].appendChild(s);
  })();
</script>`),
    ),
  );
  await expect.poll(() => page.evaluate(() => (window as any).calls.length)).toBe(1);
  // Both copies have run once the second has said it was ignored.
  await expect.poll(() => consoleLines.filter((line) => line.includes('second copy ignored')).length).toBe(1);
  // Whichever copy the browser ran first is the framework, with its own settings; the other only warns.
  expect(['first:demo-api-key', 'second:other-key']).toContain((await page.evaluate(() => (window as any).calls)).join());
  expect(await page.evaluate(() => (window as any).IN.ENV.url.auth)).toBe(service);
});

test('jQuery.getScript: from another origin (a script element jQuery removes) and from the page\'s own (evaluated), with ?async=true and IN.init', async ({ page, service, app }) => {
  app.file('/jquery.js', JQUERY, 'application/javascript');
  // The same file on the app's own origin: jQuery fetches it and evaluates the text.
  app.file('/lib/in.js', IN_JS, 'application/javascript');
  for (const [path, src, init] of [
    ['/remote.html', `${service}/in.js?async=true`, "{ api_key: 'demo-api-key', onLoad: 'first' }"],
    ['/evaluated.html', '/lib/in.js?async=true', `{ api_key: 'demo-api-key', onLoad: 'first', sdk_url: '${service}', auth_url: '${service}', base_url: '${service}' }`],
  ]) {
    await page.goto(app.page(path, shell(`<script type="text/javascript">
  jQuery.getScript('${src}', function () {
    calls.push('loaded:' + typeof IN.init);
    setTimeout(function () { IN.init(${init}); }, 50);
  });
</script>`)));
    await expect.poll(() => page.evaluate(() => (window as any).calls), path).toEqual(['loaded:function', 'first:demo-api-key']);
    expect(await page.evaluate(() => (window as any).IN.ENV.url), path).toMatchObject({ sdk: service, auth: service, api: service + '/v1' });
  }
});
