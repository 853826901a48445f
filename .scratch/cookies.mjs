import http from 'node:http';
import { chromium, firefox } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowsers } from '../scripts/browsers.mjs';

const VARIANTS = {
  lax: 'SameSite=Lax',
  none: 'SameSite=None',
  noneSecure: 'SameSite=None; Secure',
  unspecified: '',
  laxSecure: 'SameSite=Lax; Secure',
  noneSecurePartitioned: 'SameSite=None; Secure; Partitioned',
};
function service() {
  const log = [];
  const s = http.createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    log.push([u.pathname, req.headers.cookie || '']);
    if (u.pathname === '/set') {
      res.setHeader('set-cookie', Object.entries(VARIANTS).map(([k, v]) => `${k}=1; Path=/; HttpOnly${v ? '; ' + v : ''}`));
      res.end('<p>set</p>');
    } else if (u.pathname === '/clear') {
      res.setHeader('set-cookie', Object.entries(VARIANTS).map(([k, v]) => `${k}=; Path=/; Max-Age=0; HttpOnly${v ? '; ' + v : ''}`));
      res.setHeader('content-type', 'application/javascript');
      res.end('window.cleared=1');
    } else if (u.pathname === '/echo.js') {
      res.setHeader('content-type', 'application/javascript');
      res.end('window.scriptCookies=' + JSON.stringify(req.headers.cookie || ''));
    } else if (u.pathname === '/frame') {
      res.setHeader('content-type', 'text/html');
      res.end('<script>parent.postMessage(' + JSON.stringify('frame:' + (req.headers.cookie || '')) + ', "*")</script>');
    } else res.end('');
  });
  return { s, log };
}
const page = (svc) => `<!doctype html><script>window.msgs=[];addEventListener('message',e=>msgs.push(e.data))</script><button id=b onclick="window.w=window.open('${svc}/set')">open</button>`;

async function run(name, type, opts, pageHost, svcHost) {
  const svc = service();
  await new Promise((r) => svc.s.listen(0, '127.0.0.1', r));
  const app = http.createServer((req, res) => { res.setHeader('content-type', 'text/html'); res.end(page(`http://${svcHost}:${svc.s.address().port}`)); });
  await new Promise((r) => app.listen(0, '127.0.0.1', r));
  const browser = await type.launch(opts);
  const ctx = await browser.newContext();
  const p = await ctx.newPage(); p.on("console", m => console.log("console", m.text())); p.on("pageerror", e => console.log("err", e.message));
  const svcUrl = `http://${svcHost}:${svc.s.address().port}`;
  await p.goto(`http://${pageHost}:${app.address().port}/`);
  const [pop] = await Promise.all([p.waitForEvent('popup'), p.click('#b')]);
  await pop.waitForLoadState();
  const jar = (await ctx.cookies(svcUrl)).map((c) => c.name).sort().join(',');
  await pop.close();
  await p.evaluate((u) => new Promise((r) => { const s = document.createElement('script'); s.src = u + '/echo.js'; s.onload = r; document.head.appendChild(s); }), svcUrl);
  const script = await p.evaluate(() => window.scriptCookies);
  await p.evaluate((u) => { const f = document.createElement('iframe'); f.src = u + '/frame'; document.body.appendChild(f); }, svcUrl);
  await p.waitForFunction(() => window.msgs.length > 0);
  const frame = await p.evaluate(() => window.msgs[0]);
  // top-level nav
  const p2 = await ctx.newPage();
  await p2.goto(svcUrl + '/frame');
  const top = svc.log.at(-1)[1];
  // clear through cross-site script
  await p.evaluate((u) => new Promise((r) => { const s = document.createElement('script'); s.src = u + '/clear'; s.onload = r; document.head.appendChild(s); }), svcUrl);
  const afterClear = (await ctx.cookies(svcUrl)).map((c) => c.name).sort().join(',');
  console.log(`${name} page=${pageHost} svc=${svcHost}\n  jar after popup: ${jar}\n  script: ${script}\n  iframe: ${frame}\n  top: ${top}\n  jar after cross clear: ${afterClear}`);
  await browser.close(); svc.s.close(); app.close();
}
const b = findBrowsers();
const chromeOpts = { executablePath: b.chromium.executablePath, args: CHROMIUM_ARGS };
const ffOpts = { executablePath: b.firefox.executablePath, channel: b.firefox.channel };
for (const [ph, sh] of [['localhost', '127.0.0.1'], ['localhost', 'localhost'], ['127.0.0.1', '127.0.0.1']]) {
  await run('chromium', chromium, chromeOpts, ph, sh);
  await run('firefox', firefox, ffOpts, ph, sh);
}
