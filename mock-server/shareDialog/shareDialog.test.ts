import { describe, expect, it } from 'vitest';
import { FakeBrowser, findForm } from '../../test/support/fakeBrowser.js';
import { DEMO_APP, DEMO_MEMBER } from '../seed/demoAccounts.js';
import { SHARE_COMMENT_MAX } from '../defaults.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { TEST_FIXTURES } from '../../test/support/oauthFlow.js';

const BASE = 'http://127.0.0.1:8787';
const PAGE = 'http://localhost:3000';
const SHARED = 'https://example.com/articles/engines?id=7';
const ADA = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password };

const kit = useServiceKit({ fixtures: TEST_FIXTURES });

/** The dialog's URL with these parameters (null leaves one out). */
function dialogUrl(params: Record<string, string | null> = {}): string {
  const all: Record<string, string | null> = { api_key: DEMO_APP.apiKey, origin: PAGE, state: 'st-42', url: SHARED, ...params };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(all)) if (value !== null) query.append(name, value);
  return `${BASE}/cws/share?${query}`;
}

interface Page {
  status: number;
  html: string;
  url: string;
  headers: Headers;
}

async function pageOf(response: Response, url: string): Promise<Page> {
  return { status: response.status, html: await response.text(), url, headers: response.headers };
}

async function open(browser: FakeBrowser, params: Record<string, string | null> = {}): Promise<Page> {
  const url = dialogUrl(params);
  return pageOf(await browser.get(url), url);
}

/** Submits a form of `page` and follows redirects on the host. */
async function submit(browser: FakeBrowser, page: Page, button: string, fields: Record<string, string> = {}): Promise<Page> {
  const response = await browser.submit(page.html, page.url, button, fields);
  const location = response.headers.get('location');
  const next = await browser.followOnHost(response, page.url);
  return pageOf(next, location ? new URL(location, page.url).href : page.url);
}

/** Opens the dialog and signs Ada in: the share form. */
async function openSignedIn(browser = new FakeBrowser(), params: Record<string, string | null> = {}): Promise<Page> {
  const login = await open(browser, params);
  expect(login.html).toContain('name="session_key"');
  const form = await submit(browser, login, 'login', { session_key: ADA.email, session_password: ADA.password });
  expect(form.status).toBe(200);
  expect(form.html).toContain('name="comment"');
  return form;
}

/** The message a relay page posts, and where to. */
function relayed(html: string): { origin: string; fields: URLSearchParams; mark: string; closes: boolean } {
  const match = /postMessage\(("(?:[^"\\]|\\.)*"), ("(?:[^"\\]|\\.)*")\)/.exec(html);
  if (!match) throw new Error(`not a relay page:\n${html}`);
  const message = JSON.parse(match[1]!) as string;
  const mark = message.split('&')[0]!;
  return { origin: JSON.parse(match[2]!) as string, fields: new URLSearchParams(message.slice(mark.length + 1)), mark, closes: html.includes('window.close()') };
}

function restToken(memberId = DEMO_MEMBER.id): string {
  return kit.service.context.tokens.issue({ apiKey: DEMO_APP.apiKey, memberId, scopes: ['rw_nus'] }).token;
}

async function networkUpdates(memberId: string, query: string) {
  const response = await fetch(`${BASE}/v1/people/~/network/updates?${query}`, {
    headers: { authorization: `Bearer ${restToken(memberId)}`, 'x-li-format': 'json' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { values?: { updateKey: string; updateContent: { person: { id: string; currentShare?: Record<string, any> } } }[] };
}

function shares() {
  return [...kit.service.context.network.shares.values()].filter((share) => share.content?.submittedUrl?.startsWith('https://example.com/'));
}

describe('GET /cws/share: what opens the dialog', () => {
  it('unknown API key: an error page naming the key, nothing relayed', async () => {
    const page = await open(new FakeBrowser(), { api_key: 'no-such-key' });
    expect(page.status).toBe(400);
    expect(page.html).toContain("Unknown API key &#39;no-such-key&#39;");
    expect(page.html).not.toMatch(/<script/i);
  });

  it('origin missing or not an origin: an error page, nothing relayed', async () => {
    for (const origin of [null, 'localhost:3000', 'http://localhost:3000/page.html', 'file:///tmp/page.html']) {
      const page = await open(new FakeBrowser(), { origin });
      expect(page.status, String(origin)).toBe(400);
      expect(page.html).toContain("needs the page&#39;s origin");
      expect(page.html).not.toMatch(/<script/i);
    }
  });

  it('missing state: an error page, nothing relayed', async () => {
    const page = await open(new FakeBrowser(), { state: null });
    expect(page.status).toBe(400);
    expect(page.html).toContain('The share window needs a state.');
    expect(page.html).not.toMatch(/<script/i);
  });

  it('an origin not registered for the key: the page names it and tells that origin origin_not_allowed, window stays open', async () => {
    const page = await open(new FakeBrowser(), { origin: 'https://evil.example' });
    expect(page.html).toContain('JavaScript API Domain is restricted to 127.0.0.1, localhost');
    expect(page.html).toContain('this page is on https://evil.example.');
    const message = relayed(page.html);
    expect(message).toMatchObject({ origin: 'https://evil.example', mark: 'inshare=1', closes: false });
    expect(message.fields.get('state')).toBe('st-42');
    expect(message.fields.get('error')).toBe('origin_not_allowed');
    expect(message.fields.get('error_description')).toBe(
      'JavaScript API Domain is restricted to 127.0.0.1, localhost, http://127.0.0.1:8787, http://localhost:8787',
    );
    expect(page.html).not.toContain('name="session_key"');
  });

  it('a link that is not an absolute http(s) URL: an error page, relayed as invalid_url, no form', async () => {
    for (const url of [null, '', 'example.com/page', '/relative', 'javascript:alert(1)', 'ftp://example.com/file', 'http:example.com', 'http://', 'https://exa mple.com/']) {
      const page = await open(new FakeBrowser(), { url });
      expect(page.html, String(url)).toContain('<h1>This link cannot be shared</h1>');
      expect(page.html).not.toContain('name="comment"');
      const message = relayed(page.html);
      expect(message.fields.get('error')).toBe('invalid_url');
      expect(message.closes).toBe(false);
    }
  });

  it('not signed in: the sign-in form (session_key, session_password, login and cancel), sets the browser cookie', async () => {
    const browser = new FakeBrowser();
    const page = await open(browser);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.html).toContain('<h1>Sign in to share this link</h1>');
    expect(page.html).toContain('name="session_key"');
    expect(page.html).toContain('type="password" id="session_password" name="session_password"');
    expect(page.html).toContain('<button type="submit" name="action" value="login" id="login">Sign in</button>');
    expect(page.html).toContain('<button type="submit" name="action" value="cancel" id="cancel">Cancel</button>');
    expect(page.html).not.toMatch(/<script/i);
    expect(browser.cookies.has('bcookie')).toBe(true);
    expect(findForm(page.html, 'login')!.fields).toMatchObject({ api_key: DEMO_APP.apiKey, origin: PAGE, state: 'st-42', url: SHARED });
  });
});

describe('signing in inside the dialog', () => {
  it('login sets the session cookie and shows the share form: link, comment, visibility, Share, Cancel, who is signed in', async () => {
    const browser = new FakeBrowser();
    const login = await open(browser);
    const response = await browser.submit(login.html, login.url, 'login', { session_key: ADA.email, session_password: ADA.password });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(dialogUrl());
    expect(response.headers.get('set-cookie')).toMatch(/^li_at=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
    const form = await pageOf(await browser.get(response.headers.get('location')!), dialogUrl());
    expect(form.status).toBe(200);
    expect(form.html).toContain(`<div id="share-url" style="`);
    expect(form.html).toContain(`>${SHARED.replace('&', '&amp;')}</div>`);
    expect(form.html).toMatch(/<textarea id="comment" name="comment"[^>]*maxlength="700"[^>]*>\n<\/textarea>/);
    expect(form.html).toContain(
      '<select id="visibility" name="visibility"><option value="anyone" selected>Anyone</option><option value="connections-only">Connections only</option></select>',
    );
    expect(form.html).toContain('<button type="submit" name="action" value="post" id="post">Share</button>');
    expect(form.html).toContain('<button type="submit" name="action" value="cancel" id="cancel">Cancel</button>');
    expect(form.html).toContain('Sharing as <span id="member-name">Ada Lovelace</span>');
    expect(form.html).not.toMatch(/<script/i);
    // One button per form (IE 6).
    for (const match of form.html.matchAll(/<form[\s\S]*?<\/form>/g)) expect(match[0].match(/<button/g)).toHaveLength(1);
  });

  it('already signed in on the auth host: straight to the share form', async () => {
    const browser = new FakeBrowser();
    await openSignedIn(browser);
    const again = await open(browser, { state: 'st-43', url: 'https://example.com/other' });
    expect(again.html).toContain('name="comment"');
    expect(again.html).not.toContain('name="session_key"');
  });

  it('wrong password or no e-mail: the sign-in form again with an error, the e-mail kept, no session', async () => {
    const browser = new FakeBrowser();
    let page = await open(browser);
    page = await submit(browser, page, 'login', { session_key: ADA.email, session_password: 'wrong' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div class="error" id="error">That e-mail address and password do not match an account. Try again.</div>');
    expect(page.html).toContain(`value="${ADA.email}"`);
    expect(browser.cookies.has('li_at')).toBe(false);
    page = await submit(browser, page, 'login', { session_key: ' ', session_password: '' });
    expect(page.html).toContain('Enter your e-mail address and password.');
    expect(browser.cookies.has('li_at')).toBe(false);
  });

  it('"Not you? Sign out" ends the session and shows the sign-in form', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    const page = await submit(browser, form, 'signout');
    expect(browser.cookies.has('li_at')).toBe(false);
    expect(page.html).toContain('name="session_key"');
  });
});

describe('posting a share', () => {
  it('the form posted from another browser is refused: its token is bound to the browser cookie', async () => {
    const form = await openSignedIn();
    const other = new FakeBrowser();
    await openSignedIn(other); // signed in, with its own browser cookie
    const done = await submit(other, form, 'post', { comment: 'Worth a read', visibility: 'anyone' });
    expect(done.status).toBe(403);
    expect(shares()).toHaveLength(0);
  });

  it('Share: the share is stored, relayed, and shows in updates (self and connections) and in the share count', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    const before = kit.service.context.network.shares.size;
    const done = await submit(browser, form, 'post', { comment: 'Worth a read', visibility: 'connections-only' });
    expect(done.status).toBe(200);
    expect(done.headers.get('content-security-policy')).toContain(`frame-ancestors ${PAGE}`);
    expect(done.html).toContain('The link was shared.');

    expect(kit.service.context.network.shares.size).toBe(before + 1);
    const [share] = shares();
    expect(share).toMatchObject({ authorId: DEMO_MEMBER.id, comment: 'Worth a read', content: { submittedUrl: SHARED }, visibility: 'connections-only' });

    const message = relayed(done.html);
    expect(message.origin).toBe(PAGE);
    expect(message.mark).toBe('inshare=1');
    expect(message.closes).toBe(true);
    const updateKey = message.fields.get('updateKey')!;
    expect(Object.fromEntries(message.fields)).toEqual({ state: 'st-42', updateKey, url: SHARED, comment: 'Worth a read', visibility: 'connections-only' });
    const update = kit.service.context.network.updates.find((u) => u.key === updateKey);
    expect(update).toMatchObject({ type: 'SHAR', memberId: DEMO_MEMBER.id, shareId: share!.id });

    const own = await networkUpdates(DEMO_MEMBER.id, 'scope=self');
    const mine = own.values?.find((u) => u.updateKey === updateKey);
    expect(mine?.updateContent.person.currentShare).toMatchObject({ comment: 'Worth a read', content: { submittedUrl: SHARED }, visibility: { code: 'connections-only' } });

    const friend = kit.service.context.network.connectionsOf(DEMO_MEMBER.id)[0]!;
    expect(friend).toBeDefined();
    const theirs = await networkUpdates(friend, 'count=50');
    expect(theirs.values?.map((u) => u.updateKey)).toContain(updateKey);

    const count = await fetch(`${BASE}/countserv/count/share?url=${encodeURIComponent(SHARED)}&callback=cb`);
    expect(await count.text()).toBe(`cb({"count":1,"fCnt":"1","fCntPlusOne":"2","url":${JSON.stringify(SHARED)}});`);
  });

  it('without an API key (a widget-only page on any origin): sign-in, cancel and Share work, and answer only that origin', async () => {
    for (const api_key of [null, '']) {
      const anyone = new FakeBrowser();
      const login = await open(anyone, { api_key, origin: 'https://blog.example' });
      expect(login.status).toBe(200);
      expect(login.html).toContain('name="session_key"');
      expect(login.html).not.toContain('id="app-name"');
      const cancelled = relayed((await submit(anyone, login, 'cancel')).html);
      expect(cancelled).toMatchObject({ origin: 'https://blog.example', mark: 'inshare=1', closes: true });
      expect(cancelled.fields.get('error')).toBe('user_cancelled');
    }
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser, { api_key: null, origin: 'https://blog.example' });
    const done = await submit(browser, form, 'post', { comment: 'No key needed', visibility: 'anyone' });
    expect(done.headers.get('content-security-policy')).toContain('frame-ancestors https://blog.example');
    const message = relayed(done.html);
    expect(message.origin).toBe('https://blog.example');
    expect(Object.fromEntries(message.fields)).toEqual({ state: 'st-42', updateKey: message.fields.get('updateKey'), url: SHARED, comment: 'No key needed', visibility: 'anyone' });
    expect(shares()).toMatchObject([{ authorId: DEMO_MEMBER.id, comment: 'No key needed' }]);
  });

  it('no comment: the link alone is shared; the relayed comment is empty', async () => {
    const browser = new FakeBrowser();
    const done = await submit(browser, await openSignedIn(browser), 'post', { comment: '  ', visibility: 'anyone' });
    expect(done.status).toBe(200);
    expect(shares()).toHaveLength(1);
    expect(shares()[0]).not.toHaveProperty('comment');
    expect(relayed(done.html).fields.get('comment')).toBe('');
  });

  it('a form sent twice (double click) makes one share; the second answer is the same relay page', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    const first = await submit(browser, form, 'post', { comment: 'Once', visibility: 'anyone' });
    const second = await submit(browser, form, 'post', { comment: 'Once', visibility: 'anyone' });
    expect(shares()).toHaveLength(1);
    expect(second.status).toBe(200);
    expect(relayed(second.html).fields.get('updateKey')).toBe(relayed(first.html).fields.get('updateKey'));
  });

  it('the same form sent again after its share is gone (admin reset) is refused, not answered with the old relay', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    await submit(browser, form, 'post', { comment: 'Once', visibility: 'anyone' });
    kit.service.context.network.shares.delete(shares()[0]!.id);
    const again = await submit(browser, form, 'post', { comment: 'Once', visibility: 'anyone' });
    expect(again.status).toBe(403);
    expect(shares()).toHaveLength(0);
  });

  it('two posts of one form at the same moment still make one share', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    const [a, b] = await Promise.all([
      browser.submit(form.html, form.url, 'post', { comment: 'Race', visibility: 'anyone' }),
      browser.submit(form.html, form.url, 'post', { comment: 'Race', visibility: 'anyone' }),
    ]);
    expect(shares()).toHaveLength(1);
    const keys = await Promise.all([a, b].map(async (r) => relayed(await r.text()).fields.get('updateKey')));
    expect(keys[0]).toBe(keys[1]);
  });

  it('the IE 6/7 label "Share" is accepted as the post action', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    const fields = { ...findForm(form.html, 'post')!.fields, action: 'Share', comment: 'From IE', visibility: 'anyone' };
    const response = await browser.post(`${BASE}/cws/share`, fields);
    expect(response.status).toBe(200);
    expect(shares()).toHaveLength(1);
  });

  it(`a comment of ${SHARE_COMMENT_MAX + 1} characters: an error in the dialog, the input kept, nothing posted`, async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    const long = 'x'.repeat(SHARE_COMMENT_MAX + 1);
    const page = await submit(browser, form, 'post', { comment: long, visibility: 'connections-only' });
    expect(page.status).toBe(400);
    expect(page.html).toContain('<div class="error" id="error">Your comment is 701 characters long; at most 700 are allowed.');
    expect(page.html).toContain(`>\n${long}</textarea>`);
    expect(page.html).toContain('<option value="connections-only" selected>');
    expect(page.html).not.toMatch(/<script/i);
    expect(shares()).toHaveLength(0);
    // Shortened, the new form posts.
    const done = await submit(browser, page, 'post', { comment: long.slice(1), visibility: 'anyone' });
    expect(done.status).toBe(200);
    expect(shares()).toHaveLength(1);
  });

  it(`${SHARE_COMMENT_MAX} characters with line breaks sent as CRLF are accepted (a line break counts once)`, async () => {
    const browser = new FakeBrowser();
    const comment = `${'a'.repeat(349)}\r\n${'b'.repeat(350)}`;
    const done = await submit(browser, await openSignedIn(browser), 'post', { comment, visibility: 'anyone' });
    expect(done.status).toBe(200);
    expect(shares()[0]!.comment).toBe(`${'a'.repeat(349)}\n${'b'.repeat(350)}`);
  });

  it('an unknown visibility: an error in the dialog, nothing posted', async () => {
    const browser = new FakeBrowser();
    const page = await submit(browser, await openSignedIn(browser), 'post', { comment: 'Hi', visibility: 'everyone' });
    expect(page.status).toBe(400);
    expect(page.html).toContain('Choose who may see the share: Anyone or Connections only.');
    expect(shares()).toHaveLength(0);
  });

  it('a url changed in the hidden field to one that cannot be shared: refused, nothing posted', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    const page = await submit(browser, form, 'post', { url: 'javascript:alert(1)', comment: 'Hi', visibility: 'anyone' });
    expect(page.html).toContain('This link cannot be shared');
    expect(relayed(page.html).fields.get('error')).toBe('invalid_url');
    expect(shares()).toHaveLength(0);
  });

  it('signed out in another tab before posting: the sign-in form with a message, nothing posted', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    browser.cookies.delete('li_at');
    browser.cookies.delete('li_at_cross_site');
    const page = await submit(browser, form, 'post', { comment: 'Hi', visibility: 'anyone' });
    expect(page.html).toContain('Your sign-in has ended; sign in again to share.');
    expect(page.html).toContain('name="session_key"');
    expect(shares()).toHaveLength(0);
  });
});

describe('cancel', () => {
  it('Cancel on the share form relays state, error=user_cancelled and a description, closes, shares nothing', async () => {
    const browser = new FakeBrowser();
    const page = await submit(browser, await openSignedIn(browser), 'cancel');
    const message = relayed(page.html);
    expect(message).toMatchObject({ origin: PAGE, mark: 'inshare=1', closes: true });
    expect(Object.fromEntries(message.fields)).toEqual({ state: 'st-42', error: 'user_cancelled', error_description: 'The member cancelled the share.' });
    expect(shares()).toHaveLength(0);
  });

  it('Cancel on the sign-in form does the same', async () => {
    const browser = new FakeBrowser();
    const page = await submit(browser, await open(browser), 'cancel');
    expect(relayed(page.html).fields.get('error')).toBe('user_cancelled');
    expect(browser.cookies.has('li_at')).toBe(false);
  });
});

describe('CSRF', () => {
  it('a post without a token, with a wrong one, or without the browser cookie is refused (403) and posts nothing', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    const fields = findForm(form.html, 'post')!.fields;
    for (const change of [{ csrfToken: '' }, { csrfToken: 'forged-token-forged-token-forged-' }]) {
      const response = await browser.post(`${BASE}/cws/share`, { ...fields, ...change, comment: 'Hi', visibility: 'anyone' });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('(CSRF check). Nothing was shared');
    }
    const noBrowserCookie = new FakeBrowser();
    noBrowserCookie.cookies.set('li_at', browser.cookies.get('li_at')!);
    const response = await noBrowserCookie.post(`${BASE}/cws/share`, { ...fields, comment: 'Hi', visibility: 'anyone' });
    expect(response.status).toBe(403);
    expect(shares()).toHaveLength(0);
  });

  it('a token issued for another share (other state or url) is refused', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    const fields = findForm(form.html, 'post')!.fields;
    for (const change of [{ state: 'other-state' }, { url: 'https://example.com/else' }]) {
      const response = await browser.post(`${BASE}/cws/share`, { ...fields, ...change, comment: 'Hi', visibility: 'anyone' });
      expect(response.status).toBe(403);
    }
    expect(shares()).toHaveLength(0);
  });

  it('a post with no action or an unknown one does nothing', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    const response = await browser.post(`${BASE}/cws/share`, { ...findForm(form.html, 'post')!.fields, action: 'allow' });
    expect(response.status).toBe(400);
    expect(shares()).toHaveLength(0);
  });
});

describe('escaping', () => {
  const HOSTILE = 'https://example.com/?q=<script>alert(1)</script>&"x"=\'y\'';

  it('a url with <script> is shown escaped on every page, and carried safely in the relay', async () => {
    const browser = new FakeBrowser();
    const login = await open(browser, { url: HOSTILE });
    expect(login.html).not.toContain('<script>alert');
    expect(login.html).toContain('value="https://example.com/?q=&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;x&quot;=&#39;y&#39;"');
    const form = await submit(browser, login, 'login', { session_key: ADA.email, session_password: ADA.password });
    expect(form.html).toContain('>https://example.com/?q=&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;x&quot;=&#39;y&#39;</div>');
    expect(form.html).not.toMatch(/<script/i);
    const done = await submit(browser, form, 'post', { comment: '</textarea><script>alert(2)</script>', visibility: 'anyone' });
    expect(done.html.match(/<script/gi)).toHaveLength(1); // the relay's own
    expect(done.html).not.toContain('</script>alert');
    expect(relayed(done.html).fields.get('url')).toBe(HOSTILE);
    expect(relayed(done.html).fields.get('comment')).toBe('</textarea><script>alert(2)</script>');
    expect(shares()[0]!.content!.submittedUrl).toBe(HOSTILE);
  });

  it('a comment with markup is shown escaped when the form comes back with an error', async () => {
    const browser = new FakeBrowser();
    const form = await openSignedIn(browser);
    const comment = `</textarea><script>alert(1)</script>${'x'.repeat(SHARE_COMMENT_MAX)}`;
    const page = await submit(browser, form, 'post', { comment, visibility: '"><script>alert(3)</script>' });
    expect(page.status).toBe(400);
    expect(page.html).not.toMatch(/<script/i);
    expect(page.html).toContain('&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('an origin refusal escapes what it shows', async () => {
    const page = await open(new FakeBrowser(), { api_key: '<b>key</b>' });
    expect(page.html).toContain('&lt;b&gt;key&lt;/b&gt;');
    expect(page.html).not.toContain('<b>key');
  });
});
