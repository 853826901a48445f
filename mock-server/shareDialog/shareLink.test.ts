// The share links of the era through the dialog's handlers (setupServer, a cookie-keeping fake
// browser): /shareArticle?mini=true&… and /cws/share?url=… with no key, origin or state.
import { describe, expect, it } from 'vitest';
import { parse } from 'acorn';
import { FakeBrowser, findForm } from '../../test/support/fakeBrowser.js';
import { DEMO_MEMBER } from '../seed/demoAccounts.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { TEST_FIXTURES } from '../../test/support/oauthFlow.js';

const BASE = 'http://127.0.0.1:8787';
const ARTICLE = 'https://example.com/articles/engine';
const LINK = `${BASE}/shareArticle?mini=true&url=${encodeURIComponent(ARTICLE)}&title=${encodeURIComponent('The <Engine>')}&summary=Notes&source=Example`;

const kit = useServiceKit({ fixtures: TEST_FIXTURES });

async function signedInForm(browser: FakeBrowser, url = LINK): Promise<{ html: string; url: string }> {
  const login = await (await browser.get(url)).text();
  expect(login).toContain('<h1>Sign in to share this link</h1>');
  const response = await browser.submit(login, url, 'login', { session_key: DEMO_MEMBER.email, session_password: DEMO_MEMBER.password });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!, url).href;
  return { html: await (await browser.get(location)).text(), url: location };
}

describe('share links', () => {
  it('/shareArticle opens the dialog prefilled (escaped); the forms carry the link, not an origin [F-LINKS-001]', async () => {
    const browser = new FakeBrowser();
    const page = await signedInForm(browser);
    expect(page.url.startsWith(`${BASE}/cws/share?`)).toBe(true);
    expect(page.html).toContain('<strong id="share-title">The &lt;Engine&gt;</strong>');
    expect(page.html).toContain('<span id="share-summary">Notes</span>');
    expect(findForm(page.html, 'post')!.fields).toMatchObject({ url: ARTICLE, mini: 'true', title: 'The <Engine>', summary: 'Notes', source: 'Example' });
    expect(findForm(page.html, 'post')!.fields).not.toHaveProperty('origin');
  });

  it('Share posts the share with title and description, once, and answers a page that closes a popup (ES3 script, its own CSP) [F-LINKS-002]', async () => {
    const browser = new FakeBrowser();
    const page = await signedInForm(browser);
    const response = await browser.submit(page.html, page.url, 'post', { comment: 'Worth a read' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'unsafe-inline'");
    const html = await response.text();
    expect(html).toContain('<h1>Shared</h1>');
    expect(html).toContain(`<a id="back" href="${ARTICLE}">Back to The &lt;Engine&gt;</a>`);
    const script = /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(() => parse(script, { ecmaVersion: 3, allowReserved: 'never', sourceType: 'script' })).not.toThrow();
    const shares = [...kit.service.context.network.shares.values()].filter((share) => share.content?.submittedUrl === ARTICLE);
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({ comment: 'Worth a read', content: { title: 'The <Engine>', description: 'Notes' }, visibility: 'anyone' });
    // The same form again: the same answer, no second share.
    await browser.submit(page.html, page.url, 'post', { comment: 'Worth a read' });
    expect([...kit.service.context.network.shares.values()].filter((share) => share.content?.submittedUrl === ARTICLE)).toHaveLength(1);
  });

  it('/cws/share?url= alone is a link too; a link that cannot be shared is a 400 page; the framework\'s dialog still needs its origin [F-LINKS-004]', async () => {
    const page = await signedInForm(new FakeBrowser(), `${BASE}/cws/share?url=${encodeURIComponent(ARTICLE)}`);
    expect(page.html).toContain(`>${ARTICLE}</div>`);
    const bad = await new FakeBrowser().get(`${BASE}/shareArticle?mini=true&url=${encodeURIComponent('javascript:alert(1)')}`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('must be a complete web address');
    const framework = await new FakeBrowser().get(`${BASE}/cws/share?api_key=demo-api-key&state=s1&url=${encodeURIComponent(ARTICLE)}`);
    expect(framework.status).toBe(400);
    expect(await framework.text()).toContain('needs the page&#39;s origin');
  });
});
