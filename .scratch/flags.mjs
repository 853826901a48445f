import http from 'node:http';
import { chromium } from '@playwright/test';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, findBrowsers } from '../scripts/browsers.mjs';
const svc = http.createServer((req, res) => {
  const u = new URL(req.url, 'http://x');
  if (u.pathname === '/set') { res.setHeader('set-cookie', ['ns=1; Path=/; SameSite=None; Secure', 'lax=1; Path=/; SameSite=Lax']); res.setHeader('content-type', 'text/html'); res.end('<input id=i>'); return; }
  res.setHeader('content-type', 'text/html'); res.end('<script>parent.postMessage(' + JSON.stringify('frame:' + (req.headers.cookie || '')) + ', "*")</script>');
});
await new Promise((r) => svc.listen(0, '127.0.0.1', r));
const S = `http://127.0.0.1:${svc.address().port}`;
const app = http.createServer((req, res) => { res.setHeader('content-type', 'text/html'); res.end(`<!doctype html><script>window.msgs=[];addEventListener('message',e=>msgs.push(e.data))</script>`); });
await new Promise((r) => app.listen(0, '127.0.0.1', r));
const A = `http://localhost:${app.address().port}/`;
const b = findBrowsers();
async function go(name, ctx) {
  const p = await ctx.newPage();
  await p.goto(S + '/set');
  await p.goto(A);
  await p.evaluate((u) => { msgs = []; const f = document.createElement('iframe'); f.src = u + '/frame'; document.body.appendChild(f); }, S); await p.waitForFunction(() => msgs.length);
  console.log(name, await p.evaluate(() => msgs[0]));
}
for (const [name, extra] of [['features', ['--disable-features=TrackingProtection3pcd,ThirdPartyStoragePartitioning,ThirdPartyCookieDeprecationTrial']], ['test-3pc', ['--test-third-party-cookie-phaseout']]]) {
  const br = await chromium.launch({ executablePath: b.chromium.executablePath, args: [...CHROMIUM_ARGS, ...extra] });
  await go(name, await br.newContext()); await br.close();
}
{
  const dir = mkdtempSync('/tmp/chr-'); mkdirSync(dir + '/Default');
  writeFileSync(dir + '/Default/Preferences', JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false, default_content_setting_values: { cookies: 1 } } }));
  const ctx = await chromium.launchPersistentContext(dir, { executablePath: b.chromium.executablePath, args: CHROMIUM_ARGS });
  await go('prefs', ctx); await ctx.close();
}
svc.close(); app.close();
