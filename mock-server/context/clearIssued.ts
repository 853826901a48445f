import type { MockContext } from './context.js';

/**
 * Empties what a service issued and remembered while it ran: tokens, codes, grants, login
 * sessions, CSRF tokens, pending dialog requests, the journal, remembered form answers, OAuth 1.0a
 * request tokens and nonces, refresh tokens, webhooks' endpoints, subscriptions, deliveries and faults, Member Data Portability's registrations and change log, what apps saw of members' verifications (the signing key and pairwise subjects stay: they are the
 * service's identity). A reset and a state restore both start from here.
 * @example clearIssued(ctx); applyFixtures(ctx, ctx.startup.fixtures, 'replace');
 */
export function clearIssued(ctx: MockContext): void {
  for (const store of [ctx.tokens, ctx.codes, ctx.grants, ctx.sessions, ctx.csrf, ctx.dialogRequests, ctx.journal, ctx.formAnswers, ctx.requestTokens, ctx.nonces, ctx.refreshTokens, ctx.webhooks, ctx.portability, ctx.verificationSeen]) store.clear();
}
