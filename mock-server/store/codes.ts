import type { Clock } from './clock.js';
import type { Scope } from '../scopes.js';
import { randomString } from './randomString.js';
import { ExpiringMap } from './expiringMap.js';
import { EXPIRED_RECORD_RETENTION_SECONDS, MAX_CODES } from '../defaults.js';

/** Characters of an authorization code. */
const CODE_LENGTH = 43;

/** An authorization code as the service remembers it (spec: "States and transitions"). */
export interface AuthorizationCodeRecord {
  code: string;
  apiKey: string;
  memberId: string;
  scopes: Scope[];
  /** The redirect_uri exactly as the authorization request gave it; the token request must repeat it. */
  redirectUri: string;
  issuedAt: number;
  expiresAt: number;
  /** Set by the first successful exchange; a second exchange fails and revokes its tokens. */
  usedAt?: number;
  /** Set when the member's grant changed or was revoked before the code was exchanged. */
  invalidated?: boolean;
}

type CodeCheck =
  | { status: 'valid'; record: AuthorizationCodeRecord }
  | { status: 'unknown' }
  | { status: 'expired'; record: AuthorizationCodeRecord }
  | { status: 'used'; record: AuthorizationCodeRecord }
  | { status: 'invalidated'; record: AuthorizationCodeRecord };

/** The authorization codes the service has issued, read against the mock clock. */
export interface CodeStore {
  issue(input: { apiKey: string; memberId: string; scopes: Scope[]; redirectUri: string; lifetimeSeconds: number }): AuthorizationCodeRecord;
  check(code: string): CodeCheck;
  markUsed(code: string): void;
  /** Makes every unexchanged code of a member for an app unusable. */
  invalidate(apiKey: string, memberId: string): void;
  all(): AuthorizationCodeRecord[];
  /** Puts back a code saved earlier (--state). */
  restore(record: AuthorizationCodeRecord): void;
  clear(): void;
}

export function createCodeStore(clock: Clock): CodeStore {
  // Kept a while past expiry, so a late or replayed exchange still gets its own answer.
  const codes = new ExpiringMap<string, AuthorizationCodeRecord>(clock, (record) => record.expiresAt + EXPIRED_RECORD_RETENTION_SECONDS * 1000, MAX_CODES);
  return {
    issue({ apiKey, memberId, scopes, redirectUri, lifetimeSeconds }) {
      const issuedAt = clock.now();
      const record: AuthorizationCodeRecord = {
        code: randomString(CODE_LENGTH),
        apiKey,
        memberId,
        scopes: [...scopes],
        redirectUri,
        issuedAt,
        expiresAt: issuedAt + lifetimeSeconds * 1000,
      };
      codes.set(record.code, record);
      return record;
    },
    check(code) {
      const record = codes.get(code);
      if (!record) return { status: 'unknown' };
      if (record.usedAt !== undefined) return { status: 'used', record };
      if (record.invalidated) return { status: 'invalidated', record };
      if (clock.now() >= record.expiresAt) return { status: 'expired', record };
      return { status: 'valid', record };
    },
    markUsed(code) {
      const record = codes.get(code);
      if (record) record.usedAt = clock.now();
    },
    invalidate(apiKey, memberId) {
      for (const record of codes.values()) {
        if (record.apiKey === apiKey && record.memberId === memberId && record.usedAt === undefined) record.invalidated = true;
      }
    },
    all: () => [...codes.values()],
    restore: (record) => codes.set(record.code, structuredClone(record)),
    clear: () => codes.clear(),
  };
}
