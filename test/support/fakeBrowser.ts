// A tiny browser for Node tests of the authorization flow: a cookie jar, manual redirects, and
// form reading from the dialog's HTML. Works with setupServer (fetch is intercepted) and with
// the standalone server.
import { parseSetCookie } from 'cookie';

/** One form of a page: where it posts and its hidden fields, found by the value of its button. */
export interface PageForm {
  action: string;
  fields: Record<string, string>;
}

/** The form whose `<button name="action" value="…">` has this value, from one of our pages. */
export function findForm(html: string, buttonValue: string): PageForm | undefined {
  for (const match of html.matchAll(/<form method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)) {
    const inner = match[2]!;
    if (!inner.includes(`name="action" value="${buttonValue}"`)) continue;
    const fields: Record<string, string> = { action: buttonValue };
    for (const input of inner.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(input[1]!)] = unescape(input[2]!);
    return { action: unescape(match[1]!), fields };
  }
  return undefined;
}

function unescape(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&#96;/g, '`').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * @example
 * const browser = new FakeBrowser();
 * let res = await browser.get(authorizeUrl);            // 302 to the dialog
 * res = await browser.followOnHost(res);                 // the login page
 * res = await browser.submit(res, 'login', { session_key, session_password });
 */
export class FakeBrowser {
  /** Cookies by name (one host per browser is all the tests need). */
  readonly cookies = new Map<string, string>();

  /** `send`: how requests go out (default: the global fetch; test/support/hostFetch.ts for a real server reached by name). */
  constructor(private readonly send: (url: string, init: RequestInit) => Promise<Response> = fetch) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await this.send(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(line);
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value ?? '');
    }
    return response;
  }

  get(url: string): Promise<Response> {
    return this.fetch(url);
  }

  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  }

  /** Follows redirects while they stay on `response`'s host; returns the first answer that is not such a redirect. */
  async followOnHost(response: Response, from: string): Promise<Response> {
    let current = response;
    let base = from;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, base);
      if (next.host !== new URL(base).host) return current;
      base = next.href;
      current = await this.get(next.href);
    }
    throw new Error('FakeBrowser: more than 10 redirects on the auth host.');
  }

  /** Submits the form of `html` (from the page at `pageUrl`) whose button has `buttonValue`, adding `fields`. */
  async submit(html: string, pageUrl: string, buttonValue: string, fields: Record<string, string> = {}): Promise<Response> {
    const form = findForm(html, buttonValue);
    if (!form) throw new Error(`FakeBrowser: the page has no form with a '${buttonValue}' button.`);
    return this.post(new URL(form.action, pageUrl).href, { ...form.fields, ...fields });
  }
}
