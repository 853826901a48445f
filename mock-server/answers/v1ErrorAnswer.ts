// v1's error answer, in JSON or XML as the request asks (answers/v1Format.ts): the spec's status,
// serviceErrorCode and message plus the fields pages written for the original read (errorCode,
// requestId, timestamp). The JSON lists its fields alphabetically and the XML as status, timestamp,
// request-id, error-code, as the real service did.
import type { RestError } from '../api/errors.js';
import { JSON_TYPE, textAnswer, type TextAnswer } from '../http/textAnswer.js';
import { toXml, XML_TYPE } from './v1Format.js';

const REQUEST_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const REQUEST_ID_LENGTH = 10;

/** A 10-character request id like the original's ("IC4IG64OXE"). */
function newRequestId(): string {
  let id = '';
  // crypto.getRandomValues exists in Node 20 and in browsers, so handlers also run in setupWorker.
  for (const byte of crypto.getRandomValues(new Uint8Array(REQUEST_ID_LENGTH))) id += REQUEST_ID_CHARS[byte % REQUEST_ID_CHARS.length];
  return id;
}

/**
 * The answer of `error` to a v1 call: its status and message (today's code and body are not v1's),
 * `headers` on top of the content type, `now` as the timestamp.
 * @example v1ErrorAnswer(new NotFound('Could not find person based on: 123'), { json: false, now: clock.now() })
 */
export function v1ErrorAnswer(error: Pick<RestError, 'status' | 'message' | 'serviceErrorCode'>, options: { json: boolean; now: number; headers?: Record<string, string> }): TextAnswer {
  const { status, message } = error;
  const { json, now, headers } = options;
  const requestId = newRequestId();
  // A refusal LinkedIn answered without serviceErrorCode (serviceErrorCode: null: the 410 of v1's shutdown, 2015's 403s) has none here either.
  const text =
    error.serviceErrorCode === null
      ? json
        ? JSON.stringify({ errorCode: 0, message, requestId, status, timestamp: now })
        : toXml('error', { status, timestamp: now, 'request-id': requestId, 'error-code': 0, message })
      : json
        ? JSON.stringify({ errorCode: 0, message, requestId, serviceErrorCode: status, status, timestamp: now })
        : toXml('error', { status, timestamp: now, 'request-id': requestId, 'error-code': 0, 'service-error-code': status, message });
  return textAnswer(text, status, { 'content-type': json ? JSON_TYPE : XML_TYPE, ...headers });
}
