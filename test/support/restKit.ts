// Helpers for the REST API's own tests (and for users' tests that want the same shortcuts):
// a service on setupServer, tokens minted directly, and fetch wrappers.
import { setupServer } from 'msw/node';
import { createMockService, type MockService } from '../../mock-server/index.js';
import type { MockContextOptions } from '../../mock-server/context/context.js';
import type { Scope } from '../../mock-server/scopes.js';
import { DEMO_APP, DEMO_MEMBER } from '../../mock-server/seed/demoAccounts.js';

/** Base URL the tests call; any origin works, since the handlers match `*\/v1/…`. */
export const API = 'https://api.mock.test';

export const ALL_SCOPES: Scope[] = [
  'r_basicprofile', 'r_fullprofile', 'r_emailaddress', 'r_network', 'r_contactinfo', 'rw_nus', 'rw_company_admin', 'rw_groups', 'w_messages',
];

export interface RestKit {
  service: MockService;
  server: ReturnType<typeof setupServer>;
  /** A token for the member (default: the demo member) with the scopes (default: all). */
  token(scopes?: Scope[], memberId?: string, apiKey?: string): string;
  /** fetch on the API with a bearer token. */
  call(path: string, token: string, init?: RequestInit): Promise<Response>;
  /** GET as JSON, parsed. */
  getJson(path: string, token: string): Promise<{ status: number; body: any; headers: Headers }>;
}

export function createRestKit(options: MockContextOptions = {}): RestKit {
  const service = createMockService(options);
  const server = setupServer(...service.handlers);
  const kit: RestKit = {
    service,
    server,
    token: (scopes = ALL_SCOPES, memberId = DEMO_MEMBER.id, apiKey = DEMO_APP.apiKey) =>
      service.context.tokens.issue({ apiKey, memberId, scopes }).token,
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
  };
  return kit;
}
