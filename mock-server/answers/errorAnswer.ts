// The one error handler of the REST API (as node-oidc-provider's lib/shared/error_handler.js):
// whatever a route of either era throws is answered here, in the body of the call's era, with the
// error's headers and the route's (CORS, Rest.li's) on top. Anything that is not a RestError is a
// fault of the mock: logged, and a 500 in the era's body (never a stack trace to the client).
import type { TextAnswer } from '../http/textAnswer.js';
import type { ApiCall, Era } from '../api/era.js';
import { RestError } from '../api/errors.js';
import { todayErrorAnswer } from './todayErrorAnswer.js';
import { v1ErrorAnswer } from './v1ErrorAnswer.js';
import { wantsJson } from './v1Format.js';

/** How the console names a call that failed, by era. */
const FAILED_CALL: Record<Era, string> = { v1: 'REST call', today: "call of today's API" };

/** The RestError of anything a route threw: itself, or the 500 of a fault of the mock (logged). */
function asRestError(call: Pick<ApiCall, 'era'>, error: unknown): RestError {
  if (error instanceof RestError) return error;
  console.error(`in-mock-server: ${FAILED_CALL[call.era]} failed:`, error);
  return new RestError(500, 'The mock service failed on this request; its console shows why.');
}

/**
 * The answer of `error` to `call`: v1's error (XML or JSON, as the request asks) or today's.
 * `now` is v1's timestamp; `headers` go on top of the error's.
 * @example return errorAnswer({ era: 'v1', request }, new NotFound('No such member.'), { now: ctx.clock.now(), headers: cors })
 */
export function errorAnswer(call: ApiCall, error: unknown, options: { now: number; headers?: Record<string, string> }): TextAnswer {
  const known = asRestError(call, error);
  const headers = { ...known.headers, ...options.headers };
  if (call.era === 'today') return todayErrorAnswer(known, headers, call.request);
  return v1ErrorAnswer(known, { json: wantsJson(call.request), now: options.now, headers });
}
