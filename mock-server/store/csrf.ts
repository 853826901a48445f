import type { Clock } from './clock.js';
import { randomString } from './randomString.js';
import { ExpiringMap } from './expiringMap.js';
import type { SharedCap } from './sharedCap.js';
import { MAX_CSRF_TOKENS } from '../defaults.js';

const CSRF_TOKEN_LENGTH = 32;

/**
 * Per-form CSRF tokens: each form gets a fresh token bound to the browser (its browser cookie)
 * and to what the form does; a token works once, before it expires.
 * @example
 * const token = csrf.issue(browserId, 'dialog:abc', 1800);
 * csrf.consume(form.get('csrfToken'), browserId, 'dialog:abc'); // true once
 */
export interface CsrfStore {
  issue(browserId: string, purpose: string, lifetimeSeconds: number): string;
  /** True when `token` was issued to this browser for this purpose and is still unused and fresh. */
  consume(token: string | null | undefined, browserId: string | undefined, purpose: string): boolean;
  clear(): void;
  /** How many tokens are kept (expired ones until the next sweep). */
  size(): number;
}

interface CsrfEntry {
  browserId: string;
  purpose: string;
  expiresAt: number;
}

export function createCsrfStore(clock: Clock, shared?: SharedCap): CsrfStore {
  // Every login form holds one, so unauthenticated pages create them: capped (for the whole server with `shared`), the oldest dropped first.
  const entries = new ExpiringMap<string, CsrfEntry>(clock, (entry) => entry.expiresAt, MAX_CSRF_TOKENS, shared);
  return {
    issue(browserId, purpose, lifetimeSeconds) {
      const token = randomString(CSRF_TOKEN_LENGTH);
      entries.set(token, { browserId, purpose, expiresAt: clock.now() + lifetimeSeconds * 1000 });
      return token;
    },
    consume(token, browserId, purpose) {
      if (!token || !browserId) return false;
      const entry = entries.get(token);
      if (!entry) return false;
      entries.delete(token);
      return entry.browserId === browserId && entry.purpose === purpose && clock.now() < entry.expiresAt;
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}
