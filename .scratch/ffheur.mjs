import http from 'node:http';
import { firefox } from '@playwright/test';
import { findBrowsers } from '../scripts/browsers.mjs';
import { startServer } from '../dist/mock-server/index.js';
const mock = await startServer({ port: 0 });
const page = `<!DOCTYPE html><script>var calls=[];</script><script src="${mock.url}/in.js">api_key: demo-api-key
authorize: true</script><script>IN.Event.on(IN,'auth',function(){calls.push('auth')});IN.Event.on(IN,'noAuth',function(){calls.push('noAuth')});</script><button id=b onclick="IN.User.authorize()">x</button>`;
const app = http.createServer((req, res) => { res.setHeader('content-type', 'text/html'); res.end(page); });
await new Promise((r) => app.listen(0, '127.0.0.1', r));
const A = `http://localhost:${app.address().port}/`;
const b = findBrowsers();
const br = await firefox.launch({ executablePath: b.firefox.executablePath, channel: b.firefox.channel });
const ctx = await br.newContext();
const p = await ctx.newPage();
// sign in on the service top-level through the share dialog (first-party), not from the page's popup
await p.goto(`${mock.url}/cws/share?origin=${encodeURIComponent('http://localhost:1')}&state=s&url=https://e.x/`);
await p.fill('#session_key', 'ada.lovelace@example.com'); await p.fill('#session_password', 'demo-password'); await p.click('#login');
await p.waitForSelector('#comment');
mock.context.grants.put({ memberId: 'aZ3kq9XbW1', apiKey: 'demo-api-key', scopes: ['r_basicprofile','r_emailaddress'], grantedAt: mock.context.clock.now(), lastUsedAt: mock.context.clock.now() });
// grant the app once through the OAuth dialog? use admin: make a grant by a full popup flow in another context is not possible; use the page popup later
await p.goto(A);
await p.waitForFunction(() => calls.length);
console.log('signed in top-level only, first visit:', await p.evaluate(() => calls));
const [pop] = await Promise.all([p.waitForEvent('popup'), p.click('#b')]);
await pop.waitForLoadState(); await pop.waitForEvent('close').catch(()=>{}); console.log('popup closed:', pop.isClosed());
await p.waitForFunction(() => calls.includes('auth'));
await p.reload(); await p.waitForFunction(() => calls.length);
console.log('after consent via popup (popup closed itself, no interaction), reload:', await p.evaluate(() => calls));
await br.close(); app.close(); await mock.close();
