import { InvalidRequest } from '../errors.js';
import { paramProblem, readParam } from './readParam.js';

/**
 * state is required on both path families: a hard-to-guess value the app checks when the
 * member comes back, against CSRF (spec: "state missing or empty → Error"; RFC 9700 4.7.1).
 */
export function stateRule(params: URLSearchParams): string {
  const read = readParam(params, 'state');
  if (read.kind !== 'ok') throw new InvalidRequest(paramProblem('state', read, 'a hard-to-guess value your application checks when the member comes back, against CSRF'));
  return read.value;
}

/** The state to send back with an error redirect: the request's, when it gave exactly one. */
export function stateForRedirect(params: URLSearchParams): string | undefined {
  const values = params.getAll('state');
  return values.length === 1 && values[0] !== '' ? values[0] : undefined;
}
