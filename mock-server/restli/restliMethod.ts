// `X-RestLi-Method` and `X-Restli-Protocol-Version` (Protocol Versions
// https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/protocol-version; linkedin-api-client
// sends `X-RestLi-Method: get|finder|create|action|…` on every call, `dist/lib/utils/api-utils.js`).
// The method a request is follows from its HTTP method and query; a header that names another
// one is a 400, as is a protocol version other than 1.0.0 and 2.0.0.
import { BadRequest } from '../api/errors.js';

export type RestliMethod = 'get' | 'get_all' | 'finder' | 'batch_finder' | 'batch_get' | 'create' | 'action' | 'update' | 'partial_update' | 'delete';

export const PROTOCOL_VERSIONS = ['1.0.0', '2.0.0'] as const;

/**
 * The Rest.li method of a request on a collection (`keyed`: the path names one entity).
 * @example restliMethodOf('GET', new URLSearchParams('q=members'), false) // 'finder'
 */
export function restliMethodOf(httpMethod: string, query: URLSearchParams, keyed: boolean): RestliMethod | undefined {
  switch (httpMethod) {
    case 'GET':
      if (query.has('q')) return 'finder';
      if (query.has('bq')) return 'batch_finder';
      if (query.has('ids')) return 'batch_get';
      return keyed ? 'get' : 'get_all';
    case 'POST':
      if (query.has('action')) return 'action';
      return keyed ? 'partial_update' : 'create';
    case 'PUT':
      return keyed ? 'update' : undefined;
    case 'DELETE':
      return keyed ? 'delete' : undefined;
    default:
      return undefined;
  }
}

/**
 * Throws a 400 when the `X-RestLi-Method` header names another method than the request is,
 * or `X-Restli-Protocol-Version` is not one the service speaks.
 * @example checkRestliHeaders(request.headers, 'get') // passes for X-RestLi-Method: GET or none
 */
export function checkRestliHeaders(headers: Headers, expected: RestliMethod | undefined): void {
  const protocol = headers.get('x-restli-protocol-version');
  if (protocol !== null && !(PROTOCOL_VERSIONS as readonly string[]).includes(protocol.trim())) {
    throw new BadRequest(`X-Restli-Protocol-Version '${protocol}' is not supported; send 2.0.0 (or 1.0.0, or leave the header out).`);
  }
  const named = headers.get('x-restli-method');
  if (named === null || !named.trim()) return;
  const method = named.trim().toLowerCase();
  if (method !== expected) {
    throw new BadRequest(`X-RestLi-Method '${named}' does not match the request, which is a ${expected ?? 'call no Rest.li method describes'}; send X-RestLi-Method: ${expected ?? '…'} or leave the header out.`);
  }
}
