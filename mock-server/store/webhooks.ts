// What one service holds of webhooks (docs/webhooks.md): the endpoints apps registered and how their
// validation stands, the event subscriptions of today's API, the deliveries made (each with its
// attempts), and the receiver-side faults a test armed. The rules that move them are in webhooks/;
// this file only keeps them.
import { WEBHOOK_DELIVERIES_KEPT } from '../defaults.js';

/** A registered webhook's state: VALIDATED receives events; BLOCKED (after failed validations) does not until it is registered again. */
export type EndpointStatus = 'VALIDATED' | 'BLOCKED';

/** One validation challenge LinkedIn sent a webhook and how it went. */
export interface ChallengeRecord {
  /** Mock time it was sent, ms. */
  at: number;
  challengeCode: string;
  passed: boolean;
  /** Why it failed, in a sentence (what came back, what was expected). */
  problem?: string;
  /** The webhook's HTTP status; null when it never answered. */
  status: number | null;
  /** Real milliseconds until the answer (or until the mock gave up). */
  durationMs: number;
  /** Help LinkedIn would not give: what the answer did that LinkedIn's docs advise against. */
  notes?: string[];
}

/** A webhook an app registered (the developer portal's Webhooks tab), with its validation. */
export interface WebhookEndpoint {
  apiKey: string;
  url: string;
  /** Where it was registered: a fixture set (counted as validated when loaded) or the admin API (validated then). */
  source: 'fixture' | 'admin';
  status: EndpointStatus;
  registeredAt: number;
  /** Mock time of the last challenge it passed (for a fixture's endpoint, when the set was loaded). */
  validatedAt: number;
  /** When LinkedIn validates it again (mock time, ms); a blocked endpoint is not validated again. */
  nextValidationAt: number;
  /** Failed validations in a row. */
  consecutiveFailures: number;
  blockedAt?: number;
  /** The latest challenges, oldest first. */
  challenges: ChallengeRecord[];
}

/** An event subscription of today's API (`/rest/eventSubscriptions`): the app, the member, the page, the event type and the webhook. */
export interface EventSubscription {
  apiKey: string;
  developerApplication: string;
  memberId: string;
  user: string;
  organizationId: string;
  entity: string;
  eventType: string;
  webhook: string;
  createdAt: number;
  /** When the grant it was made with ends (the access token's expiry), ms. */
  expiresAt: number;
}

/** One request the mock made to deliver: the first, a retry, or a duplicate on request. */
export interface DeliveryAttempt {
  /** Mock time it was made (or due, for a receiver the fault `down` made unreachable), ms. */
  at: number;
  /** The receiver's status; null when none came (timeout, refused connection, the fault `down`). */
  status: number | null;
  /** Why no usable answer came, in a sentence. */
  error?: string;
  /** Real milliseconds until the answer or the timeout. */
  durationMs: number;
  /** The start of the receiver's answer body. */
  answer?: string;
  /** The receiver-side fault that shaped it (`down`, `slow`, `duplicate`), with its id. */
  fault?: { id: number; fault: DeliveryFaultKind };
  /** True for the second copy of a delivery sent on request (the fault `duplicate`). */
  duplicate?: boolean;
}

/** PENDING: waiting for its turn or its next attempt; DELIVERED: answered as the receiver should; FAILED: given up; NOT_SENT: never sent (see `reason`). */
export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED' | 'NOT_SENT';

/** A notification POST (or an application POST) and everything that happened to it. */
export interface Delivery {
  id: number;
  kind: 'event' | 'application';
  apiKey: string;
  url: string;
  /** `ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS`, or `APPLICATION` for an Apply with LinkedIn POST. */
  event: string;
  /** The notifications' actions (COMMENT, LIKE…), in the body's order. */
  actions: string[];
  notificationIds: number[];
  /** The exact body sent, and the headers that go with it. */
  body: string;
  headers: Record<string, string>;
  /** The signature header's value (X-LI-Signature, or Content-Signature for an application). */
  signature: string;
  status: DeliveryStatus;
  /** Why it was not sent, or why it was given up. */
  reason?: string;
  attempts: DeliveryAttempt[];
  createdAt: number;
  /** When it goes out next (mock time), null once settled. */
  nextAttemptAt: number | null;
  /** Last moment a retry may go out (events: 8 hours after the first attempt). */
  giveUpAt?: number;
  /** Most attempts it gets (applications: the first and 6 re-sends). */
  maxAttempts?: number;
  /** Only a 200 counts as received (applications); any 2xx otherwise. */
  only200?: boolean;
}

export type DeliveryFaultKind = 'down' | 'slow' | 'duplicate';

/** A receiver-side fault: the next `times` deliveries (to `url`, or to any webhook) meet it. */
export interface DeliveryFault {
  id: number;
  fault: DeliveryFaultKind;
  url?: string;
  /** Deliveries it still applies to. */
  times: number;
  fired: number;
}

export interface WebhookStore {
  /** Registered endpoints by `endpointKey(apiKey, url)`, in registration order. */
  endpoints: Map<string, WebhookEndpoint>;
  /** Event subscriptions by their key text. */
  subscriptions: Map<string, EventSubscription>;
  /** Deliveries, oldest first (at most WEBHOOK_DELIVERIES_KEPT: past it the oldest settled one goes). */
  deliveries: Delivery[];
  faults: DeliveryFault[];
  /** Endpoint keys with a request in flight: one at a time each, so deliveries arrive in order. */
  busy: Set<string>;
  /** Bumped by clear(): an answer to a request sent before a reset changes nothing. */
  generation: number;
  /** Aborted by clear(): the requests in flight are given up (a new controller takes its place). */
  cancel: AbortController;
  /** The real-time timer of the next due work while the clock follows real time (webhooks/pump.ts). */
  timer: { handle: unknown; at: number } | null;
  nextNotificationId(): number;
  nextDeliveryId(): number;
  nextFaultId(): number;
  /** Adds a delivery, dropping the oldest settled one past the limit. */
  addDelivery(delivery: Delivery): void;
  /** Calls `listener` after every change (a delivery attempted, an endpoint validated); returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  changed(): void;
  clear(): void;
}

/** The key of an app's endpoint. */
export function endpointKey(apiKey: string, url: string): string {
  return `${apiKey} ${url}`;
}

/**
 * Notification ids are longs of ten digits, as LinkedIn's (5603453321 in public receivers' fixtures).
 * Each store starts at a random one and never goes back, a reset included: a receiver deduplicates by
 * id, and its store may outlive a test (or serve two services), so an id is never sent for two notifications.
 */
const NOTIFICATION_IDS = { from: 5_600_000_000, span: 4_000_000_000 };

export function createWebhookStore(): WebhookStore {
  const listeners = new Set<() => void>();
  let notification = NOTIFICATION_IDS.from + Math.floor(Math.random() * NOTIFICATION_IDS.span);
  let delivery = 1;
  let fault = 1;
  const store: WebhookStore = {
    endpoints: new Map(),
    subscriptions: new Map(),
    deliveries: [],
    faults: [],
    busy: new Set(),
    generation: 0,
    cancel: new AbortController(),
    timer: null,
    nextNotificationId: () => notification++,
    nextDeliveryId: () => delivery++,
    nextFaultId: () => fault++,
    addDelivery(added) {
      store.deliveries.push(added);
      while (store.deliveries.length > WEBHOOK_DELIVERIES_KEPT) {
        const settled = store.deliveries.findIndex((d) => d.status !== 'PENDING');
        if (settled < 0) break;
        store.deliveries.splice(settled, 1);
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      for (const listener of [...listeners]) listener();
    },
    clear() {
      store.endpoints.clear();
      store.subscriptions.clear();
      store.deliveries.length = 0;
      store.faults.length = 0;
      store.busy.clear();
      store.generation++;
      store.cancel.abort();
      store.cancel = new AbortController();
      delivery = 1;
      fault = 1;
      store.changed();
    },
  };
  return store;
}
