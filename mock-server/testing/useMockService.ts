// The mock service in a Vitest, Jest or node:test suite: one service on MSW's setupServer,
// listening before the tests, back to its start-up state after each, closed after all.
import { setupServer } from 'msw/node';
import { createMockService, type MockService } from '../index.js';
import { CONTEXT_OPTION_KEYS, type MockContextOptions } from '../context/context.js';
import { assertKnownOptions } from '../createMockService.js';
import { loopbackOrFail, otherHostsRefused, type UnhandledRequestStrategy } from './unhandledRequests.js';
import { unfiredFaultsWarning } from './unfiredFaults.js';
import { DEMO_MEMBER } from '../seed/demoAccounts.js';
import { expectNoSunsetWithin } from './expectNoSunsetWithin.js';
import { SUNSET_WARNING_DAYS } from '../defaults.js';
import { platformNow } from '../context/asOf.js';
import { waitForDelivery, type WaitForDelivery } from './waitForDelivery.js';
import type { Delivery } from '../store/webhooks.js';

/** The test runner's hooks: Vitest's and Jest's beforeAll, afterEach, afterAll (node:test: before, afterEach, after). */
export interface TestHooks {
  beforeAll(run: () => unknown): unknown;
  afterEach(run: () => unknown): unknown;
  afterAll(run: () => unknown): unknown;
}

export interface UseMockServiceOptions extends MockContextOptions {
  /** The runner's hooks; default: the global ones (Jest, or Vitest with `globals: true`). */
  hooks?: TestHooks;
  /**
   * What MSW does with a request no handler answers. Default (`loopbackOrFail`): a request to this
   * machine (localhost, 127.x.x.x, [::1], *.localhost: your own app, supertest) goes through, any
   * other is refused (fetch rejects, node:http emits 'error') with a printed sentence naming the
   * host and this option. 'error' fails every one, 'warn' and 'bypass' let them out, or a function
   * `(request, print) => …` as MSW takes it.
   */
  onUnhandledRequest?: UnhandledRequestStrategy;
  /** Print, after each test, the faults it added that matched no request (default true). */
  warnUnfiredFaults?: boolean;
  /**
   * Fail the suite (after all its tests) when a LinkedIn-Version its /rest calls sent ends within
   * this many days of the service's clock, or has ended, was never released, or has no published
   * end: `mock.expectNoSunsetWithin(days)` run for you (docs/testing.md). Default: no such check.
   */
  failOnSunsetWithin?: number;
}

const OWN_OPTION_KEYS = ['hooks', 'onUnhandledRequest', 'warnUnfiredFaults', 'failOnSunsetWithin'] as const;

/** One service for a suite: the service (context, handlers, admin) and MSW's server. */
export interface TestService extends MockService {
  /** MSW's server: `server.use(...)` adds a test's own handlers (in front; removed after the test). */
  server: ReturnType<typeof setupServer>;
  /**
   * An access token for a member without the dialog, as `admin.issueToken` mints it: the member
   * (default Ada Lovelace, aZ3kq9XbW1), the app (default demo-api-key) and the scopes (default the app's).
   */
  token(request?: { memberId?: string; apiKey?: string; scopes?: string[] }): string;
  /**
   * Throws (failing the test, or the suite from afterAll) when a LinkedIn-Version the suite's /rest
   * calls sent so far ends within `days` (default 30) of the service's clock, or has ended, was never
   * released, or has no published end. The versions come from `admin.versions()`.
   */
  expectNoSunsetWithin(days?: number): void;
  /**
   * Resolves with the oldest webhook delivery matching `filter` once it has made its attempts
   * (`waitForDelivery` of in-js/testing, docs/webhooks.md): `await mock.waitForDelivery({ action: 'COMMENT' })`.
   */
  waitForDelivery(filter?: WaitForDelivery, options?: { timeoutMs?: number }): Promise<Delivery>;
}

function globalHooks(): TestHooks | undefined {
  const scope = globalThis as Partial<TestHooks>;
  return typeof scope.beforeAll === 'function' && typeof scope.afterEach === 'function' && typeof scope.afterAll === 'function' ? (scope as TestHooks) : undefined;
}

/**
 * Creates a mock service on MSW's setupServer for the tests of one file: it listens before
 * them, goes back to its start-up state after each (clock, data, tokens, faults, journal, auto-
 * approvals) with the test's own handlers removed, and closes after them. Fetch calls to the API,
 * the OAuth endpoints and the admin API, on any host, reach it; calls to your own servers on this
 * machine go through, and any other unhandled call fails. See docs/testing.md.
 * @example
 * import { afterAll, afterEach, beforeAll } from 'vitest';
 * const mock = useMockService({ hooks: { beforeAll, afterEach, afterAll } });
 * it('reads the profile', async () => {
 *   const me = await fetch('https://api.linkedin.com/v1/people/~?format=json', { headers: { authorization: `Bearer ${mock.token()}` } });
 * });
 */
export function useMockService(options: UseMockServiceOptions = {}): TestService {
  assertKnownOptions(options, [...CONTEXT_OPTION_KEYS, ...OWN_OPTION_KEYS], { option: 'useMockService' });
  const { hooks = globalHooks(), onUnhandledRequest = loopbackOrFail, warnUnfiredFaults = true, failOnSunsetWithin, ...serviceOptions } = options;
  if (failOnSunsetWithin !== undefined && !(Number.isInteger(failOnSunsetWithin) && failOnSunsetWithin >= 0)) {
    throw new Error(`failOnSunsetWithin must be a whole number of days, 0 or more (e.g. 30), not ${JSON.stringify(failOnSunsetWithin)}.`);
  }
  if (!hooks) {
    throw new Error(
      'useMockService needs the test runner\'s hooks: pass them, e.g. useMockService({ hooks: { beforeAll, afterEach, afterAll } }) with the three imported from vitest (node:test: { beforeAll: before, afterEach, afterAll: after }), or run with global hooks (Jest, Vitest with globals: true).',
    );
  }
  const service = createMockService(serviceOptions);
  // The default refuses other hosts with a handler of its own, after every route of the service.
  const server = setupServer(...service.handlers, ...(onUnhandledRequest === loopbackOrFail ? [otherHostsRefused(service.handlers)] : []));
  hooks.beforeAll(() => server.listen({ onUnhandledRequest }));
  hooks.afterEach(() => {
    const warning = warnUnfiredFaults ? unfiredFaultsWarning(service.admin.faults()) : null;
    if (warning) console.warn(warning);
    server.resetHandlers();
    service.admin.reset();
  });
  // The versions the suite's calls sent, at the service's time (the clock a test pinned).
  const noSunsetWithin = (days = SUNSET_WARNING_DAYS) => {
    const used = service.admin.versions().versions.map((use) => use.version);
    if (used.length) expectNoSunsetWithin(days, used, { now: platformNow(service.context) });
  };
  hooks.afterAll(() => {
    server.close();
    if (failOnSunsetWithin !== undefined) noSunsetWithin(failOnSunsetWithin);
  });
  return {
    ...service,
    server,
    token: (request = {}) => service.admin.issueToken({ memberId: DEMO_MEMBER.id, ...request }).access_token,
    expectNoSunsetWithin: noSunsetWithin,
    waitForDelivery: (filter, options) => waitForDelivery(service, filter, options),
  };
}
