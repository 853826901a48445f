// Any path of today's API (/v2, /rest, /dms-uploads) that no route of the service has answers 404
// with LinkedIn's own body, {"status":404,"code":"RESOURCE_NOT_FOUND","message":"No virtual resource found"}, and its
// Content-Length (noResourceAnswer in today/v2Handlers.ts; docs/v2.md). Registered last: /v2/userinfo and other /v2 paths of the
// sign-in routes come first.
import { ServiceRoute } from '../http/ServiceRoute.js';
import type { MockContext } from '../context/context.js';
import { isTodayPath } from '../restli/todayPath.js';
import { anonymousCorsHeaders } from '../admission/cors.js';
import { noResourceAnswer } from './v2Handlers.js';

/** The 404 route of today's API. */
export function todayNotFoundHandlers(ctx: MockContext) {
  return [
    new ServiceRoute({
      header: "Today's API: no such resource (404)",
      accepts: (_method, url) => isTodayPath(url.pathname),
      answer: (request) => noResourceAnswer(request, anonymousCorsHeaders(ctx.directory, request)),
    }),
  ];
}
