// The 422 of a body field Rest.li's validation refuses, in the form the real service's validation
// messages take: `ERROR :: /field :: what is wrong`.
import { RestliError } from './RestliError.js';

/**
 * A 422 naming the field by its JSON path.
 * @example unprocessable('/author', 'is required') // message 'ERROR :: /author :: is required'
 */
export function unprocessable(path: string, problem: string): RestliError {
  return new RestliError(422, `ERROR :: ${path} :: ${problem}`, 'UNPROCESSABLE_ENTITY', 100);
}
