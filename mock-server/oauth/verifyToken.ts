import type { MockContext } from '../context/context.js';
import type { TokenCheck } from '../store/types.js';

/** The state of a presented access token: TokenCheck plus `empty` for no token at all. */
export type TokenState = TokenCheck | { status: 'empty' };

/**
 * What a presented access token is worth, in the spec's 401 terms: `empty` (none or blank),
 * `invalid` (unknown, or replaced by a grant for other scopes), `expired` (60 days on the mock
 * clock), `revoked` (the member revoked the app) or `valid` with its record.
 * @example
 * const check = verifyToken(ctx, bearerTokenOf(request));
 * if (check.status !== 'valid') return unauthorized(check.status);
 */
export function verifyToken(ctx: MockContext, token: string | null | undefined): TokenState {
  if (token === null || token === undefined || token.trim() === '') return { status: 'empty' };
  return ctx.tokens.verify(token.trim());
}
