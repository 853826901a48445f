import type { Clock } from './clock.js';
import type { GrantedCredential } from './types.js';
import type { Scope } from '../scopes.js';
import { randomString } from './randomString.js';
import { ExpiringMap } from './expiringMap.js';
import { credentialStatus, endMemberCredentials } from './credentialStatus.js';
import { EXPIRED_RECORD_RETENTION_SECONDS, MAX_REFRESH_TOKENS, REFRESH_TOKEN_LENGTH, REFRESH_TOKEN_LIFETIME_SECONDS } from '../defaults.js';

/** A refresh token (Programmatic Refresh Tokens): its lifetime counts from the first grant and is never reset. */
export interface RefreshTokenRecord extends GrantedCredential {
  /** The authorization code it was issued for (a replayed code revokes it, RFC 6749 4.1.2). */
  code?: string;
}

export type RefreshTokenCheck =
  | { status: 'valid'; record: RefreshTokenRecord }
  | { status: 'unknown' }
  | { status: 'expired' | 'revoked'; record: RefreshTokenRecord };

export interface RefreshTokenStore {
  issue(grant: { apiKey: string; memberId: string; scopes: Scope[]; code?: string }): RefreshTokenRecord;
  check(token: string): RefreshTokenCheck;
  /** Ends every live refresh token of a member for an app. */
  invalidate(apiKey: string, memberId: string, reason: 'revoked' | 'replaced'): void;
  /** Revokes every live refresh token issued for this authorization code; returns them. */
  revokeIssuedFrom(code: string): RefreshTokenRecord[];
  all(): RefreshTokenRecord[];
  /** Puts back a refresh token saved earlier (--state). */
  restore(record: RefreshTokenRecord): void;
  clear(): void;
}

export function createRefreshTokenStore(clock: Clock): RefreshTokenStore {
  const tokens = new ExpiringMap<string, RefreshTokenRecord>(clock, (record) => record.expiresAt + EXPIRED_RECORD_RETENTION_SECONDS * 1000, MAX_REFRESH_TOKENS);
  return {
    issue({ apiKey, memberId, scopes, code }) {
      const issuedAt = clock.now();
      const record: RefreshTokenRecord = {
        token: 'AQ' + randomString(REFRESH_TOKEN_LENGTH - 2),
        apiKey,
        memberId,
        scopes: [...scopes],
        issuedAt,
        expiresAt: issuedAt + REFRESH_TOKEN_LIFETIME_SECONDS * 1000,
        ...(code !== undefined && { code }),
      };
      tokens.set(record.token, record);
      return record;
    },
    check(token) {
      return credentialStatus(tokens.get(token), clock.now()) ?? { status: 'unknown' };
    },
    invalidate(apiKey, memberId, reason) {
      endMemberCredentials(tokens.values(), apiKey, memberId, reason);
    },
    revokeIssuedFrom(code) {
      const issued = [...tokens.values()].filter((record) => record.code === code);
      for (const record of issued) if (!record.invalidated) record.invalidated = 'revoked';
      return issued;
    },
    all: () => [...tokens.values()],
    restore: (record) => tokens.set(record.token, structuredClone(record)),
    clear: () => tokens.clear(),
  };
}
