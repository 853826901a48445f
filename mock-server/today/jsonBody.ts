// The JSON body of a create or action call of today's API, or the 400 the real service gives a body
// it cannot read (a field named `__proto__`, `constructor` or `prototype` included: records/safeKey.ts). Shared by every product folder (posts, media), so none imports another for it.
import { unsafeKeyIn } from '../records/safeKey.js';
import { BadRequest } from '../api/errors.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The body of a create call as JSON, or a 400. */
export async function jsonBody(request: Request): Promise<Json> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type && type !== 'application/json') throw new BadRequest(`The body must be JSON (Content-Type: application/json), not ${type}.`);
  let value: unknown;
  try {
    value = JSON.parse(await request.text());
  } catch {
    throw new BadRequest('The body is not valid JSON; send the record as a JSON object.');
  }
  if (!isObject(value)) throw new BadRequest('The body must be a JSON object.');
  // No field a later rule copies or reads may name the prototype machinery (records/safeKey.ts).
  const unsafe = unsafeKeyIn(value);
  if (unsafe !== undefined) throw new BadRequest(`The body has a field named '${unsafe}', which the service never accepts; remove it.`);
  return value;
}
