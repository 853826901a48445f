// The webhooks of the admin API over HTTP (docs/webhooks.md "Test control"): register a webhook,
// read webhooks, subscriptions and deliveries (filtered), arm and clear receiver faults; every
// refusal in the admin format.
import { describe, expect, it } from 'vitest';
import { APP, useWebhookKit } from '../../test/support/webhookKit.js';

const kit = useWebhookKit();
const ADMIN = 'http://127.0.0.1:8787/__admin';
const admin = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${ADMIN}/${path}`, { method, headers: method === 'GET' ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
};

describe('webhooks in the admin API', () => {
  it('POST /__admin/webhooks registers (the challenge runs), GET lists; a failing challenge is a 422 in the admin format', async () => {
    const registered = await admin('POST', 'webhooks', { apiKey: APP.apiKey, url: kit.hookUrl() });
    expect(registered).toMatchObject({ status: 200, body: { ok: true, webhook: { apiKey: APP.apiKey, url: kit.hookUrl(), status: 'VALIDATED', developerApplication: 'urn:li:developerApplication:211439663' } } });
    expect((await admin('GET', 'webhooks')).body.webhooks).toHaveLength(1);
    kit.receiver().handle(() => ({ status: 500 }));
    const refused = await admin('POST', 'webhooks', { apiKey: APP.apiKey, url: kit.hookUrl('/other') });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: expect.any(String), message: expect.stringMatching(/^This URL did not pass the security challenge check: it answered 500/) });
    expect((await admin('POST', 'webhooks', { url: kit.hookUrl(), apikey: 'x' })).body.message).toMatch(/Unknown field 'apikey' in a webhook registration; did you mean 'apiKey'\?/);
  });

  it('GET /__admin/deliveries lists URL, event, status, attempts, body and signature, filtered by the query; the subscriptions too', async () => {
    await kit.subscribe();
    expect((await admin('GET', 'event-subscriptions')).body.subscriptions).toEqual([expect.objectContaining({ apiKey: APP.apiKey, webhook: kit.hookUrl() })]);
    expect((await kit.comment(await kit.pagePost('Admin'), 'Listed')).status).toBe(201);
    await kit.mock.waitForDelivery({ action: 'COMMENT' });
    const { body } = await admin('GET', `deliveries?action=COMMENT&status=DELIVERED&url=${encodeURIComponent(kit.hookUrl())}`);
    expect(body.deliveries).toEqual([
      expect.objectContaining({
        url: kit.hookUrl(),
        event: 'ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS',
        actions: ['COMMENT'],
        status: 'DELIVERED',
        attempts: [expect.objectContaining({ status: 200 })],
        body: expect.stringContaining('"action":"COMMENT"'),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
        headers: { 'Content-Type': 'application/json', 'X-LI-Signature': expect.stringMatching(/^[0-9a-f]{64}$/) },
      }),
    ]);
    expect((await admin('GET', 'deliveries?action=LIKE')).body.deliveries).toEqual([]);
    expect(await admin('GET', 'deliveries?actoin=x')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Unknown field 'actoin' in a delivery filter; did you mean 'action'\?/) } });
    expect((await admin('GET', 'deliveries?status=DONE')).status).toBe(400);
  });

  it('POST, GET and DELETE /__admin/delivery-faults', async () => {
    expect(await admin('POST', 'delivery-faults', { fault: 'slow', times: 2 })).toMatchObject({ status: 200, body: { ok: true, fault: { id: 1, fault: 'slow', times: 2, fired: 0 } } });
    expect((await admin('GET', 'delivery-faults')).body.faults).toHaveLength(1);
    expect((await admin('DELETE', 'delivery-faults')).body).toEqual({ ok: true });
    expect((await admin('GET', 'delivery-faults')).body.faults).toEqual([]);
    expect((await admin('POST', 'delivery-faults', { fault: 'gone' })).status).toBe(400);
  });

  it('a page on another origin cannot read the deliveries (they carry members\' words)', async () => {
    const response = await fetch(`${ADMIN}/deliveries`, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});
