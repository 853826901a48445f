import { ServiceRoute } from '../http/ServiceRoute.js';
import type { MockContext } from '../context/context.js';
import { errorAnswer } from '../answers/errorAnswer.js';
import { eraOfPath } from '../api/era.js';
import { NotFound } from '../api/errors.js';
import { anonymousCorsHeaders } from '../admission/cors.js';
import { requestUrl } from '../http/requestUrl.js';
import { withJsonp } from './jsonp.js';

/**
 * Any v1 REST path the service does not have answers 404 (today's paths: today/notFound.ts) in the service's error format
 * (spec: "404 Resource Not Found: the API path does not exist"). Registered last.
 */
export function v1NotFoundHandlers(ctx: MockContext) {
  const reply = (request: Request) =>
    errorAnswer({ era: 'v1', request }, new NotFound(`There is no resource at ${requestUrl(request).pathname}. Check the path against the API reference.`), {
      now: ctx.clock.now(),
      headers: anonymousCorsHeaders(ctx.directory, request),
    });
  // A test of the path, not '*/v1/*': that pattern would also match /oauth/v2/… paths no handler has.
  // A ServiceRoute, not http.all(predicate): MSW took predicate functions only from 2.11.0 on.
  return [
    new ServiceRoute({
      header: 'REST API (/v1): no such resource (404)',
      era: 'v1',
      accepts: (_method, url) => eraOfPath(url.pathname) === 'v1',
      answer: (request) => withJsonp(request, ctx.clock.now(), anonymousCorsHeaders(ctx.directory, request), () => reply(request)),
    }),
  ];
}
