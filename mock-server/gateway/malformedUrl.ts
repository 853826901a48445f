// A request whose URL has an invalid escape such as `%zz` (spec: 400), on any path. The first
// route of the service (handlers.ts): MSW's own path matching throws on such a URL in every later
// handler. It belongs to neither era: on a path of the REST API it answers in the body of the
// path's era (the one rule, api/era.ts; the one error handler, answers/errorAnswer.ts), anywhere
// else with a plain sentence.
import { ServiceRoute } from '../http/ServiceRoute.js';
import type { MockContext } from '../context/context.js';
import { hasInvalidEscape } from '../http/hasInvalidEscape.js';
import { requestUrl } from '../http/requestUrl.js';
import { textAnswer } from '../http/textAnswer.js';
import { eraOfPath } from '../api/era.js';
import { RestError } from '../api/errors.js';
import { errorAnswer } from '../answers/errorAnswer.js';
import { anonymousCorsHeaders } from '../admission/cors.js';

/** The route that refuses a URL with an invalid escape. */
export function malformedUrlHandlers(ctx: MockContext) {
  return [
    new ServiceRoute({
      header: 'malformed URL escapes (400)',
      accepts: (_method, url) => hasInvalidEscape(url.pathname) || hasInvalidEscape(url.search),
      answer: (request) => {
        const url = requestUrl(request);
        const message = `The URL ${url.pathname}${url.search} has an invalid escape sequence: a '%' must be followed by two hex digits (write %25 for a percent sign).`;
        const era = eraOfPath(url.pathname);
        if (era) return errorAnswer({ era, request }, new RestError(400, message), { now: ctx.clock.now(), headers: anonymousCorsHeaders(ctx.directory, request) });
        return textAnswer(message + '\n', 400, { 'content-type': 'text/plain; charset=utf-8' });
      },
    }),
  ];
}
