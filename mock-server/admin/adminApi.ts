// The admin operations (like WireMock's), as plain functions over one service's state. The HTTP
// handlers under /__admin/ and the Node API (`service.admin`) both call these.
import type { MockContext } from '../context/context.js';
import type { JournalEntry } from '../store/journal.js';
import type { AccessTokenRecord } from '../store/types.js';
import type { GrantRecord } from '../store/grants.js';
import type { AuthorizationCodeRecord } from '../store/codes.js';
import { applyFixtures } from '../fixtureSets/applyFixtures.js';
import { fixtureProblems } from '../fixtureSets/validateFixtures.js';
import { landingContext, type FixtureMode } from '../fixtureSets/fixtureLanding.js';
import type { Fixtures } from '../fixtureFormat/types.js';
import { revokeGrant } from '../oauth/grantLife.js';
import { verifyToken, type TokenState } from '../oauth/verifyToken.js';
import { issueGrant, type TokenAnswer } from '../oauth/grantTokens.js';
import { scopeWithoutProduct, whyAppLacks } from '../apps/appHasProduct.js';
import { portabilityConsentProblem } from '../vocabulary/portabilityRegion.js';
import { changeVerification, verificationState, type VerificationState } from '../today/identity/memberVerification.js';
import { apiOriginOf, issuerOf, REAL_AUTH_HOST } from '../oidc/addresses.js';
import { isScope, type Scope } from '../scopes.js';
import type { Fault } from '../store/traffic.js';
import { nearMisses, type NearMiss } from '../faults/nearMisses.js';
import { addFault, faultFromBody } from '../faults/faults.js';
import { unknownKeyProblem } from '../vocabulary/didYouMean.js';
import { matchesPattern, patternFrom, PATTERN_FIELDS, type RequestPattern } from '../faults/requestPattern.js';
import { AdminError } from './AdminError.js';
import { DEMO_APP } from '../seed/demoAccounts.js';
import { CLOCK_MAX_MS, CLOCK_MIN_MS, MAX_QUEUED_APPROVALS } from '../defaults.js';
import { mintCode, type CodeRequest, type IssuedCode } from './mintCode.js';
import type { AutoApprovals } from '../store/autoApprovals.js';
import { clearIssued } from '../context/clearIssued.js';
import { listMedia, mediaChangeFrom, mediaProcessing, type MediaProcessingChange, type MediaState } from '../today/media/mediaControl.js';
import { activeMarketingRows } from '../restli/apiVersion.js';
import { sunsetBadge, versionStatus, type VersionState } from '../restli/versionStatus.js';
import { settingsOf } from '../context/context.js';
import { asOfState, platformNow, type AsOfSource } from '../context/asOf.js';
import { asOfMs, dayOf } from '../history/asOfDay.js';
import { DATED_CHANGES, inEffect, type DatedChangeId } from '../history/datedChanges.js';
import { recentPosts, type PostSummary } from '../today/readOuts/recentPosts.js';
import { mediaPosts } from '../today/readOuts/mediaPosts.js';
import { pageSummaries, type PageSummary } from '../today/readOuts/pageSummaries.js';
import { profileAdditions, type ProfileAddition } from '../links/profileAdditions.js';
import type { Delivery, DeliveryFault, EventSubscription, WebhookEndpoint } from '../store/webhooks.js';
import { registerWebhook } from '../webhooks/registerWebhook.js';
import { deliveryFilterFrom, deliveryMatches, type DeliveryFilter } from '../webhooks/deliveryFilter.js';
import { addDeliveryFault, deliveryFaultFrom } from '../webhooks/deliveryFaults.js';
import { developerApplicationUrn } from '../apps/applicationId.js';

export interface ClockState {
  /** Service time, ISO 8601. */
  now: string;
  /** Service time, ms since the epoch. */
  nowMs: number;
}

/** The `LinkedIn-Version` values `/rest` accepts at the service's time (restli/versionCalendar.ts). */
export interface LinkedInVersionState {
  /** The newest active version, YYYYMM: what to send (released by the service's day; not on the 1st of its month). */
  version: string;
  /** The oldest version of the regular window still active, YYYYMM. */
  oldest: string;
  /** The newest, YYYYMM (the same as `version`). */
  newest: string;
  /** The last day `version` answers, YYYY-MM-DD (its published sunset day, or the rule's). */
  sunset: string;
}

/** One LinkedIn-Version this run's calls sent, and where it stands at the service's time (restli/versionStatus.ts). */
export interface VersionUseState {
  /** As sent: YYYYMM or YYYYMM.RR. */
  version: string;
  calls: number;
  /** Of them, answered 426 NONEXISTENT_VERSION. */
  refused: number;
  /** Service time of the last call, ISO 8601. */
  lastUsedAt: string;
  state: VersionState;
  /** Its first day, YYYY-MM-DD; null when never released. */
  release: string | null;
  /** Its last day, YYYY-MM-DD; null when never released or its end is not published. */
  sunset: string | null;
  /** Whole days from the service's day to `sunset`; null without one. */
  daysLeft: number | null;
  /** Where its days come from. */
  source: string | null;
  /** The admin page's badge when it needs attention ("202511 sunsets on 2026-11-16, in 9 days"), else null. */
  badge: string | null;
}

/** The day the service replays and the dated changes in effect on it (GET /__admin/as-of). */
export interface AsOfState {
  /** The day replayed, YYYY-MM-DD; null: none (today's platform, with a working v1 era). */
  asOf: string | null;
  /** Where it was set: the admin API, the start-up option, the fixture setting; null when none. */
  source: AsOfSource;
  /** Every dated change of docs/over-time.md, and whether the day replayed has it. */
  changes: { id: DatedChangeId; date: string; title: string; reaches: string; inEffect: boolean }[];
}

/** What GET /__admin/versions answers. */
export interface VersionsState {
  /** Service time, ISO 8601. */
  now: string;
  /** A version ending within this many days is flagged (sunsetWarningDays). */
  warningDays: number;
  /** The Marketing window at the service's time; null before the first version (June 2022). */
  active: LinkedInVersionState | null;
  /** The versions this run's /rest calls sent, in the order first sent. */
  versions: VersionUseState[];
}

export interface AdminApi {
  /** Everything back to the start-up fixtures, the clock back to its start-up setting (real time unless `now` was given), the journal emptied. */
  reset(): void;
  clock(): ClockState;
  /**
   * The `LinkedIn-Version` to send to `/rest` at the service's time: `version` (the newest active,
   * YYYYMM) and the window around it. Hard-code no version in a test: pin the clock (`now`) or ask this.
   */
  linkedInVersion(): LinkedInVersionState;
  /**
   * The LinkedIn-Versions this run's /rest calls sent (a reset keeps them: the run's record), each
   * with its release and sunset days, the days left at the service's time and a badge when it ends
   * within `sunsetWarningDays` (or has ended). LinkedIn sends no such warning: docs/over-time.md.
   */
  versions(): VersionsState;
  /** The day the service replays (asOf) and which dated changes it has (docs/over-time.md). */
  asOf(): AsOfState;
  /**
   * Replays the platform as it was on a day ('2019-06-01', an ISO time or ms), or `null` for today's
   * platform; a reset goes back to the start-up setting. The clock does not move.
   */
  setAsOf(asOf: string | number | null): AsOfState;
  /** `{ now: ISO string | ms | null }` sets the time (null: real time again); `{ advanceSeconds: N }` moves it forward. */
  setClock(change: { now?: string | number | null; advanceSeconds?: number }): ClockState;
  /**
   * Checks and loads a fixture set. `merge` (default) adds it to what the service holds,
   * replacing entries by key; `replace` starts over from the default data set plus the set, as
   * a start-up with it would; a set with `"replaceDefaults": true` replaces everything in
   * either mode. Returns the mode that took effect and how many apps and members there are.
   */
  loadFixtures(fixtures: unknown, mode?: FixtureMode): { mode: FixtureMode; apps: number; members: number };
  /**
   * Recent requests the service answered, oldest first (secrets redacted), all of them or those
   * matching a pattern: `{ method, path ('*' for any characters), query, headers, status }`.
   */
  requests(filter?: JournalFilter): JournalEntry[];
  /** How many journaled requests match the pattern: `countRequests({ method: 'POST', path: '/v1/people/~/shares' })`. */
  countRequests(filter: JournalFilter): { count: number };
  /** Journaled requests that missed a waiting fault by one part of its pattern, and why (faults/nearMisses.ts). */
  nearMisses(): NearMiss[];
  /** The member revokes the app, as on the privacy settings page. */
  revoke(memberId: string, apiKey: string): { revoked: boolean };
  /** Every access token issued, OAuth 1.0a ones (`protocol: 'oauth1'`, with their `tokenSecret`) too, with its status now. */
  tokens(): (AccessTokenRecord & { status: TokenState['status']; protocol: 'oauth1' | 'oauth2' })[];
  codes(): AuthorizationCodeRecord[];
  grants(): GrantRecord[];
  verifyToken(token: string): TokenState;
  /**
   * A token for a member without the dialog (for curl and tests): `apiKey` defaults to the demo
   * app, `scopes` to the app's default scope. Unknown member, app or scope is an error.
   */
  issueToken(request: { memberId: string; apiKey?: string; scopes?: string[] }): IssuedToken;
  /**
   * The same for an OAuth 1.0a access token (`POST /__admin/tokens` with `"protocol": "oauth1"`):
   * sign calls with it, the app's secret key and `oauth_token_secret`. It lives, expires and is
   * revoked like any token.
   */
  issueOAuth1Token(request: { memberId: string; apiKey?: string; scopes?: string[] }): { oauth_token: string; oauth_token_secret: string; oauth_expires_in: number };
  /**
   * An authorization code for a member without the browser, as the dialog gives after Sign in and
   * Allow (admin/mintCode.ts): exchange it at /oauth/v2/accessToken with `redirect_uri`.
   */
  issueCode(request: CodeRequest): IssuedCode;
  /**
   * Makes the sign-in dialog approve at once for this member, without its login and consent pages:
   * every sign-in from now on, or with `{ once: true }` only the next one not yet taken (queued in
   * order, before the standing member). `null` turns it off and empties the queue.
   */
  autoApprove(memberId: string | null, options?: { once?: boolean }): AutoApprovals;
  /** Who the dialog approves for automatically: the standing member and the queue. */
  autoApprovals(): AutoApprovals;
  /**
   * Makes the requests a pattern matches fail, answer another status, answer late, or lose
   * their connection, for their next N times or a share of them (see faults/faults.ts).
   */
  addFault(fault: unknown): Fault;
  /** The faults still waiting. */
  faults(): Fault[];
  /** Removes every waiting fault. */
  clearFaults(): void;
  /**
   * Every image, video and document of today's API with its processing status now (docs/media.md),
   * and `post`, the URN of the post that shows it (its page: `/feed/update/{post}/`), when one does.
   */
  media(): (MediaState & { post?: string })[];
  /**
   * The most recent posts, newest first (at most ADMIN_RECENT_POSTS): URN, page, author, the
   * commentary as members see it and where little text cut it, media with their status, comment
   * and reaction counts (today/readOuts/recentPosts.ts); `{ posts }`, what `GET /__admin/posts` answers.
   */
  posts(): { posts: PostSummary[] };
  /**
   * Every company page as LinkedIn's organization: URN, name, vanityName, follower count (what
   * networkSizes answers) and its role assignments (what organizationAcls lists: member, role,
   * state), in the data set's order (today/readOuts/pageSummaries.ts); `{ pages }`, what
   * `GET /__admin/pages` answers.
   */
  pages(): { pages: PageSummary[] };
  /**
   * What members added to their profiles through Add to Profile links (`/profile/add`), newest first
   * (at most ADMIN_RECENT_ADDITIONS): the member, the certification, its organization, dates and
   * credential (links/profileAdditions.ts). What was shared through share links is in `posts()`.
   */
  profileAdditions(): ProfileAddition[];
  /**
   * Every member verified on LinkedIn, with what and when (Verified on LinkedIn, docs/identity.md):
   * identity (`verifiedAt`, `method`) and workplace (`verifiedAt`, `organizationName`, …).
   */
  verifications(): VerificationState[];
  /**
   * Sets or removes a member's verifications: `{memberId, identity?: {verifiedAt?, method?} | null,
   * workplace?: {organizationName, organizationUrl?, verifiedAt?, method?} | null}` (verifiedAt
   * defaults to the service's time). Returns the member's state.
   */
  setVerification(change: unknown): VerificationState;
  /**
   * Holds one in PROCESSING (`hold`), ends its processing now (`release`), or makes it
   * PROCESSING_FAILED (`fail`, with an optional `reason`): `{ urn, processing, reason? }`.
   */
  mediaProcessing(change: MediaProcessingChange): MediaState;
  /**
   * Every registered webhook (fixtures, registerWebhook) with its validation state: VALIDATED or
   * BLOCKED, failures in a row, the latest challenges and when the next one comes (docs/webhooks.md).
   */
  webhooks(): WebhookState[];
  /**
   * Registers a webhook for an app (default the demo app), as the developer portal does: a
   * validation challenge goes to the URL now and must pass (await the answer). Registering a
   * blocked webhook again is how it is unblocked. A failed challenge rejects with an AdminError
   * (422) saying what came back and what LinkedIn expects.
   */
  registerWebhook(request: { apiKey?: string; url: string }): Promise<WebhookState>;
  /** The event subscriptions apps made through `PUT /rest/eventSubscriptions/…`. */
  subscriptions(): EventSubscription[];
  /**
   * The deliveries made, oldest first (all, or those matching `{url, event, action, status, notificationId}`):
   * the URL, event, status, each attempt (time, status or error, the answer's start), the exact body and its signature.
   */
  deliveries(filter?: DeliveryFilter): DeliveryState[];
  /**
   * A fault on the receiver's side for the next `times` requests (default 1) to `url` (or to any
   * webhook): `down` (unreachable), `slow` (answers after LinkedIn's deadline), `duplicate` (the
   * delivery comes twice) — see webhooks/deliveryFaults.ts.
   */
  addDeliveryFault(fault: unknown): DeliveryFault;
  /** The receiver faults still waiting. */
  deliveryFaults(): DeliveryFault[];
  /** Removes every waiting receiver fault. */
  clearDeliveryFaults(): void;
}

/** A registered webhook as the admin API shows it: its validation state and the app's `urn:li:developerApplication:{id}`. */
export type WebhookState = WebhookEndpoint & { developerApplication: string };

/** What `admin.deliveries()` answers: a copy of each delivery with its attempts (docs/webhooks.md). */
export type DeliveryState = Delivery;

/** What a token minted without the dialog is for: the member, the app (default the demo app) and the scopes (default the app's). */
function mintInput(ctx: MockContext, request: unknown): { apiKey: string; memberId: string; scopes: Scope[] } {
  if (!request || typeof request !== 'object' || Array.isArray(request)) {
    throw new AdminError(400, 'Send {"memberId": "...", "apiKey": "...", "scopes": ["r_basicprofile"]}.');
  }
  const unknownField = unknownKeyProblem(request, ['memberId', 'apiKey', 'scopes'], { field: 'a token request' });
  if (unknownField) throw new AdminError(400, unknownField);
  const { memberId, apiKey = DEMO_APP.apiKey, scopes } = request as Record<string, unknown>;
  if (typeof memberId !== 'string') throw new AdminError(400, "'memberId' is required: the id of the member the token acts for.");
  if (typeof apiKey !== 'string') throw new AdminError(400, "'apiKey' must be a string.");
  if (!ctx.directory.members.has(memberId)) throw new AdminError(404, `There is no member with the id '${memberId}'.`);
  const app = ctx.directory.apps.get(apiKey);
  if (!app) throw new AdminError(404, `There is no app with the API key '${apiKey}'.`);
  if (scopes === undefined) return { apiKey, memberId, scopes: app.defaultScope };
  if (!Array.isArray(scopes) || scopes.some((s) => typeof s !== 'string')) throw new AdminError(400, "'scopes' must be a list of scope names.");
  const unknown = scopes.find((s) => !isScope(s as string));
  if (unknown !== undefined) throw new AdminError(400, `'${unknown}' is not a scope the service knows.`);
  return { apiKey, memberId, scopes: scopes as Scope[] };
}

/**
 * What `issueToken` returns: the token endpoint's answer for the grant ({access_token, expires_in}
 * for v1 scopes; with a scope of today's platform also scope, refresh_token and
 * refresh_token_expires_in for apps with refresh tokens, token_type with openid). The id_token of
 * an `openid` grant is signed asynchronously: `await` the result to have it (awaiting works for
 * every grant; the other fields are there at once).
 */
export type IssuedToken = TokenAnswer & PromiseLike<TokenAnswer>;

/** The issuer and API origin of tokens minted without a request: the public URL when one is set, else the real host names. */
function mintAddresses(ctx: MockContext): { issuer: string; apiOrigin: string } {
  const url = new URL(ctx.startup.options.publicUrl ?? `https://${REAL_AUTH_HOST}`);
  return { issuer: issuerOf(url, asOfState(ctx).asOf), apiOrigin: apiOriginOf(url) };
}

/** A journal query: a request pattern plus the status answered. */
export interface JournalFilter extends RequestPattern {
  status?: number;
}

function filterFrom(input: unknown): JournalFilter {
  if (input === undefined) return {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new AdminError(400, 'Send the pattern as an object such as {"method": "GET", "path": "/v1/people/*"}.');
  const { status, ...rest } = input as Record<string, unknown>;
  const unknown = unknownKeyProblem(rest, [...PATTERN_FIELDS, 'status'], { field: 'a request pattern' });
  if (unknown) throw new AdminError(400, unknown);
  const pattern = patternFrom(rest);
  if (typeof pattern === 'string') throw new AdminError(400, pattern);
  if (status !== undefined && (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599)) {
    throw new AdminError(400, "'status' must be an HTTP status such as 200 or 401.");
  }
  return status === undefined ? pattern : { ...pattern, status };
}

function entryMatches(filter: JournalFilter, entry: JournalEntry): boolean {
  if (filter.status !== undefined && entry.status !== filter.status) return false;
  return matchesPattern(filter, { method: entry.method, url: new URL(entry.url), header: (name) => entry.requestHeaders[name.toLowerCase()] ?? null });
}

/** What admin.asOf() answers. */
function asOfRead(ctx: MockContext): AsOfState {
  const { asOf, source } = asOfState(ctx);
  return {
    asOf: asOf === null ? null : dayOf(asOf),
    source,
    changes: DATED_CHANGES.map((change) => ({ id: change.id, date: change.date, title: change.title, reaches: change.reaches, inEffect: inEffect(change.id, asOf) })),
  };
}

/** The newest active version at `now`, the window, and the newest's last day. */
function linkedInVersionAt(now: number): LinkedInVersionState {
  const rows = activeMarketingRows(now);
  if (!rows.length) throw new AdminError(409, `No LinkedIn-Version is active at ${new Date(now).toISOString()}: the versioned API began in June 2022; set the clock later.`);
  const newest = rows.at(-1)!;
  return { version: newest.version, oldest: rows[0]!.version, newest: newest.version, sunset: newest.sunset };
}

/** A copy of a webhook's state with its app's developerApplication URN. */
function webhookState(ctx: MockContext, endpoint: WebhookEndpoint): WebhookState {
  const app = ctx.directory.apps.get(endpoint.apiKey);
  return { ...structuredClone(endpoint), developerApplication: app ? developerApplicationUrn(app) : '' };
}

export function createAdmin(ctx: MockContext): AdminApi {
  const clockState = (): ClockState => ({ now: new Date(ctx.clock.now()).toISOString(), nowMs: ctx.clock.now() });
  return {
    media() {
      const shown = mediaPosts(ctx.network);
      return listMedia(ctx).map((state) => (shown.has(state.urn) ? { ...state, post: shown.get(state.urn)! } : state));
    },
    posts: () => ({ posts: recentPosts(ctx) }),
    pages: () => ({ pages: pageSummaries(ctx) }),
    profileAdditions: () => profileAdditions(ctx),
    verifications: () => [...ctx.directory.members.values()].filter((member) => member.verification).map(verificationState),
    setVerification(change) {
      const state = changeVerification(ctx.directory.members, change, ctx.clock.now());
      if ('problem' in state) throw new AdminError(state.status, state.problem);
      return state;
    },
    mediaProcessing(body) {
      const change = mediaChangeFrom(body);
      if (typeof change === 'string') throw new AdminError(400, change);
      const state = mediaProcessing(ctx, change);
      if (!state) throw new AdminError(404, `There is no image, video or document ${change.urn}.`);
      return state;
    },
    reset() {
      clearIssued(ctx);
      applyFixtures(ctx, ctx.startup.fixtures, 'replace');
      ctx.clock.set(ctx.startup.options.now ?? null);
      ctx.autoApprovals.reset(ctx.startup.options.autoApprove ?? null);
      delete ctx.asOfSet.value;
    },
    clock: clockState,
    linkedInVersion: () => linkedInVersionAt(platformNow(ctx)),
    asOf: () => asOfRead(ctx),
    setAsOf(asOf) {
      if (asOf === null) ctx.asOfSet.value = null;
      else {
        const ms = asOfMs(asOf);
        if (typeof ms === 'string') throw new AdminError(400, `${ms} Send {"asOf": "2019-06-01"}, or {"asOf": null} for today's platform.`);
        ctx.asOfSet.value = ms;
      }
      return asOfRead(ctx);
    },
    versions() {
      const now = platformNow(ctx);
      const warningDays = settingsOf(ctx).sunsetWarningDays;
      const versions = ctx.versionUse.list().map((use): VersionUseState => {
        const status = versionStatus(use.version, now);
        const row = status.row;
        return {
          version: use.version,
          calls: use.calls,
          refused: use.refused,
          lastUsedAt: new Date(use.lastAt).toISOString(),
          state: status.state,
          release: row?.release ?? null,
          sunset: row && !row.unpublishedEnd ? row.sunset : null,
          daysLeft: status.daysLeft,
          source: row ? (row.unpublishedEnd ?? row.source) : null,
          badge: sunsetBadge(status, warningDays),
        };
      });
      return { now: new Date(now).toISOString(), warningDays, active: activeMarketingRows(now).length ? linkedInVersionAt(now) : null, versions };
    },
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
        const target = ctx.clock.now() + seconds * 1000;
        if (target > CLOCK_MAX_MS) {
          throw new AdminError(400, `Advancing ${seconds} seconds would move the clock past ${new Date(CLOCK_MAX_MS).toISOString()}, the latest time the service keeps; advance less.`);
        }
        ctx.clock.advance(seconds * 1000);
        return clockState();
      }
      const now = change.now;
      if (now === null) ctx.clock.set(null);
      else {
        const ms = typeof now === 'number' ? now : typeof now === 'string' ? Date.parse(now) : NaN;
        if (!Number.isFinite(ms)) throw new AdminError(400, `now must be an ISO 8601 time such as "2026-01-01T00:00:00Z", ms since the epoch, or null; not ${JSON.stringify(now)}.`);
        if (ms < CLOCK_MIN_MS || ms > CLOCK_MAX_MS) {
          throw new AdminError(400, `now must lie between ${new Date(CLOCK_MIN_MS).toISOString()} and ${new Date(CLOCK_MAX_MS).toISOString()}; ${JSON.stringify(now)} does not.`);
        }
        ctx.clock.set(ms);
      }
      return clockState();
    },
    loadFixtures(input, mode = 'merge') {
      const problems = fixtureProblems(input, landingContext(input, mode, ctx.directory, ctx.network));
      if (problems.length) {
        const lines = problems.map((p) => `${p.path || '(top level)'}: ${p.message}`);
        // The problems in the message too: a test runner's report shows the message, not .problems.
        throw new AdminError(400, `The fixture set is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}); nothing was loaded:\n` + lines.map((line) => `  ${line}`).join('\n'), lines);
      }
      const effective = applyFixtures(ctx, input as Fixtures, mode);
      return { mode: effective, apps: ctx.directory.apps.size, members: ctx.directory.members.size };
    },
    requests(filter) {
      const query = filterFrom(filter);
      return ctx.journal.list((entry) => entryMatches(query, entry));
    },
    countRequests(filter) {
      const query = filterFrom(filter);
      return { count: ctx.journal.list((entry) => entryMatches(query, entry)).length };
    },
    nearMisses: () => nearMisses(ctx.traffic.faults, ctx.journal.list()),
    revoke(memberId, apiKey) {
      if (typeof memberId !== 'string' || typeof apiKey !== 'string') throw new AdminError(400, 'Send {"memberId": "...", "apiKey": "..."} as strings.');
      if (!ctx.directory.members.has(memberId)) throw new AdminError(404, `There is no member with the id '${memberId}'.`);
      if (!ctx.directory.apps.has(apiKey)) throw new AdminError(404, `There is no app with the API key '${apiKey}'.`);
      return { revoked: revokeGrant(ctx, memberId, apiKey) };
    },
    tokens: () =>
      ctx.tokens.all().map((record) => ({ ...record, status: ctx.tokens.verify(record.token).status, protocol: record.tokenSecret ? ('oauth1' as const) : ('oauth2' as const) })),
    codes: () => ctx.codes.all().map((record) => ({ ...record })),
    grants: () => ctx.grants.all().map((grant) => ({ ...grant })),
    verifyToken: (token) => verifyToken(ctx, token),
    issueToken(request) {
      const { apiKey, memberId, scopes } = mintInput(ctx, request);
      const app = ctx.directory.apps.get(apiKey)!;
      const missing = scopeWithoutProduct(app, scopes);
      if (missing) throw new AdminError(400, `The app '${apiKey}' does not have the product ${missing.product}, which '${missing.scope}' needs (${whyAppLacks(app, missing.product)}).`);
      const cannotConsent = portabilityConsentProblem(ctx.directory.members.get(memberId)!, scopes);
      if (cannotConsent) throw new AdminError(400, cannotConsent);
      const { answer, signIdToken } = issueGrant(ctx, { app, memberId, scopes, ...mintAddresses(ctx) });
      const whole = signIdToken ? signIdToken().then((id_token) => ({ ...answer, id_token })) : Promise.resolve({ ...answer });
      whole.catch(() => {}); // a caller that never awaits must not leave an unhandled rejection
      return Object.defineProperty({ ...answer }, 'then', { value: whole.then.bind(whole), enumerable: false }) as IssuedToken;
    },
    issueOAuth1Token(request) {
      const record = ctx.tokens.issue({ ...mintInput(ctx, request), oauth1: true });
      return { oauth_token: record.token, oauth_token_secret: record.tokenSecret!, oauth_expires_in: Math.round((record.expiresAt - record.issuedAt) / 1000) };
    },
    issueCode: (request) => mintCode(ctx, request),
    autoApprove(memberId, options = {}) {
      if (memberId !== null && typeof memberId !== 'string') throw new AdminError(400, "Send {\"memberId\": \"...\"} with a member's id, or {\"memberId\": null} to turn auto-approval off.");
      if (typeof options !== 'object' || options === null || (options.once !== undefined && typeof options.once !== 'boolean')) throw new AdminError(400, "'once' must be true or false.");
      if (memberId === null) ctx.autoApprovals.reset(null);
      else if (!ctx.directory.members.has(memberId)) throw new AdminError(404, `There is no member with the id '${memberId}'.`);
      else if (!options.once) ctx.autoApprovals.setMember(memberId);
      else if (ctx.autoApprovals.state().queue.length >= MAX_QUEUED_APPROVALS) throw new AdminError(400, `${MAX_QUEUED_APPROVALS} sign-ins are queued already; let some happen, or turn auto-approval off with {"memberId": null}.`);
      else ctx.autoApprovals.enqueue(memberId);
      return ctx.autoApprovals.state();
    },
    autoApprovals: () => ctx.autoApprovals.state(),
    addFault(input) {
      const fault = faultFromBody(input);
      if (typeof fault === 'string') throw new AdminError(400, fault);
      const added = addFault(ctx.traffic, fault);
      if (typeof added === 'string') throw new AdminError(400, added);
      return { ...added };
    },
    faults: () => ctx.traffic.faults.map((fault) => ({ ...fault })),
    webhooks: () => [...ctx.webhooks.endpoints.values()].map((endpoint) => webhookState(ctx, endpoint)),
    async registerWebhook(request) {
      if (!request || typeof request !== 'object' || Array.isArray(request)) throw new AdminError(400, 'Send {"url": "https://…", "apiKey": "…"} (apiKey defaults to the demo app).');
      const unknown = unknownKeyProblem(request, ['apiKey', 'url'], { field: 'a webhook registration' });
      if (unknown) throw new AdminError(400, unknown);
      const { apiKey = DEMO_APP.apiKey, url } = request;
      if (typeof url !== 'string' || typeof apiKey !== 'string') throw new AdminError(400, "'url' is required, the webhook's URL; 'apiKey', if given, is a string.");
      const registration = await registerWebhook(ctx, { apiKey, url });
      if ('problem' in registration) throw new AdminError(registration.status, registration.problem);
      return webhookState(ctx, registration.endpoint);
    },
    subscriptions: () => [...ctx.webhooks.subscriptions.values()].map((subscription) => ({ ...subscription })),
    deliveries(filter) {
      const query = deliveryFilterFrom(filter);
      if (typeof query === 'string') throw new AdminError(400, query);
      return ctx.webhooks.deliveries.filter((delivery) => deliveryMatches(query, delivery)).map((delivery) => structuredClone(delivery));
    },
    addDeliveryFault(input) {
      const fault = deliveryFaultFrom(input);
      if (typeof fault === 'string') throw new AdminError(400, fault);
      const added = addDeliveryFault(ctx.webhooks, fault);
      if (typeof added === 'string') throw new AdminError(400, added);
      return { ...added };
    },
    deliveryFaults: () => ctx.webhooks.faults.map((fault) => ({ ...fault })),
    clearDeliveryFaults() {
      ctx.webhooks.faults.length = 0;
      ctx.webhooks.changed();
    },
    clearFaults() {
      ctx.traffic.faults.length = 0;
    },
  };
}
