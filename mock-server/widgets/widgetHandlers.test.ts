import { describe, expect, it } from 'vitest';
import { DEMO_APP, DEMO_MEMBER } from '../seed/demoAccounts.js';
import { countScript, countShares, formatShareCount, isCallbackPath, sameUrlKey } from './shareCount.js';
import { findCompany, findMember } from '../views/profileCards.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const BASE = 'http://widgets.mock.test';
// One service, back to its start-up state after each test.
const kit = useServiceKit();

async function get(path: string) {
  const response = await fetch(BASE + path);
  return { status: response.status, type: response.headers.get('content-type'), headers: response.headers, text: await response.text() };
}

async function postShare(url: string, comment = 'look') {
  const token = kit.service.context.tokens.issue({ apiKey: DEMO_APP.apiKey, memberId: DEMO_MEMBER.id, scopes: ['rw_nus'] }).token;
  const response = await fetch(`${BASE}/v1/people/~/shares?format=json`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-li-format': 'json' },
    body: JSON.stringify({ comment, content: { title: 'A page', 'submitted-url': url }, visibility: { code: 'anyone' } }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

describe('GET /scripts/in-widgets.css', () => {
  it('serves the widget stylesheet the framework links: every class the tags use, every size, no chained classes (IE 6)', async () => {
    const css = await get('/scripts/in-widgets.css');
    expect(css.status).toBe(200);
    expect(css.type).toBe('text/css; charset=utf-8');
    expect(css.headers.get('x-content-type-options')).toBe('nosniff');
    for (const rule of ['.IN-btn{', '.IN-small .IN-btn{font-size:11px;line-height:20px;height:20px}', '.IN-medium .IN-btn{', '.IN-large .IN-count{', '.IN-btn:focus', '.IN-widget .IN-hidden{display:none}', '.IN-card{', '.IN-inlink{', '.IN-top .IN-count{', '.IN-widget iframe{display:block;height:170px}']) {
      expect(css.text).toContain(rule);
    }
    expect(css.text).not.toMatch(/\.[\w-]+\.[\w-]/);
  });
});

describe('GET /countserv/count/share', () => {
  it("answers the original's JSONP call with the number of shares of the URL [F-TAGS-014] [F-TAGS-016]", async () => {
    const url = 'https://example.com/article?id=1';
    const first = await get(`/countserv/count/share?url=${encodeURIComponent(url)}&callback=IN.Tags.Share.handleCount`);
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/javascript; charset=utf-8');
    expect(first.text).toBe('IN.Tags.Share.handleCount({"count":0,"fCnt":"0","fCntPlusOne":"1","url":"https://example.com/article?id=1"});');
    await postShare(url);
    await postShare('https://EXAMPLE.com/article/?id=1#comments');
    await postShare('https://example.com/other');
    const after = await get(`/countserv/count/share?url=${encodeURIComponent(url)}`);
    expect(after.text).toBe('IN.Tags.Share.handleCount({"count":2,"fCnt":"2","fCntPlusOne":"3","url":"https://example.com/article?id=1"});');
  });

  it('counts the seeded company shares too', async () => {
    const seeded = [...kit.service.context.network.shares.values()].find((s) => s.content?.submittedUrl)!.content!.submittedUrl!;
    const { text } = await get(`/countserv/count/share?url=${encodeURIComponent(seeded)}&callback=cb`);
    expect(text).toMatch(/^cb\(\{"count":[1-9]\d*,"fCnt":"[1-9]\d*","fCntPlusOne":"[1-9]\d*","url":/);
  });

  it('keeps a URL with </script> or U+2028 from breaking out of the script', async () => {
    const { text } = await get(`/countserv/count/share?url=${encodeURIComponent('x</script><b>\u2028')}&callback=cb`);
    expect(text).toBe('cb({"count":0,"fCnt":"0","fCntPlusOne":"1","url":"x\\u003c/script\\u003e\\u003cb\\u003e\\u2028"});');
  });

  it('refuses a callback that is not a JavaScript name path, and a missing url, with a 400 that says why [F-TAGS-017]', async () => {
    for (const callback of ['alert(1)', 'a..b', '1abc', 'a.b-c', 'x'.repeat(129), 'cb;alert(1)']) {
      const answer = await get(`/countserv/count/share?url=u&callback=${encodeURIComponent(callback)}`);
      expect(answer.status).toBe(400);
      expect(answer.type).toBe('text/plain; charset=utf-8');
      expect(answer.text).toMatch(/^The callback parameter must be a JavaScript name or dotted path/);
    }
    const missing = await get('/countserv/count/share?callback=cb');
    expect(missing.status).toBe(400);
    expect(missing.text).toMatch(/The url parameter is missing/);
  });

  it("formats fCnt and fCntPlusOne as the original framework showed counts: commas above 1000, thousands above 10000 [F-TAGS-015]", () => {
    expect([0, 999, 1000, 1001, 9999, 10000, 10001, 123456, 1234567].map(formatShareCount)).toEqual([
      '0', '999', '1000', '1,001', '9,999', '10,000', '10 k', '123 k', '1,234 k',
    ]);
    expect(countScript('cb', 'u', 9999)).toBe('cb({"count":9999,"fCnt":"9,999","fCntPlusOne":"10,000","url":"u"});');
    expect(countScript('cb', 'u', 10000)).toBe('cb({"count":10000,"fCnt":"10,000","fCntPlusOne":"10 k","url":"u"});');
  });

  it('accepts identifier paths as callbacks', () => {
    for (const ok of ['cb', '$', '_a1', 'IN.Tags.Share.handleCount', 'jQuery123_456']) expect(isCallbackPath(ok)).toBe(true);
  });

  it('compares addresses without fragment, trailing slash or case of scheme and host [F-TAGS-016]', () => {
    expect(sameUrlKey('HTTPS://Example.COM/a/b/#x')).toBe('https://example.com/a/b');
    expect(sameUrlKey('https://example.com/a/B?q=1')).toBe('https://example.com/a/B?q=1');
    expect(sameUrlKey('not a url')).toBe('not a url');
    expect(countShares(kit.service.context.network, 'https://nowhere.example/')).toBe(0);
  });
});

describe('profile cards', () => {
  it('renders a member card from a public profile URL, in any of its usual spellings, or a member id', async () => {
    for (const id of ['https://www.linkedin.com/in/ada-lovelace', 'http://linkedin.com/in/ada-lovelace/', 'www.LinkedIn.com/in/ada-lovelace?trk=x', DEMO_MEMBER.id]) {
      const card = await get(`/cws/member/public_profile?public_profile_url=${encodeURIComponent(id)}&format=inline`);
      expect(card.status, id).toBe(200);
      expect(card.text).toContain('>Ada Lovelace</a>');
    }
    const card = await get(`/cws/member/public_profile?public_profile_url=${DEMO_MEMBER.id}`);
    expect(card.type).toBe('text/html; charset=utf-8');
    expect(card.text).toContain('Analyst of engines at Difference Works');
    expect(card.text).toContain('Current: Analyst of engines at Difference Works');
    expect(card.text).toContain('href="https://www.linkedin.com/in/ada-lovelace"');
    // Public fields only.
    expect(card.text).not.toContain(DEMO_MEMBER.email);
    expect(card.text).not.toContain(DEMO_MEMBER.password);
    expect(card.text).not.toMatch(/<script/i);
    // Framed by any page, runs nothing.
    expect(card.headers.get('x-frame-options')).toBeNull();
    expect(card.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(card.headers.get('content-security-policy')).not.toContain('frame-ancestors');
  });

  it('leaves out the related lines with related=false', async () => {
    const card = await get(`/cws/member/public_profile?public_profile_url=${DEMO_MEMBER.id}&related=false`);
    expect(card.text).not.toContain('Current:');
  });

  it('renders a company card by id, universal name or name', async () => {
    for (const id of ['1001', 'difference-works', 'Difference Works', 'DIFFERENCE WORKS']) {
      const card = await get(`/cws/company/profile?companyIdentifier=${encodeURIComponent(id)}`);
      expect(card.status, id).toBe(200);
      expect(card.text).toContain('>Difference Works</a>');
      expect(card.text).toContain('Mechanical or Industrial Engineering');
    }
  });

  it('escapes what members wrote', async () => {
    const member = kit.service.context.directory.members.get(DEMO_MEMBER.id)!;
    member.headline = '<img src=x onerror=alert(1)>';
    const card = await get(`/cws/member/public_profile?public_profile_url=${DEMO_MEMBER.id}`);
    expect(card.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(card.text).not.toContain('<img');
  });

  it('answers 404 with a card for an unknown profile, 400 without an id', async () => {
    const missing = await get('/cws/member/public_profile?public_profile_url=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fnobody');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('No member has the public profile https://www.linkedin.com/in/nobody.');
    expect((await get('/cws/company/profile?companyIdentifier=%3Cb%3E')).text).toContain('No company has the id or name &lt;b&gt;.');
    expect((await get('/cws/company/profile')).status).toBe(400);
    expect((await get('/cws/member/public_profile')).status).toBe(400);
  });

  it('finds nothing for names that only look alike', () => {
    expect(findMember(kit.service.context.directory, 'https://www.linkedin.com/in/ada')).toBeUndefined();
    expect(findCompany(kit.service.context.network, 'Difference')).toBeUndefined();
  });
});
