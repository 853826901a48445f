import type { Clock } from './clock.js';
import type { AccessTokenRecord, TokenCheck } from './types.js';
import { credentialStatus, endMemberCredentials } from './credentialStatus.js';
import type { Scope } from '../scopes.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS, EXPIRED_RECORD_RETENTION_SECONDS, MAX_ACCESS_TOKENS } from '../defaults.js';
import { ExpiringMap } from './expiringMap.js';

/** Length of the random part of an access token: with its prefix, about 500 characters. */
const TOKEN_RANDOM_BYTES = 372;

function randomToken(length?: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length ? Math.ceil((length * 3) / 4) + 3 : TOKEN_RANDOM_BYTES));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  const token = 'AQ' + btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return length ? token.slice(0, length) : token;
}

/**
 * The access tokens the service has issued. `verify` is the contract the REST handlers use:
 * it tells a valid token from an unknown, expired or revoked one (the spec's 401 types).
 */
export interface TokenStore {
  /**
   * `length`: exact token length in characters (default: the store's token length); `code`: the authorization
   * code it was exchanged for; `oauth1`: an OAuth 1.0a token (a UUID with a UUID secret, like
   * the real service's; `length` does not apply).
   */
  issue(grant: {
    apiKey: string;
    memberId: string;
    scopes: Scope[];
    lifetimeSeconds?: number;
    length?: number;
    code?: string;
    oauth1?: boolean;
    application?: boolean;
    refreshToken?: string;
    kind?: 'framework';
  }): AccessTokenRecord;
  verify(token: string): TokenCheck;
  /** Marks every live token of a member for an app as no longer valid. */
  invalidate(apiKey: string, memberId: string, reason: 'revoked' | 'replaced'): void;
  /** Marks every live token that `match` selects as no longer valid (e.g. all tokens from one reused code). */
  invalidateWhere(match: (record: AccessTokenRecord) => boolean, reason: 'revoked' | 'replaced'): void;
  all(): AccessTokenRecord[];
  /** Puts back a token saved earlier (--state). */
  restore(record: AccessTokenRecord): void;
  clear(): void;
}

/**
 * The store of one service. `tokenLength` gives the length of every OAuth 2.0 and framework token
 * it issues unless `issue` names one (the service passes its `tokenLength` setting, read at issue
 * time so fixture settings loaded later count); without it, about 500 characters.
 */
export function createTokenStore(clock: Clock, tokenLength?: () => number): TokenStore {
  // Kept a while past expiry, so calls with an expired token get "Expired access token", not "Invalid".
  const tokens = new ExpiringMap<string, AccessTokenRecord>(clock, (record) => record.expiresAt + EXPIRED_RECORD_RETENTION_SECONDS * 1000, MAX_ACCESS_TOKENS);
  return {
    issue({ apiKey, memberId, scopes, lifetimeSeconds = ACCESS_TOKEN_LIFETIME_SECONDS, length, code, oauth1, application, refreshToken, kind }) {
      const issuedAt = clock.now();
      const record: AccessTokenRecord = {
        token: oauth1 ? crypto.randomUUID() : randomToken(length ?? tokenLength?.()),
        apiKey,
        memberId,
        scopes: [...scopes],
        issuedAt,
        expiresAt: issuedAt + lifetimeSeconds * 1000,
      };
      if (code !== undefined) record.code = code;
      if (kind !== undefined) record.kind = kind;
      if (oauth1) record.tokenSecret = crypto.randomUUID();
      if (application) record.application = true;
      if (refreshToken !== undefined) record.refreshToken = refreshToken;
      tokens.set(record.token, record);
      return record;
    },
    verify(token) {
      return credentialStatus(tokens.get(token), clock.now()) ?? { status: 'invalid' };
    },
    invalidate(apiKey, memberId, reason) {
      endMemberCredentials(tokens.values(), apiKey, memberId, reason);
    },
    invalidateWhere(match, reason) {
      for (const record of tokens.values()) {
        if (!record.invalidated && match(record)) record.invalidated = reason;
      }
    },
    all: () => [...tokens.values()],
    restore: (record) => tokens.set(record.token, structuredClone(record)),
    clear: () => tokens.clear(),
  };
}
