// The social-action summary of a post or comment, `GET /rest/socialActions/{urn}` (Network Update
// Social Actions, https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/network-update-social-actions):
// `likesSummary` counts every reaction (a like is a reaction of type LIKE), `commentsSummary` the
// first-level comments and all comments with replies.
import type { MockContext } from '../../context/context.js';
import type { SocialEntity } from './socialEntity.js';
import { activityUrn, commentUrn } from './socialEntity.js';
import { commentGroups, reactionGroup } from '../../store/network.js';
import { likedBy } from './commentRecords.js';
import { commentsStateOf } from './commentsState.js';

/** @example socialSummary(ctx, socialEntity(ctx, 'urn:li:share:s-1', 'path'), memberId) */
export function socialSummary(ctx: MockContext, target: SocialEntity, viewer: string): Record<string, unknown> {
  // Counts are the sizes of the store's groups: nothing else is looked at.
  const reactions = ctx.network.reactions.group(reactionGroup(target.key));
  const groups = ctx.network.socialComments;
  const firstLevel = groups.group(commentGroups.under(target.share.id, target.comment?.id)).size;
  const all = target.comment ? firstLevel : groups.group(commentGroups.post(target.share.id)).size;
  return {
    commentsSummary: { selectedComments: [], totalFirstLevelComments: firstLevel, commentsState: commentsStateOf(target), aggregatedTotalComments: all },
    likesSummary: { selectedLikes: [], aggregatedTotalLikes: reactions.size, likedByCurrentUser: likedBy(reactions, viewer), totalLikes: reactions.size },
    target: target.comment ? commentUrn(target.comment) : activityUrn(target.share),
  };
}
