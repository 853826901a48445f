// Any path of today's API (/v2, /rest, /dms-uploads) that no route of the service has answers 404
// with LinkedIn's own body, {"status":404,"code":"RESOURCE_NOT_FOUND","message":"No virtual resource found"},
// and its Content-Length (docs/v2.md); which path it was, and that the mock may simply not have it
// yet, go to the journal notes. Registered last: /v2/userinfo and other /v2 paths of the sign-in
// routes come first.
import { ServiceRoute } from '../http/ServiceRoute.js';
import type { MockContext } from '../context/context.js';
import { noteRequest } from '../http/requestNotes.js';
import { requestUrl } from '../http/requestUrl.js';
import { eraOfPath } from '../api/era.js';
import { RestError } from '../api/errors.js';
import { todayErrorAnswer } from '../answers/todayErrorAnswer.js';
import { anonymousCorsHeaders } from '../admission/cors.js';

/**
 * LinkedIn's answer for a /v2 or /rest path it does not serve, exactly (keys in its order, no
 * serviceErrorCode), as clients of its APIs record it (PostHog/posthog's LinkedIn Ads source tests;
 * https://github.com/PostHog/posthog).
 */
export const NO_RESOURCE_BODY = { status: 404, code: 'RESOURCE_NOT_FOUND', message: 'No virtual resource found' } as const;

/** The 404 route of today's API. */
export function todayNotFoundHandlers(ctx: MockContext) {
  return [
    new ServiceRoute({
      header: "Today's API: no such resource (404)",
      era: 'today',
      accepts: (_method, url) => eraOfPath(url.pathname) === 'today',
      answer: (request) => {
        noteRequest(request, `There is no resource at ${requestUrl(request).pathname} (LinkedIn answers this 404 for a path it does not serve; docs/v2.md lists what this mock serves).`);
        return todayErrorAnswer(new RestError(404, NO_RESOURCE_BODY.message, { body: NO_RESOURCE_BODY }), anonymousCorsHeaders(ctx.directory, request));
      },
    }),
  ];
}
