// A page's social action notifications (Organization Social Action Notifications,
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-social-action-notifications):
// when a member (or the page) comments on a page's post, reacts to it, reshares it, or mentions the
// page in a post, every app subscribed to the page (today/eventSubscriptions/) gets one
// notification per subscriber, POSTed to its webhook by the delivery engine (webhooks/):
//   {"type": "ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS", "notifications": [{
//     "notificationId": 5603453321, "organizationalEntity": "urn:li:organization:…",
//     "action": "COMMENT" | "ADMIN_COMMENT" | "LIKE" | "SHARE" | "SHARE_MENTION",
//     "sourcePost": "urn:li:activity:…", "decoratedSourcePost": {"entity": "urn:li:share:…", "owner": …, "text": …, "mediaCategory": …},
//     "generatedActivity": …, "decoratedGeneratedActivity": {"comment": {…}} | {"share": {…}},
//     "lastModifiedAt": ms, "subscriber": "urn:li:person:…"}]}
// The fields as the page lists them, their values as a notification LinkedIn sent shows them
// (a COMMENT: `generatedActivity` "urn:li:comment:(activity:{n},{id})", the decorated comment's
// entity "urn:li:comment:(urn:li:activity:{n},{id})", owner, text, object). LIKE, COMMENT and SHARE
// come only for posts whose visibility is PUBLIC, as the page says. A reaction on a comment, an
// edit or a deletion sends nothing here (docs/webhooks.md "Events").
import type { MockContext } from '../../context/context.js';
import type { ReactionRecord, ShareRecord, SocialCommentRecord } from '../../store/network.js';
import { liUrn, parseUrn } from '../../restli/urn.js';
import { activityNumber } from '../../store/postNumbers.js';
import { authorUrn, postUrn } from './postRecords.js';
import { enqueueEvent } from '../../webhooks/enqueueDelivery.js';
import { liveSubscriptions, ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS } from '../eventSubscriptions/eventSubscriptions.js';

type Fields = { action: string } & Record<string, unknown>;

/** The activity of a post, which notifications name as `sourcePost`. */
const activityOf = (share: Pick<ShareRecord, 'id'>) => liUrn('activity', activityNumber(share.id));

/** What the post shows, as `decoratedSourcePost.mediaCategory` says it. */
function mediaCategoryOf(share: ShareRecord): string {
  if (share.images?.length) return 'IMAGE';
  if (share.media?.urn.startsWith('urn:li:video:')) return 'VIDEO';
  if (share.media?.urn.startsWith('urn:li:document:')) return 'DOCUMENT';
  if (share.content?.submittedUrl) return 'ARTICLE';
  return 'NONE';
}

/** A post as a notification decorates it. */
function decoratedPost(share: ShareRecord): Record<string, unknown> {
  return { entity: postUrn(share), owner: authorUrn(share), text: share.comment ?? '', mediaCategory: mediaCategoryOf(share) };
}

/** One notification of `fields` to each live subscription of the page. */
function notifyPage(ctx: MockContext, organizationId: string, fields: Fields): void {
  for (const subscription of liveSubscriptions(ctx, organizationId, ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS)) {
    const notification = {
      notificationId: ctx.webhooks.nextNotificationId(),
      organizationalEntity: liUrn('organization', organizationId),
      ...fields,
      lastModifiedAt: ctx.clock.now(),
      subscriber: subscription.user,
    };
    enqueueEvent(ctx, { apiKey: subscription.apiKey, url: subscription.webhook, event: ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS, notifications: [notification] });
  }
}

/** PUBLIC as sent to today's API (LOGGED_IN is stored as v1's `anyone` too, and is not public), or a v1 share to anyone. */
const isPublic = (share: ShareRecord) => share.visibility === 'anyone' && (share.todayVisibility ?? 'PUBLIC') === 'PUBLIC';
/** A page's public post: the page that gets its LIKE, COMMENT and SHARE notifications. */
const publicPageOf = (share: ShareRecord) => (share.companyId !== undefined && isPublic(share) ? share.companyId : undefined);

/**
 * A comment was stored on `share` (`urn`: the comment's URN): COMMENT, or ADMIN_COMMENT when the page
 * itself wrote it, to the page that posted `share`.
 * @example notifyPageOfComment(ctx, target.share, comment, commentUrn(comment))
 */
export function notifyPageOfComment(ctx: MockContext, share: ShareRecord, comment: SocialCommentRecord, urn: string): void {
  const page = publicPageOf(share);
  if (page === undefined || ctx.webhooks.subscriptions.size === 0) return;
  const activity = activityOf(share);
  const decorated: Record<string, unknown> = { entity: urn, object: activity, owner: comment.actor, text: comment.text };
  // A reply names its first-level comment: the same URN with that comment's id.
  if (comment.parentId) decorated.parentComment = urn.replace(/,[^,()]+\)$/, `,${comment.parentId})`);
  notifyPage(ctx, page, {
    action: comment.actor === liUrn('organization', page) ? 'ADMIN_COMMENT' : 'COMMENT',
    sourcePost: activity,
    decoratedSourcePost: decoratedPost(share),
    generatedActivity: urn.replace('(urn:li:activity:', '(activity:'),
    decoratedGeneratedActivity: { comment: decorated },
  });
}

/** A reaction was stored: LIKE to the page whose post it is on (a reaction on a comment sends none). */
export function notifyPageOfReaction(ctx: MockContext, share: ShareRecord, reaction: ReactionRecord): void {
  const page = publicPageOf(share);
  if (page === undefined || reaction.entity !== `share:${share.id}` || ctx.webhooks.subscriptions.size === 0) return;
  notifyPage(ctx, page, { action: 'LIKE', sourcePost: activityOf(share), decoratedSourcePost: decoratedPost(share) });
}

/**
 * A post was published: SHARE to the page whose public post it reshares, and SHARE_MENTION to each
 * page its commentary mentions (`mentions`: the URNs of its little text's mentions; the author page never mentions itself).
 */
export function notifyPagesOfPost(ctx: MockContext, share: ShareRecord, mentions: readonly string[]): void {
  if (ctx.webhooks.subscriptions.size === 0) return;
  const parent = share.attributionShareId === undefined ? undefined : ctx.network.shares.get(share.attributionShareId);
  const resharedPage = parent && publicPageOf(parent);
  if (parent && resharedPage !== undefined) {
    notifyPage(ctx, resharedPage, {
      action: 'SHARE',
      sourcePost: activityOf(parent),
      decoratedSourcePost: decoratedPost(parent),
      generatedActivity: activityOf(share),
      decoratedGeneratedActivity: { share: { entity: postUrn(share), owner: authorUrn(share), text: share.comment ?? '' } },
    });
  }
  const pages = new Set<string>();
  for (const text of mentions) {
    const urn = parseUrn(text);
    if (urn?.namespace === 'li' && urn.entityType === 'organization' && urn.id !== share.companyId) pages.add(urn.id);
  }
  for (const page of pages) notifyPage(ctx, page, { action: 'SHARE_MENTION', sourcePost: activityOf(share), decoratedSourcePost: decoratedPost(share) });
}
