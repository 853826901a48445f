// A comment as the Comments API answers it (Comments API
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api):
// `id`, `commentUrn`, `actor`, `object` (the post's activity), `message.text` exactly as sent,
// `created`/`lastModified`, `parentComment` for a reply, `content` for an image, and its likes.
import type { MockContext } from '../../context/context.js';
import type { SocialCommentRecord } from '../../store/network.js';
import { liUrn } from '../../restli/urn.js';
import { downloadUrl } from '../media/images.js';
import { activityUrn, commentUrn } from './socialEntity.js';

/** A comment's JSON record; `viewer` (a member id) decides `likedByCurrentUser`. */
export function commentView(ctx: MockContext, comment: SocialCommentRecord, apiOrigin: string, viewer?: string): Record<string, unknown> {
  const stamp = { actor: comment.actor, time: comment.createdAt };
  const reactions = [...ctx.network.reactions.values()].filter((reaction) => reaction.entity === `comment:${comment.id}`);
  const image = comment.imageId ? ctx.network.images.get(comment.imageId) : undefined;
  return {
    actor: comment.actor,
    commentUrn: commentUrn(comment),
    ...(comment.imageId
      ? { content: [{ type: 'IMAGE', entity: { image: liUrn('image', comment.imageId) }, ...(image?.status === 'AVAILABLE' ? { url: downloadUrl(apiOrigin, image) } : {}) }] }
      : {}),
    created: stamp,
    id: comment.id,
    lastModified: stamp,
    likesSummary: { selectedLikes: [], aggregatedTotalLikes: reactions.length, likedByCurrentUser: reactions.some((reaction) => reaction.memberId === viewer), totalLikes: reactions.length },
    message: { attributes: [], text: comment.text },
    object: activityUrn({ id: comment.shareId }),
    ...(comment.parentId ? { parentComment: commentUrn({ shareId: comment.shareId, id: comment.parentId }) } : {}),
  };
}

/** The comments directly on `shareId` (or replies to `parentId`), oldest first. */
export function commentsOn(ctx: MockContext, shareId: string, parentId?: string): SocialCommentRecord[] {
  return [...ctx.network.socialComments.values()].filter((comment) => comment.shareId === shareId && comment.parentId === parentId).sort((a, b) => a.createdAt - b.createdAt || Number(BigInt(a.id) - BigInt(b.id)));
}

/** A fresh numeric comment id, LinkedIn-like (19 digits), unique in the store. */
export function newCommentId(ctx: MockContext): string {
  const n = BigInt(ctx.network.nextId('socialComment').split('-').pop()!);
  return String(7_100_000_000_000_000_000n + n);
}
