// Every REST error body the service sends is built here, in JSON or XML, so no handler writes one
// by hand. Shape: the spec's status/serviceErrorCode/message plus the v1 fields that pages
// written for the original read (errorCode, requestId, timestamp).
import { toXml, wantsJson } from './rest/format.js';

/** JSON body of a REST error. */
export interface ErrorBody {
  errorCode: number;
  message: string;
  requestId: string;
  serviceErrorCode: number;
  status: number;
  timestamp: number;
}

const REQUEST_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A 10-character request id like the original's ("IC4IG64OXE"). */
export function newRequestId(): string {
  let id = '';
  // crypto.getRandomValues exists in Node 20 and in browsers, so handlers also run in setupWorker.
  for (const byte of crypto.getRandomValues(new Uint8Array(10))) id += REQUEST_ID_CHARS[byte % REQUEST_ID_CHARS.length];
  return id;
}

/** The error body for `status` with `message`, stamped with the service time `now`. */
export function errorBody(status: number, message: string, now: number, serviceErrorCode = status): ErrorBody {
  return { errorCode: 0, message, requestId: newRequestId(), serviceErrorCode, status, timestamp: now };
}

/**
 * A REST error response in the format the request asked for (XML by default).
 * @example return errorResponse(request, 404, 'Could not find person based on: 123', clock.now())
 */
export function errorResponse(
  request: Request,
  status: number,
  message: string,
  now: number,
  headers: Record<string, string> = {},
): Response {
  const body = errorBody(status, message, now);
  if (/^\/v2(\/|$)/.test(new URL(request.url).pathname)) {
    // v2 answers JSON with the spec's three fields only (spec: "REST error body").
    const v2 = { status: body.status, serviceErrorCode: body.serviceErrorCode, message: body.message };
    return new Response(JSON.stringify(v2), { status, headers: { 'content-type': 'application/json;charset=UTF-8', ...headers } });
  }
  if (wantsJson(request)) {
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
    });
  }
  const tree = {
    status: body.status,
    timestamp: body.timestamp,
    'request-id': body.requestId,
    'error-code': body.errorCode,
    'service-error-code': body.serviceErrorCode,
    message: body.message,
  };
  return new Response(toXml('error', tree), {
    status,
    headers: { 'content-type': 'text/xml;charset=UTF-8', ...headers },
  });
}
