// A call of today's API, through its pipeline, in order: untunnel (POST + X-HTTP-Method-Override) ·
//   route (405 with Allow; a path no route has: undefined, for the service's other routes, then
//   today/notFound.ts) · LinkedIn-Version on /rest (400 VERSION_MISSING, 426 NONEXISTENT_VERSION) ·
//   X-RestLi-Method and protocol version · admission/admitCall, shared with v1 (401, origin 403, 429) ·
//   the app's product and the token's scopes (403 ACCESS_DENIED) · projection= / fields= · the finder
//   (q=) the endpoint has (restli/finder.ts) · the URNs of the path (restli/urn.ts) · endpoint ·
//   JSON, or an empty 201 with Content-Length: 0.
// Errors are answered by the one error handler (answers/errorAnswer.ts) in today's body;
// endpoints are plain functions of a TodayCall.
import type { MockContext } from '../context/context.js';
import { textAnswer, type Answer } from '../http/textAnswer.js';
import { admitCall, type CorsHolder } from '../admission/admitCall.js';
import { anonymousCorsHeaders } from '../admission/cors.js';
import { appCallsAnyProduct } from '../apps/appHasProduct.js';
import { grantsAnyOf } from '../scopes.js';
import { shareNotes } from '../http/requestNotes.js';
import { untunnel } from '../restli/untunnel.js';
import { callVersion } from './callVersion.js';
import { asOfOf } from '../context/asOf.js';
import { todayRouteServed } from '../history/datedToday.js';
import { checkRestliHeaders, restliMethodOf } from '../restli/restliMethod.js';
import { parseFieldsParam, parseProjection } from '../restli/projection.js';
import { checkFinder } from '../restli/finder.js';
import { urnParam, type Urn } from '../restli/urn.js';
import { matchTodayRoute, rawSegments, type TodayCall, type TodayMethod } from './TodayRoute.js';
import { TODAY_ROUTES } from './todayRoutes.js';
import { projectionEnv } from './decorators.js';
import { RestError, BadRequest, AccessDenied, NotFound } from '../api/errors.js';
import { errorAnswer } from '../answers/errorAnswer.js';
import { jsonAnswer } from '../answers/jsonAnswer.js';
import { RESTLI_HEADERS } from '../answers/todayErrorAnswer.js';

function decodeParams(raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      throw new BadRequest(`The path segment '${value}' has an invalid escape sequence.`);
    }
  }
  return out;
}

/**
 * Answers one call of today's API, or undefined when no route of it has the path.
 * @example await handleTodayCall(ctx, new Request('https://api.linkedin.com/v2/me', { headers: { authorization: 'Bearer …' } }))
 */
export async function handleTodayCall(ctx: MockContext, original: Request): Promise<Answer | undefined> {
  const holder: CorsHolder = { headers: anonymousCorsHeaders(ctx.directory, original) };
  try {
    const request = await untunnel(original);
    if (request !== original) shareNotes(request, original);
    const url = new URL(request.url);
    const match = matchTodayRoute(TODAY_ROUTES, rawSegments(url.pathname));
    // The day replayed (asOf), decided once for the call; a route that day did not have goes on to the 404, as a path no route has (history/datedToday.ts).
    const asOf = asOfOf(ctx);
    if (!match || !todayRouteServed(asOf, match.route.path)) return undefined;
    const { route } = match;
    const endpoint = route.methods[request.method as TodayMethod];
    if (!endpoint) {
      const allow = [...Object.keys(route.methods), 'OPTIONS'].join(', ');
      throw new RestError(405, `The method ${request.method} is not supported on ${url.pathname}; use ${allow}.`, { headers: { allow } });
    }
    const params = decodeParams(match.params);
    const version = route.versioned ? callVersion(ctx, request, route.versionCalendar, asOf) : undefined;
    const restliMethod = restliMethodOf(request.method, url.searchParams, !!route.keyed);
    checkRestliHeaders(request.headers, restliMethod);
    const admitted = admitCall(ctx, { era: 'today', request, endpoint: `${endpoint.resource ?? route.resource}.${endpoint.access}`, applicationTokens: !!endpoint.application }, holder);
    const caller = admitted instanceof Promise ? await admitted : admitted;
    const app = ctx.directory.apps.get(caller.apiKey);
    const access = restliMethod === 'batch_get' && endpoint.batchAccess ? endpoint.batchAccess : endpoint.access;
    const refused = () => new AccessDenied(endpoint.resource ?? route.resource, access, version);
    if (endpoint.product && app && !appCallsAnyProduct(app, endpoint.product)) throw refused();
    if (!grantsAnyOf(caller.scopes, endpoint.scopes)) throw refused();
    // An endpoint of the app's (2-legged) takes no member's token; a member's endpoint, no member that is gone.
    if (endpoint.application && !caller.application) throw refused();
    if (!endpoint.application && !ctx.directory.members.has(caller.memberId)) throw new NotFound(`Could not find person based on: ~ (member ${caller.memberId} no longer exists).`);
    const projectionText = url.searchParams.get('projection');
    const fieldsText = url.searchParams.get('fields');
    if ((projectionText !== null || fieldsText !== null) && !endpoint.projects) throw new BadRequest(`${url.pathname} takes no projection; leave projection= and fields= out.`);
    if (projectionText !== null && fieldsText !== null) throw new BadRequest('Send projection= or fields=, not both.');
    if (endpoint.finders) checkFinder(url.searchParams, endpoint.finders, route.resource);
    const urns: Record<string, Urn> = {};
    for (const [name, param] of Object.entries(route.urns ?? {})) urns[name] = urnParam(params[name]!, param);
    const call: TodayCall = {
      era: 'today',
      asOf,
      ctx,
      request,
      url,
      query: url.searchParams,
      params,
      urns,
      ...(endpoint.finders && url.searchParams.has('q') && { finder: url.searchParams.get('q')! }),
      caller,
      apiOrigin: url.origin,
      restliMethod,
      version,
      ...(version !== undefined && { versionSent: request.headers.get('linkedin-version')!.trim() }),
      projection: projectionText !== null ? parseProjection(projectionText) : fieldsText !== null ? parseFieldsParam(fieldsText) : undefined,
      env: projectionEnv(ctx, caller, url.origin, original),
    };
    const result = await endpoint.handle(call);
    const headers = { ...RESTLI_HEADERS, ...result.headers, ...holder.headers };
    if (result.body === undefined) return textAnswer(null, result.status ?? 200, { ...headers, 'content-length': '0' });
    return jsonAnswer(result.body, result.status ?? 200, headers);
  } catch (error) {
    return errorAnswer({ era: 'today', request: original }, error, { now: ctx.clock.now(), headers: { ...RESTLI_HEADERS, ...holder.headers } });
  }
}
