// Every REST error body the service sends is built here, in JSON or XML, through the same
// serializer as every other REST answer, so no handler writes one by hand. Shape: the spec's
// status/serviceErrorCode/message plus the v1 fields that pages written for the original read
// (errorCode, requestId, timestamp).
import { wantsJson } from './format.js';
import { JSON_TYPE, serializeAnswer } from './serialize.js';
import { answerResponse, textAnswer, type TextAnswer } from '../../http/textAnswer.js';
import { requestUrl } from '../../http/requestUrl.js';
import { NO_RESOURCE_BODY, THROTTLED_BODY, restliErrorBody } from '../../restli/RestliError.js';
import { noteRequest } from '../../http/requestNotes.js';
import type { Throttled } from './restError.js';
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
  detail: { code?: string; serviceErrorCode?: number } = {},
): TextAnswer {
  if (isTodayPath(requestUrl(request).pathname)) return todayAnswer(restliErrorBody(status, message, detail.code, detail.serviceErrorCode), status, headers);
  const requestId = newRequestId();
  const serviceErrorCode = status;
  const json = wantsJson(request);
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

/**
 * Today's answer (/v2, /rest) to a call past a daily limit: LinkedIn's body exactly, with no
 * Retry-After (docs/v2.md); which limit it was and when it resets, which that body does not say,
 * go to the request's journal notes.
 */
export function throttledAnswer(request: Request, error: Throttled, headers: Record<string, string>): TextAnswer {
  noteRequest(request, error.message);
  const { 'retry-after': _, ...rest } = headers;
  return todayAnswer(THROTTLED_BODY, 429, rest);
}

/**
 * Today's answer (/v2, /rest) for a path the service does not serve: LinkedIn's 404 body exactly;
 * which path it was, and that the mock may simply not have it yet, go to the journal notes.
 */
export function noResourceAnswer(request: Request, headers: Record<string, string>): TextAnswer {
  noteRequest(request, `There is no resource at ${requestUrl(request).pathname} (LinkedIn answers this 404 for a path it does not serve; docs/v2.md lists what this mock serves).`);
  return todayAnswer(NO_RESOURCE_BODY, 404, headers);
}
