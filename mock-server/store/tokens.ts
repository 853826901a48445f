import type { Clock } from './clock.js';
import type { AccessTokenRecord, TokenCheck } from './types.js';
import type { Scope } from '../scopes.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../defaults.js';

/** Length of the random part of an access token: with its prefix, about 500 characters. */
const TOKEN_RANDOM_BYTES = 372;

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_RANDOM_BYTES));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return 'AQ' + btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The access tokens the service has issued. `verify` is the contract the REST handlers use:
 * it tells a valid token from an unknown, expired or revoked one (the spec's 401 types).
 */
export interface TokenStore {
  issue(grant: { apiKey: string; memberId: string; scopes: Scope[]; lifetimeSeconds?: number }): AccessTokenRecord;
  verify(token: string): TokenCheck;
  /** Marks every live token of a member for an app as no longer valid. */
  invalidate(apiKey: string, memberId: string, reason: 'revoked' | 'replaced'): void;
  all(): AccessTokenRecord[];
  clear(): void;
}

export function createTokenStore(clock: Clock): TokenStore {
  const tokens = new Map<string, AccessTokenRecord>();
  return {
    issue({ apiKey, memberId, scopes, lifetimeSeconds = ACCESS_TOKEN_LIFETIME_SECONDS }) {
      const issuedAt = clock.now();
      const record: AccessTokenRecord = {
        token: randomToken(),
        apiKey,
        memberId,
        scopes: [...scopes],
        issuedAt,
        expiresAt: issuedAt + lifetimeSeconds * 1000,
      };
      tokens.set(record.token, record);
      return record;
    },
    verify(token) {
      const record = tokens.get(token);
      if (!record || record.invalidated === 'replaced') return { status: 'invalid' };
      if (record.invalidated === 'revoked') return { status: 'revoked', record };
      if (clock.now() >= record.expiresAt) return { status: 'expired', record };
      return { status: 'valid', record };
    },
    invalidate(apiKey, memberId, reason) {
      for (const record of tokens.values()) {
        if (record.apiKey === apiKey && record.memberId === memberId && !record.invalidated) record.invalidated = reason;
      }
    },
    all: () => [...tokens.values()],
    clear: () => tokens.clear(),
  };
}
