// What `--state FILE` keeps across restarts: the data a developer's session builds up
// (apps, members, the REST data with shares and updates, grants, tokens, codes, login sessions,
// the clock; OAuth 1.0a tokens with their secrets). Not kept: the journal, faults, pending dialog
// requests, CSRF tokens, OAuth 1.0a request tokens and nonces (all short-lived), and webhooks (their
// endpoints, subscriptions and deliveries: a restarted server has a fixture's webhooks again).
import type { MockContext } from '../context/context.js';
import { signingJwkProblem } from '../oidc/signingKey.js';
import type { AccessTokenRecord, AppRecord, MemberRecord } from '../store/types.js';
import type { GrantRecord } from '../store/grants.js';
import type { AuthorizationCodeRecord } from '../store/codes.js';
import type { LoginSession } from '../store/sessions.js';
import type { NetworkData } from '../store/network.js';
import type { RateLimits } from '../store/traffic.js';
import type { FixtureSettings } from '../fixtureFormat/types.js';
import type { RefreshTokenRecord } from '../store/refreshTokens.js';
import type { SubjectRecord } from '../store/subjects.js';
import type { SigningJwk } from '../store/signingKey.js';
import { clearIssued } from '../context/clearIssued.js';
import { registerFixtureWebhooks } from '../webhooks/registerWebhook.js';
import { fixtureProblems } from '../fixtureSets/validateFixtures.js';
import { isScope } from '../scopes.js';
import { isReactionType } from '../today/socialActions/reactionTypes.js';
import { ACCESS_TOKEN_LENGTH_MAX, CLOCK_MAX_MS, CLOCK_MIN_MS } from '../defaults.js';

const STATE_FORMAT = 'in-mock-server state';
const STATE_VERSION = 1;

export interface ServiceState {
  format: typeof STATE_FORMAT;
  version: typeof STATE_VERSION;
  /** Real time of the save, ISO 8601. */
  savedAt: string;
  /** The service clock: a fixed time (ms) or null for real time. */
  clock: { frozenAt: number | null };
  apps: AppRecord[];
  members: MemberRecord[];
  network: NetworkData & { idCounters: [string, number][] };
  grants: GrantRecord[];
  tokens: AccessTokenRecord[];
  codes: AuthorizationCodeRecord[];
  sessions: LoginSession[];
  fixtureSettings: FixtureSettings;
  rateLimits: RateLimits;
  /** Today's platform (absent in files saved before it): refresh tokens, pairwise subjects, the id_token signing key. */
  refreshTokens?: RefreshTokenRecord[];
  subjects?: SubjectRecord[];
  signingKey?: SigningJwk | null;
}

/** The service's state as plain JSON data. */
export function captureState(ctx: MockContext): ServiceState {
  return structuredClone({
    format: STATE_FORMAT,
    version: STATE_VERSION,
    savedAt: new Date().toISOString(),
    clock: { frozenAt: ctx.clock.frozenAt() },
    apps: [...ctx.directory.apps.values()],
    members: [...ctx.directory.members.values()],
    network: { ...ctx.network.snapshot(), idCounters: [...ctx.network.idCounters] },
    grants: ctx.grants.all(),
    tokens: ctx.tokens.all(),
    codes: ctx.codes.all(),
    sessions: ctx.sessions.all(),
    fixtureSettings: ctx.fixtureSettings,
    rateLimits: ctx.traffic.limits,
    refreshTokens: ctx.refreshTokens.all(),
    subjects: ctx.subjects.all(),
    signingKey: ctx.signingKey.jwk,
  } satisfies ServiceState);
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const LISTS = ['apps', 'members', 'grants', 'tokens', 'codes', 'sessions'] as const;
const NETWORK_LISTS = ['connections', 'companies', 'jobs', 'groups', 'posts', 'shares', 'updates', 'mailbox', 'statuses', 'idCounters'] as const;

/** A time the service can have stored: ms since the epoch, from CLOCK_MIN_MS to a lifetime past CLOCK_MAX_MS (a token issued at the clock's end). */
const LATEST_STORED_MS = CLOCK_MAX_MS + 400 * 86_400_000;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= CLOCK_MIN_MS && value <= LATEST_STORED_MS;
/** A token, code or id as the service makes them: a non-empty string no longer than the longest token. */
const isKey = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= ACCESS_TOKEN_LENGTH_MAX;
const isScopeList = (value: unknown) => Array.isArray(value) && value.every((scope) => typeof scope === 'string' && isScope(scope));

/** The first record of `list` that `ok` refuses, named for the message, or null. */
function badRecord(list: Record<string, unknown>[], what: string, ok: (record: Record<string, unknown>) => boolean): string | null {
  const index = list.findIndex((record) => !ok(record));
  return index < 0 ? null : `${what} ${index} (${what}s[${index}]) is not a record this service writes`;
}

/**
 * What is wrong with data read from a state file, or null when the service can run on it: the
 * shape captureState gives, then the same checks as a fixture set for its apps, members, settings
 * and rate limits (fixtureSets/validateFixtures.ts), the clock and every stored time within the
 * clock's range, and each token, code and session whole (a crafted file used to start,
 * then answer 500 to every request).
 */
export function stateProblem(data: unknown): string | null {
  const shape = stateShapeProblem(data);
  if (shape) return shape;
  const state = data as ServiceState & Record<string, unknown>;
  if (state.clock.frozenAt !== null && !(isTime(state.clock.frozenAt) && state.clock.frozenAt <= CLOCK_MAX_MS)) return `its clock ${state.clock.frozenAt} is outside the service clock's range (${CLOCK_MIN_MS} to ${CLOCK_MAX_MS} ms since 1970)`;
  const problems = fixtureProblems({ replaceDefaults: true, apps: state.apps, members: state.members, settings: state.fixtureSettings, rateLimits: state.rateLimits });
  if (problems.length) return `it breaks the fixture rules: ${problems.slice(0, 5).map((problem) => `${problem.path}: ${problem.message}`).join('; ')}`;
  const tokenProblem = badRecord(state.tokens as unknown as Record<string, unknown>[], 'token', (token) =>
    isKey(token.token) && typeof token.apiKey === 'string' && typeof token.memberId === 'string' && isScopeList(token.scopes) && isTime(token.issuedAt) && isTime(token.expiresAt) &&
    (token.tokenSecret === undefined || isKey(token.tokenSecret)) && (token.invalidated === undefined || token.invalidated === 'revoked' || token.invalidated === 'replaced'),
  );
  if (tokenProblem) return tokenProblem;
  const codeProblem = badRecord(state.codes as unknown as Record<string, unknown>[], 'code', (code) => isKey(code.code) && typeof code.apiKey === 'string' && typeof code.memberId === 'string' && isScopeList(code.scopes) && isTime(code.expiresAt));
  if (codeProblem) return codeProblem;
  const sessionProblem = badRecord(state.sessions as unknown as Record<string, unknown>[], 'session', (session) => isKey(session.id) && typeof session.memberId === 'string' && isTime(session.expiresAt));
  if (sessionProblem) return sessionProblem;
  const socialProblem = socialRecordsProblem(state.network as unknown as Record<string, unknown>);
  if (socialProblem) return socialProblem;
  return badRecord(state.grants as unknown as Record<string, unknown>[], 'grant', (grant) => typeof grant.memberId === 'string' && typeof grant.apiKey === 'string' && isScopeList(grant.scopes) && isTime(grant.grantedAt) && isTime(grant.lastUsedAt));
}

/** What is wrong with the comments and reactions of a state file (files written before them have none). */
function socialRecordsProblem(network: Record<string, unknown>): string | null {
  for (const name of ['socialComments', 'reactions', 'deletedPosts']) {
    if (network[name] !== undefined && !(Array.isArray(network[name]) && (network[name] as unknown[]).every(isObject))) return `its 'network.${name}' is not a list of records`;
  }
  const optionalText = (value: unknown) => value === undefined || typeof value === 'string';
  const commentProblem = badRecord((network.socialComments ?? []) as Record<string, unknown>[], 'comment', (comment) =>
    typeof comment.id === 'string' && /^\d{1,19}$/.test(comment.id) && typeof comment.shareId === 'string' && typeof comment.actor === 'string' && typeof comment.memberId === 'string' &&
    typeof comment.text === 'string' && isTime(comment.createdAt) && optionalText(comment.parentId) && optionalText(comment.imageId),
  );
  if (commentProblem) return commentProblem;
  const deletedProblem = badRecord((network.deletedPosts ?? []) as Record<string, unknown>[], 'deleted post', (post) => typeof post.id === 'string' && isTime(post.deletedAt) && isTime(post.timestamp));
  if (deletedProblem) return deletedProblem;
  return badRecord((network.reactions ?? []) as Record<string, unknown>[], 'reaction', (reaction) =>
    typeof reaction.actor === 'string' && typeof reaction.memberId === 'string' && typeof reaction.entity === 'string' && typeof reaction.root === 'string' &&
    isReactionType(reaction.reactionType) && isTime(reaction.createdAt),
  );
}

/** The shape captureState gives, or what is missing. */
function stateShapeProblem(data: unknown): string | null {
  if (!isObject(data) || data.format !== STATE_FORMAT) return `it is not an in-mock-server state file (no "format": "${STATE_FORMAT}")`;
  if (data.version !== STATE_VERSION) return `it has version ${JSON.stringify(data.version)}; this in-mock-server reads version ${STATE_VERSION}`;
  if (!isObject(data.clock) || !(data.clock.frozenAt === null || typeof data.clock.frozenAt === 'number')) return "its 'clock' is not { frozenAt: number | null }";
  for (const name of LISTS) {
    const list = data[name];
    if (!Array.isArray(list) || !list.every(isObject)) return `its '${name}' is not a list of records`;
  }
  if (!isObject(data.network)) return "its 'network' is missing";
  for (const name of NETWORK_LISTS) if (!Array.isArray(data.network[name])) return `its 'network.${name}' is not a list`;
  if (!isObject(data.fixtureSettings) || !isObject(data.rateLimits)) return "its 'fixtureSettings' or 'rateLimits' is missing";
  for (const app of data.apps as Record<string, unknown>[]) if (typeof app.apiKey !== 'string') return 'an app has no apiKey';
  for (const member of data.members as Record<string, unknown>[]) if (typeof member.id !== 'string') return 'a member has no id';
  for (const token of data.tokens as Record<string, unknown>[]) if (typeof token.token !== 'string' || typeof token.expiresAt !== 'number') return 'a token record has no token or expiresAt';
  for (const code of data.codes as Record<string, unknown>[]) if (typeof code.code !== 'string' || typeof code.expiresAt !== 'number') return 'a code record has no code or expiresAt';
  for (const session of data.sessions as Record<string, unknown>[]) if (typeof session.id !== 'string' || typeof session.expiresAt !== 'number') return 'a session has no id or expiresAt';
  for (const name of ['refreshTokens', 'subjects'] as const) {
    if (data[name] !== undefined && !(Array.isArray(data[name]) && (data[name] as unknown[]).every(isObject))) return `its '${name}' is not a list of records`;
  }
  for (const token of (data.refreshTokens ?? []) as Record<string, unknown>[]) if (typeof token.token !== 'string' || typeof token.expiresAt !== 'number') return 'a refresh token record has no token or expiresAt';
  for (const subject of (data.subjects ?? []) as Record<string, unknown>[]) {
    if (typeof subject.apiKey !== 'string' || typeof subject.memberId !== 'string' || typeof subject.sub !== 'string') return 'a subject record has no apiKey, memberId or sub';
  }
  if (data.signingKey !== undefined && data.signingKey !== null) {
    const problem = signingJwkProblem(data.signingKey);
    if (problem) return `its ${problem}`;
  }
  return null;
}

/** Puts a checked state back in place of what the service holds (journal, faults and pending requests emptied). */
export function restoreState(ctx: MockContext, state: ServiceState): void {
  const data = structuredClone(state);
  clearIssued(ctx);
  ctx.traffic.faults.length = 0;
  ctx.traffic.counters.clear();
  ctx.traffic.limits = data.rateLimits;
  ctx.fixtureSettings = data.fixtureSettings;
  ctx.directory.apps = new Map(data.apps.map((app) => [app.apiKey, app]));
  ctx.directory.members = new Map(data.members.map((member) => [member.id, member]));
  const { idCounters, ...network } = data.network;
  ctx.network.clear();
  ctx.network.load(network);
  for (const [kind, n] of idCounters) ctx.network.idCounters.set(kind, n);
  for (const grant of data.grants) ctx.grants.put(grant);
  // The clock first, so the stores judge expiry on the restored time.
  ctx.clock.set(data.clock.frozenAt);
  for (const token of data.tokens) ctx.tokens.restore(token);
  for (const code of data.codes) ctx.codes.restore(code);
  for (const session of data.sessions) ctx.sessions.restore(session);
  for (const token of data.refreshTokens ?? []) ctx.refreshTokens.restore(token);
  // Subjects and the key are the service's identity: a file that has them wins, one without keeps the current ones.
  for (const subject of data.subjects ?? []) ctx.subjects.restore(subject);
  if (data.signingKey) ctx.signingKey.jwk = data.signingKey;
  // Webhooks are not kept: those of the start-up fixture set are registered again, as at start.
  for (const app of ctx.startup.fixtures.apps ?? []) if (ctx.directory.apps.has(app.apiKey)) registerFixtureWebhooks(ctx, app.apiKey, app.webhooks ?? []);
}
