import type { PathFamily } from '../oauthPaths.js';
import { InvalidRequest } from '../errors.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The token request's parameters, from the query string and a form body alike, on both path
 * families: the spec's legacy path carries them in the query string, the current path in a form
 * body, and the real service took either on both (widely used clients of both eras POST them in
 * the query string). A parameter sent in both places counts as repeated (readParam). On the
 * current path a body of another type (JSON) is refused with the type to use; the legacy path
 * ignores it, as it always has.
 */
export async function tokenParams(request: Request, family: PathFamily): Promise<URLSearchParams> {
  const params = new URLSearchParams(new URL(request.url).searchParams);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await request.text();
  if (text && type !== FORM_TYPE && family === 'current') {
    throw new InvalidRequest(`The token request must have a form body with Content-Type: ${FORM_TYPE}${type ? `, not ${type}` : ''} (or its parameters in the query string).`);
  }
  if (text && type === FORM_TYPE) for (const [name, value] of new URLSearchParams(text)) params.append(name, value);
  return params;
}
