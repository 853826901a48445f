import { responseWithCookies } from './setCookies.js';

/**
 * A redirect (302 unless `status` says otherwise) to `location`, with no-store caching, no
 * Referer for the next page, and any extra headers (e.g. Set-Cookie, kept readable in a browser).
 * @example return redirectResponse(url, startSession(ctx, request, member), 303);
 */
export function redirectResponse(location: string, headers: [string, string][] = [], status = 302): Response {
  const all = new Headers({ location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  for (const [name, value] of headers) all.append(name, value);
  return responseWithCookies(null, status, all);
}
