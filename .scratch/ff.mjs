import http from 'node:http';
import { firefox } from '@playwright/test';
import { findBrowsers } from '../scripts/browsers.mjs';
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
const br = await firefox.launch({ executablePath: b.firefox.executablePath, channel: b.firefox.channel, firefoxUserPrefs: { 'network.cookie.cookieBehavior': 0 } });
const p = await (await br.newContext()).newPage();
await p.goto(S + '/set'); await p.goto(A);
await p.evaluate((u) => { const f = document.createElement('iframe'); f.src = u + '/frame'; document.body.appendChild(f); }, S); await p.waitForFunction(() => msgs.length);
console.log('ff cookieBehavior 0', await p.evaluate(() => msgs[0]));
await br.close(); svc.close(); app.close();
