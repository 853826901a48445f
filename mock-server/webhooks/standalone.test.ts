// The standalone server (in-mock-server, startServer) delivers with its own fetch, no MSW in the way:
// a webhook of its fixture set gets the page's notifications; a state restore keeps the fixture's webhooks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../index.js';
import { captureState, restoreState } from '../state/serviceState.js';
import { linkedInReceiver, startReceiver, type Receiver } from '../../test/support/webhookReceiver.js';
import { ADA, APP, CHARLES, NOW, PAGE, PAGE_URN, VERSION } from '../../test/support/webhookKit.js';

let receiver: Receiver;
let server: RunningServer;
const enc = encodeURIComponent;
beforeAll(async () => {
  receiver = await startReceiver(linkedInReceiver(APP.secretKey));
  server = await startServer({ port: 0, now: NOW, fixtures: { apps: [{ ...APP, webhooks: [`${receiver.origin}/hook`] }], companies: [{ id: PAGE, name: 'Hook Works', admins: [ADA] }] } });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function call(path: string, memberId: string, scopes: string[], method: string, body: unknown) {
  const { access_token } = (await (await fetch(`${server.url}/__admin/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ memberId, apiKey: APP.apiKey, scopes }) })).json()) as { access_token: string };
  return fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${access_token}`, 'linkedin-version': VERSION, 'x-restli-protocol-version': '2.0.0', 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('webhooks on the standalone server', () => {
  it("delivers a page's comment notification to a fixture's webhook, signed", async () => {
    const key = `(developerApplication:${enc(`urn:li:developerApplication:${APP.applicationId}`)},user:${enc(`urn:li:person:${ADA}`)},entity:${enc(PAGE_URN)},eventType:ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS)`;
    expect((await call(`/rest/eventSubscriptions/${key}`, ADA, ['rw_organization_admin'], 'PUT', { webhook: `${receiver.origin}/hook` })).status).toBe(204);
    const posted = await call('/rest/posts', ADA, ['w_organization_social'], 'POST', { author: PAGE_URN, commentary: 'Standalone', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' });
    const urn = posted.headers.get('x-restli-id')!;
    expect((await call(`/rest/socialActions/${enc(urn)}/comments`, CHARLES, ['w_member_social_feed'], 'POST', { actor: `urn:li:person:${CHARLES}`, object: urn, message: { text: 'From afar' } })).status).toBe(201);
    for (let i = 0; i < 200 && !server.admin.deliveries({ status: 'DELIVERED' }).length; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const [delivery] = (await (await fetch(`${server.url}/__admin/deliveries?status=DELIVERED`)).json()).deliveries;
    expect(delivery).toMatchObject({ url: `${receiver.origin}/hook`, actions: ['COMMENT'], attempts: [{ status: 200 }] });
    expect(receiver.requests.map((request) => [request.method, request.path])).toEqual([['POST', '/hook']]);
  });

  it("a state restore keeps the start-up fixture set's webhooks", () => {
    restoreState(server.context, captureState(server.context));
    expect(server.admin.webhooks()).toEqual([expect.objectContaining({ url: `${receiver.origin}/hook`, source: 'fixture', status: 'VALIDATED' })]);
  });
});
