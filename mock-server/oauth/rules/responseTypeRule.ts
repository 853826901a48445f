import { InvalidRequest, UnsupportedResponseType } from '../errors.js';
import { paramProblem, readParam } from './readParam.js';

/** response_type is required and always `code` (spec: "response_type missing, empty or not code → Error"). */
export function responseTypeRule(params: URLSearchParams): void {
  const read = readParam(params, 'response_type');
  if (read.kind !== 'ok') throw new InvalidRequest(paramProblem('response_type', read, "always 'code'"));
  if (read.value !== 'code') {
    throw new UnsupportedResponseType(`The response_type '${read.value}' is not supported; the only response_type is 'code' (the authorization code flow).`);
  }
}
