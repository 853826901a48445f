// `GET https://www.linkedin.com/feed/update/{urn}/`: the post as the network shows it, the address
// integrations show their users after posting (`urn:li:share:…`, `urn:li:ugcPost:…` or
// `urn:li:activity:…`, encoded or not). Built from the store: the author's name, the commentary as
// stored shown as little text displays (views/feedUpdatePage.ts), images, the video or document,
// the article, the reshared post, reactions by type and comments with replies. Public on this mock
// whatever the post's visibility (the page is for the team testing its integration; docs/social-actions.md).
import { settingsOf, type MockContext } from '../../context/context.js';
import type { ShareRecord, SocialCommentRecord } from '../../store/network.js';
import { ServiceRoute } from '../../http/ServiceRoute.js';
import { pageResponse } from '../../views/pageResponse.js';
import { renderFeedUpdatePage, renderNoPostPage, type FeedAuthor, type FeedComment, type FeedPost } from '../../views/feedUpdatePage.js';
import { parseUrn } from '../../restli/urn.js';
import { postOfUrn, postUrn } from '../posts/postRecords.js';
import { littleTextDisplay } from '../posts/littleText.js';
import { downloadUrl } from '../media/images.js';
import { mediaDownloadUrl } from '../media/mediaUrls.js';
import { mediaStatus } from '../media/mediaStatus.js';
import { REACTION_TYPES, type ReactionType } from '../socialActions/reactionTypes.js';
import { commentsOn } from '../socialActions/commentRecords.js';
import { sliceOf } from '../../restli/paging.js';
import { commentGroups, reactionGroup } from '../../store/network.js';
import { FEED_COMMENTS_SHOWN, FEED_REPLIES_SHOWN } from '../../defaults.js';

/** The path of a post's page. */
export const FEED_UPDATE_PATH = /^\/feed\/update\/([^/]+)\/?$/;

/**
 * The path of a post's page, its URN as LinkedIn writes it there (not encoded).
 * @example feedUpdatePath('urn:li:share:7100000000004194304') // '/feed/update/urn:li:share:7100000000004194304/'
 */
export function feedUpdatePath(urn: string): string {
  return `/feed/update/${urn}/`;
}

const POST_TYPES = ['share', 'ugcPost', 'activity'];

function when(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

function actorOf(ctx: MockContext, urn: string): FeedAuthor {
  const parsed = parseUrn(urn);
  if (parsed?.entityType === 'organization') return { name: ctx.network.companies.get(parsed.id)?.name ?? urn, kind: 'page' };
  const member = parsed ? ctx.directory.members.get(parsed.id) : undefined;
  return member ? { name: `${member.firstName} ${member.lastName}`, headline: member.headline, kind: 'person' } : { name: urn, kind: 'person' };
}

/** Who a share shows as its author: the member's name and headline, or the company page's name. */
export function authorOf(ctx: MockContext, share: ShareRecord): FeedAuthor {
  if (share.companyId) return { name: ctx.network.companies.get(share.companyId)?.name ?? `Page ${share.companyId}`, kind: 'page' };
  const member = share.authorId ? ctx.directory.members.get(share.authorId) : undefined;
  return member ? { name: `${member.firstName} ${member.lastName}`, headline: member.headline, kind: 'person' } : { name: 'A member', kind: 'person' };
}

/**
 * A comment as the page shows it: its reactions counted by the size of their group, its first
 * FEED_REPLIES_SHOWN replies and how many others: the work is what the page shows, whatever else the
 * store holds (round five #5: the page once filtered every reaction and comment once per comment).
 */
function commentModel(ctx: MockContext, origin: string, comment: SocialCommentRecord, depth: number): FeedComment {
  const author = comment.actor.startsWith('urn:li:person:') ? actorOf(ctx, `urn:li:person:${comment.memberId}`) : actorOf(ctx, comment.actor);
  const image = comment.imageId ? ctx.network.images.get(comment.imageId) : undefined;
  const replies = depth === 0 ? commentsOn(ctx, comment.shareId, comment.id) : undefined;
  const shown = replies ? sliceOf(replies, 0, FEED_REPLIES_SHOWN) : [];
  return {
    id: comment.id,
    author,
    text: comment.text,
    when: when(comment.createdAt),
    ...(image?.status === 'AVAILABLE' ? { image: downloadUrl(origin, image) } : {}),
    reactions: ctx.network.reactions.group(reactionGroup(`comment:${comment.id}`)).size,
    replies: shown.map((reply) => commentModel(ctx, origin, reply, 1)),
    moreReplies: (replies?.size ?? 0) - shown.length,
  };
}

/**
 * The page's model of a share (and of the share it reshares, one level down): its first-level
 * comments from `start` (FEED_COMMENTS_SHOWN of them), with links to the pages before and after.
 */
export function feedPost(ctx: MockContext, share: ShareRecord, origin: string, depth = 0, start = 0): FeedPost {
  const now = ctx.clock.now();
  const images = (share.images ?? []).map((id, index, all) => {
    const image = ctx.network.images.get(id);
    const alt = `Image ${index + 1} of ${all.length} of the post`;
    return image?.status === 'AVAILABLE' ? { src: downloadUrl(origin, image), alt, status: 'AVAILABLE' } : { alt, status: image ? image.status : 'deleted' };
  });
  const post: FeedPost = {
    urn: postUrn(share),
    author: authorOf(ctx, share),
    when: when(share.timestamp),
    visibility: share.visibility === 'connections-only' ? 'Connections only' : 'Anyone',
    commentary: littleTextDisplay(share.comment ?? ''),
    ...(share.commentaryCut ? { cut: share.commentaryCut } : {}),
    edited: share.editedAt !== undefined,
    images,
    reactions: [],
    comments: [],
    commentCount: 0,
  };
  if (share.media) {
    const id = parseUrn(share.media.urn)?.id ?? '';
    const item = ctx.network.media.get(id);
    const status = item ? mediaStatus(item, item.kind === 'video' ? 'video' : 'document', now, settingsOf(ctx).mediaProcessingSeconds) : 'deleted';
    const card = { title: share.media.title, status, ...(item && status === 'AVAILABLE' ? { href: mediaDownloadUrl(origin, item) } : {}) };
    if (share.media.urn.startsWith('urn:li:document:')) post.document = card;
    else post.video = card;
  }
  const c = share.content;
  if (c?.submittedUrl) post.article = { url: c.submittedUrl, title: c.title, description: c.description, thumbnail: c.submittedImageUrl };
  if (share.attributionShareId && depth === 0) {
    const parent = ctx.network.shares.get(share.attributionShareId);
    if (parent) post.reshared = feedPost(ctx, parent, origin, 1);
    else post.resharedMissing = true;
  }
  if (depth === 0) {
    const counts = new Map<ReactionType, number>();
    for (const reaction of ctx.network.reactions.group(reactionGroup(`share:${share.id}`)).values()) counts.set(reaction.reactionType, (counts.get(reaction.reactionType) ?? 0) + 1);
    post.reactions = (Object.keys(REACTION_TYPES) as ReactionType[]).filter((type) => counts.has(type)).map((type) => ({ label: REACTION_TYPES[type], count: counts.get(type)! }));
    const firstLevel = commentsOn(ctx, share.id);
    post.comments = sliceOf(firstLevel, start, FEED_COMMENTS_SHOWN).map((comment) => commentModel(ctx, origin, comment, 0));
    post.commentCount = ctx.network.socialComments.group(commentGroups.post(share.id)).size;
    const page = (from: number) => `${feedUpdatePath(post.urn)}${from ? `?start=${from}` : ''}`;
    post.commentPages = {
      start,
      firstLevel: firstLevel.size,
      ...(start > 0 && { previous: page(Math.max(0, Math.min(start, firstLevel.size) - FEED_COMMENTS_SHOWN)) }),
      ...(start + FEED_COMMENTS_SHOWN < firstLevel.size && { next: page(start + FEED_COMMENTS_SHOWN) }),
    };
  }
  return post;
}

/** The share a page path names, or undefined. */
function shareOfPath(ctx: MockContext, segment: string): { urn: string; share?: ShareRecord } {
  let urn = segment;
  try {
    urn = decodeURIComponent(segment);
  } catch {
    // not an escape sequence: shown as it is
  }
  const parsed = parseUrn(urn);
  const share = parsed?.namespace === 'li' && POST_TYPES.includes(parsed.entityType) ? postOfUrn(ctx.network, parsed, true) : undefined;
  return { urn, share };
}

/** The route of the post pages. */
export function feedUpdateHandlers(ctx: MockContext) {
  return [
    new ServiceRoute({
      header: 'Post pages (/feed/update/{urn}/)',
      method: 'GET',
      path: '*/feed/update/*',
      accepts: (method, url) => (method === 'GET' || method === 'HEAD') && FEED_UPDATE_PATH.test(url.pathname),
      answer: (request) => {
        const url = new URL(request.url);
        const { urn, share } = shareOfPath(ctx, FEED_UPDATE_PATH.exec(url.pathname)![1]!);
        if (!share) return pageResponse(renderNoPostPage(urn), 404);
        // `?start=` pages the comments (the mock's own parameter: the network's page loads more on demand); anything else is the first page.
        const start = /^\d{1,9}$/.test(url.searchParams.get('start') ?? '') ? Number(url.searchParams.get('start')) : 0;
        return pageResponse(renderFeedUpdatePage(feedPost(ctx, share, url.origin, 0, start)));
      },
    }),
  ];
}
