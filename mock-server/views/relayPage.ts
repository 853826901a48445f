// The page that ends a framework sign-in or share: it hands the page that opened it (popup:
// opener; silent check: parent frame) one message through postMessage, addressed to that page's
// exact origin, and closes the popup. For browsers without postMessage (IE 6/7) the page asks
// for `ret` instead, a static file on its own origin: this page stays where it is and hands the
// message over in the URL fragments of hidden frames at `ret` (fragmentHandoff.ts), which only
// the page's origin can read. Plain ES3 script, like every script the service sends.
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { scriptLiteral } from './scriptLiteral.js';
import { framesOn, TO_PAGE_SCRIPT } from './fragmentHandoff.js';

interface RelayOptions {
  /** The page origin the message is for. */
  origin: string;
  /** The encoded message (jsapi/relayMessage.ts). */
  message: string;
  /** popup: post to window.opener; silent: post to window.parent. */
  mode: 'popup' | 'silent';
  /** What the window shows (already escaped markup: statusBody or errorBody). */
  body: string;
  /** Close the popup after posting (not when it shows an error the member should read). */
  close: boolean;
  /** The window's title (default 'Sign in'). */
  title?: string;
  /** For a page without postMessage: the static file on `origin` (checked: jsapi/returnUrlParam.ts) whose frames carry the message. */
  ret?: string;
  /** More headers (e.g. Set-Cookie). */
  headers?: [string, string][];
}

/** The relay page as a response. */
export function relayResponse(options: RelayOptions): Response {
  const message = scriptLiteral(options.message);
  const script = options.ret
    ? `${TO_PAGE_SCRIPT}\ntoPage(${scriptLiteral(options.ret)}, ${message});`
    : `(function () {
  var target = ${options.mode === 'popup' ? 'window.opener' : 'window.parent'};
  if (target && target !== window && target.postMessage) target.postMessage(${message}, ${scriptLiteral(options.origin)});
  ${options.close ? 'setTimeout(function () { window.close(); }, 50);' : ''}
})();`;
  const html = renderPage(options.title ?? 'Sign in', `${options.body}<script type="text/javascript">${script}</script>`);
  const frames = options.ret ? `${framesOn(options.origin)}; ` : '';
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // Only the page this message is for may frame the silent check.
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; ${frames}frame-ancestors ${options.origin}; base-uri 'none'`,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  });
  for (const [name, value] of options.headers ?? []) headers.append(name, value);
  return new Response(html, { status: 200, headers });
}

/** Escaped markup for a short status text. */
export function statusBody(title: string, text: string): string {
  return `<h1>${htmlEscape(title)}</h1><p id="status">${htmlEscape(text)}</p>`;
}

/** Escaped markup for a refusal the member should read (the window stays open). */
export function errorBody(heading: string, text: string): string {
  return `<h1>${htmlEscape(heading)}</h1><div class="error" id="error">${htmlEscape(text)}</div>`;
}
