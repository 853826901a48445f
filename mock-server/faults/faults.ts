// Fault injection (like WireMock's): `POST /__admin/faults` / `service.admin.addFault(rule)` makes
// the requests a pattern matches (method, path, query, headers) answer another status (429 with
// Retry-After, 503, any of the REST API's 401 types…), answer late, get a truncated or malformed
// body, or lose their connection, for their next N times or for a share of them. The gateway
// (gateway/GatewayHandler.ts) applies them to every request but admin ones; nothing else in the
// service answers a 5xx on its own.
import { delay } from 'msw';
import type { MockContext } from '../context/context.js';
import type { Fault, FaultFailure, Traffic, UnauthorizedType } from '../store/traffic.js';
import { MAX_FAULT_DELAY_MS, MAX_FAULT_TIMES, MAX_FAULTS } from '../defaults.js';
import { unknownKeyProblem } from '../vocabulary/didYouMean.js';
import { matchesPattern, patternFrom, PATTERN_FIELDS, type RequestFacts } from './requestPattern.js';
import { RestError } from '../api/errors.js';
import { eraOfPath, type Era } from '../api/era.js';
import { errorAnswer } from '../answers/errorAnswer.js';
import { RESTLI_HEADERS, THROTTLED_BODY } from '../answers/todayErrorAnswer.js';
import { TOKEN_PROBLEMS, tokenRefusal } from '../admission/tokenRefusal.js';
import { anonymousCorsHeaders } from '../admission/cors.js';
import { answerResponse } from '../http/textAnswer.js';
import { userinfoRefusal } from '../oidc/userinfo.js';
import { USERINFO_PATH } from '../oidc/discoveryDocument.js';

const ANSWER_FIELDS = ['status', 'message', 'unauthorized', 'responseHeaders', 'body', 'delayMs', 'fail', 'times', 'share'] as const;
const FAILURES: FaultFailure[] = ['drop', 'truncate', 'malformed'];

/** What a fault answers when it names only a status. */
function defaultMessage(status: number): string {
  const injected = '(injected through /__admin/faults)';
  if (status === 429) return `Throttle limit exceeded ${injected}; retry later.`;
  if (status === 500) return `Internal service error ${injected}.`;
  if (status === 503) return `The service is unavailable ${injected}; retry later.`;
  if (status === 504) return `The service took too long to answer ${injected}; retry later.`;
  return `The service answered ${status} ${injected}.`;
}

function headerMap(value: unknown): Record<string, string> | string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return "'responseHeaders' must be an object such as {\"retry-after\": \"30\"}.";
  for (const [name, inner] of Object.entries(value)) {
    if (typeof inner !== 'string' || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || /[\r\n]/.test(inner)) return `'responseHeaders.${name}' must be a header name with a one-line string value.`;
  }
  return value as Record<string, string>;
}

/**
 * A fault from the admin request body (its id still to be given), or a sentence saying what is
 * wrong with it. The body is the pattern's fields plus: status, message, unauthorized,
 * responseHeaders, body, delayMs, fail ('drop' | 'truncate' | 'malformed'), times, share.
 */
export function faultFromBody(body: unknown): Omit<Fault, 'id'> | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object such as {"path": "/v1/people/~", "status": 503, "times": 1}.';
  const input = body as Record<string, unknown>;
  const unknown = unknownKeyProblem(input, [...PATTERN_FIELDS, ...ANSWER_FIELDS], { field: 'a fault' });
  if (unknown) return unknown;
  if (input.path === undefined) return "'path' is required: the path the fault applies to, such as /v1/people/~ ('/*' for every path).";
  const pattern = patternFrom(input);
  if (typeof pattern === 'string') return pattern;
  const { status, message, unauthorized, body: answerBody, delayMs = 0, fail, share } = input;
  const fault: Omit<Fault, 'id'> = { ...pattern, path: pattern.path!, delayMs: 0, times: 1, matched: 0, fired: 0 };
  if (status !== undefined) {
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) return "'status' must be a whole number from 200 to 599.";
    fault.status = status;
  }
  if (unauthorized !== undefined) {
    if (typeof unauthorized !== 'string' || !(TOKEN_PROBLEMS as readonly string[]).includes(unauthorized)) return `'unauthorized' must be one of ${TOKEN_PROBLEMS.join(', ')}.`;
    if (status !== undefined && status !== 401) return "'unauthorized' answers 401; leave 'status' out or make it 401.";
    fault.status = 401;
    fault.unauthorized = unauthorized as UnauthorizedType;
  }
  if (message !== undefined) {
    if (typeof message !== 'string') return "'message' must be a string.";
    fault.message = message;
  }
  if (answerBody !== undefined) {
    if (typeof answerBody !== 'string') return "'body' must be a string: the exact body to answer.";
    fault.body = answerBody;
  }
  if (input.responseHeaders !== undefined) {
    const headers = headerMap(input.responseHeaders);
    if (typeof headers === 'string') return headers;
    fault.responseHeaders = { ...headers };
  }
  if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_FAULT_DELAY_MS) {
    return `'delayMs' must be a whole number of milliseconds from 0 to ${MAX_FAULT_DELAY_MS}.`;
  }
  fault.delayMs = delayMs;
  if (fail !== undefined) {
    if (!FAILURES.includes(fail as FaultFailure)) return `'fail' must be one of ${FAILURES.join(', ')}.`;
    if (fault.status !== undefined || fault.body !== undefined) return `'fail: ${fail}' spoils the real answer; it cannot be combined with 'status', 'unauthorized' or 'body'.`;
    fault.fail = fail as FaultFailure;
  }
  if (fault.status === undefined && fault.body === undefined && fault.fail === undefined && fault.delayMs === 0) {
    return "A fault needs something to do: a 'status' (or 'unauthorized'), a 'body', a 'fail', a 'delayMs', or several.";
  }
  if (share !== undefined) {
    if (typeof share !== 'number' || !(share > 0 && share <= 1)) return "'share' must be a number above 0 and at most 1: the part of the matching requests it fires on.";
    fault.share = share;
    fault.times = null;
  }
  if (input.times !== undefined) {
    const times = input.times;
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > MAX_FAULT_TIMES) return `'times' must be a whole number from 1 to ${MAX_FAULT_TIMES}.`;
    fault.times = times;
  }
  return fault;
}

/** Adds a checked fault to the waiting ones; a sentence when there are too many. */
export function addFault(traffic: Traffic, fault: Omit<Fault, 'id'>): Fault | string {
  if (traffic.faults.length >= MAX_FAULTS) return `${MAX_FAULTS} faults are waiting already; clear them (DELETE /__admin/faults) before adding more.`;
  const added = { ...fault, id: ++traffic.lastFaultId };
  traffic.faults.push(added);
  return added;
}

/**
 * The fault this request triggers now, if any; counts the request against every fault it
 * matches up to the one that fires. A fault without `method` leaves CORS preflights (OPTIONS)
 * alone, so a browser sees the injected answer.
 * @example takeFault(ctx.traffic, { method: 'GET', url, header: (n) => request.headers.get(n) })
 */
export function takeFault(traffic: Traffic, request: RequestFacts): Fault | undefined {
  for (let index = 0; index < traffic.faults.length; index++) {
    const fault = traffic.faults[index]!;
    if (!fault.method && request.method.toUpperCase() === 'OPTIONS') continue;
    if (!matchesPattern(fault, request)) continue;
    fault.matched += 1;
    if (fault.share !== undefined && Math.floor(fault.matched * fault.share) === Math.floor((fault.matched - 1) * fault.share)) continue;
    fault.fired += 1;
    if (fault.times !== null) {
      fault.times -= 1;
      if (fault.times <= 0) traffic.faults.splice(index, 1);
    }
    return fault;
  }
  return undefined;
}

/**
 * The answer of a fault that stands for a refused token: exactly what the real condition answers
 * on that path (admission/tokenRefusal.ts for /v1, /v2 and /rest in their era's format, today's
 * with Rest.li's header as its route answers; oidc/userinfo.ts for /v2/userinfo), with the fault's
 * own headers and message on top if it names them.
 */
function refusalAnswer(ctx: MockContext, request: Request, fault: Fault, problem: UnauthorizedType): Response {
  const pathname = new URL(request.url).pathname;
  const extra = fault.responseHeaders ?? {};
  if (pathname === USERINFO_PATH && fault.message === undefined) {
    const answer = userinfoRefusal(problem);
    for (const [name, value] of Object.entries(extra)) answer.headers.set(name, value);
    return answer;
  }
  // The era of the path, as the route that would take it decides it (api/era.ts); none: not the REST API.
  const era = eraOfPath(pathname) ?? 'v1';
  const refusal = tokenRefusal(era, problem);
  const error = fault.message === undefined ? refusal : refusal.withMessage(fault.message);
  if (!eraOfPath(pathname)) return new Response(error.message + '\n', { status: error.status, headers: { 'content-type': 'text/plain; charset=utf-8', ...error.headers, ...extra } });
  const routeHeaders = era === 'today' ? RESTLI_HEADERS : {};
  return answerResponse(errorAnswer({ era, request }, error, { now: ctx.clock.now(), headers: { ...routeHeaders, ...anonymousCorsHeaders(ctx.directory, request), ...extra } }));
}

/**
 * The error an injected status stands for on a path of the REST API. A 429 on today's API is
 * LinkedIn's throttle body exactly (THROTTLED_BODY, what the daily limit answers), with the fault's
 * headers kept (a Retry-After the fault names stays): that it was injected goes to the journal's
 * notes, never into a body LinkedIn would not send; a 429 naming its own message keeps LinkedIn's
 * serviceErrorCode 101. Any other status (and v1's 429) answers the era's error body with the message.
 */
function injectedError(era: Era, status: number, message: string | undefined): RestError {
  if (era === 'today' && status === 429) {
    if (message !== undefined) return new RestError(429, message, { serviceErrorCode: THROTTLED_BODY.serviceErrorCode });
    return new RestError(429, "A fault injected this 429 (/__admin/faults): LinkedIn's throttle body answers it, as the daily limit does.", { body: THROTTLED_BODY });
  }
  return new RestError(status, message ?? defaultMessage(status));
}

/** The answer a fault with a status or a body gives: REST paths in their era's error format, others as a sentence. */
function injectedAnswer(ctx: MockContext, request: Request, fault: Fault): Response {
  const status = fault.status ?? 200;
  if (fault.unauthorized && fault.body === undefined) return refusalAnswer(ctx, request, fault, fault.unauthorized);
  const era = eraOfPath(new URL(request.url).pathname);
  const headers: Record<string, string> = { ...(fault.responseHeaders ?? {}) };
  if (fault.unauthorized) headers['www-authenticate'] ??= tokenRefusal(era ?? 'v1', fault.unauthorized).headers['www-authenticate']!;
  if (fault.body !== undefined) return new Response(fault.body, { status, headers });
  if (era) return answerResponse(errorAnswer({ era, request }, injectedError(era, status, fault.message), { now: ctx.clock.now(), headers: { ...anonymousCorsHeaders(ctx.directory, request), ...headers } }));
  return new Response((fault.message ?? defaultMessage(status)) + '\n', { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

/**
 * The real answer with its body spoiled: `malformed` keeps the first half of the body and ends
 * cleanly (so JSON and XML readers fail); `truncate` announces the whole length, sends half,
 * then breaks the body stream (the standalone server closes the connection there).
 */
async function spoiled(response: Response, how: 'truncate' | 'malformed'): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const half = bytes.slice(0, Math.floor(bytes.length / 2));
  const headers = new Headers(response.headers);
  if (how === 'malformed') {
    headers.set('content-length', String(half.length));
    return new Response(half, { status: response.status, headers });
  }
  headers.set('content-length', String(bytes.length));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(half);
      controller.error(new Error('connection lost (injected through /__admin/faults)'));
    },
  });
  return new Response(body, { status: response.status, headers });
}

/**
 * Answers a request that triggered `fault`: waits, then drops the connection (a network error),
 * gives the injected answer, or spoils the real one (`answer` runs the service's handlers).
 */
export async function answerWithFault(ctx: MockContext, request: Request, fault: Fault, answer: () => Promise<Response | undefined>): Promise<Response | undefined> {
  if (fault.delayMs) await delay(fault.delayMs);
  if (fault.fail === 'drop') return Response.error();
  if (fault.status !== undefined || fault.body !== undefined) return injectedAnswer(ctx, request, fault);
  const response = await answer();
  if (!response || !fault.fail) return response;
  return spoiled(response, fault.fail);
}
