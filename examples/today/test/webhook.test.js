// The webhook receiver (webhook.js) against the mock, in-process: LinkedIn's validation challenge,
// a page's notification signed as LinkedIn signs it, a duplicate handled once, and a receiver that
// holds another secret failing the challenge.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useMockService } from 'in-js/testing';
import { createWebhookReceiver, subscribePage } from '../webhook.js';

const APP = {
  apiKey: 'team-board',
  secretKey: 'team-board-secret',
  name: 'Team board',
  redirectUrls: ['http://localhost:3000/callback'],
  // LinkedIn approved the app for the Community Management API; its id in the developer portal.
  grantedProducts: ['communityManagement'],
  applicationId: '211439663',
};
const ADA = 'aZ3kq9XbW1'; // administers the page 1001 (Difference Works) in the mock's data set
const CHARLES = 'Qm7Rt2VdN8';
const mock = useMockService({ hooks: { beforeAll, afterEach, afterAll }, fixtures: { apps: [APP] } });

let received = [];
let server;
let url;
beforeAll(async () => {
  const app = createWebhookReceiver({ clientSecret: APP.secretKey, onNotification: (n) => received.push(n) });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${server.address().port}/linkedin/webhook`;
});
afterEach(() => {
  received = [];
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const version = () => mock.admin.linkedInVersion().version;
const rest = (token, path, body) =>
  fetch(`https://api.linkedin.com${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'LinkedIn-Version': version(), 'X-Restli-Protocol-Version': '2.0.0', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The webhook registered (the developer portal validates it), Ada's page subscribed, and a comment of Charles on the page's post. */
async function commentOnPagePost(text) {
  await mock.admin.registerWebhook({ apiKey: APP.apiKey, url });
  const ada = mock.token({ memberId: ADA, apiKey: APP.apiKey, scopes: ['rw_organization_admin', 'w_organization_social'] });
  expect(await subscribePage({ accessToken: ada, applicationId: APP.applicationId, personId: ADA, organizationId: '1001', webhook: url, linkedInVersion: version() })).toBe(204);
  const post = await rest(ada, '/rest/posts', { author: 'urn:li:organization:1001', commentary: 'We are hiring', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' });
  const urn = post.headers.get('x-restli-id');
  const charles = mock.token({ memberId: CHARLES, apiKey: APP.apiKey, scopes: ['w_member_social_feed'] });
  const comment = await rest(charles, `/rest/socialActions/${encodeURIComponent(urn)}/comments`, { actor: `urn:li:person:${CHARLES}`, object: urn, message: { text } });
  expect(comment.status).toBe(201);
  return urn;
}

describe('the webhook receiver against the mock', () => {
  it('passes the validation challenge and accepts a signed comment notification', async () => {
    await commentOnPagePost('Hired me? Grüße!');
    const delivery = await mock.waitForDelivery({ action: 'COMMENT' });
    expect(delivery.status).toBe('DELIVERED'); // the receiver answered 200: the signature checked out
    expect(received).toEqual([expect.objectContaining({ action: 'COMMENT', organizationalEntity: 'urn:li:organization:1001', decoratedGeneratedActivity: { comment: expect.objectContaining({ text: 'Hired me? Grüße!' }) } })]);
  });

  it('handles a notification LinkedIn delivers twice once', async () => {
    mock.admin.addDeliveryFault({ fault: 'duplicate' });
    await commentOnPagePost('Twice?');
    const delivery = await mock.waitForDelivery({ action: 'COMMENT', attempts: 2 });
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([200, 200]);
    expect(received).toHaveLength(1);
  });

  it('a receiver with another secret fails the validation challenge: the developer portal does not register it', async () => {
    mock.admin.loadFixtures({ apps: [{ ...APP, secretKey: 'rotated-secret' }] });
    // The challenge is answered with the old secret: the portal refuses to register the webhook.
    await expect(mock.admin.registerWebhook({ apiKey: APP.apiKey, url })).rejects.toThrow(/did not pass the security challenge check/);
    expect(received).toEqual([]);
  });
});
