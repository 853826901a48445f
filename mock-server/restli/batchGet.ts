// Rest.li's BATCH_GET, `GET /{resource}?ids=List(k1,k2,…)` (Rest.li protocol 2.0
// https://linkedin.github.io/rest.li/spec/protocol#batch-get; the Organization Lookup API's "Batch
// Get" answers this shape), written once for every resource that has one: the keys are measured
// before they are read (at most `max`), each is looked up alone, and the answer is
// `{results: {key: entity}, statuses: {key: 200|4xx}, errors: {key: {status, message}}}`, keyed by each
// key as the answer names it (a URN as sent, decoded once). A key whose lookup throws a RestError
// (not found, not the caller's) is that error in `statuses` and `errors`, never the whole call's; a
// key that cannot be read at all (a 400) is the whole call's 400.
import { listParam, type RestliValue } from './complexValue.js';
import { own, record } from '../records/safeKey.js';
import { BadRequest, InvalidParameter, RestError } from '../api/errors.js';
import { WILDCARD, type ProjectionField } from './projection.js';

/**
 * The projection of each entity of a batch get, from the call's `projection=`: the fields under
 * `results` as clients write them, `(results*(id,localizedName))` (public code calling
 * /v2/organizations and organizationsLookup), or `(results(*(id,localizedName)))` as LinkedIn's
 * decoration guide writes it; `(results)`, `(results*)` or only `statuses`/`errors` named: every
 * default field; fields named without `results` apply to each entity (Rest.li masks each entity of
 * a batch get), as before. Undefined: the entity's default fields.
 * @example entityProjection(parseProjection('(results*(id))')) // [{ name: 'id' }]
 */
export function entityProjection(projection: ProjectionField[] | undefined): ProjectionField[] | undefined {
  if (!projection) return undefined;
  const envelope = projection.filter((field) => BATCH_ENVELOPE.includes(field.name));
  if (envelope.length < projection.length) return projection;
  const results = envelope.find((field) => field.name === 'results');
  if (!results?.fields) return undefined;
  if (results.each) return results.fields;
  // `results(*(…))`: the projection of every key's entity; `results(*)`: all of it.
  const everyKey = results.fields.find((field) => field.name === WILDCARD);
  return everyKey?.fields;
}

/** The fields of a batch get's answer itself, around its entities. */
const BATCH_ENVELOPE = ['results', 'statuses', 'errors'];

/** The answer of a batch get. */
export interface BatchAnswer {
  results: Record<string, unknown>;
  statuses: Record<string, number>;
  errors: Record<string, { status: number; message: string }>;
}

/**
 * The batch get of `ids=` on `url`: `lookup(key)` gives one key's name in the answer and its entity,
 * or throws the RestError of that key.
 * @example batchGet(call.url, 100, (key) => ({ name: String(key), value: lookUp(String(key)) }))
 */
export function batchGet(url: URL, max: number, lookup: (key: RestliValue) => { name: string; value: unknown }, nameOf: (key: RestliValue) => string = String): BatchAnswer {
  const keys = listParam(url, 'ids', { max, tooMany: (count) => new BadRequest(`A batch get takes at most ${max} ids, not ${count}.`) }) ?? [];
  // Records with no prototype, so a key such as `__proto__` is only a key.
  const answer: BatchAnswer = { results: record(), statuses: record<number>(), errors: record() };
  for (const key of keys) {
    if (key === '' || (typeof key !== 'string' && (typeof key !== 'object' || Array.isArray(key)))) throw new InvalidParameter('ids');
    try {
      const { name, value } = lookup(key);
      if (own(answer.statuses, name) !== undefined) continue;
      answer.results[name] = value;
      answer.statuses[name] = 200;
    } catch (error) {
      if (!(error instanceof RestError) || error.status === 400) throw error;
      const name = nameOf(key);
      answer.statuses[name] = error.status;
      answer.errors[name] = { status: error.status, message: error.message };
    }
  }
  return answer;
}
