// The page that ends a browser-SDK sign-in or share: it hands the page that opened it (popup:
// opener; silent check: parent frame) one message through postMessage, addressed to that page's
// exact origin, and closes the popup. For browsers without postMessage (IE 6/7) the page asks
// for `ret` instead: the message goes into window.name and the window returns to `ret`, a URL
// on the page's own origin, where the page reads it. Plain ES3 script, like every script the
// service sends.
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './pageResponse.js';
import { scriptLiteral } from './scriptLiteral.js';

/** Every sign-in message starts with this (src/auth/authMessage.ts reads it). */
export const AUTH_MARK = 'inauth=1';
/** Every share dialog message starts with this instead (docs/share-dialog.md). */
export const SHARE_MARK = 'inshare=1';

export interface RelayOptions {
  /** The page origin the message is for. */
  origin: string;
  /** Fields of the message: state plus a token (access_token, member_id, expires_in, cookie) or an error. */
  fields: Record<string, string | undefined>;
  /** popup: post to window.opener; silent: post to window.parent. */
  mode: 'popup' | 'silent';
  /** What the window shows (already escaped markup). */
  body: string;
  /** Close the popup after posting (not when it shows an error the member should read). */
  close: boolean;
  /** What the message starts with: AUTH_MARK (default) or SHARE_MARK. */
  mark?: string;
  /** The window's title (default 'Sign in'). */
  title?: string;
  /** window.name relay: a URL on `origin` to return to with the message (see returnUrl()). */
  ret?: string;
}

/**
 * The `ret` parameter of a window for a page without postMessage: a URL on the page's own
 * origin. Undefined when none was given; null when it is on another origin (refused: the
 * message would be readable there).
 */
export function returnUrl(origin: string, ret: string | null): string | undefined | null {
  if (!ret) return undefined;
  try {
    const url = new URL(ret);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/** Encodes message fields as the page expects them (URL-encoded pairs after the mark). */
export function encodeAuthMessage(fields: Record<string, string | undefined>, mark = AUTH_MARK): string {
  const pairs = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return [mark, ...pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)].join('&');
}

export function relayPage(options: RelayOptions): { html: string; headers: Record<string, string> } {
  const message = scriptLiteral(encodeAuthMessage(options.fields, options.mark));
  const script = options.ret
    ? `window.name = ${message}; location.replace(${scriptLiteral(options.ret)});`
    : `(function () {
  var target = ${options.mode === 'popup' ? 'window.opener' : 'window.parent'};
  if (target && target !== window && target.postMessage) target.postMessage(${message}, ${scriptLiteral(options.origin)});
  ${options.close ? 'setTimeout(function () { window.close(); }, 50);' : ''}
})();`;
  const html = renderPage(options.title ?? 'Sign in', `${options.body}<script type="text/javascript">${script}</script>`);
  return {
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Only the page this message is for may frame the silent check.
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors ${options.origin}`,
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    },
  };
}

/** Escaped markup for a short status text. */
export function statusBody(title: string, text: string): string {
  return `<h1>${htmlEscape(title)}</h1><p id="status">${htmlEscape(text)}</p>`;
}
