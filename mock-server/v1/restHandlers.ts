// The REST API as MSW handlers. One pipeline for every call:
//   malformed URL → 400 · CORS preflight · route (405 with
//   Allow; unknown paths fall through to the 404 handler) · authenticate → 401 · origin of the
//   token's app → 403 · rate limit → 429 · scope → 403 · endpoint → 2xx or its RestError ·
//   serialize as JSON or XML.
// Endpoints are plain functions of a RestCall; nothing here knows what they do.
import { ServiceRoute } from '../http/ServiceRoute.js';
import type { MockContext } from '../context/context.js';
import { errorAnswer } from './format/errorResponse.js';
import { setAnswerHeaders, textAnswer, type Answer } from '../http/textAnswer.js';
import { RestError } from '../admission/restError.js';
import { hasInvalidEscape, parseResourcePath } from './pipeline/resourcePath.js';
import { matchRoute, type RestCall, type Route } from './pipeline/router.js';
import { REST_ROUTES } from './routes.js';
import { isTodayPath } from '../restli/todayPath.js';
import { admitCall, type CorsHolder } from '../admission/admitCall.js';
import { requireScope } from '../admission/requireScope.js';
import { serializeAnswer } from './format/serialize.js';
import { wantsJson } from './format/format.js';
import { anonymousCorsHeaders, preflightAnswerHeaders } from '../admission/cors.js';
import { requestUrl } from '../http/requestUrl.js';
import { asOfOf } from '../context/asOf.js';
import { datedV1Refusal } from '../history/datedV1.js';
import { withJsonp } from './jsonp.js';

const V1_PATH = /^\/v1(\/|$)/;

/** True for the paths of v1's REST API (/v1/…): this route's, and its 404's. */
export function isV1Path(pathname: string): boolean {
  return V1_PATH.test(pathname);
}

/** True for requests to the REST API (/v1/…, and today's /v2/…, /rest/…, /dms-uploads/…). */
export function isRestPath(pathname: string): boolean {
  return V1_PATH.test(pathname) || isTodayPath(pathname);
}

/** The CORS headers a REST answer gets before the caller is known: for any registered origin. */
function anonymousCors(ctx: MockContext, request: Request): Record<string, string> {
  return anonymousCorsHeaders(ctx.directory, request);
}

function fail(ctx: MockContext, request: Request, error: RestError, cors: Record<string, string>): Answer {
  return errorAnswer(request, error.status, error.message, ctx.clock.now(), { ...error.headers, ...cors }, error.detail);
}

/**
 * Answers one REST request, or returns undefined when no route has its path (the 404 fallback
 * handler answers then).
 */
async function handleRest(ctx: MockContext, request: Request, routes: Route[] = REST_ROUTES): Promise<Answer | undefined> {
  const url = requestUrl(request);
  let cors = anonymousCors(ctx, request);
  try {
    if (request.method === 'OPTIONS') return textAnswer(null, 204, preflightAnswerHeaders(ctx.directory, request, url.pathname));
    const path = parseResourcePath(url.pathname);
    const match = matchRoute(routes, request.method, path);
    if (match.kind === 'none') return undefined;
    if (match.kind === 'method-not-allowed') {
      throw new RestError(405, `The method ${request.method} is not supported on ${url.pathname}; use ${match.allow.join(', ')}.`, { allow: match.allow.join(', ') });
    }
    const holder: CorsHolder = { headers: cors };
    let caller;
    try {
      const admitted = admitCall(ctx, request, holder);
      caller = admitted instanceof Promise ? await admitted : admitted;
    } finally {
      cors = holder.headers;
    }
    // On a replayed day (asOf), what LinkedIn answered then instead: 410 after v1's shutdown, 403 for what 2015 closed (history/datedV1.ts).
    const dated = datedV1Refusal(asOfOf(ctx), ctx.directory.apps.get(caller.apiKey) ?? {}, match.route.path, match.params.person);
    if (dated) throw new RestError(dated.status, dated.message, {}, { serviceErrorCode: null });
    const what = `${request.method} ${url.pathname.replace(/:\(.*$/, '')}`;
    requireScope(caller.scopes, match.endpoint.scopes, what);
    if (path.fields && !match.endpoint.selector) throw new RestError(400, `${url.pathname.replace(/:\(.*$/, '')} takes no field selector.`);
    if (path.profileView && !match.endpoint.profileViews) throw new RestError(400, `Only a profile path may end in :${path.profileView}; ${url.pathname} may not.`);
    if (!ctx.directory.members.has(caller.memberId)) throw new RestError(404, `Could not find person based on: ~ (member ${caller.memberId} no longer exists).`);
    const call: RestCall = {
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
    if (error instanceof RestError) return fail(ctx, request, error, cors);
    // Never a stack trace to the client.
    console.error('in-mock-server: REST call failed:', error);
    return fail(ctx, request, new RestError(500, 'The mock service failed on this request; its console shows why.'), cors);
  }
}

/**
 * A request whose URL has an invalid escape such as `%zz` (spec: 400). Registered first: MSW's
 * path matching would throw on it in every later handler.
 */
export function malformedUrlHandlers(ctx: MockContext) {
  return [
    new ServiceRoute({
      header: 'malformed URL escapes (400)',
      accepts: (_method, url) => hasInvalidEscape(url.pathname) || hasInvalidEscape(url.search),
      answer: (request) => {
        const url = requestUrl(request);
        const message = `The URL ${url.pathname}${url.search} has an invalid escape sequence: a '%' must be followed by two hex digits (write %25 for a percent sign).`;
        if (isRestPath(url.pathname)) return errorAnswer(request, 400, message, ctx.clock.now(), anonymousCors(ctx, request));
        return textAnswer(message + '\n', 400, { 'content-type': 'text/plain; charset=utf-8' });
      },
    }),
  ];
}

/** v1's REST API: every /v1 route (today's /v2 and /rest are today/v2Handlers.ts's). */
export function restHandlers(ctx: MockContext) {
  return [
    new ServiceRoute({
      header: 'REST API (/v1)',
      accepts: (_method, url) => isV1Path(url.pathname),
      answer: (request) => withJsonp(request, ctx.clock.now(), anonymousCors(ctx, request), () => handleRest(ctx, request)),
      paths: REST_ROUTES.map((route) => route.path),
    }),
  ];
}

/** CORS headers for the 404 fallback, so a browser page can read it. */
export function fallbackCorsHeaders(ctx: MockContext, request: Request): Record<string, string> {
  return anonymousCors(ctx, request);
}
