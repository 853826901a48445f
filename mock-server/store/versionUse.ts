// The `LinkedIn-Version`s this run's /rest calls sent, for GET /__admin/versions and the test
// helper expectNoSunsetWithin (restli/versionStatus.ts says where each stands). A reset keeps it:
// it is the record of the run, not state a call depends on.
import { MAX_VERSIONS_REMEMBERED } from '../defaults.js';

/** One version value as calls sent it. */
export interface VersionUse {
  /** As sent (trimmed): YYYYMM or YYYYMM.RR. */
  version: string;
  /** Calls that sent it, answered or refused. */
  calls: number;
  /** Of them, refused with 426 (not active on the day of the call). */
  refused: number;
  /** Mock time of the last call, ms. */
  lastAt: number;
}

export interface VersionUseStore {
  record(version: string, at: number, refused: boolean): void;
  /** Copies, in the order first sent. */
  list(): VersionUse[];
  clear(): void;
}

/** @example const used = createVersionUseStore(); used.record('202611', Date.now(), false); */
export function createVersionUseStore(limit = MAX_VERSIONS_REMEMBERED): VersionUseStore {
  const uses = new Map<string, VersionUse>();
  return {
    record(version, at, refused) {
      let use = uses.get(version);
      if (!use) {
        // Past the bound, a new value is not remembered (those already are go on counting).
        if (uses.size >= limit) return;
        uses.set(version, (use = { version, calls: 0, refused: 0, lastAt: at }));
      }
      use.calls++;
      if (refused) use.refused++;
      use.lastAt = at;
    },
    list: () => [...uses.values()].map((use) => ({ ...use })),
    clear: () => uses.clear(),
  };
}
