import { responseWithCookies } from '../http/setCookies.js';

/**
 * Headers of every dialog and settings page: no framing (clickjacking: X-Frame-Options for old
 * browsers, CSP frame-ancestors for new ones), no scripts at all, no caching, no referrer.
 */
const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  pragma: 'no-cache',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** An HTML response with the page security headers (some `replace`d, e.g. a CSP that lets one inline script run) and any extra headers (e.g. Set-Cookie). */
export function pageResponse(html: string, status = 200, headers: [string, string][] = [], replace: Record<string, string> = {}): Response {
  const all = new Headers({ ...PAGE_SECURITY_HEADERS, ...replace });
  for (const [name, value] of headers) all.append(name, value);
  return responseWithCookies(html, status, all);
}
