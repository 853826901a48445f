// JSONP on v1's REST API: `GET /v1/…?format=jsonp&callback=cb&error-callback=onError` answers a
// script that calls the page's function with the JSON answer, as LinkedIn's v1 API did for a widely
// used multi-provider sign-in library (hello.js sends `format=jsonp`, `callback`, `error-callback`
// and `oauth2_access_token` on every GET). The form is the one LinkedIn answered, recorded in
// MrSwitch/hello.js#585: `/**/_hellojs_5lecqnf({"errorCode":0,"message":"…","status":410,…})`: the
// comment first, the name, the JSON in parentheses. An error goes to `error-callback`, or, without
// one, to `callback` (that record's URL had no error-callback, and the 410 came in `callback`).
//
// What the answer must not allow (docs/rest.md "JSONP"):
// - Script injection through the name: the name is a JavaScript identifier or dotted path of at most
//   MAX_CALLBACK_LENGTH characters (the share counter's rule, widgets/shareCount.ts), nothing else; a
//   bad name is a 400 in v1's JSON error body, which is not a script (application/json, nosniff).
// - Content-type sniffing: the script is `application/javascript` with `X-Content-Type-Options:
//   nosniff`; the `/**/` prefix keeps the body from starting with bytes a plugin reads as its own
//   file (the "Rosetta Flash" attack on JSONP names such as `CWS…`).
// - Breaking out of the JSON: the JSON is written with `<`, `>`, U+2028 and U+2029 escaped.
// - Reading a member's data on another site: JSONP never takes the service's cookies; only a token the
//   page holds (`oauth2_access_token`) authenticates the call, as for every v1 call.
// A script with an error status is never run by a browser (HTML's "fetch a classic script" needs an ok
// status), so a JSONP answer is always 200 and the JSON carries the real status, as the error body does.
import { setAnswerHeaders, textAnswer, type Answer, type TextAnswer } from '../http/textAnswer.js';
import { isTextAnswer } from '../http/textAnswer.js';
import { requestUrl } from '../http/requestUrl.js';
import { isCallbackPath, MAX_CALLBACK_LENGTH } from '../widgets/shareCount.js';
import { scriptLiteral } from '../views/scriptLiteral.js';
import { errorAnswer } from '../answers/errorAnswer.js';
import { formatParam } from '../answers/v1Format.js';
import { RestError } from '../api/errors.js';
import { textParam } from './input/queryParams.js';

/** The script's content type. */
const SCRIPT_TYPE = 'application/javascript;charset=UTF-8';

/** The names a JSONP request gives its answer: `callback` for answers, `errorCallback` for errors. */
export interface JsonpNames {
  callback: string;
  errorCallback: string;
}

/** True when the request asks for JSONP (`format=jsonp`, any letter case). */
export function wantsJsonp(request: Request): boolean {
  return (formatParam(requestUrl(request)) ?? '').toLowerCase() === 'jsonp';
}

/**
 * The callback names of a JSONP GET, a sentence saying what is wrong with them, or null when the
 * request is not a JSONP GET (another method asking for JSONP gets plain JSON: a script tag only GETs).
 * @example jsonpNames(new Request('https://api.test/v1/people/~?format=jsonp&callback=cb')) // { callback: 'cb', errorCallback: 'cb' }
 */
export function jsonpNames(request: Request): JsonpNames | { problem: string } | null {
  if (request.method !== 'GET' || !wantsJsonp(request)) return null;
  const params = requestUrl(request).searchParams;
  let callback: string | undefined;
  let errorCallback: string | undefined;
  try {
    callback = textParam(params, 'callback');
    errorCallback = textParam(params, 'error-callback') ?? callback;
  } catch (error) {
    return { problem: (error as Error).message };
  }
  if (!callback) return { problem: 'format=jsonp needs callback=<function name>: the name of the function the answer calls, such as callback=onProfile.' };
  for (const [parameter, name] of [['callback', callback], ['error-callback', errorCallback!]] as const) {
    if (!isCallbackPath(name)) {
      return {
        problem:
          `The ${parameter} parameter must be a JavaScript name or dotted path (letters, digits, _ and $, not starting with a digit; at most ${MAX_CALLBACK_LENGTH} characters), ` +
          `such as onProfile or MyApp.onProfile; got ${JSON.stringify(name.slice(0, MAX_CALLBACK_LENGTH))}.`,
      };
    }
  }
  return { callback, errorCallback: errorCallback! };
}

/**
 * The JSON answer `answer` (JSON, as format=jsonp asks) as a JSONP script: `/**\/name({…})`, the
 * answer's own status inside the JSON only (the script is a 200, so the page's function runs).
 */
export function jsonpAnswer(answer: Answer, names: JsonpNames): Answer {
  if (!isTextAnswer(answer)) return answer;
  const failed = answer.status >= 400;
  const name = failed ? names.errorCallback : names.callback;
  // An answer without a body (201, 204) calls the function with nothing, as an empty JSON answer would have.
  const json = answer.text === null || answer.text === '' ? '' : scriptLiteral(JSON.parse(answer.text));
  const headers: Record<string, string> = { ...answer.headers };
  delete headers['content-length'];
  const script: TextAnswer = textAnswer(`/**/${name}(${json})`, 200, headers);
  return setAnswerHeaders(script, { 'content-type': SCRIPT_TYPE, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
}

/**
 * Answers a v1 request through `handle`, as JSONP when it asks for it: a bad callback name is a 400
 * in v1's JSON error body (never a script) before anything else is done; the answer of `handle`
 * (undefined: no route has the path) is wrapped.
 * @example answer: (request) => withJsonp(request, ctx.clock.now(), cors, () => handleV1Call(ctx, request))
 */
export async function withJsonp(request: Request, now: number, cors: Record<string, string>, handle: () => Answer | undefined | Promise<Answer | undefined>): Promise<Answer | undefined> {
  const names = jsonpNames(request);
  if (names && 'problem' in names) return errorAnswer({ era: 'v1', request }, new RestError(400, names.problem), { now, headers: { ...cors, 'x-content-type-options': 'nosniff' } });
  const answer = await handle();
  return names && answer ? jsonpAnswer(answer, names) : answer;
}
