// The one way the project's own tests start a service: the public useMockService of in-js/testing
// (as users start theirs, docs/testing.md) on MSW's setupServer, with Vitest's hooks inside: it
// listens before the file's (or the describe block's) tests, goes back to its start-up state after
// each test (clock, data, tokens, faults, journal) and closes after them; an unhandled request that
// is not to this machine fails the test. Around it, the shortcuts the handler tests share: tokens
// minted directly, fetch with a bearer token, JSON read back, and `use(options)` for a test that
// needs a service made otherwise. Today's API's clock, version and Rest.li headers: today.ts.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { useMockService, type TestService, type UseMockServiceOptions } from '../../mock-server/testing/index.js';
import { createMockService, type MockContextOptions, type MockService } from '../../mock-server/index.js';
import type { Scope } from '../../mock-server/scopes.js';
import { DEMO_APP, DEMO_MEMBER, DEMO_PAGES_APP } from '../../mock-server/seed/demoAccounts.js';
import { productsOfScope } from '../../mock-server/scopes.js';

/** The seeded app a token for `scopes` comes from: the page app when one of them only the Community Management API brings. */
export function appFor(scopes: readonly Scope[]): string {
  const pageOnly = scopes.some((scope) => {
    const products = productsOfScope(scope);
    return products.length > 0 && products.every((product) => product === 'communityManagement');
  });
  return pageOnly ? DEMO_PAGES_APP.apiKey : DEMO_APP.apiKey;
}

/** Base URL the kit calls; any origin works, since the handlers match every host. */
export const API = 'https://api.mock.test';

/** The v1 scopes a kit token carries when a test names none. */
export const ALL_SCOPES: Scope[] = [
  'r_basicprofile', 'r_fullprofile', 'r_emailaddress', 'r_network', 'r_contactinfo', 'rw_nus', 'rw_company_admin', 'rw_groups', 'w_messages',
];

export interface ServiceKit {
  /** The service the running test talks to: the file's, or the one `use` put in front of it. */
  readonly service: MockService;
  /** MSW's server (`server.use(...)` puts a test's own handlers in front, removed after the test). */
  readonly server: TestService['server'];
  /**
   * A token for the member (default: the demo member) with the scopes (default: ALL_SCOPES), through the
   * app (default: the demo app; the seeded page app when a scope is one only the Community Management API
   * brings, since that product must be alone on its app and the demo app does not have it).
   */
  token(scopes?: Scope[], memberId?: string, apiKey?: string): string;
  /** fetch on the API (`API` + path) with a bearer token (none when `token` is empty). */
  call(path: string, token: string, init?: RequestInit): Promise<Response>;
  /** GET with `x-li-format: json`, the body parsed (its text when it is no JSON). */
  getJson(path: string, token: string): Promise<{ status: number; body: any; headers: Headers }>;
  /** Puts a service made with `options` (over the file's) in front of the file's, for the rest of the test; returns it. */
  use(options?: MockContextOptions): MockService;
}

/**
 * Starts the service of a test file (or of the describe block it is called in).
 * @example const kit = useServiceKit({ now: TODAY_NOW }); it('reads me', async () => expect((await kit.getJson('/v1/people/~', kit.token())).status).toBe(200));
 */
export function useServiceKit(options: Omit<UseMockServiceOptions, 'hooks'> = {}): ServiceKit {
  const mock = useMockService({ ...options, hooks: { beforeAll, afterEach, afterAll } });
  const { onUnhandledRequest: _, warnUnfiredFaults: __, ...serviceOptions } = options;
  let current: MockService = mock;
  afterEach(() => {
    current = mock;
  });
  const kit: ServiceKit = {
    get service() {
      return current;
    },
    server: mock.server,
    token: (scopes = ALL_SCOPES, memberId = DEMO_MEMBER.id, apiKey = appFor(scopes)) => current.context.tokens.issue({ apiKey, memberId, scopes }).token,
    call: (path, token, init = {}) => {
      const headers = new Headers(init.headers);
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      return fetch(API + path, { ...init, headers });
    },
    async getJson(path, token) {
      const response = await kit.call(path, token, { headers: { 'x-li-format': 'json' } });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body, headers: response.headers };
    },
    use(other = {}) {
      current = createMockService({ ...serviceOptions, ...other });
      mock.server.use(...current.handlers);
      return current;
    },
  };
  return kit;
}
