// Today's API as one service route. The pipeline, in order:
//   preflight (admission/cors.ts) · untunnel (POST + X-HTTP-Method-Override) · route (405 with
//   Allow; unknown paths fall through to the service's other routes, then to today/notFound.ts) · LinkedIn-Version on /rest (400 VERSION_MISSING, 426
//   NONEXISTENT_VERSION) · X-RestLi-Method and protocol version · admission/admitCall, shared with v1
//   (401, origin 403, 429) · the app's product and the token's scopes (403 ACCESS_DENIED) ·
//   projection= / fields= · endpoint · JSON, or an empty 201 with Content-Length: 0.
// Errors are the body of restli/RestliError.ts; endpoints are plain functions of a V2Call.
import { ServiceRoute } from '../http/ServiceRoute.js';
import type { MockContext } from '../context/context.js';
import { JSON_TYPE, textAnswer, type Answer, type TextAnswer } from '../http/textAnswer.js';
import { admitCall, type CorsHolder } from '../admission/admitCall.js';
import { RestError, Throttled } from '../admission/restError.js';
import { anonymousCorsHeaders, preflightAnswerHeaders } from '../admission/cors.js';
import { isTodayPath } from '../restli/todayPath.js';
import { appHasProduct } from '../apps/appHasProduct.js';
import { NO_RESOURCE_BODY, RestliError, THROTTLED_BODY, accessDenied, illegalArgument, restliErrorBody } from '../restli/RestliError.js';
import { noteRequest, shareNotes } from '../http/requestNotes.js';
import { requestUrl } from '../http/requestUrl.js';
import { untunnel } from '../restli/untunnel.js';
import { callVersion } from './callVersion.js';
import { asOfOf } from '../context/asOf.js';
import { todayRouteServed } from '../history/datedToday.js';
import { checkRestliHeaders, restliMethodOf } from '../restli/restliMethod.js';
import { parseFieldsParam, parseProjection } from '../restli/projection.js';
import { matchV2Route, rawSegments, type V2Call, type V2Method } from './V2Route.js';
import { V2_ROUTES } from './v2Routes.js';
import { projectionEnv } from './decorators.js';
import { DOWNLOAD_PATH, imageBytes } from './media/images.js';
import { mediaTransferRoutes } from './media/mediaTransfer.js';
import { mediaDownload } from './media/servedMedia.js';


/** True when a route of today's API has this path (any method: a wrong one gets its 405 here). */
export function isV2Path(pathname: string): boolean {
  // The first segment decides most paths (every /v1 call) without splitting the path.
  const start = pathname.search(/[^/]/);
  const end = pathname.indexOf('/', start);
  if (start >= 0 && !FIRST_SEGMENTS.has(pathname.slice(start, end < 0 ? undefined : end)) && !FIRST_SEGMENTS.has(':')) return false;
  return matchV2Route(V2_ROUTES, rawSegments(pathname)) !== undefined;
}

/** The first segment of every route of today's API (`:` for one that starts with a parameter). */
const FIRST_SEGMENTS = new Set(V2_ROUTES.map((route) => rawSegments(route.path)[0]!.replace(/^:.*/, ':')));

/**
 * A JSON answer with its Content-Length: axios' Node adapter (linkedin-api-client) waits for the
 * end of a body whose length MSW's interceptor does not announce (docs/v2.md).
 */
function jsonAnswer(value: unknown, status: number, headers: Record<string, string>): TextAnswer {
  const text = JSON.stringify(value);
  return textAnswer(text, status, { 'content-type': JSON_TYPE, ...headers, 'content-length': String(new TextEncoder().encode(text).byteLength) });
}

/** A failure of a call to today's API in its error body (JSON, Content-Length, X-RestLi-Protocol-Version), with `cors` on top; faults that stand for a real refusal answer through it too. */
export function todayErrorAnswer(error: RestliError | RestError, cors: Record<string, string>, request?: Request): TextAnswer {
  if (error instanceof Throttled && request) return throttledAnswer(request, error, { 'x-restli-protocol-version': '2.0.0', ...cors });
  if (error instanceof RestliError && error.body) {
    // LinkedIn's own body for this refusal, which does not say the mock's reason: that goes to the journal's notes.
    if (request && error.message) noteRequest(request, error.message);
    return jsonAnswer(error.body, error.status, { 'x-restli-protocol-version': '2.0.0', ...error.headers, ...cors });
  }
  const body = error instanceof RestliError ? restliErrorBody(error.status, error.message, error.code, error.serviceErrorCode) : restliErrorBody(error.status, error.message, error.detail.code, error.detail.serviceErrorCode);
  return jsonAnswer(body, error.status, { 'x-restli-protocol-version': '2.0.0', ...error.headers, ...cors });
}

function decodeParams(raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      throw illegalArgument(`The path segment '${value}' has an invalid escape sequence.`);
    }
  }
  return out;
}

/**
 * Answers one call of today's API, or undefined when no route of it has the path.
 * @example await handleV2(ctx, new Request('https://api.linkedin.com/v2/me', { headers: { authorization: 'Bearer …' } }))
 */
export async function handleV2(ctx: MockContext, original: Request): Promise<Answer | undefined> {
  const holder: CorsHolder = { headers: anonymousCorsHeaders(ctx.directory, original) };
  try {
    const request = await untunnel(original);
    if (request !== original) shareNotes(request, original);
    const url = new URL(request.url);
    const match = matchV2Route(V2_ROUTES, rawSegments(url.pathname));
    // A route the replayed day (asOf) did not have goes on to the 404, as a path no route has (history/datedToday.ts).
    if (!match || !todayRouteServed(asOfOf(ctx), match.route.path)) return undefined;
    const { route } = match;
    const endpoint = route.methods[request.method as V2Method];
    if (!endpoint) {
      const allow = [...Object.keys(route.methods), 'OPTIONS'].join(', ');
      throw new RestliError(405, `The method ${request.method} is not supported on ${url.pathname}; use ${allow}.`, undefined, undefined, { allow });
    }
    const params = decodeParams(match.params);
    const version = route.versioned ? callVersion(ctx, request, route.versionCalendar) : undefined;
    const restliMethod = restliMethodOf(request.method, url.searchParams, !!route.keyed);
    checkRestliHeaders(request.headers, restliMethod);
    const admitted = admitCall(ctx, request, holder);
    const caller = admitted instanceof Promise ? await admitted : admitted;
    const app = ctx.directory.apps.get(caller.apiKey);
    if (endpoint.product && app && !appHasProduct(app, endpoint.product)) throw accessDenied(endpoint.resource ?? route.resource, endpoint.access, version);
    if (endpoint.scopes.length && !endpoint.scopes.some((scope) => caller.scopes.includes(scope))) throw accessDenied(endpoint.resource ?? route.resource, endpoint.access, version);
    if (!ctx.directory.members.has(caller.memberId)) throw new RestliError(404, `Could not find person based on: ~ (member ${caller.memberId} no longer exists).`, 'NOT_FOUND');
    const projectionText = url.searchParams.get('projection');
    const fieldsText = url.searchParams.get('fields');
    if ((projectionText !== null || fieldsText !== null) && !endpoint.projects) throw illegalArgument(`${url.pathname} takes no projection; leave projection= and fields= out.`);
    if (projectionText !== null && fieldsText !== null) throw illegalArgument('Send projection= or fields=, not both.');
    const call: V2Call = {
      ctx,
      request,
      url,
      query: url.searchParams,
      params,
      caller,
      apiOrigin: url.origin,
      restliMethod,
      version,
      projection: projectionText !== null ? parseProjection(projectionText) : fieldsText !== null ? parseFieldsParam(fieldsText) : undefined,
      env: projectionEnv(ctx, caller, url.origin, original),
    };
    const result = await endpoint.handle(call);
    const headers = { 'x-restli-protocol-version': '2.0.0', ...result.headers, ...holder.headers };
    if (result.body === undefined) return textAnswer(null, result.status ?? 200, { ...headers, 'content-length': '0' });
    return jsonAnswer(result.body, result.status ?? 200, headers);
  } catch (error) {
    if (error instanceof RestliError || error instanceof RestError) return todayErrorAnswer(error, holder.headers, original);
    // Never a stack trace to the client.
    console.error('in-mock-server: call of today\'s API failed:', error);
    return todayErrorAnswer(new RestliError(500, 'The mock service failed on this request; its console shows why.'), holder.headers);
  }
}

/**
 * Today's answer to a call past a daily limit (admission/rateLimit.ts): LinkedIn's body exactly,
 * with no Retry-After (docs/v2.md); which limit it was and when it resets, which that body does
 * not say, go to the request's journal notes.
 */
function throttledAnswer(request: Request, error: Throttled, headers: Record<string, string>): TextAnswer {
  noteRequest(request, error.message);
  const { 'retry-after': _, ...rest } = headers;
  return jsonAnswer(THROTTLED_BODY, 429, rest);
}

/**
 * Today's answer for a path the service does not serve (today/notFound.ts): LinkedIn's 404 body
 * exactly, with its Content-Length; which path it was, and that the mock may simply not have it
 * yet, go to the journal notes.
 */
export function noResourceAnswer(request: Request, headers: Record<string, string>): TextAnswer {
  noteRequest(request, `There is no resource at ${requestUrl(request).pathname} (LinkedIn answers this 404 for a path it does not serve; docs/v2.md lists what this mock serves).`);
  return jsonAnswer(NO_RESOURCE_BODY, 404, headers);
}

/**
 * Today's error answer before any route is known (a preflight's 403, the 404 of a path no route
 * has): the body of restli/RestliError.ts, its keys in alphabetical order, as the REST answers of
 * both eras were serialized before today's API had its own route.
 */
export function plainErrorAnswer(status: number, message: string, headers: Record<string, string>): TextAnswer {
  const body = restliErrorBody(status, message) as unknown as Record<string, unknown>;
  const sorted = Object.fromEntries(Object.keys(body).sort().map((key) => [key, body[key]]));
  return textAnswer(JSON.stringify(sorted), status, { 'content-type': JSON_TYPE, ...headers });
}

/** A preflight (OPTIONS) of any path of today's API: admission's CORS rule (admission/cors.ts). */
function preflightAnswer(ctx: MockContext, request: Request): TextAnswer {
  try {
    return textAnswer(null, 204, preflightAnswerHeaders(ctx.directory, request, new URL(request.url).pathname));
  } catch (error) {
    if (!(error instanceof RestError)) throw error;
    return plainErrorAnswer(error.status, error.message, { ...error.headers, ...anonymousCorsHeaders(ctx.directory, request) });
  }
}

/** The uploaded images' bytes, public as the real CDN serves them. */
function downloadAnswer(ctx: MockContext, url: URL): Response {
  const found = imageBytes(ctx, decodeURIComponent(url.pathname.slice(DOWNLOAD_PATH.length)));
  if (!found) return new Response('No uploaded image has this address.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return mediaDownload('image', found.type, found.bytes);
}

/**
 * What of today's API takes a request: the preflight of any of its paths, the download of an
 * uploaded image, a call of one of its routes; undefined for none (the request goes on).
 */
function todayPart(method: string, url: URL): 'preflight' | 'download' | 'call' | undefined {
  if (method === 'OPTIONS') return isTodayPath(url.pathname) ? 'preflight' : undefined;
  if (method === 'GET' && url.pathname.startsWith(DOWNLOAD_PATH)) return 'download';
  return isV2Path(url.pathname) || (method === 'POST' && url.pathname.startsWith('/v2/')) ? 'call' : undefined;
}

/**
 * Today's API (/v2 Rest.li resources, /rest, their preflights, the image upload and download URLs),
 * as one route: the gateway asks every route of ours in turn, so fewer routes ask less per request.
 */
export function v2Handlers(ctx: MockContext) {
  return [
    ...mediaTransferRoutes(ctx),
    new ServiceRoute({
      header: "Today's API (/v2 Rest.li, /rest, image uploads and downloads)",
      accepts: (method, url) => todayPart(method, url) !== undefined,
      answer: (request) => {
        const url = new URL(request.url);
        const part = todayPart(request.method, url);
        if (part === 'preflight') return preflightAnswer(ctx, request);
        if (part === 'download') return downloadAnswer(ctx, url);
        return handleV2(ctx, request);
      },
      paths: [...V2_ROUTES.map((route) => route.path), `${DOWNLOAD_PATH}:id`],
    }),
  ];
}
