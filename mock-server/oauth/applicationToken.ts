import type { MockContext } from '../context/context.js';
import type { AppRecord } from '../store/types.js';
import { APPLICATION_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import { applicationTokenScopes } from '../apps/appHasProduct.js';
import { AccessDenied } from './errors.js';
import type { TokenAnswer } from './grantTokens.js';

/** The real service's answer to an app that may not make application tokens. */
export const APPLICATION_TOKENS_DENIED = 'This application is not allowed to create application tokens';

/**
 * `grant_type=client_credentials` (2-legged OAuth): an application token, `{access_token,
 * expires_in}`, acting for no member (every member endpoint refuses it), with the scopes the app's
 * products give such tokens (Verified on LinkedIn Plus: r_validation_status). An app with no
 * product that makes them (Client Credentials, Verified on LinkedIn Plus) gets the real `access_denied`.
 */
export function applicationToken(ctx: MockContext, app: AppRecord): TokenAnswer {
  const scopes = applicationTokenScopes(app);
  if (!scopes) throw new AccessDenied(APPLICATION_TOKENS_DENIED);
  const token = ctx.tokens.issue({ apiKey: app.apiKey, memberId: '', scopes, lifetimeSeconds: APPLICATION_TOKEN_LIFETIME_SECONDS, application: true });
  return { access_token: token.token, expires_in: APPLICATION_TOKEN_LIFETIME_SECONDS };
}
