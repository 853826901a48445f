// Makes one mock service's state: the stores, the clock, and the fixture set (checked, then
// applied over the default data set). Apart from context.ts so that the modules that only read the
// state do not load the fixture machinery.
import { createClock } from '../store/clock.js';
import { createTokenStore } from '../store/tokens.js';
import { createDirectory } from '../store/directory.js';
import { createCodeStore } from '../store/codes.js';
import { createGrantStore } from '../store/grants.js';
import { createSessionStore } from '../store/sessions.js';
import { createCsrfStore } from '../store/csrf.js';
import { createDialogRequestStore } from '../store/dialogRequests.js';
import { createJournal } from '../store/journal.js';
import { createNetworkStore } from '../store/network.js';
import { createTraffic } from '../store/traffic.js';
import { createFormAnswerStore } from '../store/formAnswers.js';
import { createRequestTokenStore } from '../store/requestTokens.js';
import { createNonceStore } from '../store/nonces.js';
import { createAutoApprovalStore } from '../store/autoApprovals.js';
import { REQUEST_JOURNAL_LIMIT } from '../defaults.js';
import { validateFixtures } from '../fixtureSets/validateFixtures.js';
import { applyFixtures } from '../fixtureSets/applyFixtures.js';
import { createRefreshTokenStore } from '../store/refreshTokens.js';
import { createSubjectStore } from '../store/subjects.js';
import { signingJwkProblem } from '../oidc/signingKey.js';
import { settingsOf, type MockContext, type MockContextOptions } from '../context/context.js';
import { startOptionProblem } from '../context/startOptionProblem.js';
import { createServerBudget, type ServerBudget } from '../context/serverBudget.js';
import { dropExpiredMedia } from '../today/media/mediaBounds.js';
import { createVersionUseStore } from '../store/versionUse.js';
import { createWebhookStore } from '../store/webhooks.js';
import { createPortabilityStore } from '../store/portability.js';
import { createVerificationSeenStore } from '../store/verificationSeen.js';
import { runDueWebhooks } from '../webhooks/pump.js';

/**
 * A fresh service state from the start-up options; an option that cannot be used throws an Error
 * saying which and why, a fixture set that breaks a rule a FixtureError naming each entry and rule.
 * `budget`: the server's, when the service is one of its tenants (what anyone can store without
 * signing in is bounded once for the whole server); a service of its own otherwise.
 * @example const ctx = createContext({ now: Date.UTC(2026, 0, 1) });
 */
export function createContext(options: MockContextOptions = {}, budget: ServerBudget = createServerBudget()): MockContext {
  const problem = startOptionProblem(options);
  if (problem) throw new Error(problem);
  // Checked even when given as an object, so the Node API refuses the same mistakes as --fixtures.
  const optionSettings = Object.fromEntries(
    (['tokenLength', 'codeLifetimeSeconds', 'strictHttps'] as const).filter((key) => options[key] !== undefined).map((key) => [key, options[key]]),
  );
  // Checked when there are any (no settings cannot break a rule, and the check loads the schema's
  // validator); they name no member or record, so they land on nothing: no default data set needed.
  if (Object.keys(optionSettings).length) validateFixtures({ settings: optionSettings }, { existingMemberIds: new Set() }, 'The start-up settings');
  if (options.signingKey !== undefined) {
    const problem = signingJwkProblem(options.signingKey);
    if (problem) throw new Error(`${problem}.`);
  }
  const fixtures = options.fixtures ? validateFixtures(options.fixtures) : {};
  const clock = createClock(options.now);
  const ctx: MockContext = {
    clock,
    // Every access token (code exchange, admin, framework sign-in) has the length the settings say.
    tokens: createTokenStore(clock, () => settingsOf(ctx).tokenLength),
    directory: createDirectory([], []),
    codes: createCodeStore(clock),
    grants: createGrantStore(),
    sessions: createSessionStore(clock),
    csrf: createCsrfStore(clock, budget.csrf),
    dialogRequests: createDialogRequestStore(clock, budget.dialogRequests),
    journal: createJournal(REQUEST_JOURNAL_LIMIT, budget.journal),
    fixtureSettings: {},
    startup: { fixtures: structuredClone(fixtures), options: { ...options } },
    network: createNetworkStore(),
    traffic: createTraffic(),
    formAnswers: createFormAnswerStore(clock),
    requestTokens: createRequestTokenStore(clock),
    nonces: createNonceStore(clock),
    autoApprovals: createAutoApprovalStore(options.autoApprove ?? null),
    refreshTokens: createRefreshTokenStore(clock),
    subjects: createSubjectStore(),
    signingKey: { jwk: options.signingKey ? structuredClone(options.signingKey) : null },
    budget,
    versionUse: createVersionUseStore(),
    asOfSet: {},
    webhooks: createWebhookStore(),
    portability: createPortabilityStore(),
    verificationSeen: createVerificationSeenStore(),
  };
  applyFixtures(ctx, fixtures, 'replace');
  if (options.autoApprove !== undefined && !ctx.directory.members.has(options.autoApprove)) {
    throw new Error(`autoApprove names the member '${options.autoApprove}', who is not in the data set; give the id of a default member (e.g. aZ3kq9XbW1) or of one in your fixtures.`);
  }
  // Uploads no post shows are dropped once their lifetime is over, at once when the clock moves.
  clock.onChange(() => dropExpiredMedia(ctx));
  // Webhook validations and delivery retries due at the new time go out (webhooks/pump.ts).
  clock.onChange(() => runDueWebhooks(ctx));
  budget.services.add(ctx);
  return ctx;
}
