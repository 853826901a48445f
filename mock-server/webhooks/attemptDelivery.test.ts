// Deliveries on the mock clock (docs/webhooks.md "Retries", "Faults"): a non-2xx, a timeout or no
// connection is retried every 5 minutes for 8 hours, then given up; a webhook's deliveries arrive
// in the order they were made; receiver faults make the receiver slow, down, or get a delivery twice.
import { describe, expect, it } from 'vitest';
import { useWebhookKit } from '../../test/support/webhookKit.js';
import { linkedInReceiver } from '../../test/support/webhookReceiver.js';
import { APP } from '../../test/support/webhookKit.js';

const kit = useWebhookKit();
const FIVE_MINUTES = 300;
const posts = () => kit.receiver().requests.filter((request) => request.method === 'POST');
const idOf = (body: string) => JSON.parse(body).notifications[0].notificationId as number;

describe('retries on the mock clock', () => {
  it('a 500 is retried 5 minutes of mock time later, not before; the retry carries the same body, signature and notification id [F-WEBHOOKS-018]', async () => {
    await kit.subscribe();
    let calls = 0;
    kit.receiver().handle((request) => (request.method === 'POST' && ++calls === 1 ? { status: 500, body: 'busy' } : linkedInReceiver(APP.secretKey)(request)));
    expect((await kit.comment(await kit.pagePost('Retry me'), 'Hi')).status).toBe(201);
    const first = await kit.mock.waitForDelivery({ action: 'COMMENT' });
    expect(first).toMatchObject({ status: 'PENDING', nextAttemptAt: kit.mock.admin.clock().nowMs + FIVE_MINUTES * 1000, attempts: [{ status: 500, answer: 'busy' }] });
    kit.mock.admin.setClock({ advanceSeconds: FIVE_MINUTES - 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toHaveLength(1);
    kit.mock.admin.setClock({ advanceSeconds: 1 });
    const delivered = await kit.mock.waitForDelivery({ action: 'COMMENT', status: 'DELIVERED' });
    expect(delivered.attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(delivered.attempts[1]!.at - delivered.attempts[0]!.at).toBe(FIVE_MINUTES * 1000);
    const [a, b] = posts();
    expect([b!.body, b!.headers['x-li-signature']]).toEqual([a!.body, a!.headers['x-li-signature']]);
    expect(delivered.nextAttemptAt).toBeNull();
  });

  it('a receiver that never answers 2xx gets the first attempt and 96 retries over 8 hours; then the delivery is FAILED [F-WEBHOOKS-018]', async () => {
    await kit.subscribe();
    // It passes its challenges (every 2 hours) and answers every notification 500.
    kit.receiver().handle((request) => (request.method === 'POST' ? { status: 500 } : linkedInReceiver(APP.secretKey)(request)));
    expect((await kit.comment(await kit.pagePost('Nobody home'), 'Hello?')).status).toBe(201);
    await kit.mock.waitForDelivery({ action: 'COMMENT' });
    for (let retry = 1; retry <= 96; retry++) {
      kit.mock.admin.setClock({ advanceSeconds: FIVE_MINUTES });
      await kit.mock.waitForDelivery({ action: 'COMMENT', attempts: retry + 1 });
    }
    const [failed] = kit.mock.admin.deliveries();
    expect(failed).toMatchObject({ status: 'FAILED', nextAttemptAt: null, reason: 'no 2xx answer in 8 hours of retries every 5 minutes.' });
    expect(failed!.attempts).toHaveLength(97);
    expect(new Set(failed!.attempts.map((a) => a.status))).toEqual(new Set([500]));
    expect(failed!.attempts.at(-1)!.at - failed!.attempts[0]!.at).toBe(8 * 3600 * 1000);
    expect(posts()).toHaveLength(97);
    expect(kit.mock.admin.webhooks()[0]).toMatchObject({ status: 'VALIDATED', consecutiveFailures: 0 });
  });

  it('a receiver down for 6 hours fails its challenges too: blocked, its waiting delivery is lost [F-WEBHOOKS-021]', async () => {
    await kit.subscribe();
    kit.mock.admin.addDeliveryFault({ fault: 'down', url: kit.hookUrl(), times: 1000 });
    expect((await kit.comment(await kit.pagePost('Nobody home'), 'Hello?')).status).toBe(201);
    expect(await kit.mock.waitForDelivery({ action: 'COMMENT' })).toMatchObject({ status: 'PENDING', attempts: [{ status: null, error: 'the receiver could not be reached (receiver fault #1: down)', fault: { id: 1, fault: 'down' } }] });
    for (let step = 1; step <= 72; step++) {
      kit.mock.admin.setClock({ advanceSeconds: FIVE_MINUTES });
      await kit.settled();
    }
    expect(kit.mock.admin.webhooks()[0]).toMatchObject({ status: 'BLOCKED', consecutiveFailures: 3 });
    expect(kit.mock.admin.deliveries()[0]).toMatchObject({ status: 'FAILED', reason: 'the webhook was blocked before the delivery went out; a blocked webhook loses its events.' });
    expect(posts()).toHaveLength(0);
  });

  it('a receiver that is really down (nothing listens) fails the attempt as a refused connection, and is retried [F-WEBHOOKS-018]', async () => {
    await kit.subscribe();
    // A port nothing listens on: registered as the fixture's webhook, as if it had been up once.
    const closed = 'http://127.0.0.1:9/linkedin';
    kit.mock.admin.loadFixtures({ apps: [{ ...APP, webhooks: [closed] }] });
    expect((await kit.call(`/rest/eventSubscriptions/${kit.subscriptionKey()}`, kit.token('aZ3kq9XbW1', ['rw_organization_admin']), { method: 'PUT', body: JSON.stringify({ webhook: closed }) })).status).toBe(204);
    expect((await kit.comment(await kit.pagePost('Down'), 'Knock')).status).toBe(201);
    const delivery = await kit.mock.waitForDelivery({ url: closed });
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: [{ status: null, error: expect.stringMatching(/^the request failed \(.+\): nothing answers at this URL$/) }] });
  });

  it("a webhook's deliveries arrive in the order they were made: a later one waits behind one that is being retried [F-WEBHOOKS-019]", async () => {
    await kit.subscribe();
    let calls = 0;
    kit.receiver().handle((request) => (request.method === 'POST' && ++calls === 1 ? { status: 503 } : linkedInReceiver(APP.secretKey)(request)));
    const post = await kit.pagePost('In order');
    for (const text of ['first', 'second', 'third']) expect((await kit.comment(post, text)).status).toBe(201);
    await kit.mock.waitForDelivery({ action: 'COMMENT' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kit.mock.admin.deliveries().map((d) => [d.status, d.attempts.length])).toEqual([['PENDING', 1], ['PENDING', 0], ['PENDING', 0]]);
    kit.mock.admin.setClock({ advanceSeconds: FIVE_MINUTES });
    const ids = kit.mock.admin.deliveries().map((d) => d.notificationIds[0]!);
    await kit.mock.waitForDelivery({ notificationId: ids[2]!, status: 'DELIVERED' });
    expect(posts().map((request) => idOf(request.body))).toEqual([ids[0], ids[0], ids[1], ids[2]]);
    expect(posts().map((request) => JSON.parse(request.body).notifications[0].decoratedGeneratedActivity.comment.text)).toEqual(['first', 'first', 'second', 'third']);
  });
});

describe('receiver faults', () => {
  it('slow: the receiver gets the request, but its answer counts as a timeout, so the same notification comes again: dedup by notificationId [F-WEBHOOKS-017] [F-WEBHOOKS-020]', async () => {
    await kit.subscribe();
    kit.mock.admin.addDeliveryFault({ fault: 'slow', url: kit.hookUrl() });
    expect((await kit.comment(await kit.pagePost('Slow'), 'Once')).status).toBe(201);
    const timedOut = await kit.mock.waitForDelivery({ action: 'COMMENT' });
    expect(timedOut.attempts[0]).toMatchObject({ status: null, error: expect.stringMatching(/^no answer within 3000 ms, LinkedIn's deadline \(receiver fault #1: slow; the receiver did get the request\)$/) });
    kit.mock.admin.setClock({ advanceSeconds: FIVE_MINUTES });
    await kit.mock.waitForDelivery({ action: 'COMMENT', status: 'DELIVERED' });
    expect(posts().map((request) => idOf(request.body))).toEqual([timedOut.notificationIds[0], timedOut.notificationIds[0]]);
  });

  it('duplicate: a delivered notification comes a second time at once, the same body and id [F-WEBHOOKS-017]', async () => {
    await kit.subscribe();
    kit.mock.admin.addDeliveryFault({ fault: 'duplicate' });
    expect((await kit.comment(await kit.pagePost('Twice'), 'Dup')).status).toBe(201);
    const delivery = await kit.mock.waitForDelivery({ action: 'COMMENT', attempts: 2 });
    expect(delivery.attempts).toEqual([expect.objectContaining({ status: 200 }), expect.objectContaining({ status: 200, duplicate: true, fault: { id: 1, fault: 'duplicate' } })]);
    const [a, b] = posts();
    expect(b!.body).toBe(a!.body);
    expect(kit.mock.admin.deliveryFaults()).toEqual([]);
  });

  it('faults are refused with a sentence when they make no sense', () => {
    expect(() => kit.mock.admin.addDeliveryFault({ fault: 'late' })).toThrow(/'fault' must be one of down, slow, duplicate/);
    expect(() => kit.mock.admin.addDeliveryFault({ fault: 'down', time: 2 })).toThrow(/Unknown field 'time' in a receiver fault; did you mean 'times'\?/);
    expect(() => kit.mock.admin.addDeliveryFault({ fault: 'down', times: 0 })).toThrow(/'times' must be a whole number from 1 to 1000/);
  });
});
