// Whether a post or a comment takes new comments: the Social Metadata API's `commentsState`, OPEN or
// CLOSED (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/social-metadata-api,
// "Enable or Disable Comments on a Thread"), set by its author (socialMetadata.ts). Closing a thread
// deletes the comments already on it ("commentsState: 'CLOSED' disables new comments and removes
// existing ones", Postiz's documentation of its LinkedIn provider); a comment sent to a closed thread
// is refused: LinkedIn's answer to it is not published, so the status and words are the mock's
// (docs/social-actions.md).
import type { MockContext } from '../../context/context.js';
import type { SocialEntity } from './socialEntity.js';
import { activityUrn, commentUrn } from './socialEntity.js';
import { commentsOn, removeComment } from './commentRecords.js';
import { Forbidden, type RestError } from '../../api/errors.js';

export const COMMENTS_STATES = ['OPEN', 'CLOSED'] as const;
export type CommentsState = (typeof COMMENTS_STATES)[number];

/** The thread's state: CLOSED once its author closed it. */
export function commentsStateOf(target: SocialEntity): CommentsState {
  return (target.comment ? target.comment.commentsClosed : target.share.commentsClosed) ? 'CLOSED' : 'OPEN';
}

/** True when the thread takes no new comment. */
export function commentsClosedOn(target: SocialEntity): boolean {
  return commentsStateOf(target) === 'CLOSED';
}

/** The refusal of a comment on a closed thread. */
export function commentsClosedRefusal(target: SocialEntity): RestError {
  const urn = target.comment ? commentUrn(target.comment) : activityUrn(target.share);
  return new Forbidden(`Comments are closed on ${urn}: its author turned them off (commentsState CLOSED).`);
}

/**
 * Sets a thread's state; closing it deletes the comments on it (a post's, replies included; a
 * comment's replies), with their reactions.
 * @example setCommentsState(ctx, socialEntity(ctx, urn, 'The path'), 'CLOSED')
 */
export function setCommentsState(ctx: MockContext, target: SocialEntity, state: CommentsState): void {
  const closed = state === 'CLOSED';
  const holder = target.comment ?? target.share;
  if (closed) holder.commentsClosed = true;
  else delete holder.commentsClosed;
  if (!closed) return;
  for (const comment of [...commentsOn(ctx, target.share.id, target.comment?.id).values()]) removeComment(ctx, comment);
}
