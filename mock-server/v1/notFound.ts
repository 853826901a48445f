import { ServiceRoute } from '../http/ServiceRoute.js';
import type { MockContext } from '../context/context.js';
import { errorAnswer } from './format/errorResponse.js';
import { requestUrl } from '../http/requestUrl.js';
import { fallbackCorsHeaders, isV1Path } from './restHandlers.js';
import { withJsonp } from './jsonp.js';

/**
 * Any v1 REST path the service does not have answers 404 (today's paths: today/notFound.ts) in the service's error format
 * (spec: "404 Resource Not Found: the API path does not exist"). Registered last.
 */
export function notFoundHandlers(ctx: MockContext) {
  const reply = ({ request }: { request: Request }) => {
    const path = requestUrl(request).pathname;
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
  return [new ServiceRoute({ header: 'REST API (/v1): no such resource (404)', accepts: (_method, url) => isV1Path(url.pathname), answer: (request) => withJsonp(request, ctx.clock.now(), fallbackCorsHeaders(ctx, request), () => reply({ request })) })];
}
