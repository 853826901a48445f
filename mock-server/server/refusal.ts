import type http from 'node:http';
import { errorResponse } from '../rest/format/errorResponse.js';
import { isRestPath } from '../rest/pipeline/restHandlers.js';
import { adminErrorResponse } from '../admin/adminErrorResponse.js';

/**
 * A refusal of the standalone server's own (before any handler: bad method, Host or body size),
 * in the format of the path it was meant for: the REST error body on /v1 and /v2 (XML, or JSON
 * when asked), the admin API's JSON under /__admin/, a plain-text sentence anywhere else.
 * @example refusal(url, req.headers, 413, 'The request body is larger than …', Date.now())
 */
export function refusal(url: URL, requestHeaders: http.IncomingHttpHeaders, status: number, message: string, now: number, headers: Record<string, string> = {}): Response {
  if (isRestPath(url.pathname)) {
    const format = requestHeaders['x-li-format'];
    const request = new Request(url, { headers: typeof format === 'string' ? { 'x-li-format': format } : {} });
    return errorResponse(request, status, message, now, headers);
  }
  if (url.pathname.startsWith('/__admin/')) return adminErrorResponse(status, message, undefined, headers);
  return new Response(message + '\n', { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}
