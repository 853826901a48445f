// The social-action summary of a post or comment, `GET /rest/socialActions/{urn}` (Network Update
// Social Actions, https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/network-update-social-actions):
// `likesSummary` counts every reaction (a like is a reaction of type LIKE), `commentsSummary` the
// first-level comments and all comments with replies.
import type { MockContext } from '../../context/context.js';
import type { SocialEntity } from './socialEntity.js';
import { activityUrn, commentUrn } from './socialEntity.js';

/** @example socialSummary(ctx, socialEntity(ctx, 'urn:li:share:s-1', 'path'), memberId) */
export function socialSummary(ctx: MockContext, target: SocialEntity, viewer: string): Record<string, unknown> {
  const reactions = [...ctx.network.reactions.values()].filter((reaction) => reaction.entity === target.key);
  const comments = [...ctx.network.socialComments.values()].filter((comment) => comment.shareId === target.share.id && (target.comment ? comment.parentId === target.comment.id : true));
  const firstLevel = target.comment ? comments.length : comments.filter((comment) => comment.parentId === undefined).length;
  return {
    commentsSummary: { selectedComments: [], totalFirstLevelComments: firstLevel, commentsState: 'OPEN', aggregatedTotalComments: comments.length },
    likesSummary: { selectedLikes: [], aggregatedTotalLikes: reactions.length, likedByCurrentUser: reactions.some((reaction) => reaction.memberId === viewer), totalLikes: reactions.length },
    target: target.comment ? commentUrn(target.comment) : activityUrn(target.share),
  };
}
