// The REST API as MSW handlers. One pipeline for every call:
//   CORS preflight · route (405 with Allow; unknown paths fall through to the 404 handler) ·
//   authenticate → 401 · origin of the token's app → 403 · rate limit → 429 · scope → 403 ·
//   endpoint → 2xx or its RestError · serialize as JSON or XML. (A URL with an invalid `%` escape
//   is refused before any route: gateway/malformedUrl.ts.)
// Endpoints are plain functions of a RestCall; nothing here knows what they do. Every failure is
// answered by the one error handler, answers/errorAnswer.ts, in v1's body.
import { ServiceRoute } from '../http/ServiceRoute.js';
import type { MockContext } from '../context/context.js';
import { setAnswerHeaders, textAnswer, type Answer } from '../http/textAnswer.js';
import { BadRequest, NotFound, RestError } from '../api/errors.js';
import { errorAnswer } from '../answers/errorAnswer.js';
import { eraOfPath, type ApiCall } from '../api/era.js';
import { wantsJson } from '../answers/v1Format.js';
import { parseResourcePath } from './pipeline/resourcePath.js';
import { matchRoute, type RestCall, type Route } from './pipeline/router.js';
import { REST_ROUTES } from './routes.js';
import { admitCall, type CorsHolder } from '../admission/admitCall.js';
import { requireScope } from '../admission/requireScope.js';
import { serializeAnswer } from './format/serialize.js';
import { anonymousCorsHeaders, preflightAnswerHeaders } from '../admission/cors.js';
import { requestUrl } from '../http/requestUrl.js';
import { withJsonp } from './jsonp.js';
import { asOfOf } from '../context/asOf.js';
import { datedV1Refusal } from '../history/datedV1.js';

/**
 * Answers one REST request, or returns undefined when no route has its path (the 404 fallback
 * handler answers then).
 */
async function handleV1Call(ctx: MockContext, request: Request, routes: Route[] = REST_ROUTES): Promise<Answer | undefined> {
  const url = requestUrl(request);
  const apiCall: ApiCall & { asOf: number | null } = { era: 'v1', request, asOf: asOfOf(ctx) };
  let cors = anonymousCorsHeaders(ctx.directory, request);
  try {
    if (request.method === 'OPTIONS') return textAnswer(null, 204, preflightAnswerHeaders(ctx.directory, request, 'v1'));
    const path = parseResourcePath(url.pathname);
    const match = matchRoute(routes, request.method, path);
    if (match.kind === 'none') return undefined;
    if (match.kind === 'method-not-allowed') {
      throw new RestError(405, `The method ${request.method} is not supported on ${url.pathname}; use ${match.allow.join(', ')}.`, { headers: { allow: match.allow.join(', ') } });
    }
    const holder: CorsHolder = { headers: cors };
    let caller;
    try {
      const admitted = admitCall(ctx, apiCall, holder);
      caller = admitted instanceof Promise ? await admitted : admitted;
    } finally {
      cors = holder.headers;
    }
    // On a replayed day (asOf), what LinkedIn answered then instead: 410 after v1's shutdown, 403 for what 2015 closed (history/datedV1.ts).
    const dated = datedV1Refusal(apiCall.asOf, ctx.directory.apps.get(caller.apiKey) ?? {}, match.route.path, match.params.person);
    if (dated) throw new RestError(dated.status, dated.message, { serviceErrorCode: null });
    const what = `${request.method} ${url.pathname.replace(/:\(.*$/, '')}`;
    requireScope(caller.scopes, match.endpoint.scopes, what);
    if (path.fields && !match.endpoint.selector) throw new BadRequest(`${url.pathname.replace(/:\(.*$/, '')} takes no field selector.`);
    if (path.profileView && !match.endpoint.profileViews) throw new BadRequest(`Only a profile path may end in :${path.profileView}; ${url.pathname} may not.`);
    if (!ctx.directory.members.has(caller.memberId)) throw new NotFound(`Could not find person based on: ~ (member ${caller.memberId} no longer exists).`);
    const call: RestCall = {
      era: 'v1',
      asOf: apiCall.asOf,
      ctx,
      request,
      url,
      params: match.params,
      keys: match.keys,
      fields: path.fields,
      profileView: path.profileView,
      caller,
      apiOrigin: url.origin,
    };
    const handled = match.endpoint.handle(call);
    const result = handled instanceof Promise ? await handled : handled;
    return setAnswerHeaders(serializeAnswer(result, wantsJson(request)), cors);
  } catch (error) {
    return errorAnswer(apiCall, error, { now: ctx.clock.now(), headers: cors });
  }
}

/** v1's REST API: every /v1 route (today's /v2 and /rest are today/todayHandlers.ts's). */
export function v1Handlers(ctx: MockContext) {
  return [
    new ServiceRoute({
      header: 'REST API (/v1)',
      era: 'v1',
      accepts: (_method, url) => eraOfPath(url.pathname) === 'v1',
      answer: (request) => withJsonp(request, ctx.clock.now(), anonymousCorsHeaders(ctx.directory, request), () => handleV1Call(ctx, request)),
      paths: REST_ROUTES.map((route) => route.path),
    }),
  ];
}
