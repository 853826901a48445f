// Every REST error body the service sends is built here, in JSON or XML, through the same
// serializer as every other REST answer, so no handler writes one by hand. Shape: the spec's
// status/serviceErrorCode/message plus the v1 fields that pages written for the original read
// (errorCode, requestId, timestamp).
import { wantsJson } from './format.js';
import { JSON_TYPE, serializeAnswer } from './serialize.js';
import { answerResponse, textAnswer, type TextAnswer } from '../../http/textAnswer.js';
import { requestUrl } from '../../http/requestUrl.js';
import { restliErrorBody } from '../../restli/RestliError.js';
import { isTodayPath } from '../../restli/todayPath.js';

const REQUEST_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A 10-character request id like the original's ("IC4IG64OXE"). */
function newRequestId(): string {
  let id = '';
  // crypto.getRandomValues exists in Node 20 and in browsers, so handlers also run in setupWorker.
  for (const byte of crypto.getRandomValues(new Uint8Array(10))) id += REQUEST_ID_CHARS[byte % REQUEST_ID_CHARS.length];
  return id;
}

/**
 * A REST error response in the format the request asked for (XML by default). The v1 JSON
 * lists its fields alphabetically and the XML as status, timestamp, request-id, error-code, as
 * the real service did; /v2 answers the spec's three fields in JSON.
 * @example return errorResponse(request, 404, 'Could not find person based on: 123', clock.now())
 */
export function errorResponse(...args: Parameters<typeof errorAnswer>): Response {
  return answerResponse(errorAnswer(...args));
}

/** errorResponse's answer as data (http/textAnswer.ts), for the REST pipelines. */
export function errorAnswer(
  request: Request,
  status: number,
  message: string,
  now: number,
  headers: Record<string, string> = {},
  detail: { code?: string; serviceErrorCode?: number | null } = {},
): TextAnswer {
  if (isTodayPath(requestUrl(request).pathname)) return todayAnswer(restliErrorBody(status, message, detail.code, detail.serviceErrorCode), status, headers);
  const requestId = newRequestId();
  const serviceErrorCode = status;
  const json = wantsJson(request);
  // A refusal LinkedIn answered without serviceErrorCode (serviceErrorCode: null) has none here either.
  if (detail.serviceErrorCode === null) {
    const body = json ? { errorCode: 0, message, requestId, status, timestamp: now } : { status, timestamp: now, requestId, errorCode: 0, message };
    return serializeAnswer({ root: 'error', body, status, headers }, json);
  }
  const body = json
    ? { errorCode: 0, message, requestId, serviceErrorCode, status, timestamp: now }
    : { status, timestamp: now, requestId, errorCode: 0, serviceErrorCode, message };
  return serializeAnswer({ root: 'error', body, status, headers }, json);
}

/**
 * An error body of today's API (/v2, /rest) as JSON written in the body's own key order, with its
 * Content-Length: without one, a keep-alive client (linkedin-api-client's axios) waited for ever.
 */
function todayAnswer(body: object, status: number, headers: Record<string, string>): TextAnswer {
  const text = JSON.stringify(body);
  return textAnswer(text, status, { 'content-type': JSON_TYPE, ...headers, 'content-length': String(new TextEncoder().encode(text).byteLength) });
}
