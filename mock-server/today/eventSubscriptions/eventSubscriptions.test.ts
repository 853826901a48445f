// /rest/eventSubscriptions (docs/webhooks.md "Subscriptions"): a page ADMINISTRATOR subscribes the
// app with the Community Management API; every other caller gets LinkedIn's 403, with the reason in
// the journal; the subscription reads back, lists and goes.
import { describe, expect, it } from 'vitest';
import { ADA, APP, CHARLES, ORG_SCOPES, PAGE, useWebhookKit } from '../../../test/support/webhookKit.js';

const kit = useWebhookKit();
const put = (key: string, token: string, webhook: unknown = kit.hookUrl()) => kit.call(`/rest/eventSubscriptions/${key}`, token, { method: 'PUT', body: JSON.stringify({ webhook }) });
const denied = (access: string) => ({ status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: `Not enough permissions to access: eventSubscriptions.${access}.20261101` });
const lastNotes = () => kit.mock.admin.requests({ method: 'PUT', path: '/rest/eventSubscriptions/*' }).at(-1)!.notes;

describe('PUT /rest/eventSubscriptions/{key}', () => {
  it('a page ADMINISTRATOR subscribes: 204, then GET reads it, the finder lists it, DELETE removes it [F-WEBHOOKS-009] [F-WEBHOOKS-023]', async () => {
    const ada = kit.token(ADA, ORG_SCOPES);
    const created = await put(kit.subscriptionKey(), ada);
    expect(created.status).toBe(204);
    expect(await created.text()).toBe('');
    const expected = {
      developerApplication: 'urn:li:developerApplication:211439663',
      entity: `urn:li:organization:${PAGE}`,
      eventType: 'ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS',
      expiresAt: expect.any(Number),
      user: `urn:li:person:${ADA}`,
      webhook: kit.hookUrl(),
    };
    expect(await (await kit.call(`/rest/eventSubscriptions/${kit.subscriptionKey()}`, ada)).json()).toEqual(expected);
    const listed = await (await kit.call('/rest/eventSubscriptions?q=subscriberAndEventType&eventType=ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS', ada)).json();
    expect(listed).toEqual({ elements: [expected], paging: { count: 1, links: [], start: 0, total: 1 } });
    // Not registered yet: accepted as LinkedIn would, and the journal says why nothing will come.
    expect(lastNotes()).toEqual([expect.stringContaining(`${kit.hookUrl()} is not a registered webhook of the app 'hooks-app'`)]);
    expect((await kit.call(`/rest/eventSubscriptions/${kit.subscriptionKey()}`, ada, { method: 'DELETE' })).status).toBe(204);
    expect((await kit.call(`/rest/eventSubscriptions/${kit.subscriptionKey()}`, ada)).status).toBe(404);
  });

  it('the key may come with its URNs unencoded, as some clients send it [F-WEBHOOKS-024]', async () => {
    const raw = `(developerApplication:urn:li:developerApplication:${APP.applicationId},user:urn:li:person:${ADA},entity:urn:li:organization:${PAGE},eventType:ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS)`;
    expect((await put(raw, kit.token(ADA, ORG_SCOPES))).status).toBe(204);
    expect(kit.mock.admin.subscriptions()).toEqual([expect.objectContaining({ memberId: ADA, organizationId: PAGE, webhook: kit.hookUrl() })]);
  });

  it("refuses as LinkedIn does: a member who is no ADMINISTRATOR, another member's key, another app's id, no rw_organization_admin [F-WEBHOOKS-010]", async () => {
    const charles = kit.token(CHARLES, ORG_SCOPES);
    const notAdmin = await put(kit.subscriptionKey(CHARLES), charles);
    expect([notAdmin.status, await notAdmin.json()]).toEqual([403, denied('UPDATE')]);
    expect(lastNotes()).toEqual([`Only an ADMINISTRATOR of the page (APPROVED) may subscribe it; urn:li:person:${CHARLES} is not one.`]);
    expect((await put(kit.subscriptionKey(ADA), charles)).status).toBe(403);
    expect(lastNotes()![0]).toMatch(/^The key names the member urn:li:person:aZ3kq9XbW1; a member subscribes only themself/);
    const otherApp = kit.subscriptionKey().replace(APP.applicationId, '999');
    expect((await put(otherApp, kit.token(ADA, ORG_SCOPES))).status).toBe(403);
    expect(lastNotes()![0]).toBe("The key names urn:li:developerApplication:999; the token's app 'hooks-app' is urn:li:developerApplication:211439663 (its fixture's applicationId, or the id derived from its API key: docs/webhooks.md).");
    const readOnly = await put(kit.subscriptionKey(), kit.token(ADA, ['r_organization_admin']));
    expect([readOnly.status, await readOnly.json()]).toEqual([403, denied('UPDATE')]);
    expect(kit.mock.admin.subscriptions()).toEqual([]);
  });

  it('an app without the Community Management API gets the 403 of the product gate [F-WEBHOOKS-011]', async () => {
    kit.mock.admin.loadFixtures({ apps: [{ ...APP, apiKey: 'self-serve', applicationId: '42', grantedProducts: [] }] });
    const token = kit.mock.context.tokens.issue({ apiKey: 'self-serve', memberId: ADA, scopes: ['rw_organization_admin'] }).token;
    const refused = await put(kit.subscriptionKey().replace(APP.applicationId, '42'), token);
    expect([refused.status, await refused.json()]).toEqual([403, denied('UPDATE')]);
  });

  it('a key that cannot be read, a page that is not one, an event type the mock does not push, no webhook: 400 or 422 saying what was expected', async () => {
    const ada = kit.token(ADA, ORG_SCOPES);
    const bad = await put('(developerApplication:x)', ada);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^The key of an event subscription is \(developerApplication:urn:li:developerApplication:\{id\},user:/);
    expect((await put(kit.subscriptionKey(ADA, 'urn:li:person:x'), ada)).status).toBe(400);
    const leads = await put(kit.subscriptionKey().replace('ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS', 'LEAD_ACTION'), ada);
    expect(((await leads.json()) as { message: string }).message).toBe("The eventType 'LEAD_ACTION' is not one this mock pushes; it pushes ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS (docs/webhooks.md).");
    expect((await put(kit.subscriptionKey(), ada, 'not a url')).status).toBe(422);
    expect((await kit.call('/rest/eventSubscriptions?q=subscriberAndEventType', ada)).status).toBe(400);
  });
});
