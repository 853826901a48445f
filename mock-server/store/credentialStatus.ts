// What a stored credential that can be replaced, revoked or expire is worth now: the one rule the
// access-token and refresh-token stores answer with.

/** A stored credential: when it expires and, if it stopped working earlier, why. */
export interface EndingCredential {
  apiKey: string;
  memberId: string;
  expiresAt: number;
  /** Set when it stopped working before its expiry: the member revoked the app, or granted other scopes. */
  invalidated?: 'revoked' | 'replaced';
}

/**
 * The status of `record` at `now`: undefined for none or one replaced by a newer grant (a client
 * cannot tell it from a token never issued), else `revoked`, `expired` or `valid`.
 * @example credentialStatus(tokens.get(token), clock.now())?.status // 'valid'
 */
export function credentialStatus<R extends EndingCredential>(record: R | undefined, now: number): { status: 'valid' | 'expired' | 'revoked'; record: R } | undefined {
  if (!record || record.invalidated === 'replaced') return undefined;
  if (record.invalidated === 'revoked') return { status: 'revoked', record };
  if (now >= record.expiresAt) return { status: 'expired', record };
  return { status: 'valid', record };
}

/** Ends every live credential of `records` that a member gave an app, for `reason`. */
export function endMemberCredentials(records: Iterable<EndingCredential>, apiKey: string, memberId: string, reason: 'revoked' | 'replaced'): void {
  for (const record of records) {
    if (record.apiKey === apiKey && record.memberId === memberId && !record.invalidated) record.invalidated = reason;
  }
}
