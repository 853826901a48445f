// Faults on the receiver's side, for a team testing its own receiver (docs/webhooks.md "Faults"):
//   down       the receiver cannot be reached: nothing is sent, the attempt fails as a refused
//              connection would, and the delivery is retried on LinkedIn's schedule;
//   slow       the receiver answers after LinkedIn's deadline: the request is sent (the receiver
//              sees it and may act on it) but whatever it answers counts as a timeout, so the same
//              notification comes again on the next retry: at least once, as LinkedIn warns;
//   duplicate  the delivery is sent twice, the same body and notification id, one after the other
//              (LinkedIn "may deliver the same notification more than once"): dedup code is tested.
// A fault waits for the next `times` requests (default 1) to `url` (or to any webhook); `down` and
// `slow` also meet validation challenges.
import type { DeliveryFault, DeliveryFaultKind, WebhookStore } from '../store/webhooks.js';
import { DELIVERY_FAULTS_MAX } from '../defaults.js';
import { unknownKeyProblem } from '../vocabulary/didYouMean.js';

export const DELIVERY_FAULT_KINDS: readonly DeliveryFaultKind[] = ['down', 'slow', 'duplicate'];
const FIELDS = ['fault', 'url', 'times'] as const;

/**
 * A fault from an admin body `{fault, url?, times?}`, or the sentence saying what is wrong.
 * @example deliveryFaultFrom({ fault: 'down', times: 3 }) // { fault: 'down', times: 3 }
 */
export function deliveryFaultFrom(body: unknown): { fault: DeliveryFaultKind; url?: string; times: number } | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'Send a receiver fault as an object such as {"fault": "down", "times": 3}.';
  const unknown = unknownKeyProblem(body, [...FIELDS], { field: 'a receiver fault' });
  if (unknown) return unknown;
  const { fault, url, times = 1 } = body as Record<string, unknown>;
  if (!DELIVERY_FAULT_KINDS.includes(fault as DeliveryFaultKind)) return `'fault' must be one of ${DELIVERY_FAULT_KINDS.join(', ')}: down (the receiver cannot be reached), slow (it answers after LinkedIn's deadline), duplicate (the delivery comes twice); not ${JSON.stringify(fault)}.`;
  if (url !== undefined && (typeof url !== 'string' || !url)) return "'url' must be the webhook's URL as registered, or left out for any webhook.";
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 1000) return "'times' must be a whole number from 1 to 1000: how many requests the fault meets.";
  return { fault: fault as DeliveryFaultKind, ...(url !== undefined ? { url: url as string } : {}), times };
}

/** Adds a fault; the sentence saying why not when too many wait already. */
export function addDeliveryFault(store: WebhookStore, fault: { fault: DeliveryFaultKind; url?: string; times: number }): DeliveryFault | string {
  if (store.faults.length >= DELIVERY_FAULTS_MAX) return `${DELIVERY_FAULTS_MAX} receiver faults are waiting already; clear them (DELETE /__admin/delivery-faults) first.`;
  const added: DeliveryFault = { id: store.nextFaultId(), ...fault, fired: 0 };
  store.faults.push(added);
  store.changed();
  return added;
}

/** Takes the first waiting fault of one of `kinds` for `url` (it counts as fired), or undefined. */
export function takeDeliveryFault(store: WebhookStore, url: string, kinds: readonly DeliveryFaultKind[]): DeliveryFault | undefined {
  const index = store.faults.findIndex((fault) => kinds.includes(fault.fault) && (fault.url === undefined || fault.url === url));
  if (index < 0) return undefined;
  const fault = store.faults[index]!;
  fault.times--;
  fault.fired++;
  if (fault.times <= 0) store.faults.splice(index, 1);
  return { ...fault };
}
