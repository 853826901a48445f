// createMockService as the Node entry gives it: the check that the project's msw can run the
// handlers (mswCopies.ts reads the installed copies, so Node only) before the service is made.
import { createMockService as createService, type MockService } from '../createMockService.js';
import { assertCompatibleMsw } from './mswCopies.js';
import type { MockContextOptions } from '../context/context.js';

/**
 * Creates a mock service for `setupServer`: its state, handlers and admin operations. Throws
 * first when the project's msw cannot run the handlers (two copies, or a version outside
 * MSW_RANGE), saying which versions work and how to fix it; a fixture set that breaks a rule
 * throws a FixtureError. See docs/node-api.md.
 * @example
 * const service = createMockService({ now: Date.UTC(2026, 0, 1) });
 * const server = setupServer(...service.handlers);
 */
export function createCheckedMockService(options: MockContextOptions = {}): MockService {
  assertCompatibleMsw('handlers');
  return createService(options);
}
