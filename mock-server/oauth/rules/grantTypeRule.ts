import { InvalidRequest, UnsupportedGrantType } from '../errors.js';
import { paramProblem, readParam } from './readParam.js';

/** grant_type is required and always authorization_code (spec: "grant_type missing, empty or not authorization_code → Error"). */
export function grantTypeRule(params: URLSearchParams): void {
  const read = readParam(params, 'grant_type');
  if (read.kind !== 'ok') throw new InvalidRequest(paramProblem('grant_type', read, "always 'authorization_code'"));
  if (read.value !== 'authorization_code') {
    throw new UnsupportedGrantType(`The grant_type '${read.value}' is not supported; the only grant_type is 'authorization_code'.`);
  }
}
