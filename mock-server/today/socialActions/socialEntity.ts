// What a social action is on: a post (`urn:li:share:{id}`, `urn:li:ugcPost:{id}` or its activity
// `urn:li:activity:{id}`, the same share of the network store) or a comment
// (`urn:li:comment:(urn:li:activity:{id},{comment id})`). LinkedIn answers comments with the
// activity URN as `object` (Comments API
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api).
import type { MockContext } from '../../context/context.js';
import type { ShareRecord, SocialCommentRecord } from '../../store/network.js';
import { RestliError, illegalArgument } from '../../restli/RestliError.js';
import { liUrn, parseUrn } from '../../restli/urn.js';

/** The post types a social action may name; all three are the same share here. */
export const POST_URN_TYPES = ['share', 'ugcPost', 'activity'] as const;

export interface SocialEntity {
  share: ShareRecord;
  /** Set when the entity is a comment. */
  comment?: SocialCommentRecord;
  /** The key reactions use: `share:{id}` or `comment:{id}`. */
  key: string;
}

/** `urn:li:activity:{share id}`: how LinkedIn names the post in comment answers. */
export function activityUrn(share: Pick<ShareRecord, 'id'>): string {
  return liUrn('activity', share.id);
}

/** `urn:li:comment:(urn:li:activity:{share id},{comment id})`. */
export function commentUrn(comment: Pick<SocialCommentRecord, 'shareId' | 'id'>): string {
  return `urn:li:comment:(${liUrn('activity', comment.shareId)},${comment.id})`;
}

const COMMENT_ID = /^\(urn:li:(?:activity|share|ugcPost):([^,]+),([^,()]+)\)$/;

/**
 * The share or comment `text` names, or LinkedIn's 404 when there is none; a text that is no URN
 * of these types is a 400 naming what was expected.
 * @example socialEntity(ctx, 'urn:li:share:s-1', 'the path')
 */
export function socialEntity(ctx: MockContext, text: string, where: string): SocialEntity {
  const urn = parseUrn(text);
  if (urn?.namespace === 'li' && (POST_URN_TYPES as readonly string[]).includes(urn.entityType)) {
    const share = ctx.network.shares.get(urn.id);
    if (!share) throw new RestliError(404, `Entity ${text} does not exist.`, 'NOT_FOUND');
    return { share, key: `share:${share.id}` };
  }
  const parts = urn?.namespace === 'li' && urn.entityType === 'comment' ? COMMENT_ID.exec(urn.id) : null;
  if (parts) {
    const comment = ctx.network.socialComments.get(parts[2]!);
    const share = comment && comment.shareId === parts[1] ? ctx.network.shares.get(comment.shareId) : undefined;
    if (!comment || !share) throw new RestliError(404, `Entity ${text} does not exist.`, 'NOT_FOUND');
    return { share, comment, key: `comment:${comment.id}` };
  }
  throw illegalArgument(`${where} must be a post URN (urn:li:share:…, urn:li:ugcPost:…, urn:li:activity:…) or a comment URN (urn:li:comment:(urn:li:activity:…,…)); it is '${text}'.`);
}
