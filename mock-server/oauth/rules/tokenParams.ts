import type { PathFamily } from '../oauthPaths.js';
import { InvalidRequest } from '../errors.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const TOKEN_PARAMS = ['grant_type', 'code', 'redirect_uri', 'client_id', 'client_secret'];

/**
 * The token request's parameters. Current path: a form body (spec: "Form body
 * (application/x-www-form-urlencoded)"), and none of them in the query string, where
 * client_secret would end up in logs (RFC 6749 2.3.1). Legacy path: the query string (spec:
 * "carried in the query string"), plus a form body when one is sent.
 */
export async function tokenParams(request: Request, family: PathFamily): Promise<URLSearchParams> {
  const query = new URL(request.url).searchParams;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await request.text();
  if (family === 'current') {
    const inQuery = TOKEN_PARAMS.filter((name) => query.has(name));
    if (inQuery.length) {
      throw new InvalidRequest(`The parameters ${inQuery.join(', ')} were sent in the query string; send them in a form body (Content-Type: ${FORM_TYPE}).`);
    }
    if (type !== FORM_TYPE) {
      throw new InvalidRequest(`The token request must have a form body with Content-Type: ${FORM_TYPE}${type ? `, not ${type}` : ''}.`);
    }
    return new URLSearchParams(text);
  }
  const params = new URLSearchParams(query);
  if (text && type === FORM_TYPE) for (const [name, value] of new URLSearchParams(text)) params.append(name, value);
  return params;
}
