// LinkedIn refuses a post whose text its author already published: 422 with the URN of the first
// (Arisamiga/Linkedin-RSS#5, 2023: the body below, verbatim but for the URN). What counts as the
// same post is not documented; here, to stay no stricter than LinkedIn on a guess, it is the same
// author (the member, or the page for a page's post), the same non-empty commentary (as published,
// little text cut) and the same content (article URL, images, video or document, reshared post),
// so a repost with another link or picture is a new post. A post deleted less than
// DELETED_POST_DUPLICATE_SECONDS ago still counts, naming the deleted post's URN (which answers 404):
// LinkedIn keeps answering DUPLICATE_POST "for 24–48 h" after a delete (ComposioHQ/composio#2710).
import type { NetworkStore, ShareRecord } from '../../store/network.js';
import { DELETED_POST_DUPLICATE_SECONDS } from '../../defaults.js';
import type { ShareInput } from '../../store/publishShare.js';
import type { PostAuthor } from './postInput.js';

/** The share of `author` (a member, or a page) that `input` would duplicate at `now`, if any: a post, or one deleted within the window. */
export function duplicateOf(network: Pick<NetworkStore, 'shares' | 'deletedPosts'>, now: number, author: PostAuthor, input: ShareInput): ShareRecord | undefined {
  if (!input.comment) return undefined;
  const content = contentKey(input);
  const recentlyDeleted = [...network.deletedPosts.values()].filter((post) => now < post.deletedAt + DELETED_POST_DUPLICATE_SECONDS * 1000);
  for (const share of [...network.shares.values(), ...recentlyDeleted]) {
    const sameAuthor = author.type === 'organization' ? share.companyId === author.id : share.authorId === author.id && !share.companyId;
    if (sameAuthor && share.comment === input.comment && contentKey(share) === content) return share;
  }
  return undefined;
}

function contentKey(share: Pick<ShareRecord, 'content' | 'images' | 'media' | 'poll' | 'attributionShareId'>): string {
  return JSON.stringify([share.content?.submittedUrl ?? null, share.images ?? [], share.media?.urn ?? null, share.attributionShareId ?? null, share.poll ? [share.poll.question, share.poll.options] : null]);
}

/**
 * LinkedIn's 422 body for a duplicate post, naming the post it duplicates.
 * @example duplicatePostBody('urn:li:share:7141138937766391808').errorDetails.inputErrors[0].code // 'DUPLICATE_POST'
 */
export function duplicatePostBody(urn: string) {
  return {
    errorDetailType: 'com.linkedin.common.error.BadRequest',
    message: `com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of ${urn}`,
    errorDetails: { inputErrors: [{ description: 'Duplicate post is detected', input: {}, code: 'DUPLICATE_POST' }] },
    status: 422,
  };
}
