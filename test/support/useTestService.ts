// A mock service behind MSW's setupServer, started afresh before each test of the file that calls
// it (unhandled requests are errors): the set-up the service's handler tests share.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { createMockService, type MockContextOptions, type MockService } from '../../mock-server/index.js';
import { TEST_FIXTURES } from './oauthFlow.js';

/**
 * Registers the hooks; `onStart` hears each service started, with `defaults` (the OAuth test
 * fixtures unless given). Returns `use(options)`, which starts another with `options` over them.
 * @example let service: MockService; const use = useTestService((started) => (service = started));
 */
export function useTestService(
  onStart: (service: MockService) => void,
  defaults: MockContextOptions = { fixtures: TEST_FIXTURES },
): (options?: MockContextOptions) => void {
  const server = setupServer();
  const use = (options: MockContextOptions = {}) => {
    const service = createMockService({ ...defaults, ...options });
    server.resetHandlers(...service.handlers);
    onStart(service);
  };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => use());
  return use;
}
