// Awaiting a webhook delivery in a test (docs/webhooks.md "Testing a receiver"): the mock delivers
// in the background after the call that caused it has been answered, so a test waits for the
// delivery it expects rather than for time.
import type { MockService } from '../createMockService.js';
import type { Delivery } from '../store/webhooks.js';
import { deliveryFilterFrom, deliveryMatches, type DeliveryFilter } from '../webhooks/deliveryFilter.js';
import { AdminError } from '../admin/AdminError.js';

/** How long `waitForDelivery` waits by default, in real milliseconds (a delivery waits at most 3 s for its receiver). */
export const WAIT_FOR_DELIVERY_MS = 10_000;

export interface WaitForDelivery extends DeliveryFilter {
  /** How many attempts it must have made (default 1; 0 to wait for a delivery that was not sent). */
  attempts?: number;
}

/** One line per delivery, for the timeout's message. */
function listed(deliveries: readonly Delivery[]): string {
  if (!deliveries.length) return 'none was made';
  return deliveries.map((d) => `#${d.id} ${d.event} [${d.actions.join(', ')}] → ${d.url}: ${d.status}, ${d.attempts.length} attempt${d.attempts.length === 1 ? '' : 's'}${d.reason ? ` (${d.reason})` : ''}`).join('; ');
}

/**
 * Resolves with (a copy of) the oldest delivery that matches `filter` and has made `attempts`
 * attempts (default 1); rejects after `timeoutMs` (default 10 s) naming the deliveries there were.
 * @example
 * await fetch(`https://api.linkedin.com/rest/socialActions/${post}/comments`, { … });
 * const delivery = await waitForDelivery(mock, { action: 'COMMENT' });
 * expect(delivery.status).toBe('DELIVERED');
 */
export function waitForDelivery(service: Pick<MockService, 'context'>, filter: WaitForDelivery = {}, options: { timeoutMs?: number } = {}): Promise<Delivery> {
  const { attempts, ...rest } = filter;
  const query = deliveryFilterFrom(rest);
  if (typeof query === 'string') return Promise.reject(new AdminError(400, query));
  const needed = attempts ?? (query.status === 'NOT_SENT' ? 0 : 1);
  const store = service.context.webhooks;
  const timeoutMs = options.timeoutMs ?? WAIT_FOR_DELIVERY_MS;
  const found = () => store.deliveries.find((delivery) => deliveryMatches(query, delivery) && delivery.attempts.length >= needed && (delivery.status !== 'PENDING' || needed > 0));
  return new Promise((resolve, reject) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`waitForDelivery: no delivery matching ${JSON.stringify(filter)} with ${needed} attempt${needed === 1 ? '' : 's'} within ${timeoutMs} ms; ${listed(store.deliveries)}.`));
    }, timeoutMs);
    const check = () => {
      const delivery = found();
      if (!delivery) return;
      stop();
      clearTimeout(timer);
      resolve(structuredClone(delivery));
    };
    stop = store.onChange(check);
    check();
  });
}
