import type { MockContext } from '../context/context.js';
import type { AppRecord } from '../store/types.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import { appHasProduct, whyAppLacks } from '../apps/appHasProduct.js';
import { InvalidGrant, InvalidRequest, UnauthorizedClient } from './errors.js';
import { paramProblem, readParam } from './rules/readParam.js';
import { secondsUntil, type TokenAnswer } from './grantTokens.js';

/** What the real service answers for a refresh token that expired or was revoked. */
export const REFRESH_EXPIRED_OR_REVOKED = 'Token has been expired or revoked.';

/**
 * `grant_type=refresh_token` (Programmatic Refresh Tokens): a new access token for 60 days, or
 * less when the refresh token ends sooner; the refresh token itself keeps the lifetime of the
 * first grant (never reset) and comes back unchanged. The answer has the documented fields only:
 * access_token, expires_in, refresh_token, refresh_token_expires_in.
 */
export function refreshAccessToken(ctx: MockContext, params: URLSearchParams, app: AppRecord): TokenAnswer {
  if (!appHasProduct(app, 'refreshTokens')) {
    throw new UnauthorizedClient(`The application '${app.apiKey}' does not have programmatic refresh tokens (${whyAppLacks(app, 'refreshTokens')}).`);
  }
  const read = readParam(params, 'refresh_token');
  if (read.kind !== 'ok') throw new InvalidRequest(paramProblem('refresh_token', read, 'the refresh_token of an earlier token response'));
  const check = ctx.refreshTokens.check(read.value);
  if (check.status === 'unknown' || (check.status === 'valid' && check.record.apiKey !== app.apiKey)) {
    throw new InvalidGrant('The refresh token is not valid: this service never issued it to this client_id, or a later grant for other scopes replaced it.');
  }
  if (check.status !== 'valid') throw new InvalidGrant(REFRESH_EXPIRED_OR_REVOKED);
  const refresh = check.record;
  const grant = ctx.grants.get(refresh.memberId, app.apiKey);
  if (grant) ctx.grants.put({ ...grant, lastUsedAt: ctx.clock.now() });
  const lifetimeSeconds = Math.min(ACCESS_TOKEN_LIFETIME_SECONDS, secondsUntil(ctx, refresh.expiresAt));
  const token = ctx.tokens.issue({ apiKey: app.apiKey, memberId: refresh.memberId, scopes: refresh.scopes, lifetimeSeconds, refreshToken: refresh.token });
  return {
    access_token: token.token,
    expires_in: lifetimeSeconds,
    refresh_token: refresh.token,
    refresh_token_expires_in: secondsUntil(ctx, refresh.expiresAt),
  };
}
