// The finder a GET names with `q=` (Rest.li finders,
// https://linkedin.github.io/rest.li/user_guide/restli_server#finder), checked once by today's
// pipeline against what the endpoint's description says it has (TodayEndpoint.finders): a name it does
// not have, or none where it must have one, is a 400 naming the finders there are.
import { BadRequest } from '../api/errors.js';

/** The finders of an endpoint: their names, and whether a call may name none (a batch get or a get by key). */
export interface Finders {
  names: readonly string[];
  optional?: boolean;
}

/**
 * Throws the 400 of a `q=` the endpoint does not have (or of none where it needs one).
 * @example checkFinder(new URLSearchParams('q=author'), { names: ['author'] }, 'posts') // passes
 */
export function checkFinder(query: URLSearchParams, finders: Finders, resource: string): void {
  const q = query.get('q');
  if (q === null ? finders.optional : finders.names.includes(q)) return;
  const use = `use q=${finders.names.join(' or q=')}`;
  throw new BadRequest(q === null ? `The call names no finder of ${resource}; ${use}.` : `'${q}' is not a finder of ${resource}; ${use}.`);
}
