// The admin operations (like WireMock's), as plain functions over one service's state. The HTTP
// handlers under /__admin/ and the Node API (`service.admin`) both call these.
import type { MockContext } from '../context.js';
import type { JournalEntry } from '../store/journal.js';
import type { AccessTokenRecord } from '../store/types.js';
import type { GrantRecord } from '../store/grants.js';
import type { AuthorizationCodeRecord } from '../store/codes.js';
import { applyFixtures } from '../fixtures/applyFixtures.js';
import { fixtureProblems } from '../fixtures/validateFixtures.js';
import { landingContext, type FixtureMode } from '../fixtures/fixtureLanding.js';
import type { Fixtures } from '../fixtures/types.js';
import { revokeGrant } from '../oauth/grantLife.js';
import { verifyToken, type TokenState } from '../oauth/verifyToken.js';
import { AdminError } from './AdminError.js';

export interface ClockState {
  /** Service time, ISO 8601. */
  now: string;
  /** Service time, ms since the epoch. */
  nowMs: number;
}

export interface AdminApi {
  /** Everything back to the start-up fixtures, the clock back to its start-up setting (real time unless `now` was given), the journal emptied. */
  reset(): void;
  clock(): ClockState;
  /** `{ now: ISO string | ms | null }` sets the time (null: real time again); `{ advanceSeconds: N }` moves it forward. */
  setClock(change: { now?: string | number | null; advanceSeconds?: number }): ClockState;
  /**
   * Checks and loads a fixture set. `merge` (default) adds it to what the service holds,
   * replacing entries by key; `replace` starts over from the default data set plus the set, as
   * a start-up with it would; a set with `"replaceDefaults": true` replaces everything in
   * either mode. Returns the mode that took effect and how many apps and members there are.
   */
  loadFixtures(fixtures: unknown, mode?: FixtureMode): { mode: FixtureMode; apps: number; members: number };
  /** Recent requests, oldest first. */
  requests(): JournalEntry[];
  /** The member revokes the app, as on the privacy settings page. */
  revoke(memberId: string, apiKey: string): { revoked: boolean };
  tokens(): (AccessTokenRecord & { status: TokenState['status'] })[];
  codes(): AuthorizationCodeRecord[];
  grants(): GrantRecord[];
  verifyToken(token: string): TokenState;
}

export function createAdmin(ctx: MockContext): AdminApi {
  const clockState = (): ClockState => ({ now: new Date(ctx.clock.now()).toISOString(), nowMs: ctx.clock.now() });
  return {
    reset() {
      for (const store of [ctx.tokens, ctx.codes, ctx.grants, ctx.sessions, ctx.csrf, ctx.dialogRequests, ctx.journal]) store.clear();
      applyFixtures(ctx, ctx.startup.fixtures, 'replace');
      ctx.clock.set(ctx.startup.options.now ?? null);
    },
    clock: clockState,
    setClock(change) {
      const keys = Object.keys(change ?? {});
      if (keys.length !== 1 || !['now', 'advanceSeconds'].includes(keys[0]!)) {
        throw new AdminError(400, 'Send exactly one of {"now": "2026-01-01T00:00:00Z"} (or null for real time) and {"advanceSeconds": 3600}.');
      }
      if ('advanceSeconds' in change) {
        const seconds = change.advanceSeconds;
        if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
          throw new AdminError(400, `advanceSeconds must be a number of seconds, 0 or more, not ${JSON.stringify(seconds)}; to go back in time, set "now".`);
        }
        ctx.clock.advance(seconds * 1000);
        return clockState();
      }
      const now = change.now;
      if (now === null) ctx.clock.set(null);
      else {
        const ms = typeof now === 'number' ? now : typeof now === 'string' ? Date.parse(now) : NaN;
        if (!Number.isFinite(ms)) throw new AdminError(400, `now must be an ISO 8601 time such as "2026-01-01T00:00:00Z", ms since the epoch, or null; not ${JSON.stringify(now)}.`);
        ctx.clock.set(ms);
      }
      return clockState();
    },
    loadFixtures(input, mode = 'merge') {
      const problems = fixtureProblems(input, landingContext(input, mode, ctx.directory));
      if (problems.length) {
        const lines = problems.map((p) => `${p.path || '(top level)'}: ${p.message}`);
        throw new AdminError(400, `The fixture set is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}); nothing was loaded.`, lines);
      }
      const effective = applyFixtures(ctx, input as Fixtures, mode);
      return { mode: effective, apps: ctx.directory.apps.size, members: ctx.directory.members.size };
    },
    requests: () => ctx.journal.list(),
    revoke(memberId, apiKey) {
      if (typeof memberId !== 'string' || typeof apiKey !== 'string') throw new AdminError(400, 'Send {"memberId": "...", "apiKey": "..."} as strings.');
      if (!ctx.directory.members.has(memberId)) throw new AdminError(404, `There is no member with the id '${memberId}'.`);
      if (!ctx.directory.apps.has(apiKey)) throw new AdminError(404, `There is no app with the API key '${apiKey}'.`);
      return { revoked: revokeGrant(ctx, memberId, apiKey) };
    },
    tokens: () => ctx.tokens.all().map((record) => ({ ...record, status: ctx.tokens.verify(record.token).status })),
    codes: () => ctx.codes.all().map((record) => ({ ...record })),
    grants: () => ctx.grants.all().map((grant) => ({ ...grant })),
    verifyToken: (token) => verifyToken(ctx, token),
  };
}
