// A notification or an application becomes a delivery: its body is fixed now (the exact text that
// will be sent and signed) and it joins the queue of its webhook, behind the ones made before it
// (pump.ts sends a webhook's deliveries one at a time, in order). An event for a webhook the app
// has not registered, or one LinkedIn blocked, is recorded but never sent: LinkedIn sends
// "only to webhooks that are registered and validated" (Webhook validation), and a blocked
// endpoint loses what happens while it is blocked.
import type { MockContext } from '../context/context.js';
import { endpointKey, type Delivery } from '../store/webhooks.js';
import { signDelivery } from './signDelivery.js';
import { APPLICATION_RESENDS } from '../defaults.js';
import { escapedUnicodeJson } from './escapedUnicodeJson.js';
import { runDueWebhooks } from './pump.js';

/** One notification of an event body: its id (what receivers deduplicate by) and action, and LinkedIn's other fields. */
export type Notification = { notificationId: number; action: string } & Record<string, unknown>;

/** Signs the delivery, then looks for due work (the attempt signs it too, should it come first). */
function signedThenRun(ctx: MockContext, delivery: Delivery): void {
  signDelivery(ctx, delivery)
    .then(() => {
      ctx.webhooks.changed();
      runDueWebhooks(ctx);
    })
    .catch((error) => console.error(`in-js webhooks: delivery #${delivery.id} could not be signed: ${(error as Error)?.message ?? error}`));
}

function newDelivery(ctx: MockContext, fields: Pick<Delivery, 'kind' | 'apiKey' | 'url' | 'event' | 'actions' | 'notificationIds' | 'body'>): Delivery {
  return { id: ctx.webhooks.nextDeliveryId(), ...fields, headers: { 'Content-Type': 'application/json' }, signature: '', status: 'PENDING', attempts: [], createdAt: ctx.clock.now(), nextAttemptAt: ctx.clock.now() };
}

/** Why an event cannot go to this webhook now, or null when it may. */
function notSendable(ctx: MockContext, apiKey: string, url: string): string | null {
  const endpoint = ctx.webhooks.endpoints.get(endpointKey(apiKey, url));
  if (!endpoint) {
    return `${url} is not a registered webhook of the app '${apiKey}'; LinkedIn sends notifications only to registered, validated webhooks (register it: fixtures apps[].webhooks, POST /__admin/webhooks).`;
  }
  if (endpoint.status === 'BLOCKED') return `the webhook is blocked after ${endpoint.consecutiveFailures} failed validations; register it again to unblock it (POST /__admin/webhooks).`;
  return null;
}

/**
 * Queues one POST of `notifications` of `event` to the app's webhook `url` and starts the queue.
 * Returns the delivery (the store's record: it changes as it is attempted).
 * @example enqueueEvent(ctx, { apiKey, url, event: 'ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS', notifications: [n] })
 */
export function enqueueEvent(ctx: MockContext, push: { apiKey: string; url: string; event: string; notifications: Notification[] }): Delivery {
  const delivery = newDelivery(ctx, {
    kind: 'event',
    apiKey: push.apiKey,
    url: push.url,
    event: push.event,
    actions: push.notifications.map((n) => n.action),
    notificationIds: push.notifications.map((n) => n.notificationId),
    body: escapedUnicodeJson({ type: push.event, notifications: push.notifications }),
  });
  const refused = notSendable(ctx, push.apiKey, push.url);
  if (refused) {
    delivery.status = 'NOT_SENT';
    delivery.reason = refused;
    delivery.nextAttemptAt = null;
  }
  ctx.webhooks.addDelivery(delivery);
  signedThenRun(ctx, delivery);
  ctx.webhooks.changed();
  return delivery;
}

/**
 * Queues one application POST of the v1 era (Apply with LinkedIn) to `url`, its body exactly as
 * given (plain UTF-8 JSON), signed with the app's secret; re-sent up to APPLICATION_RESENDS times
 * until it gets a 200.
 */
export function enqueueApplication(ctx: MockContext, post: { apiKey: string; url: string; body: string; jobId: string }): Delivery {
  const delivery = newDelivery(ctx, { kind: 'application', apiKey: post.apiKey, url: post.url, event: 'APPLICATION', actions: [`job ${post.jobId}`], notificationIds: [], body: post.body });
  delivery.maxAttempts = 1 + APPLICATION_RESENDS;
  delivery.only200 = true;
  ctx.webhooks.addDelivery(delivery);
  signedThenRun(ctx, delivery);
  ctx.webhooks.changed();
  return delivery;
}
