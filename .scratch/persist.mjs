import http from 'node:http';
import { chromium, firefox } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { CHROMIUM_ARGS, findBrowsers } from '../scripts/browsers.mjs';
const svc = http.createServer((req, res) => {
  const u = new URL(req.url, 'http://x');
  if (u.pathname === '/set') { res.setHeader('set-cookie', ['ns=1; Path=/; SameSite=None; Secure', 'lax=1; Path=/; SameSite=Lax']); res.setHeader('content-type', 'text/html'); res.end('<input id=i>'); return; }
  res.setHeader('content-type', 'text/html'); res.end('<script>parent.postMessage(' + JSON.stringify('frame:' + (req.headers.cookie || '')) + ', "*")</script>');
});
await new Promise((r) => svc.listen(0, '127.0.0.1', r));
const S = `http://127.0.0.1:${svc.address().port}`;
const app = http.createServer((req, res) => { res.setHeader('content-type', 'text/html'); res.end(`<!doctype html><script>window.msgs=[];addEventListener('message',e=>msgs.push(e.data))</script><button id=b onclick="window.w=window.open('${S}/set')">open</button>`); });
await new Promise((r) => app.listen(0, '127.0.0.1', r));
const A = `http://localhost:${app.address().port}/`;
const b = findBrowsers();
async function frame(p) { await p.evaluate((u) => { msgs = []; const f = document.createElement('iframe'); f.src = u + '/frame'; document.body.appendChild(f); }, S); await p.waitForFunction(() => msgs.length); return p.evaluate(() => msgs[0]); }
async function go(name, ctx) {
  const p = ctx.pages()[0] || await ctx.newPage();
  await p.goto(A);
  const [pop] = await Promise.all([p.waitForEvent('popup'), p.click('#b')]);
  await pop.waitForLoadState();
  await pop.click('#i'); await pop.keyboard.type('abc');
  await pop.close();
  console.log(name, 'after popup+interaction, same page:', await frame(p));
  await p.reload();
  console.log(name, 'after reload:', await frame(p));
}
{
  const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/chr-'), { executablePath: b.chromium.executablePath, args: CHROMIUM_ARGS });
  await go('chromium persistent', ctx); await ctx.close();
  const br = await chromium.launch({ executablePath: b.chromium.executablePath, args: CHROMIUM_ARGS });
  await go('chromium newContext', await br.newContext()); await br.close();
}
{
  const br = await firefox.launch({ executablePath: b.firefox.executablePath, channel: b.firefox.channel });
  await go('firefox newContext', await br.newContext()); await br.close();
}
svc.close(); app.close();
