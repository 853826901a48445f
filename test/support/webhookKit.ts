// The webhook tests' common ground: a service on the public useMockService (fixed clock, an app with
// the Community Management API, a page Ada administers), a receiver on 127.0.0.1 that follows
// LinkedIn's docs, and the calls that make events happen, through LinkedIn's real host names.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { useMockService, type TestService } from '../../mock-server/testing/index.js';
import { linkedInReceiver, startReceiver, type Receiver } from './webhookReceiver.js';

export const NOW = Date.UTC(2026, 10, 25, 12);
export const VERSION = '202611';
export const ADA = 'aZ3kq9XbW1';
export const CHARLES = 'Qm7Rt2VdN8';
export const PAGE = '9500';
export const PAGE_URN = `urn:li:organization:${PAGE}`;
export const APP = {
  apiKey: 'hooks-app',
  secretKey: 'hooks-app-secret',
  name: 'Hooks',
  redirectUrls: ['http://localhost:3000/callback'],
  grantedProducts: ['communityManagement' as const],
  applicationId: '211439663',
};
export const API = 'https://api.linkedin.com';
export const REST = { 'linkedin-version': VERSION, 'x-restli-protocol-version': '2.0.0', 'content-type': 'application/json' };
export const ORG_SCOPES = ['r_organization_admin', 'rw_organization_admin', 'w_organization_social', 'r_organization_social'];
export const FEED_SCOPES = ['w_member_social', 'w_member_social_feed', 'r_member_social_feed'];
const enc = encodeURIComponent;

export interface WebhookKit {
  mock: TestService;
  /** The receiver, answering as LinkedIn's docs say unless a test says otherwise (reset before each test). */
  receiver(): Receiver;
  /** The receiver's webhook URL. */
  hookUrl(path?: string): string;
  token(memberId: string, scopes: string[]): string;
  /** The subscription key of the app, `memberId` and the page. */
  subscriptionKey(memberId?: string, organization?: string): string;
  /** Registers the receiver's webhook (a passing challenge) and subscribes Ada's page to it. */
  subscribe(url?: string): Promise<void>;
  /** A public post of the page, by Ada; its URN. */
  pagePost(commentary: string): Promise<string>;
  /** A comment of `memberId` on `urn`; the response. */
  comment(urn: string, text: string, memberId?: string): Promise<Response>;
  call(path: string, token: string, init?: RequestInit): Promise<Response>;
  /** Resolves once the service has no webhook request in flight (the clock's moves start them in the background). */
  settled(): Promise<void>;
}

/** Registers a test file's hooks; the kit is ready inside its tests. */
export function useWebhookKit(): WebhookKit {
  const mock = useMockService({
    hooks: { beforeAll, afterEach, afterAll },
    now: NOW,
    fixtures: { apps: [APP], companies: [{ id: PAGE, name: 'Hook Works', admins: [ADA], followers: [CHARLES] }] },
  });
  let receiver: Receiver | undefined;
  beforeAll(async () => {
    receiver = await startReceiver(linkedInReceiver(APP.secretKey));
  });
  beforeEach(() => {
    receiver!.requests.length = 0;
    receiver!.handle(linkedInReceiver(APP.secretKey));
  });
  afterAll(() => receiver?.close());
  const call = (path: string, token: string, init: RequestInit = {}) => fetch(`${API}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...REST, ...(init.headers as Record<string, string>) } });
  const token = (memberId: string, scopes: string[]) => mock.token({ memberId, apiKey: APP.apiKey, scopes });
  const subscriptionKey = (memberId = ADA, organization = PAGE_URN) =>
    `(developerApplication:${enc(`urn:li:developerApplication:${APP.applicationId}`)},user:${enc(`urn:li:person:${memberId}`)},entity:${enc(organization)},eventType:ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS)`;
  const kit: WebhookKit = {
    mock,
    receiver: () => receiver!,
    hookUrl: (path = '/linkedin/webhook') => `${receiver!.origin}${path}`,
    token,
    subscriptionKey,
    call,
    async settled() {
      for (let i = 0; i < 500 && mock.context.webhooks.busy.size; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      if (mock.context.webhooks.busy.size) throw new Error(`webhook requests still in flight: ${[...mock.context.webhooks.busy].join(', ')}`);
    },
    async subscribe(url = kit.hookUrl()) {
      await mock.admin.registerWebhook({ apiKey: APP.apiKey, url });
      const put = await call(`/rest/eventSubscriptions/${subscriptionKey()}`, token(ADA, ORG_SCOPES), { method: 'PUT', body: JSON.stringify({ webhook: url }) });
      if (put.status !== 204) throw new Error(`the subscription was answered ${put.status}: ${await put.text()}`);
    },
    async pagePost(commentary) {
      const posted = await call('/rest/posts', token(ADA, ORG_SCOPES), {
        method: 'POST',
        body: JSON.stringify({ author: PAGE_URN, commentary, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
      });
      if (posted.status !== 201) throw new Error(`the page's post was answered ${posted.status}: ${await posted.text()}`);
      return posted.headers.get('x-restli-id')!;
    },
    comment: (urn, text, memberId = CHARLES) =>
      call(`/rest/socialActions/${enc(urn)}/comments`, token(memberId, FEED_SCOPES), { method: 'POST', body: JSON.stringify({ actor: `urn:li:person:${memberId}`, object: urn, message: { text } }) }),
  };
  return kit;
}
