// The service behind the project's own handler tests, made the way users make theirs: the public
// useMockService (in-js/testing) on MSW's setupServer, listening before the file's tests, back to its
// start-up state after each test, unhandled requests failing the test. `use(options)` puts a
// service made with other options in front for the rest of one test.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { useMockService } from '../../mock-server/testing/index.js';
import { createMockService, type MockContextOptions, type MockService } from '../../mock-server/index.js';
import { TEST_FIXTURES } from './oauthFlow.js';

/**
 * Registers the hooks; `onStart` hears the service each test starts with, made with `defaults`
 * (the OAuth test fixtures unless given). Returns `use(options)`, which puts another service, made
 * with `options` over the defaults, in front for the rest of the test.
 * @example let service: MockService; const use = useTestService((started) => (service = started));
 */
export function useTestService(
  onStart: (service: MockService) => void,
  defaults: MockContextOptions = { fixtures: TEST_FIXTURES },
): (options?: MockContextOptions) => void {
  const mock = useMockService({ ...defaults, hooks: { beforeAll, afterEach, afterAll } });
  beforeEach(() => onStart(mock));
  return (options: MockContextOptions = {}) => {
    const other = createMockService({ ...defaults, ...options });
    mock.server.use(...other.handlers);
    onStart(other);
  };
}
