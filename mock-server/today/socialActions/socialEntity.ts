// What a social action is on: a post (`urn:li:share:{n}`, `urn:li:ugcPost:{n}` or its activity
// `urn:li:activity:{m}`, the same share of the network store; numbers: store/postNumbers.ts) or a comment
// (`urn:li:comment:(urn:li:activity:{id},{comment id})`). LinkedIn answers comments with the
// activity URN as `object` (Comments API
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api).
import type { MockContext } from '../../context/context.js';
import type { ShareRecord, SocialCommentRecord } from '../../store/network.js';
import { liUrn, parseUrn } from '../../restli/urn.js';
import { activityNumber, numberKindOf, shareOfNumber } from '../../store/postNumbers.js';
import { BadRequest, NotFound } from '../../api/errors.js';

/** The post types a social action may name; all three are the same share here. */
export const POST_URN_TYPES = ['share', 'ugcPost', 'activity'] as const;

export interface SocialEntity {
  share: ShareRecord;
  /** Set when the entity is a comment. */
  comment?: SocialCommentRecord;
  /** The key reactions use: `share:{id}` or `comment:{id}`. */
  key: string;
}

/** `urn:li:activity:{the share's activity number}`: how LinkedIn names the post in comment answers. */
export function activityUrn(share: Pick<ShareRecord, 'id'>): string {
  return liUrn('activity', activityNumber(share.id));
}

/** `urn:li:comment:(urn:li:activity:{activity number},{comment id})`. */
export function commentUrn(comment: Pick<SocialCommentRecord, 'shareId' | 'id'>): string {
  return `urn:li:comment:(${activityUrn({ id: comment.shareId })},${comment.id})`;
}

const COMMENT_ID = /^\(urn:li:(activity|share|ugcPost):([^,]+),([^,()]+)\)$/;

/**
 * The share or comment `text` names, or LinkedIn's 404 when there is none; a text that is no URN
 * of these types is a 400 naming what was expected.
 * @example socialEntity(ctx, 'urn:li:share:7100000000004194304', 'the path')
 */
export function socialEntity(ctx: MockContext, text: string, where: string): SocialEntity {
  const urn = parseUrn(text);
  if (urn?.namespace === 'li' && (POST_URN_TYPES as readonly string[]).includes(urn.entityType)) {
    const share = shareOfNumber(ctx.network, numberKindOf(urn.entityType)!, urn.id);
    if (!share) throw new NotFound(`Entity ${text} does not exist.`);
    return { share, key: `share:${share.id}` };
  }
  const parts = urn?.namespace === 'li' && urn.entityType === 'comment' ? COMMENT_ID.exec(urn.id) : null;
  if (parts) {
    const comment = ctx.network.socialComments.get(parts[3]!);
    const named = shareOfNumber(ctx.network, numberKindOf(parts[1]!)!, parts[2]!);
    const share = comment && named && comment.shareId === named.id ? named : undefined;
    if (!comment || !share) throw new NotFound(`Entity ${text} does not exist.`);
    return { share, comment, key: `comment:${comment.id}` };
  }
  throw new BadRequest(`${where} must be a post URN (urn:li:share:…, urn:li:ugcPost:…, urn:li:activity:…) or a comment URN (urn:li:comment:(urn:li:activity:…,…)); it is '${text}'.`);
}
