// What a member's grant is answered with at the token endpoint (and by the admin API's
// issueToken): the v1 answer {access_token, expires_in} for grants of v1 scopes only, today's
// answer once a scope of today's platform is in the grant (docs/oidc.md, "Token response").
import type { MockContext } from '../context/context.js';
import type { AppRecord } from '../store/types.js';
import { SCOPES, type Scope } from '../scopes.js';
import { appHasProduct } from '../apps/appHasProduct.js';
import { signIdToken } from '../oidc/idToken.js';

/** The token endpoint's success body: the v1 pair, plus today's fields where they apply. */
export interface TokenAnswer {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  /** Granted scopes, comma-joined in alphabetical order ("email,openid,profile"), as the real service answers. */
  scope?: string;
  /** "Bearer", with `openid` only: the real service leaves it out of non-OIDC answers. */
  token_type?: 'Bearer';
  id_token?: string;
}

/** True when a grant names a scope of today's platform: it is answered as today's service does. */
export function isTodayGrant(scopes: readonly Scope[]): boolean {
  return scopes.some((scope) => SCOPES[scope].era === 'today');
}

/** Scopes as the real service writes them in answers: comma-joined, alphabetical. */
export function scopeList(scopes: readonly Scope[]): string {
  return [...scopes].sort().join(',');
}

/** Seconds from now to `at` on the service clock, never below 0. */
export function secondsUntil(ctx: MockContext, at: number): number {
  return Math.max(0, Math.round((at - ctx.clock.now()) / 1000));
}

export interface GrantInput {
  app: AppRecord;
  memberId: string;
  scopes: Scope[];
  /** The authorization code exchanged, when there was one. */
  code?: string;
  /** Where the id_token says it comes from, and the API origin its picture URL is on (oidc/addresses.ts). */
  issuer: string;
  apiOrigin: string;
}

/**
 * Issues the tokens of a grant at once: an access token (60 days), and for today's grants a
 * refresh token when the app has the refreshTokens product. With `openid`, `signIdToken` makes
 * the id_token (signing is asynchronous: WebCrypto).
 */
export function issueGrant(ctx: MockContext, input: GrantInput): { answer: TokenAnswer; signIdToken: (() => Promise<string>) | null } {
  const { app, memberId, scopes, code } = input;
  const today = isTodayGrant(scopes);
  const refresh = today && appHasProduct(app, 'refreshTokens') ? ctx.refreshTokens.issue({ apiKey: app.apiKey, memberId, scopes, ...(code !== undefined && { code }) }) : undefined;
  const token = ctx.tokens.issue({ apiKey: app.apiKey, memberId, scopes, ...(code !== undefined && { code }), ...(refresh && { refreshToken: refresh.token }) });
  const answer: TokenAnswer = { access_token: token.token, expires_in: Math.round((token.expiresAt - token.issuedAt) / 1000) };
  if (!today) return { answer, signIdToken: null };
  if (refresh) {
    answer.refresh_token = refresh.token;
    answer.refresh_token_expires_in = secondsUntil(ctx, refresh.expiresAt);
  }
  answer.scope = scopeList(scopes);
  if (!scopes.includes('openid')) return { answer, signIdToken: null };
  answer.token_type = 'Bearer';
  return { answer, signIdToken: () => signIdToken(ctx, { issuer: input.issuer, apiOrigin: input.apiOrigin, apiKey: app.apiKey, memberId, scopes }) };
}

/** The token endpoint's answer to a grant: issueGrant, with the id_token signed when there is one. */
export async function grantTokens(ctx: MockContext, input: GrantInput): Promise<TokenAnswer> {
  const { answer, signIdToken } = issueGrant(ctx, input);
  if (signIdToken) answer.id_token = await signIdToken();
  return answer;
}
