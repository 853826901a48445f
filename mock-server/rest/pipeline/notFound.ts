import { ServiceRoute } from '../../http/ServiceRoute.js';
import type { MockContext } from '../../context/context.js';
import { errorAnswer, noResourceAnswer } from '../format/errorResponse.js';
import { isTodayPath } from '../../restli/todayPath.js';
import { requestUrl } from '../../http/requestUrl.js';
import { fallbackCorsHeaders, isRestPath } from './restHandlers.js';

/**
 * Any REST path the service does not have answers 404 in the service's error format
 * (spec: "404 Resource Not Found: the API path does not exist"); a path of today's API, LinkedIn's
 * own 404 body (noResourceAnswer). Registered last.
 */
export function notFoundHandlers(ctx: MockContext) {
  const reply = ({ request }: { request: Request }) => {
    const path = requestUrl(request).pathname;
    if (isTodayPath(path)) return noResourceAnswer(request, fallbackCorsHeaders(ctx, request));
    return errorAnswer(
      request,
      404,
      `There is no resource at ${path}. Check the path against the API reference.`,
      ctx.clock.now(),
      fallbackCorsHeaders(ctx, request),
    );
  };
  // A test of the path, not '*/v1/*': that pattern would also match /oauth/v2/… paths no handler has.
  // A ServiceRoute, not http.all(predicate): MSW took predicate functions only from 2.11.0 on.
  return [new ServiceRoute({ header: 'REST API: no such resource (404)', accepts: (_method, url) => isRestPath(url.pathname), answer: (request) => reply({ request }) })];
}
