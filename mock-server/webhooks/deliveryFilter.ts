// Which deliveries a test or the admin API asks for: by webhook URL, event, action, status or
// notification id. One reading for `GET /__admin/deliveries`, `service.admin.deliveries()` and the
// testing helper `waitForDelivery`.
import type { Delivery, DeliveryStatus } from '../store/webhooks.js';
import { unknownKeyProblem } from '../vocabulary/didYouMean.js';

export interface DeliveryFilter {
  /** The webhook (or data-url) it went to, exactly. */
  url?: string;
  /** `ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS`, or `APPLICATION`. */
  event?: string;
  /** One of its notifications' actions: COMMENT, ADMIN_COMMENT, LIKE, SHARE, SHARE_MENTION. */
  action?: string;
  status?: DeliveryStatus;
  /** One of its notifications' ids. */
  notificationId?: number;
}

const FIELDS = ['url', 'event', 'action', 'status', 'notificationId'] as const;
const STATUSES: readonly DeliveryStatus[] = ['PENDING', 'DELIVERED', 'FAILED', 'NOT_SENT'];

/**
 * A filter from what a caller sent (the query's strings included), or the sentence saying what is wrong.
 * @example deliveryFilterFrom({ action: 'COMMENT', status: 'DELIVERED' })
 */
export function deliveryFilterFrom(input: unknown): DeliveryFilter | string {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) return 'Send the filter as an object such as {"action": "COMMENT", "status": "DELIVERED"}.';
  const unknown = unknownKeyProblem(input, [...FIELDS], { field: 'a delivery filter' });
  if (unknown) return unknown;
  const given = input as Record<string, unknown>;
  for (const name of ['url', 'event', 'action'] as const) if (given[name] !== undefined && typeof given[name] !== 'string') return `'${name}' must be a string.`;
  if (given.status !== undefined && !STATUSES.includes(given.status as DeliveryStatus)) return `'status' must be one of ${STATUSES.join(', ')}, not ${JSON.stringify(given.status)}.`;
  let notificationId = given.notificationId;
  if (typeof notificationId === 'string' && /^\d+$/.test(notificationId)) notificationId = Number(notificationId);
  if (notificationId !== undefined && (typeof notificationId !== 'number' || !Number.isSafeInteger(notificationId))) return "'notificationId' must be a notification's id, a whole number.";
  const filter: DeliveryFilter = {};
  for (const name of ['url', 'event', 'action'] as const) if (given[name] !== undefined) filter[name] = given[name] as string;
  if (given.status !== undefined) filter.status = given.status as DeliveryStatus;
  if (notificationId !== undefined) filter.notificationId = notificationId as number;
  return filter;
}

/** True when `delivery` matches every part of `filter`. */
export function deliveryMatches(filter: DeliveryFilter, delivery: Delivery): boolean {
  if (filter.url !== undefined && delivery.url !== filter.url) return false;
  if (filter.event !== undefined && delivery.event !== filter.event) return false;
  if (filter.action !== undefined && !delivery.actions.includes(filter.action)) return false;
  if (filter.status !== undefined && delivery.status !== filter.status) return false;
  if (filter.notificationId !== undefined && !delivery.notificationIds.includes(filter.notificationId)) return false;
  return true;
}
