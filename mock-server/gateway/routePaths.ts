// Every path the service routes, of both eras, read from its handler list: the route tables of the
// REST routes (v1's REST_ROUTES, today's TODAY_ROUTES, which their ServiceRoutes carry as `paths`) and
// the path of every other handler (OAuth, OpenID Connect, the framework's endpoints, widgets, admin).
// The page not found names the nearest of them (views/servedPages.ts).
import { HttpHandler, type RequestHandler } from 'msw';
import { GatewayHandler } from './GatewayHandler.js';
import { ServiceRoute } from '../http/ServiceRoute.js';
import type { RoutePath } from '../views/servedPages.js';

const known = new WeakMap<readonly RequestHandler[], RoutePath[]>();

/** The route of one MSW handler, or none (a path with a wildcard of its own names no page). */
function handlerPaths(handler: RequestHandler): RoutePath[] {
  if (handler instanceof GatewayHandler) return handler.routes.flatMap(handlerPaths);
  if (handler instanceof ServiceRoute) return handler.paths.map((path) => ({ path, what: handler.info.header }));
  if (handler instanceof HttpHandler) {
    const { path, method } = handler.info as { path: unknown; method: unknown };
    if (typeof path !== 'string') return [];
    const own = path.replace(/^\*/, '');
    if (!own.startsWith('/') || own.includes('*')) return [];
    return [{ path: own, what: typeof method === 'string' ? method : 'any method' }];
  }
  return [];
}

/**
 * The paths the handlers route, each once (methods of one path joined), in the handlers' order.
 * @example routePaths(createMockService().handlers).map((route) => route.path) // [..., '/v2/me', ..., '/oauth/.well-known/openid-configuration', ...]
 */
export function routePaths(handlers: readonly RequestHandler[]): RoutePath[] {
  const cached = known.get(handlers);
  if (cached) return cached;
  const byPath = new Map<string, string[]>();
  for (const { path, what } of handlers.flatMap(handlerPaths)) {
    const whats = byPath.get(path) ?? [];
    if (!whats.includes(what)) whats.push(what);
    byPath.set(path, whats);
  }
  const paths = [...byPath].map(([path, whats]) => ({ path, what: whats.join(', ') }));
  known.set(handlers, paths);
  return paths;
}
