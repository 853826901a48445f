// Where the OpenID Connect documents point: always at the address the client used, so that an
// issuer comparison succeeds wherever the service runs (the real host names under setupServer,
// --public-url for the standalone server). On www.linkedin.com the member API is on
// api.linkedin.com, as on the real service; anywhere else one origin serves both.

/** The real service's sign-in host and its API host. */
export const REAL_AUTH_HOST = 'www.linkedin.com';
export const REAL_API_ORIGIN = 'https://api.linkedin.com';

import { issuerOnDay } from '../history/datedOidc.js';

/**
 * The issuer for a request to the auth host: its origin plus `/oauth` (LinkedIn's issuer since
 * 2024-04-12 is `https://www.linkedin.com/oauth`); on a replayed day before it (`asOf`), the origin
 * alone (history/datedOidc.ts).
 * @example issuerOf(new URL('https://www.linkedin.com/oauth/v2/accessToken')) // 'https://www.linkedin.com/oauth'
 */
export function issuerOf(url: URL, asOf: number | null = null): string {
  return issuerOnDay(`${url.origin}/oauth`, asOf);
}

/**
 * The origin of the member API that goes with a request's auth host.
 * @example apiOriginOf(new URL('https://www.linkedin.com/oauth')) // 'https://api.linkedin.com'
 * @example apiOriginOf(new URL('http://127.0.0.1:8787/oauth')) // 'http://127.0.0.1:8787'
 */
export function apiOriginOf(url: URL): string {
  return url.hostname === REAL_AUTH_HOST && url.protocol === 'https:' ? REAL_API_ORIGIN : url.origin;
}

/**
 * The origin of the sign-in host (the site's pages) that goes with a request's API host: the
 * inverse of apiOriginOf, for the pages an answer of the API sends a member to (Verified on
 * LinkedIn's verificationUrl).
 * @example authOriginOf(new URL('https://api.linkedin.com/rest/verificationReport')) // 'https://www.linkedin.com'
 * @example authOriginOf(new URL('http://127.0.0.1:8787/rest/verificationReport')) // 'http://127.0.0.1:8787'
 */
export function authOriginOf(url: URL): string {
  return url.origin === REAL_API_ORIGIN ? `https://${REAL_AUTH_HOST}` : url.origin;
}
