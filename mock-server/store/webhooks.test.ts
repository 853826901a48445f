import { describe, expect, it } from 'vitest';
import { createWebhookStore } from './webhooks.js';

describe('the webhook store', () => {
  it('never hands out a notification id twice, a reset included: ten digits, each store from its own random start [F-WEBHOOKS-017]', () => {
    const store = createWebhookStore();
    const first = store.nextNotificationId();
    expect(String(first)).toMatch(/^[5-9]\d{9}$/);
    store.clear();
    expect(store.nextNotificationId()).toBe(first + 1);
    // Delivery and fault numbers are the admin API's row numbers: they start again at 1.
    expect(store.nextDeliveryId()).toBe(1);
  });
});
