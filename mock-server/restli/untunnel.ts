// Query tunnelling (linkedin-api-client `dist/lib/utils/query-tunneling.js`): a call whose query
// string is longer than the URL limit is sent as `POST` with `X-HTTP-Method-Override: GET` (or
// DELETE) and the query as an `application/x-www-form-urlencoded` body. This turns it back into the
// call it stands for, so every later rule sees one request. Calls that carry a body are tunnelled
// as multipart/mixed by the client; the mock does not read those (a 400 says so).
import { BadRequest } from '../api/errors.js';

/** Methods a tunnelled call may stand for here. */
const TUNNELLED = ['GET', 'DELETE'];

/**
 * The request a tunnelled one stands for; `request` itself when it is not tunnelled.
 * @example await untunnel(new Request(url, { method: 'POST', headers: { 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' }, body: 'q=members' }))
 */
export async function untunnel(request: Request): Promise<Request> {
  const override = request.headers.get('x-http-method-override');
  if (override === null) return request;
  const method = override.trim().toUpperCase();
  if (request.method !== 'POST') throw new BadRequest(`X-HTTP-Method-Override is only read on POST; this request is a ${request.method}.`);
  if (!TUNNELLED.includes(method)) throw new BadRequest(`X-HTTP-Method-Override: ${override} is not supported here; tunnel a GET or DELETE query as a form body.`);
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new BadRequest(`A tunnelled ${method} carries its query as an application/x-www-form-urlencoded body; this one is '${type || 'without a type'}'.`);
  }
  const url = new URL(request.url);
  // The form text joins the query as it is: re-encoding it (searchParams.append) would turn the
  // structure of a complex value, `List(…)`, into `List%28…%29` (complexValue.ts reads it raw).
  const form = (await request.text()).replace(/^&+|&+$/g, '');
  if (form) url.search = url.search.length > 1 ? `${url.search}&${form}` : `?${form}`;
  const headers = new Headers(request.headers);
  headers.delete('x-http-method-override');
  headers.delete('content-type');
  headers.delete('content-length');
  return new Request(url, { method, headers });
}
