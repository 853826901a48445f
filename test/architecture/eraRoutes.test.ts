// A /v2 or /rest request reaches its handler without passing through a v1 folder (issue 32): no
// route v1/ defines takes a path of today's API. The import wall (importGraph.test.ts: today/ never
// imports v1/) covers the code a today's route runs; this covers which route a request reaches.
import { describe, expect, it } from 'vitest';
import { ServiceRoute } from '../../mock-server/http/ServiceRoute.js';
import { createMockService } from '../../mock-server/index.js';
import { restHandlers, isRestPath } from '../../mock-server/v1/restHandlers.js';
import { notFoundHandlers } from '../../mock-server/v1/notFound.js';
import { routeHandlers } from '../../mock-server/handlers.js';

const TODAY_REQUESTS: [string, string][] = [
  ['GET', '/v2/me'],
  ['GET', '/v2/nothingHere'],
  ['POST', '/v2/ugcPosts'],
  ['OPTIONS', '/v2/me'],
  ['OPTIONS', '/rest/posts'],
  ['POST', '/rest/posts'],
  ['GET', '/rest/nothingHere'],
  ['PUT', '/dms-uploads/abc'],
];

/** The requests of `requests` that a route of `routes` accepts, as "METHOD path → route". */
function taken(routes: unknown[], requests: [string, string][]): string[] {
  const out: string[] = [];
  for (const route of routes) {
    if (!(route instanceof ServiceRoute)) continue;
    for (const [method, path] of requests) if (route.accepts(method, new URL(`https://api.linkedin.com${path}`))) out.push(`${method} ${path} → ${route.info.header}`);
  }
  return out;
}

describe("today's requests and v1's routes", () => {
  const ctx = createMockService().context;

  it('no route of v1/ takes a request of today\'s API', () => {
    expect(taken([...restHandlers(ctx), ...notFoundHandlers(ctx)], TODAY_REQUESTS)).toEqual([]);
  });

  it('every one of them is taken by some route of the service (their own)', () => {
    for (const request of TODAY_REQUESTS) expect(taken(routeHandlers(ctx), [request]).length, request.join(' ')).toBeGreaterThan(0);
  });

  it('finds a v1 route that takes today\'s paths when one is planted', () => {
    const planted = new ServiceRoute({ header: 'planted v1 route', accepts: (_method, url) => isRestPath(url.pathname), answer: () => undefined });
    expect(taken([planted], TODAY_REQUESTS)).toContain('GET /v2/me → planted v1 route');
  });
});
