// The string format of messages between the page and the proxy iframe (the original's
// xdrpc.html). Strings only, URL-encoded, so IE 8 (string-only postMessage) and browsers
// without JSON can use it. mock-server/views/proxyPage.ts speaks the same format.
import { ApiRequest } from './types';
import { markedFields, queryString } from '../compat/queryString';
import { hasOwn } from '../compat/object';
import { PROXY_MARK } from '../../protocol/marks';

var HEADER_PREFIX = 'h_';

/** Encodes a request for the proxy; its url is the path on the API host. */
export function encodeRequest(id: number | string, request: ApiRequest): string {
  // queryString writes the id as text.
  var fields: { [name: string]: any } = { id: id, method: request._method, url: request._path, body: request._body };
  for (var name in request._headers) if (hasOwn(request._headers, name)) fields[HEADER_PREFIX + name] = request._headers[name];
  return PROXY_MARK + '&' + queryString(fields);
}

/** A reply of the proxy: to a request (id, status, body), ready, or a refusal (error). */
export interface ProxyReply {
  id?: string;
  status?: string;
  body?: string;
  ready?: string;
  error?: string;
}

/** Decodes a proxy message, or returns null when the data is not one of ours. */
export function decodeReply(data: unknown): ProxyReply | null {
  return markedFields(PROXY_MARK, data);
}
