// One attempt of a delivery, and what follows from its answer (docs/webhooks.md "Retries"):
//   an event counts as received on any 2xx; otherwise (another status, no answer within
//   WEBHOOK_RESPONSE_TIMEOUT_MS, no connection) it is retried every WEBHOOK_RETRY_INTERVAL_SECONDS
//   of mock time until WEBHOOK_RETRY_WINDOW_SECONDS after its first attempt, then given up
//   (Organization Social Action Notifications: every 5 minutes for 8 hours);
//   an application counts as received on a 200 only and is re-sent APPLICATION_RESENDS times
//   (Apply Connect: "LinkedIn will attempt to re-send the application 6 times if a non-200 status
//   code is returned"), APPLICATION_RESEND_INTERVAL_SECONDS apart.
// When the clock jumps past several retry times at once, one attempt stands for them: a receiver
// cannot be asked what it would have answered in the past. The last one is made even when the jump
// went past the 8 hours; what it answers settles the delivery.
import type { MockContext } from '../context/context.js';
import { endpointKey, type Delivery, type DeliveryAttempt, type DeliveryFault } from '../store/webhooks.js';
import { APPLICATION_RESEND_INTERVAL_SECONDS, WEBHOOK_RESPONSE_TIMEOUT_MS, WEBHOOK_RETRY_INTERVAL_SECONDS, WEBHOOK_RETRY_WINDOW_SECONDS } from '../defaults.js';
import { answerExcerpt, sendRequest } from './sendRequest.js';
import { takeDeliveryFault } from './deliveryFaults.js';
import { signDelivery } from './signDelivery.js';

const faultOf = (fault: DeliveryFault) => ({ id: fault.id, fault: fault.fault });

/** Whether `status` means the receiver took the delivery. */
function received(delivery: Delivery, status: number | null): boolean {
  if (status === null) return false;
  return delivery.only200 ? status === 200 : status >= 200 && status < 300;
}

/** Sends the delivery's request once and describes the attempt. */
async function sendOnce(ctx: MockContext, delivery: Delivery, fault: DeliveryFault | undefined, duplicate = false): Promise<DeliveryAttempt> {
  const at = ctx.clock.now();
  if (fault?.fault === 'down') return { at, status: null, error: `the receiver could not be reached (receiver fault #${fault.id}: down)`, durationMs: 0, fault: faultOf(fault) };
  const answer = await sendRequest({ method: 'POST', url: delivery.url, headers: delivery.headers, body: delivery.body, marker: delivery.signature }, ctx.webhooks.cancel.signal);
  const attempt: DeliveryAttempt = { at, status: answer.status, durationMs: answer.durationMs, ...(duplicate ? { duplicate: true } : {}) };
  if (fault?.fault === 'slow') return { ...attempt, status: null, error: `no answer within ${WEBHOOK_RESPONSE_TIMEOUT_MS} ms, LinkedIn's deadline (receiver fault #${fault.id}: slow; the receiver did get the request)`, fault: faultOf(fault) };
  if (answer.error) return { ...attempt, error: answer.error };
  const excerpt = answerExcerpt(answer.text);
  return excerpt === undefined ? attempt : { ...attempt, answer: excerpt };
}

/** What a failed attempt leads to: the next attempt's time, or the delivery given up. */
function afterFailure(delivery: Delivery, at: number): void {
  if (delivery.kind === 'application') {
    if (delivery.attempts.length >= (delivery.maxAttempts ?? 1)) {
      delivery.status = 'FAILED';
      delivery.reason = `no 200 after the first POST and ${(delivery.maxAttempts ?? 1) - 1} re-sends.`;
      delivery.nextAttemptAt = null;
    } else delivery.nextAttemptAt = at + APPLICATION_RESEND_INTERVAL_SECONDS * 1000;
    return;
  }
  delivery.giveUpAt ??= delivery.attempts[0]!.at + WEBHOOK_RETRY_WINDOW_SECONDS * 1000;
  const next = at + WEBHOOK_RETRY_INTERVAL_SECONDS * 1000;
  if (next > delivery.giveUpAt) {
    delivery.status = 'FAILED';
    delivery.reason = `no 2xx answer in ${WEBHOOK_RETRY_WINDOW_SECONDS / 3600} hours of retries every ${WEBHOOK_RETRY_INTERVAL_SECONDS / 60} minutes.`;
    delivery.nextAttemptAt = null;
  } else delivery.nextAttemptAt = next;
}

/**
 * Makes the next attempt of a PENDING delivery (pump.ts calls it when it is due and its queue is
 * free) and records it; a receiver fault waiting for its URL shapes it.
 */
export async function attemptDelivery(ctx: MockContext, delivery: Delivery): Promise<void> {
  const generation = ctx.webhooks.generation;
  if (!ctx.directory.apps.has(delivery.apiKey)) {
    Object.assign(delivery, { status: 'FAILED', reason: `the app '${delivery.apiKey}' is gone.`, nextAttemptAt: null });
    return;
  }
  if (delivery.kind === 'event') {
    const endpoint = ctx.webhooks.endpoints.get(endpointKey(delivery.apiKey, delivery.url));
    if (!endpoint || endpoint.status === 'BLOCKED') {
      Object.assign(delivery, { status: 'FAILED', reason: endpoint ? 'the webhook was blocked before the delivery went out; a blocked webhook loses its events.' : 'the webhook is no longer registered.', nextAttemptAt: null });
      return;
    }
  }
  await signDelivery(ctx, delivery);
  if (generation !== ctx.webhooks.generation) return;
  const fault = takeDeliveryFault(ctx.webhooks, delivery.url, ['down', 'slow']);
  const attempt = await sendOnce(ctx, delivery, fault);
  if (generation !== ctx.webhooks.generation) return;
  delivery.attempts.push(attempt);
  if (!received(delivery, attempt.status)) {
    afterFailure(delivery, attempt.at);
    return;
  }
  delivery.status = 'DELIVERED';
  delivery.nextAttemptAt = null;
  delete delivery.reason;
  const duplicate = takeDeliveryFault(ctx.webhooks, delivery.url, ['duplicate']);
  if (!duplicate) return;
  ctx.webhooks.changed();
  const again = await sendOnce(ctx, delivery, undefined, true);
  if (generation !== ctx.webhooks.generation) return;
  delivery.attempts.push({ ...again, fault: faultOf(duplicate) });
}
