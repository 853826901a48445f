// LinkedIn refuses a post whose text its author already published: 422 with the URN of the first
// (Arisamiga/Linkedin-RSS#5, 2023: the body below, verbatim but for the URN). What counts as the
// same post is not documented; here, to stay no stricter than LinkedIn on a guess, it is the same
// author, the same non-empty commentary (as published, little text cut) and the same content
// (article URL and images), so a repost with another link or picture is a new post.
import type { ShareRecord } from '../../store/network.js';
import type { ShareInput } from '../../store/publishShare.js';

/** The share of `authorId` that `input` would duplicate, if any. */
export function duplicateOf(shares: Iterable<ShareRecord>, authorId: string, input: ShareInput): ShareRecord | undefined {
  if (!input.comment) return undefined;
  const content = contentKey(input);
  for (const share of shares) {
    if (share.authorId === authorId && !share.companyId && share.comment === input.comment && contentKey(share) === content) return share;
  }
  return undefined;
}

function contentKey(share: Pick<ShareRecord, 'content' | 'images' | 'attributionShareId'>): string {
  return JSON.stringify([share.content?.submittedUrl ?? null, share.images ?? [], share.attributionShareId ?? null]);
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
