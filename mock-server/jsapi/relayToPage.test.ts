import { describe, expect, it } from 'vitest';
import { es3Problem } from '../../scripts/legacy/checkEs3.mjs';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { approve } from '../../test/support/oauthFlow.js';
import { DEMO_APP, DEMO_MEMBER } from '../seed/demoAccounts.js';
import { relayToPage } from './relayToPage.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const BASE = 'http://127.0.0.1:8787';
const PAGE = 'http://localhost:3000';
const RET = `${PAGE}/favicon.ico`;
const EVIL = 'http://evil.test';
const scriptOf = (html: string) => /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('relay page', () => {
  it('posts the message to the exact origin of the page', async () => {
    const response = relayToPage({ origin: PAGE, mode: 'popup' }, { state: 's', error: 'x' }, '', true);
    const html = await response.text();
    expect(html).toContain(`target.postMessage("inauth=1&state=s&error=x", "${PAGE}")`);
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${PAGE}`);
    expect(es3Problem(scriptOf(html)!, 'relay (postMessage)')).toBeNull();
  });

  it('without postMessage (ret), stays on the service and hands the message over in frames at ret: no window.name, no navigation', async () => {
    const response = relayToPage({ origin: PAGE, mode: 'silent', ret: RET }, { state: 's' }, '', false);
    const html = await response.text();
    expect(html).toContain(`toPage("${RET}", "inauth=1&state=s");`);
    for (const gone of ['window.name', 'location', 'postMessage']) expect(scriptOf(html)).not.toContain(gone);
    expect(response.headers.get('content-security-policy')).toContain(`frame-src ${PAGE}; child-src ${PAGE}; frame-ancestors ${PAGE}`);
    expect(es3Problem(scriptOf(html)!, 'relay (fragments)')).toBeNull();
  });
});

describe('the windows and the proxy never answer where they must not', () => {
  const kit = useServiceKit();
  const q = encodeURIComponent;
  const signIn = (origin: string, extra = '') => `${BASE}/uas/oauth2/authorize?immediate=true&client_id=demo-api-key&type=user-agent&origin=${q(origin)}&state=s${extra}`;
  const share = (origin: string, extra = '') => `${BASE}/cws/share?api_key=demo-api-key&origin=${q(origin)}&state=s&url=${q('https://example.com/')}${extra}`;
  const proxy = (origin: string, extra = '') => `${BASE}/uas/js/xdrpc.html?api_key=demo-api-key&origin=${q(origin)}${extra}`;

  /** A refusal: the problem page, with `sentence`, and no script that could go anywhere. */
  async function refused(url: string, sentence: string | RegExp) {
    const response = await fetch(url);
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toMatch(sentence);
    expect(html).not.toContain('<script');
    expect(response.headers.get('location')).toBeNull();
  }

  const FOREIGN_RET = /ret must be the address of a static file on the page&#39;s origin http:\/\/localhost:3000/;
  const UNREGISTERED = /JavaScript API Domain is restricted to 127.0.0.1, localhost.*; this page is on http:\/\/evil.test, so the answer is not sent there./;

  it('the sign-in window refuses a ret on another origin, and any ret for an unregistered origin', async () => {
    await refused(signIn(PAGE, `&ret=${q(`${EVIL}/steal`)}`), FOREIGN_RET);
    await refused(signIn(PAGE, `&mode=silent&ret=${q(`${PAGE}/out?to=${EVIL}`)}`), FOREIGN_RET);
    await refused(signIn(EVIL, `&ret=${q(`${EVIL}/favicon.ico`)}`), UNREGISTERED);
  });

  it('the share dialog too', async () => {
    await refused(share(PAGE, `&ret=${q(`${EVIL}/`)}`), FOREIGN_RET);
    await refused(share(EVIL, `&ret=${q(`${EVIL}/favicon.ico`)}`), UNREGISTERED);
  });

  it('the API proxy without postMessage needs a ret on a registered origin and a known key', async () => {
    await refused(proxy(PAGE, '&mode=fragment'), /needs ret, a static file on the page&#39;s origin such as http:\/\/localhost:3000\/favicon.ico/);
    await refused(proxy(PAGE, `&mode=fragment&ret=${q(`${EVIL}/favicon.ico`)}`), FOREIGN_RET);
    await refused(proxy(EVIL, `&mode=fragment&ret=${q(`${EVIL}/favicon.ico`)}`), UNREGISTERED);
    await refused(proxy(PAGE, `&mode=fragment&ret=${q(RET)}`).replace('demo-api-key', 'nope'), /Unknown API key &#39;nope&#39;/);
    const response = await fetch(proxy(PAGE, `&mode=fragment&ret=${q(RET)}`));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`RET = "${RET}"`);
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'unsafe-inline'; connect-src 'self'; frame-src ${PAGE}; child-src ${PAGE}; frame-ancestors ${PAGE}; base-uri 'none'`,
    );
  });

  it('the API proxy with postMessage tells an unregistered origin why, and nothing else', async () => {
    const html = await (await fetch(proxy(EVIL))).text();
    expect(html).toContain('REFUSAL = "JavaScript API Domain is restricted to 127.0.0.1, localhost');
  });

  it('a silent check with a good ret answers in frames on the page origin', async () => {
    const html = await (await fetch(signIn(PAGE, `&mode=silent&ret=${q(RET)}`))).text();
    expect(html).toContain(`toPage("${RET}", "inauth=1&state=s&error=not_authorized`);
  });

  it('the popup with ret: the code is bound to key, origin and ret, and the token goes only to ret', async () => {
    const browser = new FakeBrowser();
    const back = await approve(browser, signIn(PAGE, `&ret=${q(RET)}`), { id: DEMO_MEMBER.id, email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    const complete = new URL(back.headers.get('location')!);
    expect([complete.pathname, complete.searchParams.get('client_id'), complete.searchParams.get('origin'), complete.searchParams.get('ret')]).toEqual([
      '/uas/js/authcomplete',
      DEMO_APP.apiKey,
      PAGE,
      RET,
    ]);
    // The same code with another ret on the same origin: refused, and the code stays unused.
    const elsewhere = new URL(complete);
    elsewhere.searchParams.set('ret', `${PAGE}/other.ico`);
    expect((await browser.get(elsewhere.href)).status).toBe(400);
    const html = await (await browser.get(complete.href)).text();
    const token = kit.service.admin.tokens().at(-1)!.token;
    expect(html).toContain(`toPage("${RET}", "inauth=1&state=s&access_token=${token}&member_id=${DEMO_MEMBER.id}`);
  });

  it('the completion refuses an error sent to a foreign ret, or without the key', async () => {
    const complete = `${BASE}/uas/js/authcomplete?client_id=demo-api-key&origin=${q(EVIL)}&ret=${q(`${EVIL}/x`)}&state=s&error=access_denied`;
    await refused(complete, UNREGISTERED);
    await refused(`${BASE}/uas/js/authcomplete?origin=${q(PAGE)}&ret=${q(RET)}&state=s&error=access_denied`, /does not come from a sign-in window/);
  });
});
