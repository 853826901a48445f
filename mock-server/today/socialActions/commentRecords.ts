// A comment as the Comments API answers it (Comments API
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api):
// `id`, `commentUrn`, `actor`, `object` (the post's activity), `message.text` exactly as sent,
// `created`/`lastModified`, `parentComment` for a reply, `content` for an image, and its likes.
import type { MockContext } from '../../context/context.js';
import { commentGroups, reactionGroup, type ReactionRecord, type SocialCommentRecord } from '../../store/network.js';
import { liUrn } from '../../restli/urn.js';
import { downloadUrl } from '../media/images.js';
import { activityUrn, commentUrn } from './socialEntity.js';

/** A comment's JSON record; `viewer` (a member id) decides `likedByCurrentUser`. */
export function commentView(ctx: MockContext, comment: SocialCommentRecord, apiOrigin: string, viewer?: string): Record<string, unknown> {
  const stamp = { actor: comment.actor, time: comment.createdAt };
  const edited = { actor: comment.actor, time: comment.editedAt ?? comment.createdAt };
  const reactions = ctx.network.reactions.group(reactionGroup(`comment:${comment.id}`));
  const image = comment.imageId ? ctx.network.images.get(comment.imageId) : undefined;
  return {
    actor: comment.actor,
    commentUrn: commentUrn(comment),
    ...(comment.imageId
      ? { content: [{ type: 'IMAGE', entity: { image: liUrn('image', comment.imageId) }, ...(image?.status === 'AVAILABLE' ? { url: downloadUrl(apiOrigin, image) } : {}) }] }
      : {}),
    created: stamp,
    id: comment.id,
    lastModified: edited,
    likesSummary: { selectedLikes: [], aggregatedTotalLikes: reactions.size, likedByCurrentUser: viewer !== undefined && likedBy(reactions, viewer), totalLikes: reactions.size },
    message: { attributes: [], text: comment.text },
    object: activityUrn({ id: comment.shareId }),
    ...(comment.parentId ? { parentComment: commentUrn({ shareId: comment.shareId, id: comment.parentId }) } : {}),
  };
}

/**
 * The comments directly on `shareId` (or replies to `parentId`), oldest first (in the order they were
 * made): a group of the store, read without looking at any other comment.
 */
export function commentsOn(ctx: MockContext, shareId: string, parentId?: string): ReadonlyMap<string, SocialCommentRecord> {
  return ctx.network.socialComments.group(commentGroups.under(shareId, parentId));
}

/** Whether member `viewer` is behind one of `reactions` (each member has at most two: as a person and for a page). */
export function likedBy(reactions: ReadonlyMap<string, ReactionRecord>, viewer: string): boolean {
  for (const reaction of reactions.values()) if (reaction.memberId === viewer) return true;
  return false;
}

/** A fresh numeric comment id, LinkedIn-like (19 digits), unique in the store. */
export function newCommentId(ctx: MockContext): string {
  const n = BigInt(ctx.network.nextId('socialComment').split('-').pop()!);
  return String(7_100_000_000_000_000_000n + n);
}

/** Deletes a comment with its replies and every one's reactions (a delete, or comments closed on its thread). */
export function removeComment(ctx: MockContext, comment: SocialCommentRecord): void {
  const { socialComments, reactions } = ctx.network;
  const gone = [...commentsOn(ctx, comment.shareId, comment.id).values(), comment];
  for (const one of gone) {
    socialComments.delete(one.id);
    for (const key of [...reactions.group(reactionGroup(`comment:${one.id}`)).keys()]) reactions.delete(key);
  }
}
