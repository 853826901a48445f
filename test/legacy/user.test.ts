// IN.User from the built bundles: dist/in.js in a current window, dist/in.min.js in one with IE 8's
// built-ins only.
// The auth window is a frame the test controls; its messages are dispatched as the browser would.
import { afterEach, describe, expect, it } from 'vitest';
import { loadPage, RUNTIMES, type Page } from '../support/browserWindow';
import { crc32 } from '../../mock-server/jsapi/crc32';

const AUTH = 'http://127.0.0.1:8787';
const TAG = `<!DOCTYPE html><html><head></head><body><script src="${AUTH}/in.js">api_key: demo-api-key
credentials_cookie: true
credentials_cookie_crc: true</script></body></html>`;

const pages: Page[] = [];
afterEach(() => {
  while (pages.length) pages.pop()!.close();
});

function setup(legacy: boolean, bundle: string) {
  const page = loadPage(TAG, { legacy, bundle, url: 'http://localhost:3000/app.html' });
  pages.push(page);
  const w = page.window;
  const frame = w.document.createElement('iframe');
  w.document.body.appendChild(frame);
  const popup = frame.contentWindow;
  const opened: string[] = [];
  w.open = (url: string) => {
    opened.push(url);
    return popup;
  };
  const post = (data: string, origin = AUTH, source = popup) =>
    w.dispatchEvent(new w.MessageEvent('message', { data, origin, source }));
  const events: string[] = [];
  for (const name of ['auth', 'noAuth', 'logout', 'refresh']) w.IN.Event.on(w.IN, name, () => events.push(name));
  /** Answers the newest JSONP request the framework made (jsdom runs no scripts here). */
  const answerJsonp = (data: unknown) => {
    const scripts = [...w.document.getElementsByTagName('script')].filter((s: any) => s.src.includes('callback='));
    const src = scripts[scripts.length - 1].src as string;
    const callback = new URL(src).searchParams.get('callback')!;
    w.eval(`${callback}(${JSON.stringify(data)})`);
    return src;
  };
  return { page, w, popup, opened, post, events, answerJsonp };
}

describe.each(RUNTIMES)('IN.User in a %s', (_name, legacy, bundle) => {
  it('opens the authorization window and signs in on the one valid message', async () => {
    const { w, opened, post, events } = setup(legacy, bundle);
    await pages[0].settle();
    const got: string[] = [];
    expect(w.IN.User.authorize(() => got.push('callback'))).toBe(false);
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]);
    expect(url.origin + url.pathname).toBe(AUTH + '/uas/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ immediate: 'true', client_id: 'demo-api-key', type: 'user-agent', origin: 'http://localhost:3000' });
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9]{24}$/);
    const cookieJson = JSON.stringify({ signature_version: 1, access_token: 'T', member_id: 'M1', signature: 'sig' });
    // The service sends the cookie's CRC-32 with it (mock-server/jsapi/deliverToken.ts).
    const crc = crc32(encodeURIComponent(cookieJson));
    const token = `inauth=1&state=${state}&access_token=T&member_id=M1&expires_in=1800&cookie=${encodeURIComponent(cookieJson)}&cookie_crc=${crc}`;

    post(token, 'http://evil.test'); // wrong origin
    post(token, AUTH, w); // not the popup
    post(token.replace(state, 'guess')); // wrong state
    expect(w.IN.User.isAuthorized()).toBe(false);

    post(token);
    expect(w.IN.User.isAuthorized()).toBe(true);
    expect(w.IN.User.getMemberId()).toBe('M1');
    expect(w.IN.ENV.auth.oauth_token).toBe('T');
    expect(w.IN.User.getUIMode()).toBe('iframe');
    expect(got).toEqual(['callback']);
    expect(events).toEqual(['auth', 'refresh']);
    const cookies = w.document.cookie as string;
    expect(decodeURIComponent(cookies.match(/linkedin_oauth_demo-api-key=([^;]*)/)![1])).toBe(cookieJson);
    expect(cookies).toContain(`linkedin_oauth_demo-api-key_crc=${crc}`);
  });

  it('drops the callback and fires noAuth when the member denies', async () => {
    const { w, opened, post, events } = setup(legacy, bundle);
    await pages[0].settle();
    const got: string[] = [];
    w.IN.User.authorize(() => got.push('first'));
    const state = new URL(opened[0]).searchParams.get('state');
    post(`inauth=1&state=${state}&error=user_cancelled_authorize&error_description=denied`);
    expect(events).toEqual(['noAuth']);
    w.IN.User.authorize(() => got.push('second'));
    const next = new URL(opened[1]).searchParams.get('state');
    post(`inauth=1&state=${next}&access_token=T&member_id=M1&expires_in=1800`);
    expect(got).toEqual(['second']);
  });

  it('says in the console why a page on an unlisted origin gets no token, for sign-in and sharing', async () => {
    const { w, opened, post, events, page } = setup(legacy, bundle);
    await page.settle();
    w.IN.User.authorize();
    post(`inauth=1&state=${new URL(opened[0]).searchParams.get('state')}&error=origin_not_allowed&error_description=Domain%20is%20restricted%20to%20a.test`);
    w.IN.UI.Share().place();
    post(`inshare=1&state=${new URL(opened[1]).searchParams.get('state')}&error=origin_not_allowed&error_description=Sharing%20is%20restricted%20to%20a.test`);
    expect(events).toEqual(['noAuth']);
    expect(page.console.filter((line) => line.includes('restricted'))).toEqual([
      'error: in.js: Domain is restricted to a.test',
      'error: in.js: Sharing is restricted to a.test',
    ]);
  });

  it('refreshes through the service and logs out, clearing the session and cookies', async () => {
    const { w, opened, post, events, answerJsonp } = setup(legacy, bundle);
    await pages[0].settle();
    w.IN.User.authorize();
    const state = new URL(opened[0]).searchParams.get('state');
    post(`inauth=1&state=${state}&access_token=T&member_id=M1&expires_in=60&cookie=x`);
    w.IN.User.refresh();
    const src = answerJsonp({ expires_in: 1800 });
    expect(src).toContain(`${AUTH}/uas/js/authuserspace?api_key=demo-api-key&oauth_token=T&callback=IN_jsonp1`);
    expect(w.IN.ENV.auth.oauth_expires_in).toBe(1800);
    const done: string[] = [];
    w.IN.User.logout(() => done.push('callback'));
    expect(answerJsonp({ status: 'logged_out' })).toContain('/uas/connect/logout?api_key=demo-api-key&oauth_token=T');
    expect(events).toEqual(['auth', 'refresh', 'refresh', 'logout']);
    expect(done).toEqual(['callback']);
    expect([w.IN.User.isAuthorized(), w.IN.ENV.auth.oauth_token, w.IN.User.getMemberId()]).toEqual([false, '', '']);
    expect(w.document.cookie).not.toContain('linkedin_oauth_demo-api-key');
  });

  it('IN.UI.Share opens the share dialog for the URL and reports the one valid answer', async () => {
    const { w, opened, post, page } = setup(legacy, bundle);
    await page.settle();
    const seen: string[] = [];
    w.IN.UI.Share().params({ url: 'https://example.com/a b' }).place().success((r: any) => seen.push('success:' + r.updateKey + ':' + r.visibility)).error((e: any) => seen.push('error:' + e.error));
    const url = new URL(opened[0]);
    expect(url.origin + url.pathname).toBe(AUTH + '/cws/share');
    expect(url.searchParams.get('url')).toBe('https://example.com/a b');
    expect(url.searchParams.get('origin')).toBe('http://localhost:3000');
    const state = url.searchParams.get('state');
    post(`inauth=1&state=${state}&updateKey=X`); // a sign-in message is not a share answer
    post(`inshare=1&state=${state}&updateKey=UPDATE-1&url=x&comment=&visibility=anyone`);
    w.IN.UI.Share().error((e: any) => seen.push('error:' + e.error)).place();
    post(`inshare=1&state=${new URL(opened[1]).searchParams.get('state')}&error=user_cancelled&error_description=cancelled`);
    await page.settle();
    expect(seen).toEqual(['success:UPDATE-1:anyone', 'error:user_cancelled']);
  });

  it('reports a blocked popup', async () => {
    const { w, page } = setup(legacy, bundle);
    await page.settle();
    w.open = () => null;
    const errors: string[] = [];
    const ready: string[] = [];
    w.IN.UI.Authorize().place().error((e: any) => errors.push(e.error)).ready(() => ready.push('ready'));
    await page.settle();
    expect(errors).toEqual(['blocked']);
    expect(ready).toEqual([]);
    // The blocked attempt is over: the next one opens a window again.
    let opened = 0;
    w.open = () => (opened++, w.document.createElement('iframe'));
    w.IN.UI.Authorize().place().ready(() => ready.push('ready'));
    await page.settle();
    expect([opened, ready]).toEqual([1, ['ready']]);
    expect(page.console.join('\n')).toContain('the sign-in popup was blocked');
  });

  it('without an api_key: one warning at load, one clear console error for sign-in; the share dialog still opens', async () => {
    const page = loadPage(`<script src="${AUTH}/in.js"></script>`, { legacy, bundle });
    pages.push(page);
    await page.settle();
    page.window.open = () => {
      throw new Error('must not open');
    };
    expect(page.window.IN.User.authorize()).toBe(false);
    expect(page.console).toEqual([
      'warn: in.js: widgets only: sign-in or IN.API needs an API key: add "api_key: YOUR_KEY" to the in.js tag or IN.init().',
      'error: in.js: IN.User.authorize needs an API key: add "api_key: YOUR_KEY" to the in.js tag or IN.init().',
    ]);
    const opened: string[] = [];
    page.window.open = (url: string) => (opened.push(url), { closed: false, close() {}, focus() {} });
    page.window.IN.UI.Share().params({ url: 'https://example.com/a' }).place();
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(new RegExp('^' + AUTH + '/cws/share\\?api_key=&origin=http%3A%2F%2Fapp.example.test&state=\\w+&url=https%3A%2F%2Fexample.com%2Fa'));
    expect(page.console).toHaveLength(2);
  });
});
