// The mock service inside a page, through MSW's setupWorker (dist/in-mock-worker.js): the app's
// own origin serves everything, and the API calls, to whatever host the page is configured
// with, are answered in the browser by the same handlers the standalone server uses.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test, expect } from './fixtures';

const msw = dirname(createRequire(import.meta.url).resolve('msw/package.json'));
const JS = 'application/javascript; charset=utf-8';

test('setupWorker: the page runs the mock service and in.js talks to it', async ({ page, app, consoleLines }) => {
  app.file('/mockServiceWorker.js', join(msw, 'lib', 'mockServiceWorker.js'), JS);
  app.file('/mock/msw.js', join(msw, 'lib', 'iife', 'index.js'), JS);
  app.file('/mock/in-mock-worker.js', 'dist/in-mock-worker.js', JS);
  app.file('/in.js', 'dist/in.js', JS);
  const url = app.page(
    '/worker.html',
    `<!DOCTYPE html><html><head><title>worker</title><link rel="icon" href="data:,">
<script src="/mock/msw.js"></script><script src="/mock/in-mock-worker.js"></script></head><body>
<pre id="out"></pre>
<script>
  function log(line) { document.getElementById('out').textContent += line + '\\n'; }
  InMock.start().then(function (mock) {
    window.mock = mock;
    var script = document.createElement('script');
    script.src = '/in.js';
    script.text = 'api_key: demo-api-key\\nbase_url: https://api.linkedin.example\\nonLoad: ready';
    document.body.appendChild(script);
  });
  function ready() {
    IN.ENV.auth.oauth_token = mock.context.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile', 'r_network'] }).token;
    IN.API.Profile('me').result(function (r) {
      log('profile ' + r.values[0].firstName);
      IN.API.Connections('me').params({ count: 5 }).result(function (c) { log('connections ' + c.values.length + ' of ' + c._total); });
    }).error(function (e) { log('error ' + e.status + ' ' + e.message); });
  }
</script></body></html>`,
  );
  const api: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('api.linkedin.example')) api.push(request.url());
  });
  await page.goto(url);
  await expect(page.locator('#out')).toContainText('connections 5 of 130');
  await expect(page.locator('#out')).toContainText('profile Ada');
  // The calls named the fake host, and no network answered them: the worker did.
  expect(api.length).toBeGreaterThanOrEqual(2);
  expect(consoleLines.filter((line) => /^(error|pageerror)/.test(line))).toEqual([]);
});
