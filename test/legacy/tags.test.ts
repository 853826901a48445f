// Framework tags and templates run from the built bundles, dist/in.js in a current browser window
// and dist/in.min.js in one stripped to IE 8's built-ins (addEventListener replaced by
// attachEvent, no ES5 methods).
// IN.User, IN.API.Profile and IN.UI.Share are replaced by fakes with the original's contracts,
// so these tests are about the tags, not about sign-in or the share dialog.
import { afterEach, describe, expect, it } from 'vitest';
import { loadPage, RUNTIMES, type Page } from '../support/browserWindow';

const SDK = 'http://127.0.0.1:8787';
const PAGE = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body>${body}<div id="later"></div><script type="text/javascript" src="${SDK}/in.js"></script></body></html>`;

const pages: Page[] = [];
afterEach(() => {
  while (pages.length) pages.pop()!.close();
});

function open(body: string, legacy: boolean, bundle?: string) {
  const page = loadPage(PAGE(body), { legacy, bundle });
  pages.push(page);
  return page;
}

/** Replaces IN.User, IN.API and IN.UI.Share with fakes; returns what they saw. */
function fakeServices(IN: any) {
  const seen: any = { authorize: 0, shares: [] as any[] };
  let authorized = false;
  IN.User = {
    isAuthorized: () => authorized,
    authorize() {
      seen.authorize++;
      authorized = true;
      IN.Event.fire('auth');
    },
  };
  IN.API = {
    Profile(id: string) {
      seen.profile = id;
      const call = {
        result(fn: (r: unknown) => void) {
          fn({ _total: 1, values: [{ id: 'm1', firstName: 'Ada', lastName: '<Lovelace>', headline: 'Analyst' }] });
          return call;
        },
        error() {
          return call;
        },
      };
      return call;
    },
  };
  IN.UI.Share = function () {
    const share: any = { success: [], error: [] };
    seen.shares.push(share);
    const api = {
      params(p: unknown) {
        share.params = p;
        return api;
      },
      place() {
        share.placed = true;
        return api;
      },
      success(fn: Function) {
        share.success.push(fn);
        return api;
      },
      error(fn: Function) {
        share.error.push(fn);
        return api;
      },
      remove() {},
    };
    return api;
  };
  return seen;
}

const widgets = (doc: any) => {
  const out: any[] = [];
  const spans = doc.getElementsByTagName('span');
  for (let i = 0; i < spans.length; i++) if (/(^| )IN-widget( |$)/.test(spans[i].className)) out.push(spans[i]);
  return out;
};

describe.each(RUNTIMES)('tags in a %s', (_name, legacy, bundle) => {
  it('renders every built-in tag found in the page, once, with the widget stylesheet linked once', async () => {
    const page = open(
      '<script type="IN/Share" data-url="http://app.example.test/a" data-counter="top"></script>' +
        '<script type="in/login">Hi <?js= firstName ?></script>' +
        '<script type="IN/MemberProfile" data-id="https://www.linkedin.com/in/ada-lovelace" data-format="inline"></script>' +
        '<in:tag name="CompanyProfile" data-id="1001" data-text="Difference Works"></in:tag>',
      legacy,
      bundle,
    );
    await page.settle();
    const doc = page.window.document;
    const found = widgets(doc);
    expect(found.length).toBe(4);
    expect(found[0].getElementsByTagName('button')[0].innerHTML).toContain('Share');
    expect(found[0].firstChild.className).toBe('IN-count');
    expect(found[1].getElementsByTagName('button')[0].innerHTML).toContain('Sign in with LinkedIn');
    expect(found[2].getElementsByTagName('iframe')[0].getAttribute('src')).toBe(
      `${SDK}/cws/member/public_profile?public_profile_url=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fada-lovelace&format=inline&width=300`,
    );
    expect(found[3].getElementsByTagName('button')[0].getAttribute('aria-label')).toBe('Difference Works: LinkedIn company profile');
    const links = doc.getElementsByTagName('head')[0].getElementsByTagName('link');
    expect(links.length).toBe(1);
    expect(links[0].getAttribute('href')).toBe(`${SDK}/scripts/in-widgets.css`);
    const countScript = doc.getElementsByTagName('head')[0].getElementsByTagName('script')[0];
    expect(countScript.src).toBe(`${SDK}/countserv/count/share?url=http%3A%2F%2Fapp.example.test%2Fa&callback=IN.Tags.Share.handleCount`);
    page.window.IN.Tags.Share.handleCount({ count: 12345, fCnt: '12 k', fCntPlusOne: '12 k', url: 'http://app.example.test/a' });
    expect(found[0].firstChild.innerHTML).toBe('12 k');
    page.window.IN.parse();
    expect(widgets(doc).length).toBe(4);
    // A page without an api_key hears once which mode it is in, and nothing else.
    expect(page.console).toEqual([expect.stringMatching(/^warn: in\.js: widgets only: sign-in or IN\.API needs an API key: add/)]);
  });

  it('renders content added later once with IN.parse(node)', async () => {
    const page = open('', legacy, bundle);
    await page.settle();
    const { IN, document: doc } = page.window;
    const later = doc.getElementById('later');
    later.innerHTML = '<script type="IN/Share"></script>';
    IN.parse(later);
    IN.parse(later);
    IN.parse();
    expect(widgets(doc).length).toBe(1);
    expect(later.getElementsByTagName('script')[0].type).toBe('IN/Share+init');
  });

  it('IN/Login signs in on click, renders its template with the profile, escaped, and calls data-onAuth', async () => {
    const calls: string[] = [];
    const page = loadPage(PAGE('<script type="IN/Login" data-onAuth="App.authed" data-onLogout="loggedOut">Hello, <?js= firstName ?> <?js= lastName ?>!</script>'), {
      legacy,
      bundle,
      setup: (w) => {
        w.App = { authed: () => calls.push('authed') };
        w.loggedOut = () => calls.push('loggedOut');
      },
    });
    pages.push(page);
    await page.settle();
    const IN = page.window.IN;
    const seen = fakeServices(IN);
    const widget = widgets(page.window.document)[0];
    widget.getElementsByTagName('button')[0].click();
    expect(seen.authorize).toBe(1);
    expect(seen.profile).toBe('me');
    expect(widget.innerHTML).toBe('Hello, Ada &lt;Lovelace&gt;!');
    IN.Event.fire('logout');
    expect(widget.getElementsByTagName('button').length).toBe(1);
    expect(calls).toEqual(['authed', 'loggedOut']);
  });

  it('IN/Share opens IN.UI.Share for its URL and calls data-onsuccess', async () => {
    const calls: unknown[] = [];
    const page = loadPage(PAGE('<script type="IN/Share" data-url="http://app.example.test/b" data-onsuccess="done"></script>'), {
      legacy,
      bundle,
      setup: (w) => {
        w.done = (what: unknown) => calls.push(what);
      },
    });
    pages.push(page);
    await page.settle();
    const seen = fakeServices(page.window.IN);
    widgets(page.window.document)[0].getElementsByTagName('button')[0].click();
    expect(seen.shares[0].params).toEqual({ url: 'http://app.example.test/b' });
    expect(seen.shares[0].placed).toBe(true);
    seen.shares[0].success[0]({ shared: true });
    expect(calls).toEqual([{ shared: true }]);
  });

  it('a hover card opens on mouse-over and closes on a click elsewhere', async () => {
    const page = open('<p id="elsewhere">x</p><script type="IN/CompanyProfile" data-id="1001"></script>', legacy, bundle);
    await page.settle();
    const { document: doc } = page.window;
    const widget = widgets(doc)[0];
    const link = widget.getElementsByTagName('button')[0];
    link.dispatchEvent(new page.window.MouseEvent('mouseover', { bubbles: true }));
    expect(widget.getElementsByTagName('iframe')[0].getAttribute('src')).toBe(`${SDK}/cws/company/profile?companyIdentifier=1001&format=hover`);
    doc.getElementById('elsewhere').click();
    expect(widget.getElementsByTagName('iframe').length).toBe(0);
  });

  it('IN.Util.createJSTemplate: code, print, $, escaping and errors', async () => {
    const page = open('', legacy, bundle);
    await page.settle();
    const t = page.window.IN.Util.createJSTemplate('<?js for (var i = 0; i < n; i++) { print(i) } ?>|<?js= $("s") ?>|<?js= nope ?>');
    expect(t({ n: 3, s: '<&>' })).toBe('012|&#60;&#38;&#62;|Error: nope is not defined');
  });
});
