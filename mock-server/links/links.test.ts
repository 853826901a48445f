// Today's links through the service's handlers (useServiceKit, on the public useMockService, a
// cookie-keeping fake browser): share-offsite with its preview read from a page on this machine, the
// feed composer, Add to Profile.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mswHttp, HttpResponse } from 'msw';
import { parse } from 'acorn';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { FakeBrowser, findForm } from '../../test/support/fakeBrowser.js';
import { DEMO_MEMBER } from '../seed/demoAccounts.js';

const BASE = 'https://www.linkedin.com';
const kit = useServiceKit({ previewHosts: ['blog.example.test'] });

/** The pages of "the site" that is shared: a real server on this machine, as a team's app in CI. */
const pages = new Map<string, { status?: number; type?: string; body: string; location?: string }>();
let site = '';
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) return void res.writeHead(404).end('not found');
    res.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...(page.location ? { location: page.location } : {}) });
    res.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => pages.clear());

const ARTICLE_HTML = `<!DOCTYPE html><html><head><title>Engine notes | Example</title>
<meta property="og:title" content="Notes on the &lt;Analytical&gt; Engine">
<meta property="og:description" content="What the engine can do.">
<meta content="/images/engine.png" property="og:image">
<meta property="og:site_name" content="Example Blog"></head><body>…</body></html>`;

/** Signs in on the link's sign-in step and returns the link's page (after the 303 back to it). */
async function signedIn(browser: FakeBrowser, url: string, heading: string): Promise<{ html: string; url: string }> {
  const login = await (await browser.get(url)).text();
  expect(login).toContain(`<h1>${heading}</h1>`);
  const response = await browser.submit(login, url, 'login', { session_key: DEMO_MEMBER.email, session_password: DEMO_MEMBER.password });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!, url).href;
  return { html: await (await browser.get(location)).text(), url: location };
}

const sharesOf = (url: string) => [...kit.service.context.network.shares.values()].filter((share) => share.content?.submittedUrl === url);

describe('/sharing/share-offsite/?url=', () => {
  it('signs the member in, shows the preview built from the page’s Open Graph tags, posts the link once, and lists it on the admin page [F-LINKS-005] [F-LINKS-007]', async () => {
    pages.set('/post', { body: ARTICLE_HTML });
    const shared = `${site}/post`;
    const browser = new FakeBrowser();
    const page = await signedIn(browser, `${BASE}/sharing/share-offsite/?url=${encodeURIComponent(shared)}`, 'Sign in to share this link');
    expect(page.html).toContain('<strong id="preview-title">Notes on the &lt;Analytical&gt; Engine</strong>');
    expect(page.html).toContain('<span id="preview-description">What the engine can do.</span>');
    expect(page.html).toContain(`<img id="preview-image" src="${site}/images/engine.png" alt="">`);
    expect(page.html).toContain('<span id="preview-source">Example Blog</span>');
    expect(page.html).not.toContain('mock-notes');

    const posted = await browser.submit(page.html, page.url, 'post', { commentary: 'Worth a read', visibility: 'connections-only' });
    expect(posted.status).toBe(200);
    const done = await posted.text();
    expect(done).toContain('<h1>Posted</h1>');
    const script = /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(done)![1]!;
    expect(() => parse(script, { ecmaVersion: 3, allowReserved: 'never', sourceType: 'script' })).not.toThrow();
    expect(sharesOf(shared)).toEqual([
      expect.objectContaining({
        comment: 'Worth a read',
        visibility: 'connections-only',
        content: { submittedUrl: shared, title: 'Notes on the <Analytical> Engine', description: 'What the engine can do.', submittedImageUrl: `${site}/images/engine.png` },
      }),
    ]);
    const urn = /<a id="view-post" href="\/feed\/update\/(urn:li:share:\d+)\/">/.exec(done)![1];
    expect(kit.service.admin.posts().posts[0]).toMatchObject({ urn, article: shared, commentary: 'Worth a read' });
    // The same form again: the same answer, no second post.
    await browser.submit(page.html, page.url, 'post', { commentary: 'Worth a read', visibility: 'connections-only' });
    expect(sharesOf(shared)).toHaveLength(1);
  });

  it('says in the journal and on the page when the shared page has no og:title or og:image (the title falls back to <title>) [F-LINKS-006] [F-LINKS-008]', async () => {
    pages.set('/bare', { body: '<html><head><title>Bare page</title></head><body></body></html>' });
    const shared = `${site}/bare`;
    const browser = new FakeBrowser();
    const page = await signedIn(browser, `${BASE}/sharing/share-offsite/?url=${encodeURIComponent(shared)}&title=Ignored&summary=Ignored`, 'Sign in to share this link');
    expect(page.html).toContain('<strong id="preview-title">Bare page</strong>');
    expect(page.html).toContain('id="mock-notes"');
    expect(page.html).toContain('has no og:title');
    expect(page.html).toContain('has no og:image');
    const [opened, shown] = kit.service.admin.requests({ method: 'GET', path: '/sharing/share-offsite/' });
    // The link's own GET (the sign-in step) says what it ignores; the page's GET what the shared page lacks.
    expect(opened!.notes).toEqual(["share-offsite ignores title= and summary= (LinkedIn has built the preview from the page's Open Graph tags alone since about 2020)."]);
    expect(shown!.notes).toEqual([
      expect.stringContaining(`The shared page ${shared} has no og:title: LinkedIn builds the preview from the page's Open Graph tags`),
      expect.stringContaining('has no og:image'),
    ]);
    await browser.submit(page.html, page.url, 'post', { commentary: '', visibility: 'anyone' });
    expect(sharesOf(shared)[0]!.content).toEqual({ submittedUrl: shared, title: 'Bare page' });
  });

  it('never reads a page from the network: another host is read only when the test routes it and names it in previewHosts; redirects keep to the rule [F-LINKS-009]', async () => {
    let asked = 0;
    kit.server.use(
      mswHttp.get('https://blog.example.test/post', () => HttpResponse.html('<meta property="og:title" content="Routed"><meta property="og:image" content="https://blog.example.test/i.png">')),
      mswHttp.get('https://elsewhere.example/post', () => {
        asked++;
        return HttpResponse.html('<meta property="og:title" content="Leaked">');
      }),
    );
    const browser = new FakeBrowser();
    const routed = await signedIn(browser, `${BASE}/sharing/share-offsite/?url=${encodeURIComponent('https://blog.example.test/post')}`, 'Sign in to share this link');
    expect(routed.html).toContain('<strong id="preview-title">Routed</strong>');

    const other = await (await browser.get(`${BASE}/sharing/share-offsite/?url=${encodeURIComponent('https://elsewhere.example/post')}`)).text();
    expect(asked).toBe(0);
    expect(other).toContain('<strong id="preview-title">elsewhere.example</strong>');
    expect(other).toContain('&#39;elsewhere.example&#39; is not this machine, and the mock never reads a page from the network');

    pages.set('/moved', { status: 302, body: '', location: 'https://elsewhere.example/post' });
    const moved = await (await browser.get(`${BASE}/sharing/share-offsite/?url=${encodeURIComponent(`${site}/moved`)}`)).text();
    expect(asked).toBe(0);
    expect(moved).toContain('it redirects to https://elsewhere.example/post');
    pages.set('/data', { type: 'application/json', body: '{}' });
    expect(await (await browser.get(`${BASE}/sharing/share-offsite/?url=${encodeURIComponent(`${site}/data`)}`)).text()).toContain('not an HTML page');
  });

  it('refuses a link without a web address (400), a form without its CSRF token (403), and a post over 3,000 characters (400, the text kept) [F-LINKS-010]', async () => {
    expect((await new FakeBrowser().get(`${BASE}/sharing/share-offsite/?url=${encodeURIComponent('javascript:alert(1)')}`)).status).toBe(400);
    expect((await new FakeBrowser().get(`${BASE}/sharing/share-offsite/`)).status).toBe(400);
    pages.set('/post', { body: ARTICLE_HTML });
    const browser = new FakeBrowser();
    const page = await signedIn(browser, `${BASE}/sharing/share-offsite?url=${encodeURIComponent(`${site}/post`)}`, 'Sign in to share this link');
    const forged = await browser.post(`${BASE}/sharing/share-offsite/`, { url: `${site}/post`, action: 'post', commentary: 'x', visibility: 'anyone' });
    expect(forged.status).toBe(403);
    const long = await browser.submit(page.html, page.url, 'post', { commentary: 'a'.repeat(3001), visibility: 'anyone' });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('Your post is 3001 characters long; at most 3000 are allowed.');
    expect(sharesOf(`${site}/post`)).toHaveLength(0);
  });
});

describe('/feed/?shareActive=true&text=', () => {
  it('opens the composer with the text (escaped), posts it, and Cancel posts nothing [F-LINKS-011]', async () => {
    const browser = new FakeBrowser();
    const text = 'Just finished <the> course';
    const page = await signedIn(browser, `${BASE}/feed/?shareActive=true&text=${encodeURIComponent(text)}`, 'Sign in to post');
    expect(page.html).toContain('<h1>Create a post</h1>');
    expect(page.html).toContain('Just finished &lt;the&gt; course</textarea>');
    const before = kit.service.context.network.shares.size;
    const done = await (await browser.submit(page.html, page.url, 'post', { commentary: text, visibility: 'anyone' })).text();
    expect(done).toContain('<h1>Posted</h1>');
    expect(kit.service.context.network.shares.size).toBe(before + 1);
    expect(kit.service.admin.posts().posts[0]!.commentary).toBe(text);
    const fresh = await (await browser.get(page.url)).text();
    const empty = await browser.submit(fresh, page.url, 'post', { commentary: '  ', visibility: 'anyone' });
    expect([empty.status, (await empty.text()).includes('the post has no text')]).toEqual([400, true]);
    const again = await (await browser.get(`${BASE}/feed/?shareActive=true&text=x`)).text();
    expect(await (await browser.submit(again, `${BASE}/feed/`, 'cancel')).text()).toContain('<h1>Not posted</h1>');
    expect(kit.service.context.network.shares.size).toBe(before + 1);
    // Without shareActive=true: the feed, with a way to start a post.
    expect(await (await browser.get(`${BASE}/feed/`)).text()).toContain('<a id="start-post" href="/feed/?shareActive=true">Start a post</a>');
  });
});

describe('/profile/add?startTask=CERTIFICATION_NAME', () => {
  const LINK = `${BASE}/profile/add?startTask=CERTIFICATION_NAME&name=${encodeURIComponent('Engine Operator <Level 2>')}&organizationId=1001&issueYear=2024&issueMonth=3&expirationYear=2027&expirationMonth=3&certUrl=${encodeURIComponent('https://courses.example.test/cert/42')}&certId=EO-42`;

  it('fills the form from the link (the company page’s name for organizationId), saves the certification in the profile, and lists it on the admin page [F-LINKS-012]', async () => {
    const browser = new FakeBrowser();
    const page = await signedIn(browser, LINK, 'Sign in to add this to your profile');
    expect(page.html).toContain('<h1>Add license or certification</h1>');
    expect(page.html).toContain('value="Engine Operator &lt;Level 2&gt;"');
    expect(page.html).toContain('id="organization" name="organization" value="Difference Works"');
    expect(page.html).toContain('<option value="3" selected>March</option>');
    const form = findForm(page.html, 'save')!;
    const fields = { name: 'Engine Operator <Level 2>', organization: 'Difference Works', issueMonth: '3', issueYear: '2024', expirationMonth: '3', expirationYear: '2027', certId: 'EO-42', certUrl: 'https://courses.example.test/cert/42' };
    const saved = await browser.submit(page.html, page.url, 'save', fields);
    expect(saved.status).toBe(200);
    const done = await saved.text();
    expect(done).toContain('<h1>Added to your profile</h1>');
    expect(done).toContain('<a id="back" href="https://courses.example.test/cert/42">');
    expect(form.fields['link.organizationId']).toBe('1001');

    const token = kit.token(['r_fullprofile']);
    const profile = await (await fetch('https://api.linkedin.com/v1/people/~:(certifications)?format=json', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(profile.certifications.values.at(-1)).toEqual({
      id: expect.any(Number),
      name: 'Engine Operator <Level 2>',
      authority: { name: 'Difference Works' },
      number: 'EO-42',
      startDate: { year: 2024, month: 3 },
      endDate: { year: 2027, month: 3 },
    });
    expect(kit.service.admin.profileAdditions()).toEqual([
      expect.objectContaining({ member: { id: DEMO_MEMBER.id, name: 'Ada Lovelace' }, name: 'Engine Operator <Level 2>', organization: 'Difference Works', organizationId: '1001', issued: { year: 2024, month: 3 }, credentialId: 'EO-42' }),
    ]);
    const listed = await (await fetch(`${BASE}/__admin/profile-additions`)).json();
    expect(listed.profileAdditions).toHaveLength(1);
  });

  it('refuses what a profile cannot hold, with the form kept; a link without startTask=CERTIFICATION_NAME is a 400 page [F-LINKS-013]', async () => {
    const browser = new FakeBrowser();
    const page = await signedIn(browser, LINK, 'Sign in to add this to your profile');
    const cases: [Record<string, string>, string][] = [
      [{ name: '', organization: 'X' }, 'Name the license or certification.'],
      [{ name: 'A', organization: 'X', issueYear: '24' }, 'The issue date needs a year of four digits'],
      [{ name: 'A', organization: 'X', issueYear: '2024', issueMonth: '5', expirationYear: '2023' }, 'The expiration date is before the issue date.'],
      [{ name: 'A', organization: 'X', certUrl: 'javascript:alert(1)' }, 'The credential URL must be a complete web address'],
    ];
    const before = kit.service.admin.profileAdditions().length;
    // Each answer is the form again, with the member's values and a fresh CSRF token: the next try sends it.
    let html = page.html;
    for (const [fields, message] of cases) {
      const answer = await browser.submit(html, page.url, 'save', fields);
      expect(answer.status).toBe(400);
      html = await answer.text();
      expect(html).toContain(message);
    }
    expect(html).toContain('id="certUrl" name="certUrl" value="javascript:alert(1)"');
    expect(kit.service.admin.profileAdditions()).toHaveLength(before);
    expect((await new FakeBrowser().get(`${BASE}/profile/add?startTask=POSITION&name=x`)).status).toBe(400);
    const unknownPage = await (await browser.get(`${BASE}/profile/add?startTask=CERTIFICATION_NAME&name=x&organizationId=99999`)).text();
    expect(unknownPage).toContain('organizationId=99999, which no company page of the data set has');
  });
});
