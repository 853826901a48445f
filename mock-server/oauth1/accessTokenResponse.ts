import type { MockContext } from '../context/context.js';
import type { Scope } from '../scopes.js';
import { formResponse } from './errors.js';

/**
 * Issues an OAuth 1.0a access token for one member and app (one grant, two protocols: it lives
 * 60 days and is revoked with the grant, like an OAuth 2.0 token) and answers as the real service
 * did: `oauth_token=…&oauth_token_secret=…&oauth_expires_in=…&oauth_authorization_expires_in=…`.
 * The grant counts as used now, so it stays valid for as long as the token can.
 */
export function accessTokenResponse(ctx: MockContext, input: { apiKey: string; memberId: string; scopes: Scope[] }): Response {
  const record = ctx.tokens.issue({ ...input, oauth1: true });
  const grant = ctx.grants.get(input.memberId, input.apiKey);
  if (grant) ctx.grants.put({ ...grant, lastUsedAt: ctx.clock.now() });
  const seconds = String(Math.round((record.expiresAt - record.issuedAt) / 1000));
  return formResponse([
    ['oauth_token', record.token],
    ['oauth_token_secret', record.tokenSecret!],
    ['oauth_expires_in', seconds],
    ['oauth_authorization_expires_in', seconds],
  ]);
}
