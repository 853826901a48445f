// A preflight (OPTIONS) of any path of today's API: admission's CORS rule (admission/cors.ts), with
// today's headers allowed; an origin no app registered gets today's error answer.
import type { MockContext } from '../context/context.js';
import { textAnswer, type TextAnswer } from '../http/textAnswer.js';
import { anonymousCorsHeaders, preflightAnswerHeaders } from '../admission/cors.js';
import type { ApiCall } from '../api/era.js';
import { errorAnswer } from '../answers/errorAnswer.js';

/** A preflight (OPTIONS) of any path of today's API: admission's CORS rule (admission/cors.ts). */
export function todayPreflight(ctx: MockContext, request: Request): TextAnswer {
  const call: ApiCall = { era: 'today', request };
  try {
    return textAnswer(null, 204, preflightAnswerHeaders(ctx.directory, request, 'today'));
  } catch (error) {
    return errorAnswer(call, error, { now: ctx.clock.now(), headers: anonymousCorsHeaders(ctx.directory, request) });
  }
}
