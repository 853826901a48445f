import type { RequestHandler } from 'msw';
import { CONTEXT_OPTION_KEYS, type MockContext, type MockContextOptions } from './context/context.js';
import { unknownKeyProblem, type KeyedObject } from './vocabulary/didYouMean.js';
import { createContext } from './state/createContext.js';
import { createServerBudget, type ServerBudget } from './context/serverBudget.js';
import { createHandlers } from './handlers.js';
import { createAdmin, type AdminApi } from './admin/adminApi.js';

/** One mock service: its state, the MSW handlers that serve it, and the admin operations. */
export interface MockService {
  /** The state every handler reads: clock, directory (apps, members), tokens, grants, network (REST data), traffic (rate limits, faults)… */
  context: MockContext;
  /** The whole service as MSW handlers: `setupServer(...service.handlers)` or `setupWorker(...service.handlers)`. */
  handlers: RequestHandler[];
  /** The admin operations of /__admin/ as functions: reset, clock, fixtures, requests, revoke, tokens… */
  admin: AdminApi;
}

/**
 * Creates a mock service for `setupServer` (Node tests) or `setupWorker` (browser). The
 * fixtures, if any, add to the default data set (or replace it with `replaceDefaults: true`);
 * a set that breaks a rule throws a FixtureError naming each entry and rule.
 * See docs/node-api.md.
 * @example
 * const service = createMockService({ now: Date.UTC(2026, 0, 1) });
 * const server = setupServer(...service.handlers);
 */
export function createMockService(options: MockContextOptions = {}): MockService {
  return createMockServiceIn(createServerBudget(), options);
}

/** createMockService for one of a server's services (its own or a tenant), sharing the server's budget (context/serverBudget.ts). */
export function createMockServiceIn(budget: ServerBudget, options: MockContextOptions = {}): MockService {
  assertKnownOptions(options, CONTEXT_OPTION_KEYS, { option: 'createMockService' });
  const context = createContext(options, budget);
  return { context, handlers: createHandlers(context), admin: createAdmin(context) };
}

/**
 * Throws an Error naming the first misspelled or unknown key of `options` (with the closest known
 * one), so a typo such as `fixture` for `fixtures` never passes silently.
 * @example assertKnownOptions({ fixture: {} }, CONTEXT_OPTION_KEYS, { option: 'createMockService' }) // throws "… did you mean 'fixtures'? …"
 */
export function assertKnownOptions(options: unknown, known: readonly string[], of: { option: string }): void {
  if (options === undefined) return;
  if (!options || typeof options !== 'object' || Array.isArray(options)) throw new Error(`The options of ${of.option} must be an object such as { now: Date.UTC(2026, 0, 1) }.`);
  const problem = unknownKeyProblem(options, known, of as KeyedObject);
  if (problem) throw new Error(problem);
}
