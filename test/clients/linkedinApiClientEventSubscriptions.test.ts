// linkedin-api-client@0.3.0 (RestliClient, unchanged, its defaults) subscribing an app to a page's
// social action notifications with a complex key, reading it back with the finder and removing it
// (docs/webhooks.md "Subscriptions"), against the real host names intercepted in-process.
import { describe, expect, it } from 'vitest';
import { RestliClient } from 'linkedin-api-client';
import { ADA, APP, ORG_SCOPES, PAGE_URN, VERSION, useWebhookKit } from '../support/webhookKit.js';

const kit = useWebhookKit();
const client = new RestliClient();
const key = () => ({
  developerApplication: `urn:li:developerApplication:${APP.applicationId}`,
  user: `urn:li:person:${ADA}`,
  entity: PAGE_URN,
  eventType: 'ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS',
});

describe('event subscriptions with linkedin-api-client@0.3.0', () => {
  it('update (PUT) with the complex key, finder subscriberAndEventType, delete [F-WEBHOOKS-009] [F-WEBHOOKS-024]', async () => {
    const accessToken = kit.token(ADA, ORG_SCOPES);
    await kit.mock.admin.registerWebhook({ apiKey: APP.apiKey, url: kit.hookUrl() });
    const updated = await client.update({ resourcePath: '/eventSubscriptions/{id}', pathKeys: { id: key() }, entity: { webhook: kit.hookUrl() }, versionString: VERSION, accessToken });
    expect(updated.status).toBe(204);
    const found = await client.finder({ resourcePath: '/eventSubscriptions', finderName: 'subscriberAndEventType', queryParams: { eventType: 'ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS' }, versionString: VERSION, accessToken });
    expect(found.data.elements).toEqual([expect.objectContaining({ ...key(), webhook: kit.hookUrl() })]);
    // The subscription works: a comment on the page's post reaches the webhook.
    expect((await kit.comment(await kit.pagePost('Through the client'), 'Hi')).status).toBe(201);
    expect(await kit.mock.waitForDelivery({ action: 'COMMENT' })).toMatchObject({ status: 'DELIVERED' });
    const removed = await client.delete({ resourcePath: '/eventSubscriptions/{id}', pathKeys: { id: key() }, versionString: VERSION, accessToken });
    expect(removed.status).toBe(204);
    expect(kit.mock.admin.subscriptions()).toEqual([]);
  });
});
