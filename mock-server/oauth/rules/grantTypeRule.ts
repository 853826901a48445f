import type { PathFamily } from '../oauthPaths.js';
import { InvalidRequest, UnsupportedGrantType } from '../errors.js';
import { paramProblem, readParam } from './readParam.js';

/** The grants of the token endpoint: the code (both families), refresh and client credentials (today's platform, current family). */
export type GrantType = 'authorization_code' | 'refresh_token' | 'client_credentials';

const GRANTS: Record<PathFamily, GrantType[]> = {
  current: ['authorization_code', 'refresh_token', 'client_credentials'],
  legacy: ['authorization_code'],
};

/**
 * grant_type is required (spec: "grant_type missing, empty or not authorization_code → Error").
 * The legacy path /uas/oauth2 knows only authorization_code, as in the v1 era; /oauth/v2 also
 * refresh_token (Programmatic Refresh Tokens) and client_credentials (2-legged OAuth).
 */
export function grantTypeRule(params: URLSearchParams, family: PathFamily): GrantType {
  const known = GRANTS[family];
  const read = readParam(params, 'grant_type');
  if (read.kind !== 'ok') throw new InvalidRequest(paramProblem('grant_type', read, known.length === 1 ? "always 'authorization_code'" : `one of ${known.join(', ')}`));
  if (!(known as string[]).includes(read.value)) {
    throw new UnsupportedGrantType(
      known.length === 1
        ? `The grant_type '${read.value}' is not supported; the only grant_type is 'authorization_code'${read.value === 'refresh_token' || read.value === 'client_credentials' ? ' on /uas/oauth2 (use /oauth/v2/accessToken)' : ''}.`
        : `The grant_type '${read.value}' is not supported; the only grant_type values are ${known.map((g) => `'${g}'`).join(', ')}.`,
    );
  }
  return read.value as GrantType;
}
