// The framework's boot sequence, run from dist/in.js in a current browser window and from
// dist/in.min.js in one stripped to IE 8's built-ins (RUNTIMES). Every case runs in both.
import { afterEach, describe, expect, it } from 'vitest';
import { loadPage, RUNTIMES, type Page } from '../support/browserWindow';

const TAG = (body: string, src = 'http://127.0.0.1:8787/in.js') =>
  `<!DOCTYPE html><html><head></head><body><p id="p">x</p><script type="text/javascript" src="${src}">${body}</script></body></html>`;

const pages: Page[] = [];
afterEach(() => {
  while (pages.length) pages.pop()!.close();
});

function open(html: string, options: Parameters<typeof loadPage>[1] = {}) {
  const page = loadPage(html, options);
  pages.push(page);
  return page;
}

/** Page setup recording what the framework calls, in order. */
function recorder(calls: string[]) {
  return (w: any) => {
    w.first = function (this: any) {
      calls.push('first:' + (this === w));
    };
    w.MyApp = { init: () => calls.push('MyApp.init') };
    w.thrower = () => {
      throw new Error('page bug');
    };
  };
}

describe.each(RUNTIMES)('boot in a %s', (_name, legacy, bundle) => {
  it('parses the script tag into IN.ENV.js, tolerating CRLF, blank lines, indentation and // comments', async () => {
    const body = '\r\n  api_key:   demo-api-key \r\n\r\n// onLoad: notThis\r\n  authorize: TRUE\r\n  lang: fr_FR\r\n  scope: r_basicprofile r_emailaddress\r\n  credentials_cookie: true\r\n';
    const page = open(TAG(body), { legacy, bundle });
    const js = page.window.IN.ENV.js;
    expect(js.api_key).toBe('demo-api-key');
    expect(js.authorize).toBe(true);
    expect(js.lang).toBe('fr_FR');
    expect(js.scope).toBe('r_basicprofile r_emailaddress');
    expect(js.credentials_cookie).toBe(true);
    expect(js.onLoad).toBeUndefined();
    expect(page.window.IN.ENV.auth.api_key).toBe('demo-api-key');
    expect(page.console).toEqual([]);
  });

  it('fires frameworkLoaded, then systemReady after DOM ready, then runs onLoad functions once, in order, with this = window', async () => {
    const calls: string[] = [];
    const page = open(TAG('api_key: k\nonLoad: first, MyApp.init'), {
      legacy,
      setup: (w) => {
        recorder(calls)(w);
      },
    });
    const IN = page.window.IN;
    IN.Event.on(IN, 'frameworkLoaded', () => calls.push('frameworkLoaded'));
    IN.Event.on(IN, 'systemReady', () => calls.push('systemReady'));
    expect(calls).toEqual(['frameworkLoaded']);
    await page.settle();
    expect(calls).toEqual(['frameworkLoaded', 'systemReady', 'first:true', 'MyApp.init']);
    await page.settle();
    expect(calls.length).toBe(4);
  });

  it("reports an onLoad name that is not a function with the original's message and still runs the others", async () => {
    const calls: string[] = [];
    const page = open(TAG('api_key: k\nonLoad: nope, thrower, MyApp.missing, first'), { legacy, bundle, setup: recorder(calls) });
    await page.settle();
    expect(calls).toEqual(['first:true']);
    expect(page.console).toContainEqual(expect.stringContaining("Could not execute 'nope'. Please provide a valid function for callback."));
    expect(page.console).toContainEqual(expect.stringContaining("Could not execute 'MyApp.missing'."));
    expect(page.console).toContainEqual(expect.stringContaining("the onLoad function 'thrower' threw: page bug"));
  });

  it('warns about unknown settings and malformed lines, keeping the rest', () => {
    const page = open(TAG('api_key: k\napikey: typo\nthis line has no colon'), { legacy, bundle });
    expect(page.window.IN.ENV.js.api_key).toBe('k');
    expect(page.console.join('\n')).toMatch(/warn: in\.js: unknown setting 'apikey' ignored; known: api_key, onLoad/);
    expect(page.console.join('\n')).toMatch(/ignored line 'this line has no colon'/);
  });

  it('loads without api_key in widget-only mode: systemReady fires and onLoad runs', async () => {
    const calls: string[] = [];
    const page = open(TAG('onLoad: first'), { legacy, bundle, setup: recorder(calls) });
    await page.settle();
    expect(page.window.IN.ENV.auth.api_key).toBe('');
    expect(calls).toEqual(['first:true']);
  });

  it('points every service address at the origin the script came from, unless configured', () => {
    const page = open(TAG('api_key: k', '//mock.example.test:9000/in.js?v=1'), { legacy, bundle });
    expect(page.window.IN.ENV.url).toMatchObject({
      sdk: 'http://mock.example.test:9000',
      auth: 'http://mock.example.test:9000',
      base: 'http://mock.example.test:9000',
      api: 'http://mock.example.test:9000/v1',
    });
    const other = open(TAG('api_key: k\nbase_url: https://api.example.test/\nauth_url: https://auth.example.test'), { legacy, bundle });
    expect(other.window.IN.ENV.url.api).toBe('https://api.example.test/v1');
    expect(other.window.IN.ENV.url.auth).toBe('https://auth.example.test');
    expect(other.window.IN.ENV.url.sdk).toBe('http://127.0.0.1:8787');
  });

  it('in async mode waits for IN.init and takes the same settings from it', async () => {
    const calls: string[] = [];
    const page = open(TAG('', 'http://127.0.0.1:8787/in.js?async=true'), { legacy, bundle, setup: recorder(calls) });
    const IN = page.window.IN;
    IN.Event.on(IN, 'systemReady', () => calls.push('systemReady'));
    await page.settle();
    expect(calls).toEqual([]);
    IN.init({ api_key: 'async-key', onLoad: 'first', credentials_cookie: true });
    await page.settle();
    expect(calls).toEqual(['systemReady', 'first:true']);
    expect(IN.ENV.js).toMatchObject({ api_key: 'async-key', credentials_cookie: true });
    IN.init({ api_key: 'again' });
    expect(IN.ENV.js.api_key).toBe('async-key');
    expect(page.console.join('\n')).toMatch(/IN\.init ignored: already started/);
  });

  it('with authorize: true never holds systemReady back longer than the silent check allows', async () => {
    const calls: string[] = [];
    // jsdom loads no frames, so the auth host never answers: the check must give up by itself.
    const page = open(TAG('api_key: k\nauthorize: true\nonLoad: first'), { legacy, bundle, setup: recorder(calls) });
    const IN = page.window.IN;
    IN.Event.on(IN, 'noAuth', () => calls.push('noAuth'));
    const started = Date.now();
    await new Promise<void>((resolve) => IN.Event.on(IN, 'systemReady', () => resolve()));
    expect(Date.now() - started).toBeLessThan(3000);
    await page.settle();
    expect(calls).toEqual(['first:true', 'noAuth']);
    expect(IN.User.isAuthorized()).toBe(false);
  });

  it("with authorize: true runs onLoad signed in, then fires auth to the handlers onLoad subscribed (the original's order)", async () => {
    const calls: string[] = [];
    const page = open(TAG('api_key: k\nauthorize: true\nonLoad: onLinkedInLoad'), {
      legacy,
      bundle,
      url: 'http://localhost:3000/tutorial.html',
      setup: (w) => {
        // The original's JavaScript API tutorial.
        w.onLinkedInLoad = () => {
          calls.push('onLoad:' + w.IN.User.isAuthorized());
          w.IN.Event.on(w.IN, 'auth', () => calls.push('auth:' + w.IN.User.getMemberId()));
        };
      },
    });
    const { IN, document } = page.window;
    for (const name of ['systemReady', 'auth', 'noAuth', 'refresh']) IN.Event.on(IN, name, () => calls.push(name));
    await page.settle();
    const frame = [...document.getElementsByTagName('iframe')].find((f: any) => f.src.includes('mode=silent'));
    const state = new URL(frame.src).searchParams.get('state');
    page.window.dispatchEvent(
      new page.window.MessageEvent('message', {
        data: `inauth=1&state=${state}&access_token=T&member_id=M1&expires_in=1800`,
        origin: 'http://127.0.0.1:8787',
        source: frame.contentWindow,
      }),
    );
    await page.settle();
    expect(calls).toEqual(['systemReady', 'onLoad:true', 'auth', 'auth:M1']);
  });

  it('ignores a second copy of the script: one framework, events fire once', async () => {
    const calls: string[] = [];
    const page = open(TAG('api_key: k\nonLoad: first'), { legacy, bundle, setup: recorder(calls), loads: 2 });
    await page.settle();
    expect(calls).toEqual(['first:true']);
    expect(page.console.join('\n')).toMatch(/in\.js: loaded twice: second copy ignored\./);
  });

  it('without currentScript (IE 6-10), reads the in.js element IE says is running, not the last one on the page', async () => {
    const html = `<!DOCTYPE html><html><head><script src="//cdn.example.test/in.js">api_key: running</script></head><body>
<script src="http://127.0.0.1:8787/in.js?async=true">api_key: not-yet</script></body></html>`;
    const page = open(html, {
      legacy,
      bundle,
      setup: (w) => {
        Object.defineProperty(w.document.getElementsByTagName('script')[0], 'readyState', { value: 'interactive' });
      },
    });
    expect(page.window.IN.ENV.js.api_key).toBe('running');
    expect(page.window.IN.ENV.url.sdk).toBe('http://cdn.example.test');
  });

  it('evaluated by a loader (no script element of its own), waits for IN.init, with the page origin as the service', async () => {
    const calls: string[] = [];
    const page = open('<!DOCTYPE html><html><head></head><body></body></html>', { legacy, bundle, url: 'http://app.example.test/page.html', setup: recorder(calls) });
    const IN = page.window.IN;
    await page.settle();
    expect(calls).toEqual([]);
    IN.init({ api_key: 'k', onLoad: 'first' });
    await page.settle();
    expect(calls).toEqual(['first:true']);
    expect(IN.ENV.url.auth).toBe('http://app.example.test');
  });

  it('calls a late subscriber to a sticky event at once, with the extra data last', async () => {
    const page = open(TAG('api_key: k'), { legacy, bundle });
    await page.settle();
    const IN = page.window.IN;
    const got: unknown[] = [];
    IN.Event.on(IN, 'systemReady', function (this: unknown, extra: unknown) {
      got.push(this, extra);
    }, { me: 1 }, { extra: true });
    expect(got).toEqual([{ me: 1 }, { extra: true }]);
    IN.Event.onDOMReady(function (this: unknown) {
      got.push(this === page.window);
    });
    expect(got[2]).toBe(true);
  });

  it('delivers DOM events on an element id to IN.Event handlers, once with onOnce, and removes them', async () => {
    const page = open(TAG('api_key: k'), { legacy, bundle });
    await page.settle();
    const { IN, document } = page.window;
    const el = document.getElementById('p');
    const seen: string[] = [];
    const handler = function (this: any, event: any, extra: any) {
      seen.push(`${this === el}:${event.type}:${extra.n}`);
    };
    IN.Event.on('p', 'click', handler, undefined, { n: 1 });
    IN.Event.onOnce(el, 'click', (_e: unknown, extra: any) => seen.push('once:' + extra.n), undefined, { n: 2 });
    el.click();
    el.click();
    IN.Event.remove('p', 'click', handler);
    el.click();
    expect(seen).toEqual(['true:click:1', 'once:2', 'true:click:1']);
  });
});

// document.readyState is trusted only where it tells the truth: Firefox 3.0 has none, and IE 9/10
// (attachEvent beside addEventListener) say "interactive" too early, then "complete" only after
// the page's images. DOMContentLoaded (and window load) start the framework whatever it says.
describe.each([['dist/in.js'], ['dist/in.min.js']])('DOM ready from %s', (bundle) => {
  const booted = async (readyState: () => string | undefined, extra: (w: any) => void = () => undefined) => {
    const calls: string[] = [];
    const page = open(TAG('api_key: k\nonLoad: first'), {
      bundle,
      setup: (w) => {
        recorder(calls)(w);
        extra(w);
        Object.defineProperty(w.document, 'readyState', { configurable: true, get: readyState });
      },
    });
    // jsdom has loaded the document before the framework runs: the event comes as a page's would.
    page.window.document.dispatchEvent(new page.window.Event('DOMContentLoaded'));
    await new Promise((resolve) => page.window.setTimeout(() => page.window.setTimeout(resolve, 0), 0));
    return calls;
  };

  it('boots on DOMContentLoaded in a browser without document.readyState (Firefox 3.0)', async () => {
    expect(await booted(() => undefined)).toEqual(['first:true']);
  });

  it("boots on DOMContentLoaded while IE 9/10's readyState still says 'interactive'", async () => {
    expect(await booted(() => 'interactive', (w) => (w.document.attachEvent = () => undefined))).toEqual(['first:true']);
  });
});
