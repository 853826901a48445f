// The service's windows (the sign-in dialog and its login and consent pages, the share dialog)
// for a page that runs the service itself with setupWorker, with no server. MSW's worker does not
// serve page navigations, and a popup's navigation is not a fetch of the page, so a popup opened
// to the service would find nothing to load. Here, window.open to a URL on the page's own origin
// opens an empty popup (on the page's origin, like the URL) and writes the service's answer into
// it; the popup's forms and links are answered the same way, redirects are followed in the page,
// and the service's cookies (HttpOnly: a page can neither set nor send them) are kept in a jar of
// the page. The relay page at the end posts its message to the opener from that popup, so the
// framework believes it as it would the real window: same origin, same window, same state.
// Modern browsers only (service workers, FormData with a submitter). docs/node-api.md has the limits.
import * as msw from 'msw';
import type { RequestHandler } from 'msw';
import { parseSetCookie } from 'cookie';
import { setCookiesOf } from './http/setCookies.js';
import { WINDOW_MAX_REDIRECTS } from './defaults.js';
import { tooManyRedirectsPage } from './views/tooManyRedirectsPage.js';

/** One request of a window: what a navigation or a form submission would have sent. */
interface Step {
  url: string;
  method: string;
  body?: URLSearchParams;
}

/**
 * Serves the windows the page opens to its own origin from `handlers`, in the page. Returns a
 * function that puts `window.open` back. InMock.start (worker.ts) calls it.
 * @example
 * await setupWorker(...service.handlers).start();
 * serveWindowsInPage(service.handlers); // IN.User.authorize() now opens the dialog in a popup
 */
export function serveWindowsInPage(handlers: readonly RequestHandler[], page: Window = window): () => void {
  const jar = new Map<string, string>();
  const open = page.open;
  /** How many pages each popup has shown: listeners of an earlier page ignore events (whether or not document.open removed them). */
  const shown = new WeakMap<Window, number>();

  /** The service's answer to a step, as a browser would send it (with the jar's cookies), or undefined. */
  async function answer(step: Step): Promise<Response | undefined> {
    const request = new Request(step.url, { method: step.method, body: step.body, headers: step.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {} });
    if (jar.size) {
      // Cookie is a forbidden request header: the Request drops it, a free-standing Headers keeps it.
      const headers = new Headers(request.headers);
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      Object.defineProperty(request, 'headers', { value: headers });
    }
    const response = await msw.getResponse([...handlers], request);
    for (const line of response ? setCookiesOf(response) : []) {
      const cookie = parseSetCookie(line);
      if (cookie.maxAge === 0 || !cookie.value) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Runs a step in `popup`: follows redirects on this origin, then writes the page; anything else is a real navigation. */
  async function show(popup: Window, first: Step): Promise<void> {
    let step = first;
    for (let hops = 0; hops <= WINDOW_MAX_REDIRECTS; hops++) {
      const response = await answer(step);
      if (popup.closed) return;
      if (!response) return popup.location.replace(step.url);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, step.url);
        // Back to an app on another origin (an OAuth redirect_uri): the browser goes there for real.
        if (next.origin !== page.location.origin) return popup.location.replace(next.href);
        const keep = response.status === 307 || response.status === 308;
        step = { url: next.href, method: keep ? step.method : 'GET', body: keep ? step.body : undefined };
        continue;
      }
      return write(popup, await response.text());
    }
    write(popup, tooManyRedirectsPage(WINDOW_MAX_REDIRECTS));
  }

  /** Writes a page into the popup and answers its form submissions and same-origin links in the page. */
  function write(popup: Window, html: string): void {
    const document = popup.document;
    const current = (shown.get(popup) ?? 0) + 1;
    shown.set(popup, current);
    document.open();
    document.write(html);
    document.close();
    const live = () => shown.get(popup) === current;
    document.addEventListener('submit', (event) => {
      if (!live()) return;
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      const fields = new URLSearchParams(new (popup as typeof window).FormData(form, (event as SubmitEvent).submitter) as unknown as Record<string, string>);
      // The attributes, not form.action and form.method: the dialog's buttons are named "action".
      const url = new URL(form.getAttribute('action') ?? '', document.baseURI);
      const method = (form.getAttribute('method') ?? 'GET').toUpperCase();
      if (method === 'GET') {
        url.search = fields.toString();
        void show(popup, { url: url.href, method });
      } else void show(popup, { url: url.href, method, body: fields });
    });
    document.addEventListener('click', (event) => {
      if (!live()) return;
      const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target || new URL(link.href).origin !== page.location.origin || link.getAttribute('href')!.startsWith('#')) return;
      event.preventDefault();
      void show(popup, { url: link.href, method: 'GET' });
    });
  }

  page.open = function (url?: string | URL, target?: string, features?: string): Window | null {
    const address = url === undefined || url === '' ? undefined : new URL(String(url), page.location.href);
    if (!address || address.origin !== page.location.origin) return open.call(page, url, target, features);
    const popup = open.call(page, '', target, features);
    if (popup) void show(popup, { url: address.href, method: 'GET' });
    return popup;
  };
  return () => {
    page.open = open;
  };
}
