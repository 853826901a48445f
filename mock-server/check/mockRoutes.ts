// Whether this mock serves a call, read from the route tables the handlers use (v1's REST_ROUTES,
// today's TODAY_ROUTES) and the paths of the sign-in endpoints of both OAuth versions and OpenID
// Connect: the one answer `in-mock-server check`, the fidelity page and the admin page's score give.
import { REST_ROUTES } from '../v1/routes.js';
import { matchRoute } from '../v1/pipeline/router.js';
import { parseResourcePath } from '../v1/pipeline/resourcePath.js';
import { TODAY_ROUTES } from '../today/todayRoutes.js';
import { matchTodayRoute, rawSegments, type TodayEndpoint } from '../today/TodayRoute.js';
import { OAUTH_PATHS } from '../oauth/oauthPaths.js';
import { OAUTH1_PATHS } from '../oauth1/oauth1Paths.js';
import { INTROSPECT_PATH } from '../oauth/introspectToken.js';
import { DISCOVERY_PATH, JWKS_PATH, USERINFO_PATH } from '../oidc/discoveryDocument.js';
import type { Product, Scope } from '../scopes.js';

/** The sign-in and token endpoints of both eras, with the methods they take. */
const AUTH_ENDPOINTS: Record<string, readonly string[]> = {
  [OAUTH_PATHS.current.authorization]: ['GET'],
  [OAUTH_PATHS.current.accessToken]: ['POST'],
  [OAUTH_PATHS.legacy.authorization]: ['GET'],
  [OAUTH_PATHS.legacy.accessToken]: ['POST'],
  [INTROSPECT_PATH]: ['POST'],
  [DISCOVERY_PATH]: ['GET'],
  [JWKS_PATH]: ['GET'],
  [USERINFO_PATH]: ['GET'],
  [OAUTH1_PATHS.requestToken]: ['GET', 'POST'],
  [OAUTH1_PATHS.authorize]: ['GET'],
  [OAUTH1_PATHS.authenticate]: ['GET'],
  [OAUTH1_PATHS.accessToken]: ['GET', 'POST'],
  [OAUTH1_PATHS.invalidateToken]: ['GET', 'POST'],
};

/** What the mock does with a call. */
export interface MockServing {
  /** `served`: a route takes the method (or some method, when none is given); `method`: the path is served, not with this method; `none`: no route. */
  kind: 'served' | 'method' | 'none';
  /** The methods the path takes, when it is served. */
  methods?: string[];
  /** The products of the developer portal any one of which an app needs for it (today's routes), and the scopes any one of which lets a caller in. */
  products?: readonly Product[];
  scopes?: readonly Scope[];
  /** True for a `/rest` route: LinkedIn-Version is required. */
  versioned?: boolean;
}

function todayServing(method: string | undefined, pathname: string): MockServing | undefined {
  const found = matchTodayRoute(TODAY_ROUTES, rawSegments(pathname));
  if (!found) return undefined;
  const methods = Object.keys(found.route.methods);
  const endpoint: TodayEndpoint | undefined = method ? found.route.methods[method as keyof typeof found.route.methods] : found.route.methods[methods[0] as keyof typeof found.route.methods];
  if (!endpoint) return { kind: 'method', methods, versioned: !!found.route.versioned };
  const products = endpoint.product === undefined ? undefined : typeof endpoint.product === 'string' ? [endpoint.product] : endpoint.product;
  return { kind: 'served', methods, products, scopes: endpoint.scopes, versioned: !!found.route.versioned };
}

function v1Serving(method: string | undefined, pathname: string): MockServing | undefined {
  let path;
  try {
    path = parseResourcePath(pathname);
  } catch {
    return undefined;
  }
  const methods = (['GET', 'POST', 'PUT', 'DELETE'] as const).filter((candidate) => matchRoute(REST_ROUTES, candidate, path).kind === 'endpoint');
  if (!methods.length) return undefined;
  const wanted = method ?? methods[0]!;
  const match = matchRoute(REST_ROUTES, wanted, path);
  if (match.kind !== 'endpoint') return { kind: 'method', methods };
  return { kind: 'served', methods, scopes: match.endpoint.scopes };
}

/**
 * Whether the mock serves `method` (any, when undefined) on `pathname`.
 * @example mockServing('GET', '/v2/me').kind // 'served'
 * @example mockServing('GET', '/rest/adAccounts').kind // 'none'
 */
export function mockServing(method: string | undefined, pathname: string): MockServing {
  const upper = method?.toUpperCase();
  const auth = AUTH_ENDPOINTS[pathname];
  if (auth) return upper && !auth.includes(upper) ? { kind: 'method', methods: [...auth] } : { kind: 'served', methods: [...auth] };
  if (pathname === '/v1' || pathname.startsWith('/v1/')) return v1Serving(upper, pathname) ?? { kind: 'none' };
  return todayServing(upper, pathname) ?? { kind: 'none' };
}
