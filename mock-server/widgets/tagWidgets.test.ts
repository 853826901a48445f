// The service side of the v1 tags kept in parts, through the handlers (useServiceKit, a cookie-keeping
// fake browser): the follow button's frame and window, the jobs and company insider frames, the
// recommend window and its counter. The scripts they send parse as ES3.
import { describe, expect, it } from 'vitest';
import { FakeBrowser, findForm } from '../../test/support/fakeBrowser.js';
import { DEMO_MEMBER } from '../seed/demoAccounts.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { es3Problem } from '../../scripts/legacy/checkEs3.mjs';

const BASE = 'http://127.0.0.1:8787';
const kit = useServiceKit();

const scriptsOf = (html: string) => [...html.matchAll(/<script type="text\/javascript">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

/** Signs the browser in through the login step of a window at `url`; returns the page it comes back to. */
async function signIn(browser: FakeBrowser, url: string): Promise<string> {
  const login = await (await browser.get(url)).text();
  const response = await browser.submit(login, url, 'login', { session_key: DEMO_MEMBER.email, session_password: DEMO_MEMBER.password });
  expect(response.status).toBe(303);
  return (await browser.get(new URL(response.headers.get('location')!, url).href)).text();
}

describe('IN/FollowCompany: the frame and the follow window', () => {
  it('the frame shows Follow and the count where counterPosition puts it, framable by any page, with one ES3 script [F-TAGS-001]', async () => {
    const company = kit.service.context.network.companies.get('1001')!;
    const answer = await fetch(`${BASE}/cws/followcompany?companyIdentifier=1001&counterPosition=top&origin=${encodeURIComponent('http://localhost:3000')}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).not.toContain('frame-ancestors');
    expect(answer.headers.get('x-frame-options')).toBeNull();
    const html = await answer.text();
    expect(html).toContain(`<div class="top"><span class="count" id="count" title="Followers of Difference Works">${company.followers.length}</span><button type="button" id="follow"`);
    const [script] = scriptsOf(html);
    expect(es3Problem(script!, 'follow frame')).toBeNull();
    expect(script).toContain('var SELF = "http://127.0.0.1:8787", PAGE = "http://localhost:3000"');
    expect(script).toContain(`URL = "http://127.0.0.1:8787/cws/followcompany/follow?companyIdentifier=1001"`);
    // An origin that is not one: the frame tells no page; an unknown company: 404, none: 400.
    expect(await (await fetch(`${BASE}/cws/followcompany?companyIdentifier=1001&origin=javascript:alert(1)`)).text()).toContain('PAGE = ""');
    expect((await fetch(`${BASE}/cws/followcompany?companyIdentifier=9`)).status).toBe(404);
    expect((await fetch(`${BASE}/cws/followcompany`)).status).toBe(400);
  });

  it('the window signs in, asks (its ES3 script clicks Follow only for the frame that opened it), follows once, and answers the frame [F-TAGS-002]', async () => {
    const company = kit.service.context.network.companies.get('1002')!;
    const before = company.followers.length;
    const browser = new FakeBrowser();
    const url = `${BASE}/cws/followcompany/follow?companyIdentifier=1002`;
    const page = await signIn(browser, url);
    expect(page).toContain(`<h1>Follow ${company.name}</h1>`);
    const [script] = scriptsOf(page);
    expect(es3Problem(script!, 'follow window')).toBeNull();
    expect(script).toContain(`if (opener === "1002") document.getElementById('follow').click();`);
    const followed = await browser.submit(page, url, 'follow');
    const relay = await followed.text();
    expect(relay).toContain(`infollow=1&id=1002&following=true&count=${before + 1}`);
    // The message is for the frame, on the service's own origin, which alone may frame the page.
    expect(followed.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:8787');
    expect(company.followers.filter((id) => id === DEMO_MEMBER.id)).toHaveLength(1);
    expect(kit.service.context.network.updates.filter((u) => u.type === 'MSFC' && u.companyId === '1002' && u.memberId === DEMO_MEMBER.id)).toHaveLength(1);
    // Opened again: the member follows already; the window answers at once, nothing changes.
    const again = await (await browser.get(url)).text();
    expect(again).toContain(`infollow=1&id=1002&following=true&count=${before + 1}`);
    expect(company.followers).toHaveLength(before + 1);
    // The frame, for a member it sees, says Following.
    const frame = await (await browser.get(`${BASE}/cws/followcompany?companyIdentifier=1002`)).text();
    expect(frame).toContain('class="follow following" disabled');
  });

  it('a follow without the window’s own CSRF token is refused, and Cancel follows nothing [F-TAGS-018]', async () => {
    const company = kit.service.context.network.companies.get('1006')!;
    const before = company.followers.length;
    const browser = new FakeBrowser();
    const url = `${BASE}/cws/followcompany/follow?companyIdentifier=1006`;
    const page = await signIn(browser, url);
    const forged = await browser.post(`${BASE}/cws/followcompany/follow`, { companyIdentifier: '1006', action: 'follow' });
    expect(forged.status).toBe(403);
    expect(await (await browser.submit(page, url, 'cancel')).text()).toContain('<h1>Not followed</h1>');
    expect(company.followers).toHaveLength(before);
    expect((await new FakeBrowser().get(`${BASE}/cws/followcompany/follow`)).status).toBe(400);
  });
});

describe('IN/JYMBII and IN/CompanyInsider frames', () => {
  it('the jobs frame lists the company’s newest jobs (max), or an industry’s or job function’s; each links to its page; escaped [F-TAGS-009]', async () => {
    const jobs = [...kit.service.context.network.jobs.values()].filter((j) => j.companyId === '1001').sort((a, b) => b.timestamp - a.timestamp);
    const html = await (await fetch(`${BASE}/cws/jymbii?companyId=1001&max=1&format=inline`)).text();
    expect([...html.matchAll(/<a class="job" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([[`https://www.linkedin.com/jobs?viewJob=&amp;jobId=${jobs[0]!.id}`, jobs[0]!.title]]);
    const engineering = await (await fetch(`${BASE}/cws/jymbii?jobFunction=eng&max=20`)).text();
    expect(engineering).toContain('<h1>Jobs you may be interested in</h1>');
    expect([...engineering.matchAll(/class="job"/g)].length).toBeGreaterThan(0);
    expect(await (await fetch(`${BASE}/cws/jymbii?companyId=1001&title=${encodeURIComponent('<b>Ours</b>')}`)).text()).toContain('<h1>&lt;b&gt;Ours&lt;/b&gt;</h1>');
    expect((await fetch(`${BASE}/cws/jymbii?companyId=nope`)).status).toBe(404);
  });

  it('the insider frame shows the viewer’s connections there only to a signed-in viewer, and names others by initial [F-TAGS-010] [F-TAGS-011]', async () => {
    const anonymous = await (await fetch(`${BASE}/cws/company/insider?companyId=1001&modules=innetwork,newhires,jobchanges`)).text();
    expect(anonymous).toContain('Sign in on LinkedIn to see who you know at Difference Works.');
    expect(anonymous).toMatch(/<div class="module" id="newhires"><h2>New hires<\/h2><ul><li>\w+ \w\.</);
    const browser = new FakeBrowser();
    await signIn(browser, `${BASE}/cws/followcompany/follow?companyIdentifier=1001`);
    const seen = await (await browser.get(`${BASE}/cws/company/insider?companyId=1001&modules=innetwork`)).text();
    expect(seen).toMatch(/<h2>In your network \(\d+\)<\/h2>/);
    expect(seen).not.toContain('id="newhires"');
    expect((await fetch(`${BASE}/cws/company/insider`)).status).toBe(400);
  });
});

describe('IN/RecommendProduct: the counter and the window', () => {
  it('counts by JSONP with a checked callback, and recommends once per member, answering the page [F-TAGS-012] [F-TAGS-017]', async () => {
    const product = kit.service.context.network.companies.get('1001')!.products![0]!;
    const count = async () => (await fetch(`${BASE}/countserv/count/recommendproduct?company=1001&product=${product.id}&callback=IN_jsonp1`)).text();
    expect(await count()).toBe('IN_jsonp1({"count":0,"fCnt":"0"});');
    expect((await fetch(`${BASE}/countserv/count/recommendproduct?company=1001&product=${product.id}&callback=alert(1)`)).status).toBe(400);
    expect((await fetch(`${BASE}/countserv/count/recommendproduct?company=1001&product=nope&callback=cb`)).status).toBe(404);
    const browser = new FakeBrowser();
    const url = `${BASE}/cws/recommendproduct?company=1001&product=${product.id}&origin=${encodeURIComponent('http://localhost:3000')}&state=s1`;
    const page = await signIn(browser, url);
    expect(page).toContain(`<h1>Recommend ${product.name}</h1>`);
    const relay = await (await browser.submit(page, url, 'recommend')).text();
    expect(relay).toContain('"inrecommend=1&state=s1&count=1"');
    expect(await count()).toBe('IN_jsonp1({"count":1,"fCnt":"1"});');
    const again = await (await browser.get(url)).text();
    expect(again).toContain('You recommend this product already');
    await browser.submit(again, url, 'recommend');
    expect(product.recommenders).toEqual([DEMO_MEMBER.id]);
    // With an API key, the page's origin must be one the app lists.
    expect(await (await new FakeBrowser().get(url.replace('origin=', 'api_key=demo-api-key&origin=').replace(encodeURIComponent('http://localhost:3000'), encodeURIComponent('http://evil.example')))).text()).toContain('restricted to');
    expect(findForm(page, 'cancel')!.fields.state).toBe('s1');
  });
});
