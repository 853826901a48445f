// What moves webhooks along: the validations due every 2 hours and the deliveries due now, each
// webhook one request at a time (so its deliveries arrive in the order they were made). It runs
// when the mock clock moves (set, advance: state/createContext.ts), when a delivery is queued and
// when a request ends; while the clock follows real time, a timer (unref'd: it never keeps a
// process alive) wakes it at the next due moment. With a fixed clock, time moves only when a test
// moves it, so a retry or a re-validation happens exactly then (docs/webhooks.md "The mock clock").
import type { MockContext } from '../context/context.js';
import { endpointKey, type Delivery, type WebhookEndpoint } from '../store/webhooks.js';
import { attemptDelivery } from './attemptDelivery.js';
import { recordChallenge, sendChallenge } from './challengeEndpoint.js';
import { WEBHOOK_REVALIDATION_SECONDS } from '../defaults.js';

/** The longest a timer may wait (setTimeout's limit, about 24.8 days); a later due moment is reached in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The queue a delivery waits in: its webhook's (shared with the webhook's challenges), or its application URL's. */
export function queueOf(delivery: Pick<Delivery, 'kind' | 'apiKey' | 'url'>): string {
  return delivery.kind === 'event' ? endpointKey(delivery.apiKey, delivery.url) : `application ${delivery.apiKey} ${delivery.url}`;
}

/**
 * The validations the clock passed since the last one, one per 2-hour slot, sent one after another
 * until one passes (it would have passed the others too) or the webhook is blocked.
 */
async function revalidate(ctx: MockContext, endpoint: WebhookEndpoint): Promise<void> {
  const generation = ctx.webhooks.generation;
  let slot = endpoint.nextValidationAt;
  while (endpoint.status === 'VALIDATED' && slot <= ctx.clock.now()) {
    const record = await sendChallenge(ctx, endpoint);
    if (generation !== ctx.webhooks.generation || ctx.webhooks.endpoints.get(endpointKey(endpoint.apiKey, endpoint.url)) !== endpoint) return;
    recordChallenge(ctx, endpoint, record);
    if (record.passed) return;
    slot += WEBHOOK_REVALIDATION_SECONDS * 1000;
    endpoint.nextValidationAt = slot;
    ctx.webhooks.changed();
  }
}

/** Runs `task` as the one request of `queue`, then looks for more work. */
function start(ctx: MockContext, queue: string, task: () => Promise<void>): void {
  const store = ctx.webhooks;
  const generation = store.generation;
  store.busy.add(queue);
  task()
    .catch((error) => console.error(`in-js webhooks: ${queue}: ${(error as Error)?.stack ?? error}`))
    .finally(() => {
      if (generation !== store.generation) return;
      store.busy.delete(queue);
      store.changed();
      runDueWebhooks(ctx);
    });
}

/** When the next piece of work is due (mock time), or null when none waits. */
function nextDue(ctx: MockContext): number | null {
  let next: number | null = null;
  for (const endpoint of ctx.webhooks.endpoints.values()) if (endpoint.status === 'VALIDATED' && (next === null || endpoint.nextValidationAt < next)) next = endpoint.nextValidationAt;
  for (const delivery of ctx.webhooks.deliveries) if (delivery.nextAttemptAt !== null && (next === null || delivery.nextAttemptAt < next)) next = delivery.nextAttemptAt;
  return next;
}

/** While the clock follows real time, a timer for the next due moment (replacing a later one). */
function armTimer(ctx: MockContext): void {
  const store = ctx.webhooks;
  const due = ctx.clock.frozenAt() === null ? nextDue(ctx) : null;
  if (store.timer && due !== null && store.timer.at <= due) return;
  // A later timer is replaced; with nothing due (a reset, a fixed clock) none is kept.
  if (store.timer) clearTimeout(store.timer.handle as ReturnType<typeof setTimeout>);
  store.timer = null;
  if (due === null) return;
  const handle = setTimeout(() => {
    store.timer = null;
    runDueWebhooks(ctx);
  }, Math.min(Math.max(due - ctx.clock.now(), 0), LONGEST_TIMER_MS));
  (handle as { unref?: () => void }).unref?.();
  store.timer = { handle, at: due };
}

/**
 * Starts every piece of webhook work that is due at the mock clock's time and whose webhook has no
 * request in flight: validations first, then the oldest pending delivery of each queue.
 * @example ctx.clock.onChange(() => runDueWebhooks(ctx));
 */
export function runDueWebhooks(ctx: MockContext): void {
  const store = ctx.webhooks;
  const now = ctx.clock.now();
  for (const endpoint of store.endpoints.values()) {
    const queue = endpointKey(endpoint.apiKey, endpoint.url);
    if (endpoint.status !== 'VALIDATED' || endpoint.nextValidationAt > now || store.busy.has(queue) || !ctx.directory.apps.has(endpoint.apiKey)) continue;
    start(ctx, queue, () => revalidate(ctx, endpoint));
  }
  const heads = new Map<string, Delivery>();
  for (const delivery of store.deliveries) {
    if (delivery.status !== 'PENDING') continue;
    const queue = queueOf(delivery);
    if (!heads.has(queue)) heads.set(queue, delivery);
  }
  for (const [queue, delivery] of heads) {
    if (store.busy.has(queue) || delivery.nextAttemptAt === null || delivery.nextAttemptAt > now) continue;
    start(ctx, queue, () => attemptDelivery(ctx, delivery));
  }
  armTimer(ctx);
}
