// Reproduces the Chromium renderer crash of e2e/chromiumCrash/README.md: the legacy sign-in page
// (the framework without postMessage, auto-login on) loaded again and again, its silent sign-in
// frame answered `--delay` ms late by the mock service, with a Playwright init script that removes
// a V8 built-in in the page's frames (`--where frames`), in the page only (`--where page`), or the
// page's own strip of the spec (`--where spec`: ie8PageInit). Prints each crash and the count.
//   npm run build && node e2e/chromiumCrash/reproduce.mjs --where frames   # 8 of 8 crash (Chromium 156)
//   node e2e/chromiumCrash/reproduce.mjs --where spec                      # 0 of 8
import { chromium } from '@playwright/test';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { startServer } from '../../dist/mock-server/index.js';
import { ie8PageInit } from '../../test/support/ie8Strip.mjs';
import { CHROMIUM_ARGS, findBrowsers } from '../../scripts/browsers.mjs';

const { values } = parseArgs({
  options: {
    where: { type: 'string', default: 'frames' },
    remove: { type: 'string', default: 'window.JSON' },
    delay: { type: 'string', default: '500' },
    loads: { type: 'string', default: '8' },
  },
});
const INIT = {
  frames: `if (window !== window.top) delete ${values.remove}; window.postMessage = undefined;`,
  page: `if (window === window.top) delete ${values.remove}; window.postMessage = undefined;`,
  spec: ie8PageInit('window.postMessage = undefined;'),
}[values.where];
if (!INIT) throw new Error(`--where must be frames, page or spec, not ${values.where}.`);

const mock = await startServer({ port: 0 });
// The same site as the page, as in the chromium-same-site project.
const service = mock.url.replace('127.0.0.1', 'localhost');
const page = `<!DOCTYPE html><html><head><title>ie7</title></head><body><pre id="out"></pre>
<script>function ready() { document.getElementById('out').appendChild(document.createTextNode('onLoad')); }</script>
<script src="${service}/in.js">api_key: demo-api-key
onLoad: ready
authorize: true</script></body></html>`;
const app = http.createServer((req, res) => {
  res.writeHead(req.url === '/ie7.html' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(req.url === '/ie7.html' ? page : 'not found');
});
await new Promise((resolve) => app.listen(0, '127.0.0.1', resolve));

const browser = await chromium.launch({ executablePath: findBrowsers().chromium?.executablePath, args: CHROMIUM_ARGS });
let crashes = 0;
for (let load = 1; load <= +values.loads; load++) {
  await fetch(`${mock.url}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/uas/oauth2/authorize', delayMs: +values.delay, times: 1 }) });
  const context = await browser.newContext();
  const tab = await context.newPage();
  let crashed = false;
  tab.on('crash', () => (crashed = true));
  await tab.addInitScript(INIT);
  try {
    await tab.goto(`http://localhost:${app.address().port}/ie7.html`);
    await tab.locator('#out', { hasText: 'onLoad' }).waitFor({ timeout: 8000 });
  } catch (error) {
    if (!crashed) console.log(`load ${load}: ${error.message.split('\n')[0]}`);
  }
  if (crashed) console.log(`load ${load}: the renderer crashed`);
  crashes += crashed ? 1 : 0;
  await context.close();
}
console.log(`${crashes} of ${values.loads} loads crashed the renderer (init script: ${values.where}, removed: ${values.remove}, silent answer ${values.delay} ms late)`);
await browser.close();
app.close();
await mock.close();
