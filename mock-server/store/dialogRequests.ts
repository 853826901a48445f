import type { Clock } from './clock.js';
import type { Scope } from '../scopes.js';
import { randomString } from './randomString.js';
import { ExpiringMap } from './expiringMap.js';
import type { SharedCap } from './sharedCap.js';
import { MAX_PENDING_DIALOG_REQUESTS } from '../defaults.js';

const REQUEST_ID_LENGTH = 24;

/** Which authorization path family a request came in on; the legacy one answers refusals with access_denied. */
export type PathFamily = 'current' | 'legacy';

/** A verified authorization request waiting for the member in the login/consent dialog. */
export interface DialogRequest {
  id: string;
  family: PathFamily;
  apiKey: string;
  /** Exactly as the request gave it. */
  redirectUri: string;
  state: string;
  scopes: Scope[];
  /**
   * `consent`: show the consent page even when a valid grant would let the dialog skip it (the
   * OAuth 1.0a standard authorization path, /uas/oauth/authorize, always asks).
   */
  prompt?: 'consent';
  /** The browser the request started in; the dialog refuses to continue it from another. */
  browserId: string;
  expiresAt: number;
}

export interface DialogRequestStore {
  create(input: Omit<DialogRequest, 'id' | 'expiresAt'>, lifetimeSeconds: number): DialogRequest;
  /** The live request, or undefined when unknown, finished or expired. */
  get(id: string | null | undefined): DialogRequest | undefined;
  finish(id: string): void;
  clear(): void;
  /** How many requests wait (expired ones until the next sweep). */
  size(): number;
}

export function createDialogRequestStore(clock: Clock, shared?: SharedCap): DialogRequestStore {
  // Anyone may start an authorization request, signed in or not: capped (for the whole server with `shared`), the oldest dropped first.
  const requests = new ExpiringMap<string, DialogRequest>(clock, (request) => request.expiresAt, MAX_PENDING_DIALOG_REQUESTS, shared);
  return {
    create(input, lifetimeSeconds) {
      const request = { ...input, scopes: [...input.scopes], id: randomString(REQUEST_ID_LENGTH), expiresAt: clock.now() + lifetimeSeconds * 1000 };
      requests.set(request.id, request);
      return request;
    },
    get(id) {
      if (!id) return undefined;
      const request = requests.get(id);
      if (!request || clock.now() >= request.expiresAt) return undefined;
      return request;
    },
    finish: (id) => void requests.delete(id),
    clear: () => requests.clear(),
    size: () => requests.size,
  };
}
