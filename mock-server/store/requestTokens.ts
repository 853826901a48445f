import type { Clock } from './clock.js';
import type { Scope } from '../scopes.js';
import { EXPIRED_RECORD_RETENTION_SECONDS, MAX_REQUEST_TOKENS } from '../defaults.js';
import { ExpiringMap } from './expiringMap.js';

/** Digits of an OAuth 1.0a verifier: the real service sent five ("25038", "07069"), leading zeros kept. */
const VERIFIER_DIGITS = 5;

/**
 * An OAuth 1.0a request token (RFC 5849 2.1) as the service remembers it: issued to an app,
 * then authorized by a member (who gets a verifier), then exchanged once for an access token.
 */
export interface RequestTokenRecord {
  token: string;
  secret: string;
  apiKey: string;
  /** `oob` (the verifier is shown to the member) or the absolute URL the member goes back to. */
  callback: string;
  scopes: Scope[];
  issuedAt: number;
  /** Until then the member may authorize it. */
  expiresAt: number;
  /** Set when the member allowed it: who, the verifier, and until when the app may exchange it. */
  authorized?: { memberId: string; verifier: string; at: number; expiresAt: number };
  /** Set when the member refused it. */
  deniedAt?: number;
  /** Set by the exchange (successful or not: a request token is exchanged once). */
  usedAt?: number;
  /** Set when the member's grant changed or was revoked before the exchange. */
  invalidated?: boolean;
}

/**
 * What a request token is worth now: `pending` (issued, waiting for the member), `authorized`
 * (the verifier is out), or why it can no longer be used.
 */
type RequestTokenCheck =
  | { status: 'unknown' }
  | { status: 'pending' | 'authorized' | 'expired' | 'denied' | 'used' | 'invalidated'; record: RequestTokenRecord };

/** The request tokens the service has issued, read against the mock clock. */
export interface RequestTokenStore {
  issue(input: { apiKey: string; callback: string; scopes: Scope[]; lifetimeSeconds: number }): RequestTokenRecord;
  check(token: string): RequestTokenCheck;
  /** The member allows: the token gets a fresh verifier, usable for `lifetimeSeconds`. */
  authorize(token: string, memberId: string, lifetimeSeconds: number): string;
  deny(token: string): void;
  markUsed(token: string): void;
  /** Makes every authorized, unexchanged request token of a member for an app unusable. */
  invalidate(apiKey: string, memberId: string): void;
  all(): RequestTokenRecord[];
  clear(): void;
}

/** A decimal verifier of VERIFIER_DIGITS digits, uniform (rejection sampling over 32-bit values). */
function randomVerifier(): string {
  const range = 10 ** VERIFIER_DIGITS;
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value! < limit) return String(value! % range).padStart(VERIFIER_DIGITS, '0');
  }
}

export function createRequestTokenStore(clock: Clock): RequestTokenStore {
  // Kept a while past their end so a late exchange hears "expired", not "unknown"; capped, since any
  // app (or anyone holding a leaked consumer key) can ask for request tokens.
  const dropAt = (record: RequestTokenRecord) => (record.authorized?.expiresAt ?? record.expiresAt) + EXPIRED_RECORD_RETENTION_SECONDS * 1000;
  const tokens = new ExpiringMap<string, RequestTokenRecord>(clock, dropAt, MAX_REQUEST_TOKENS);
  return {
    issue({ apiKey, callback, scopes, lifetimeSeconds }) {
      const issuedAt = clock.now();
      // UUIDs, like the real service's tokens and secrets.
      const record: RequestTokenRecord = {
        token: crypto.randomUUID(),
        secret: crypto.randomUUID(),
        apiKey,
        callback,
        scopes: [...scopes],
        issuedAt,
        expiresAt: issuedAt + lifetimeSeconds * 1000,
      };
      tokens.set(record.token, record);
      return record;
    },
    check(token) {
      const record = tokens.get(token);
      if (!record) return { status: 'unknown' };
      if (record.usedAt !== undefined) return { status: 'used', record };
      if (record.invalidated) return { status: 'invalidated', record };
      if (record.deniedAt !== undefined) return { status: 'denied', record };
      const now = clock.now();
      if (record.authorized) return { status: now >= record.authorized.expiresAt ? 'expired' : 'authorized', record };
      return { status: now >= record.expiresAt ? 'expired' : 'pending', record };
    },
    authorize(token, memberId, lifetimeSeconds) {
      const record = tokens.get(token);
      if (!record) throw new Error(`authorize: unknown request token ${token}`);
      const at = clock.now();
      record.authorized = { memberId, verifier: randomVerifier(), at, expiresAt: at + lifetimeSeconds * 1000 };
      return record.authorized.verifier;
    },
    deny(token) {
      const record = tokens.get(token);
      if (record) record.deniedAt = clock.now();
    },
    markUsed(token) {
      const record = tokens.get(token);
      if (record) record.usedAt = clock.now();
    },
    invalidate(apiKey, memberId) {
      for (const record of tokens.values()) {
        if (record.apiKey === apiKey && record.authorized?.memberId === memberId && record.usedAt === undefined) record.invalidated = true;
      }
    },
    all: () => [...tokens.values()],
    clear: () => tokens.clear(),
  };
}
