// What a stored credential that can be replaced, revoked or expire is worth now: the one rule the
// access-token and refresh-token stores answer with.
import type { GrantedCredential } from './types.js';

/**
 * The status of `record` at `now`: undefined for none or one replaced by a newer grant (a client
 * cannot tell it from a token never issued), else `revoked`, `expired` or `valid`.
 * @example credentialStatus(tokens.get(token), clock.now())?.status // 'valid'
 */
export function credentialStatus<R extends GrantedCredential>(record: R | undefined, now: number): { status: 'valid' | 'expired' | 'revoked'; record: R } | undefined {
  if (!record || record.invalidated === 'replaced') return undefined;
  if (record.invalidated === 'revoked') return { status: 'revoked', record };
  if (now >= record.expiresAt) return { status: 'expired', record };
  return { status: 'valid', record };
}

/** Ends every live credential of `records` that a member gave an app, for `reason`. */
export function endMemberCredentials(records: Iterable<GrantedCredential>, apiKey: string, memberId: string, reason: 'revoked' | 'replaced'): void {
  for (const record of records) {
    if (record.apiKey === apiKey && record.memberId === memberId && !record.invalidated) record.invalidated = reason;
  }
}
