// waitForDelivery (in-js/testing): resolves with the delivery once it has its attempts, checks its
// filter, and times out with the deliveries there were.
import { describe, expect, it } from 'vitest';
import { useWebhookKit } from '../../test/support/webhookKit.js';
import { waitForDelivery } from './waitForDelivery.js';

const kit = useWebhookKit();

describe('waitForDelivery', () => {
  it('resolves with a copy of the delivery once it has made its attempt', async () => {
    await kit.subscribe();
    const waiting = waitForDelivery(kit.mock, { action: 'COMMENT' });
    expect((await kit.comment(await kit.pagePost('Wait for me'), 'Here')).status).toBe(201);
    const delivery = await waiting;
    expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: [{ status: 200 }] });
    delivery.attempts.length = 0;
    expect(kit.mock.admin.deliveries()[0]!.attempts).toHaveLength(1);
  });

  it('times out naming what was delivered; a bad filter is refused at once', async () => {
    await kit.subscribe();
    expect((await kit.comment(await kit.pagePost('Not a like'), 'A comment')).status).toBe(201);
    await kit.mock.waitForDelivery({ action: 'COMMENT' });
    await expect(waitForDelivery(kit.mock, { action: 'LIKE' }, { timeoutMs: 50 })).rejects.toThrow(/^waitForDelivery: no delivery matching \{"action":"LIKE"\} with 1 attempt within 50 ms; #1 ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS \[COMMENT\] → http:\/\/127\.0\.0\.1:\d+\/linkedin\/webhook: DELIVERED, 1 attempt\.$/);
    await expect(waitForDelivery(kit.mock, { acton: 'LIKE' } as never)).rejects.toThrow(/Unknown field 'acton' in a delivery filter; did you mean 'action'\?/);
  });
});
