import type { Scope } from '../scopes.js';

/** A member's consent to one app for one set of scopes (all or none: spec "Rules" 1). */
export interface GrantRecord {
  memberId: string;
  apiKey: string;
  scopes: Scope[];
  /** When the member allowed it in the dialog. */
  grantedAt: number;
  /** When a code was last issued under it (dialog or skipped dialog); grants stay valid as long as a token from them could. */
  lastUsedAt: number;
}

/** Grants by member and app: at most one per pair, the latest consent. */
export interface GrantStore {
  get(memberId: string, apiKey: string): GrantRecord | undefined;
  put(grant: GrantRecord): void;
  /** Removes the grant; true when there was one. */
  remove(memberId: string, apiKey: string): boolean;
  forMember(memberId: string): GrantRecord[];
  all(): GrantRecord[];
  clear(): void;
}

export function createGrantStore(): GrantStore {
  const grants = new Map<string, GrantRecord>();
  const key = (memberId: string, apiKey: string) => JSON.stringify([memberId, apiKey]);
  return {
    get: (memberId, apiKey) => grants.get(key(memberId, apiKey)),
    put(grant) {
      grants.set(key(grant.memberId, grant.apiKey), { ...grant, scopes: [...grant.scopes] });
    },
    remove: (memberId, apiKey) => grants.delete(key(memberId, apiKey)),
    forMember: (memberId) => [...grants.values()].filter((grant) => grant.memberId === memberId),
    all: () => [...grants.values()],
    clear: () => grants.clear(),
  };
}
