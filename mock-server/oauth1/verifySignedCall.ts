import type { MockContext } from '../context/context.js';
import type { AccessTokenRecord } from '../store/types.js';
import type { SignedRequest } from './readSignedRequest.js';
import { verifySignedRequest } from './verifySignedRequest.js';
import { accessTokenRule } from './rules/accessTokenRule.js';
import { TokenExpired, TokenRevoked } from './errors.js';

/**
 * A REST call (or /uas/oauth/invalidateToken) signed with an OAuth 1.0a access token: the
 * request checks of verifySignedRequest, then the token's life on the mock clock, exactly as
 * for an OAuth 2.0 token (60 days; revoked with the member's grant). Returns the token record,
 * which the REST pipeline treats like a bearer token's: scopes, rate limits, the member.
 * @example const caller = await verifySignedCall(ctx, request, await readSignedRequest(request));
 */
export async function verifySignedCall(ctx: MockContext, request: Request, signed: SignedRequest): Promise<AccessTokenRecord> {
  const { token } = await verifySignedRequest(ctx, request, signed, (name, app) => accessTokenRule(ctx.tokens, name, app));
  const check = ctx.tokens.verify(token.token);
  if (check.status === 'expired') throw new TokenExpired('The access token has passed its 60 day lifetime; run the authorization flow again to get a new one.', ctx.clock.now());
  if (check.status === 'revoked') throw new TokenRevoked('The member removed the application in their privacy settings; a new authorization is needed.');
  return token;
}
