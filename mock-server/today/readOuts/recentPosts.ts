// The most recent posts as the admin page's Posts section lists them (`admin.posts()`,
// `GET /__admin/posts`): who posted, the post URN and its page `/feed/update/{urn}/`, the start of
// the commentary as members see it and where little text cut it, the media with their processing
// status, the comment and reaction counts. Every share of the network is a post (postRecords.ts),
// made through whichever era's endpoint; newest first, at most ADMIN_RECENT_POSTS.
import { commentGroups, reactionGroup } from '../../store/network.js';
import { settingsOf, type MockContext } from '../../context/context.js';
import type { ShareRecord } from '../../store/network.js';
import { ADMIN_POST_COMMENTARY_CHARS, ADMIN_RECENT_POSTS } from '../../defaults.js';
import { liUrn } from '../../restli/urn.js';
import { authorUrn, postUrn } from '../posts/postRecords.js';
import { littleTextDisplay } from '../posts/littleText.js';
import { findMedia } from '../media/findMedia.js';
import { mediaStatus, type MediaStatus, type MediaType } from '../media/mediaStatus.js';
import { authorOf, feedUpdatePath } from '../postPage/feedUpdate.js';

/** One media item of a post: its URN as the post names it, its type and its status now ('deleted' when the service no longer holds it). */
export interface PostMediaState {
  urn: string;
  type: MediaType;
  status: MediaStatus | 'deleted';
}

/** One post of `admin.posts()`. */
export interface PostSummary {
  /** `urn:li:share:{19 digits}`. */
  urn: string;
  /** Its page, `/feed/update/{urn}/` (a path on the service's origin). */
  feedUpdate: string;
  /** `urn:li:person:…` or `urn:li:organization:…`, and the name the post shows. */
  author: { urn: string; name: string };
  /** When it was published, ms since the epoch. */
  publishedAt: number;
  /** The commentary as members see it (escapes resolved, mentions as names), at most ADMIN_POST_COMMENTARY_CHARS characters, '…' when longer. */
  commentary: string;
  /** Where little text cut the commentary LinkedIn was sent, and the start of what it dropped (ShareRecord.commentaryCut). */
  cut?: { at: number; dropped: string };
  /** The images, the video or the document it shows. */
  media: PostMediaState[];
  /** The article it links to. */
  article?: string;
  /** The post it reshares. */
  reshareOf?: string;
  /** Every comment on it, replies included, and every reaction to it. */
  comments: number;
  reactions: number;
  /** Edited by its author after publishing. */
  edited: boolean;
}

/** At most `max` characters (code points), '…' ending a shortened text. */
function shortened(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
}

function mediaOf(ctx: MockContext, share: ShareRecord): PostMediaState[] {
  const now = ctx.clock.now();
  const state = (urn: string, fallback: MediaType): PostMediaState => {
    const found = findMedia(ctx.network, urn);
    return found ? { urn, type: found.type, status: mediaStatus(found.item, found.type, now, settingsOf(ctx).mediaProcessingSeconds) } : { urn, type: fallback, status: 'deleted' };
  };
  const list = (share.images ?? []).map((id) => state(liUrn('image', id), 'image'));
  if (share.media) list.push(state(share.media.urn, share.media.urn.startsWith('urn:li:document:') ? 'document' : 'video'));
  return list;
}

/**
 * The most recent posts, newest first (made later first when published at the same time), at most `limit`.
 * @example recentPosts(ctx)[0] // { urn: 'urn:li:share:7100…', feedUpdate: '/feed/update/urn:li:share:7100…/', author: {…}, commentary: 'Ship it ', cut: { at: 8, dropped: '(today)' }, … }
 */
export function recentPosts(ctx: MockContext, limit = ADMIN_RECENT_POSTS): PostSummary[] {
  const network = ctx.network;
  const newest = [...network.shares.values()].reverse().sort((a, b) => b.timestamp - a.timestamp);
  return newest.slice(0, limit).map((share) => {
    const urn = postUrn(share);
    return {
      urn,
      feedUpdate: feedUpdatePath(urn),
      author: { urn: authorUrn(share), name: authorOf(ctx, share).name },
      publishedAt: share.timestamp,
      commentary: shortened(littleTextDisplay(share.comment ?? ''), ADMIN_POST_COMMENTARY_CHARS),
      ...(share.commentaryCut && { cut: { ...share.commentaryCut } }),
      media: mediaOf(ctx, share),
      ...(share.content?.submittedUrl && { article: share.content.submittedUrl }),
      ...(share.attributionShareId && { reshareOf: postUrn({ id: share.attributionShareId }) }),
      // The sizes of the store's groups: no comment or reaction of another post is looked at.
      comments: network.socialComments.group(commentGroups.post(share.id)).size,
      reactions: network.reactions.group(reactionGroup(`share:${share.id}`)).size,
      edited: share.editedAt !== undefined,
    };
  });
}
