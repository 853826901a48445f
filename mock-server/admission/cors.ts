// CORS for the browser SDK. A preflight carries no token, so it is allowed
// for any origin some app registered (its jsOrigins, or the origin of one of its redirect URLs);
// the actual response allows the origin only when it is registered for the token's app.
// Requests without an Origin header (curl, Node) and same-origin requests are not CORS requests.
import type { Directory } from '../store/directory.js';
import type { Era } from '../api/era.js';
import { CORS_MAX_AGE_SECONDS } from '../defaults.js';
import { originAllowed } from '../apps/jsOrigins.js';
import { requestUrl } from '../http/requestUrl.js';
import { Forbidden } from '../api/errors.js';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, x-li-format';
/** What today's clients add on /v2 and /rest (docs/v2.md): the version, the Rest.li protocol and method, tunnelling. */
const TODAY_HEADERS = 'LinkedIn-Version, X-Restli-Protocol-Version, X-RestLi-Method, X-HTTP-Method-Override';

/** Response headers a page's script may read. */
const EXPOSED_HEADERS = 'WWW-Authenticate, Retry-After, Location, Allow, X-RestLi-Id';

/** Whether some app registered `origin`. */
export function anyAppAllowsOrigin(directory: Directory, origin: string): boolean {
  for (const app of directory.apps.values()) if (originAllowed(app, origin)) return true;
  return false;
}

/** The Origin of a cross-origin request, or null for a same-origin or non-browser request. */
export function crossOrigin(request: Request): string | null {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return origin === 'null' ? 'null' : null;
  return origin === requestUrl(request).origin ? null : origin;
}

/** Headers that let `origin` read the response. */
export function allowOriginHeaders(origin: string): Record<string, string> {
  return { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED_HEADERS, vary: 'Origin' };
}

/** Headers of an accepted preflight; in today's API (/v2, /rest) also its headers. */
export function preflightHeaders(origin: string, era: Era = 'v1'): Record<string, string> {
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': era === 'today' ? `${ALLOWED_HEADERS}, ${TODAY_HEADERS}` : ALLOWED_HEADERS,
    'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
    vary: 'Origin',
  };
}

/**
 * The CORS headers an API answer gets before the caller is known: for any registered origin.
 * @example anonymousCorsHeaders(ctx.directory, request) // {} for curl; allow-origin for a registered page
 */
export function anonymousCorsHeaders(directory: Directory, request: Request): Record<string, string> {
  const origin = crossOrigin(request);
  return origin && anyAppAllowsOrigin(directory, origin) ? allowOriginHeaders(origin) : {};
}

/**
 * The headers of the 204 that answers a preflight (OPTIONS) of an API path of `era`; a
 * 403 for an origin no app registered.
 * @example textAnswer(null, 204, preflightAnswerHeaders(ctx.directory, request, 'v1'))
 */
export function preflightAnswerHeaders(directory: Directory, request: Request, era: Era): Record<string, string> {
  const origin = request.headers.get('origin');
  if (origin && (crossOrigin(request) === null || anyAppAllowsOrigin(directory, origin))) return preflightHeaders(origin, era);
  throw new Forbidden(`The origin ${origin ?? '(none)'} is not registered by any application (JavaScript API domains or redirect URLs), so cross-origin calls from it are refused.`);
}
