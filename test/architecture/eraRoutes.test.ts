// A /v2 or /rest request reaches its handler without passing through a v1 folder (issue 32), and
// the era of a request is decided once, by the route that takes it (issue 46): every route of the
// service says which era it serves (ServiceRoute.era), a route of one era takes no request of the
// other, and a route of neither era (the malformed-URL route, first of all) answers a request of
// the REST API in the body of the request's era. The import wall (importGraph.test.ts: today/ never
// imports v1/) covers the code a today's route runs; this covers which route a request reaches.
import { describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { ServiceRoute } from '../../mock-server/http/ServiceRoute.js';
import { isTextAnswer, type Answer } from '../../mock-server/http/textAnswer.js';
import { createMockService } from '../../mock-server/index.js';
import { v1Handlers } from '../../mock-server/v1/v1Handlers.js';
import { v1NotFoundHandlers } from '../../mock-server/v1/notFound.js';
import { todayHandlers } from '../../mock-server/today/todayHandlers.js';
import { todayNotFoundHandlers } from '../../mock-server/today/notFound.js';
import { routeHandlers } from '../../mock-server/handlers.js';
import { eraOfPath, type Era } from '../../mock-server/api/era.js';
import { errorAnswer } from '../../mock-server/answers/errorAnswer.js';
import { RestError } from '../../mock-server/api/errors.js';

type Call = [method: string, path: string];

const TODAY_REQUESTS: Call[] = [
  ['GET', '/v2/me'],
  ['GET', '/v2/nothingHere'],
  ['POST', '/v2/ugcPosts'],
  ['OPTIONS', '/v2/me'],
  ['OPTIONS', '/rest/posts'],
  ['POST', '/rest/posts'],
  ['GET', '/rest/nothingHere'],
  ['PUT', '/dms-uploads/abc'],
  ['PUT', '/dms-uploads/video/abc/0'],
  // Malformed URLs: refused before any era's route, in today's body.
  ['GET', '/v2/me?x=%zz'],
  ['GET', '/rest/posts/%zz'],
  ['PUT', '/dms-uploads/%zz'],
];

const V1_REQUESTS: Call[] = [
  ['GET', '/v1/people/~'],
  ['GET', '/v1/nothingHere'],
  ['OPTIONS', '/v1/people/~'],
  ['POST', '/v1/people/~/shares'],
  ['GET', '/v1/people/~?x=%zz'],
  ['GET', '/v1/people/%zz'],
];

const urlOf = (path: string) => new URL(`https://api.linkedin.com${path}`);
const serviceRoutes = (routes: RequestHandler[]) => routes.filter((route): route is ServiceRoute => route instanceof ServiceRoute);

/** The requests of `requests` that a route of `routes` accepts, as "METHOD path → route". */
function taken(routes: RequestHandler[], requests: Call[]): string[] {
  const out: string[] = [];
  for (const route of serviceRoutes(routes)) {
    for (const [method, path] of requests) if (route.accepts(method, urlOf(path))) out.push(`${method} ${path} → ${route.info.header}`);
  }
  return out;
}

/** The era whose body `answer` is in: today's JSON `{status, …}`, v1's XML `<error>` (a request without format=json). */
async function eraOfAnswer(answer: Answer): Promise<Era | 'other'> {
  const text = isTextAnswer(answer) ? (answer.text ?? '') : await answer.clone().text();
  if (text.includes('<error>')) return 'v1';
  try {
    return typeof JSON.parse(text).status === 'number' ? 'today' : 'other';
  } catch {
    return 'other';
  }
}

/**
 * The routes of neither era that take a request of the REST API and answer it in another era's
 * body than the request's, as "METHOD path → route answered in era".
 */
async function wrongEraAnswers(routes: RequestHandler[], requests: Call[]): Promise<string[]> {
  const out: string[] = [];
  for (const route of serviceRoutes(routes)) {
    if (route.era) continue;
    for (const [method, path] of requests) {
      if (!route.accepts(method, urlOf(path))) continue;
      const answer = await route.answer(new Request(urlOf(path), { method }));
      const answered = answer ? await eraOfAnswer(answer) : 'other';
      if (answered !== eraOfPath(urlOf(path).pathname)) out.push(`${method} ${path} → ${route.info.header} answered in ${answered}`);
    }
  }
  return out;
}

describe('the routes of the service and the two eras', () => {
  const ctx = createMockService().context;
  const every = routeHandlers(ctx);

  it("the routes of v1/ say they are v1's; those of today/ that take a request of the REST API, today's", () => {
    for (const route of serviceRoutes([...v1Handlers(ctx), ...v1NotFoundHandlers(ctx)])) expect(route.era, route.info.header).toBe('v1');
    for (const route of serviceRoutes([...todayHandlers(ctx), ...todayNotFoundHandlers(ctx)])) if (taken([route], TODAY_REQUESTS).length) expect(route.era, route.info.header).toBe('today');
  });

  it("no route of v1 takes a request of today's API, and no route of today's a request of v1: every route of the service, the malformed-URL route included", () => {
    expect(taken(every.filter((route) => route instanceof ServiceRoute && route.era === 'v1'), TODAY_REQUESTS)).toEqual([]);
    expect(taken(every.filter((route) => route instanceof ServiceRoute && route.era === 'today'), V1_REQUESTS)).toEqual([]);
  });

  it("a route of neither era answers a request of the REST API in the body of the request's era", async () => {
    expect(taken(every.filter((route) => route instanceof ServiceRoute && !route.era), TODAY_REQUESTS)).toContain('GET /v2/me?x=%zz → malformed URL escapes (400)');
    expect(await wrongEraAnswers(every, [...TODAY_REQUESTS, ...V1_REQUESTS])).toEqual([]);
  });

  it('every one of them is taken by some route of the service (their own)', () => {
    for (const request of [...TODAY_REQUESTS, ...V1_REQUESTS]) expect(taken(every, [request]).length, request.join(' ')).toBeGreaterThan(0);
  });

  it("finds a v1 route that takes today's paths, and a route of neither era that answers them in v1's body, when they are planted", async () => {
    const v1Route = new ServiceRoute({ header: 'planted v1 route', era: 'v1', accepts: (_method, url) => eraOfPath(url.pathname) !== undefined, answer: () => undefined });
    expect(taken([v1Route].filter((route) => route.era === 'v1'), TODAY_REQUESTS)).toContain('GET /v2/me → planted v1 route');
    const oneBody = new ServiceRoute({
      header: 'planted route of one body',
      accepts: (_method, url) => url.search.includes('%zz'),
      answer: (request) => errorAnswer({ era: 'v1', request }, new RestError(400, 'Malformed.'), { now: 0 }),
    });
    expect(await wrongEraAnswers([oneBody], TODAY_REQUESTS)).toEqual(['GET /v2/me?x=%zz → planted route of one body answered in v1']);
  });
});
