// A page's social action notifications as LinkedIn sends them (docs/webhooks.md "Events"): a
// comment, a page's own comment, a reply, a reaction, a reshare and a mention, made through /rest
// and /v2, each a POST of {type, notifications: [one]} to the subscribed webhook, and nothing for
// what LinkedIn does not notify.
import { describe, expect, it } from 'vitest';
import { ADA, API, APP, CHARLES, FEED_SCOPES, ORG_SCOPES, PAGE, PAGE_URN, REST, useWebhookKit } from '../../../test/support/webhookKit.js';
import { activityNumber, shareOfNumber } from '../../store/postNumbers.js';

const kit = useWebhookKit();
const enc = encodeURIComponent;
const activityOf = (urn: string) => `urn:li:activity:${activityNumber(shareOfNumber(kit.mock.context.network, 'post', urn.split(':').pop()!)!.id)}`;
/** The notifications of the delivery that carries `action` once it is delivered. */
async function notified(action: string): Promise<Record<string, any>> {
  const delivery = await kit.mock.waitForDelivery({ action, status: 'DELIVERED' });
  const body = JSON.parse(delivery.body);
  expect(body.type).toBe('ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS');
  expect(body.notifications).toHaveLength(1);
  return body.notifications[0];
}

describe('organization social action notifications', () => {
  it("a member's comment on a page's post, through /rest: COMMENT in LinkedIn's shape [F-WEBHOOKS-012]", async () => {
    await kit.subscribe();
    const post = await kit.pagePost('Our news');
    const comment = (await (await kit.comment(post, 'Congrats!')).json()) as { id: string; commentUrn: string };
    const n = await notified('COMMENT');
    expect(n).toEqual({
      notificationId: expect.any(Number),
      organizationalEntity: PAGE_URN,
      action: 'COMMENT',
      sourcePost: activityOf(post),
      decoratedSourcePost: { entity: post, owner: PAGE_URN, text: 'Our news', mediaCategory: 'NONE' },
      generatedActivity: `urn:li:comment:(activity:${activityOf(post).split(':').pop()},${comment.id})`,
      decoratedGeneratedActivity: { comment: { entity: comment.commentUrn, object: activityOf(post), owner: `urn:li:person:${CHARLES}`, text: 'Congrats!' } },
      lastModifiedAt: kit.mock.admin.clock().nowMs,
      subscriber: `urn:li:person:${ADA}`,
    });
    expect(String(n.notificationId)).toMatch(/^\d{10}$/);
    // The receiver got exactly that body, as JSON.
    const [received] = kit.receiver().requests.filter((request) => request.method === 'POST');
    expect(received!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received!.body).notifications[0]).toEqual(n);
  });

  it("the page's own comment is ADMIN_COMMENT; a reply names its parent [F-WEBHOOKS-013]", async () => {
    await kit.subscribe();
    const post = await kit.pagePost('Ask us anything');
    const first = (await (await kit.comment(post, 'A question')).json()) as { commentUrn: string };
    await kit.mock.waitForDelivery({ action: 'COMMENT', status: 'DELIVERED' });
    const asPage = await kit.call(`/rest/socialActions/${enc(first.commentUrn)}/comments`, kit.token(ADA, [...ORG_SCOPES, 'w_organization_social_feed']), {
      method: 'POST',
      body: JSON.stringify({ actor: PAGE_URN, object: post, message: { text: 'An answer' } }),
    });
    expect(asPage.status).toBe(201);
    const n = await notified('ADMIN_COMMENT');
    expect(n.decoratedGeneratedActivity.comment).toMatchObject({ owner: PAGE_URN, text: 'An answer', parentComment: first.commentUrn });
  });

  it('a reaction through /rest/reactions and a like through /v2/socialActions are LIKE; a reaction on a comment sends nothing [F-WEBHOOKS-014]', async () => {
    await kit.subscribe();
    const post = await kit.pagePost('Like us');
    const react = await kit.call(`/rest/reactions?actor=${enc(`urn:li:person:${CHARLES}`)}`, kit.token(CHARLES, FEED_SCOPES), { method: 'POST', body: JSON.stringify({ root: post, reactionType: 'PRAISE' }) });
    expect(react.status).toBe(201);
    expect(await notified('LIKE')).toMatchObject({ action: 'LIKE', sourcePost: activityOf(post), decoratedSourcePost: { entity: post }, subscriber: `urn:li:person:${ADA}` });
    const like = await fetch(`${API}/v2/socialActions/${enc(post)}/likes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kit.token(ADA, ['w_member_social'])}`, 'content-type': 'application/json', 'x-restli-protocol-version': '2.0.0' },
      body: JSON.stringify({ actor: `urn:li:person:${ADA}`, object: post }),
    });
    expect(like.status).toBe(201);
    await kit.mock.waitForDelivery({ action: 'LIKE', notificationId: kit.mock.admin.deliveries().at(-1)!.notificationIds[0]! });
    expect(kit.mock.admin.deliveries({ action: 'LIKE' })).toHaveLength(2);
    const comment = (await (await kit.comment(post, 'Nice')).json()) as { commentUrn: string };
    await kit.mock.waitForDelivery({ action: 'COMMENT' });
    expect((await kit.call(`/rest/reactions?actor=${enc(`urn:li:person:${ADA}`)}`, kit.token(ADA, FEED_SCOPES), { method: 'POST', body: JSON.stringify({ root: comment.commentUrn, reactionType: 'LIKE' }) })).status).toBe(201);
    expect(kit.mock.admin.deliveries().map((d) => d.actions[0])).toEqual(['LIKE', 'LIKE', 'COMMENT']);
  });

  it('a comment through /v2/socialActions is COMMENT too [F-WEBHOOKS-012]', async () => {
    await kit.subscribe();
    const post = await kit.pagePost('Old clients');
    const made = await fetch(`${API}/v2/socialActions/${enc(post)}/comments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kit.token(CHARLES, ['w_member_social'])}`, 'content-type': 'application/json', 'x-restli-protocol-version': '2.0.0' },
      body: JSON.stringify({ actor: `urn:li:person:${CHARLES}`, object: post, message: { text: 'From /v2' } }),
    });
    expect(made.status).toBe(201);
    expect((await notified('COMMENT')).decoratedGeneratedActivity.comment.text).toBe('From /v2');
  });

  it("a reshare of the page's post is SHARE; a post mentioning the page is SHARE_MENTION [F-WEBHOOKS-015]", async () => {
    await kit.subscribe();
    const post = await kit.pagePost('Share me');
    const reshare = await kit.call('/rest/posts', kit.token(CHARLES, ['w_member_social']), {
      method: 'POST',
      body: JSON.stringify({ author: `urn:li:person:${CHARLES}`, commentary: 'Worth a read', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED', reshareContext: { parent: post } }),
    });
    expect(reshare.status).toBe(201);
    const reshareUrn = reshare.headers.get('x-restli-id')!;
    expect(await notified('SHARE')).toMatchObject({
      sourcePost: activityOf(post),
      decoratedSourcePost: { entity: post, owner: PAGE_URN },
      generatedActivity: activityOf(reshareUrn),
      decoratedGeneratedActivity: { share: { entity: reshareUrn, owner: `urn:li:person:${CHARLES}`, text: 'Worth a read' } },
    });
    const mention = await kit.call('/rest/posts', kit.token(CHARLES, ['w_member_social']), {
      method: 'POST',
      body: JSON.stringify({ author: `urn:li:person:${CHARLES}`, commentary: 'Great work by @[Hook Works](urn:li:organization:9500)', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
    });
    expect(mention.status).toBe(201);
    expect(await notified('SHARE_MENTION')).toMatchObject({ sourcePost: activityOf(mention.headers.get('x-restli-id')!), decoratedSourcePost: { owner: `urn:li:person:${CHARLES}`, text: 'Great work by @[Hook Works](urn:li:organization:9500)' } });
  });

  it("only a PUBLIC post of the page notifies: a comment and a reaction on its LOGGED_IN post send nothing [F-WEBHOOKS-028]", async () => {
    await kit.subscribe();
    const posted = await kit.call('/rest/posts', kit.token(ADA, ORG_SCOPES), {
      method: 'POST',
      body: JSON.stringify({ author: PAGE_URN, commentary: 'Members only', visibility: 'LOGGED_IN', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
    });
    expect(posted.status).toBe(201);
    const post = posted.headers.get('x-restli-id')!;
    expect((await kit.comment(post, 'Seen it')).status).toBe(201);
    expect((await kit.call(`/rest/reactions?actor=${enc(`urn:li:person:${CHARLES}`)}`, kit.token(CHARLES, FEED_SCOPES), { method: 'POST', body: JSON.stringify({ root: post, reactionType: 'LIKE' }) })).status).toBe(201);
    // The same comment on a PUBLIC post of the page is delivered: the subscription works.
    await kit.comment(await kit.pagePost('For everyone'), 'Seen it');
    await kit.mock.waitForDelivery({ action: 'COMMENT', status: 'DELIVERED' });
    expect(kit.mock.admin.deliveries().map((d) => d.actions[0])).toEqual(['COMMENT']);
  });

  it("nothing for a member's own post, nothing once the subscriber lost ADMINISTRATOR or revoked the app [F-WEBHOOKS-016]", async () => {
    await kit.subscribe();
    const members = await kit.call('/rest/posts', kit.token(CHARLES, ['w_member_social']), {
      method: 'POST',
      body: JSON.stringify({ author: `urn:li:person:${CHARLES}`, commentary: 'Mine', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
    });
    expect((await kit.comment(members.headers.get('x-restli-id')!, 'On a member post', ADA)).status).toBe(201);
    const post = await kit.pagePost('Still ours');
    // Ada is no longer an administrator of the page: her subscription goes, silently.
    kit.mock.admin.loadFixtures({ companies: [{ id: PAGE, name: 'Hook Works', admins: [CHARLES], followers: [] }] });
    expect((await kit.comment(post, 'Anyone?', ADA)).status).toBe(201);
    expect(kit.mock.admin.subscriptions()).toEqual([]);
    // Subscribed again by Charles, who then revokes the app.
    const charles = kit.token(CHARLES, ORG_SCOPES);
    expect((await kit.call(`/rest/eventSubscriptions/${kit.subscriptionKey(CHARLES)}`, charles, { method: 'PUT', body: JSON.stringify({ webhook: kit.hookUrl() }) })).status).toBe(204);
    kit.mock.admin.revoke(CHARLES, APP.apiKey);
    expect((await kit.comment(post, 'Hello?', ADA)).status).toBe(201);
    expect(kit.mock.admin.subscriptions()).toEqual([]);
    expect(kit.mock.admin.deliveries()).toEqual([]);
  });
});
