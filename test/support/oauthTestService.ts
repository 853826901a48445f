// A mock service on the OAuth test fixtures behind MSW's setupServer, started afresh before each
// test of the file that calls it (unhandled requests are errors): the set-up the OAuth tests share.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { createMockService, type MockContextOptions, type MockService } from '../../mock-server/index.js';
import { TEST_FIXTURES } from './oauthFlow.js';

/**
 * Registers the hooks; `onStart` hears each service started. Returns `use(options)`, which starts
 * another with `options` (on the fixtures and the clock at 2026-01-01 unless they say otherwise).
 * @example let service: MockService; const use = useOauthTestService((started) => (service = started));
 */
export function useOauthTestService(onStart: (service: MockService) => void): (options?: MockContextOptions) => void {
  const server = setupServer();
  const use = (options: MockContextOptions = {}) => {
    const service = createMockService({ fixtures: TEST_FIXTURES, now: Date.UTC(2026, 0, 1), ...options });
    server.resetHandlers(...service.handlers);
    onStart(service);
  };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => use());
  return use;
}
