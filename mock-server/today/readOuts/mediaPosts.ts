// Which post shows each image, video and document (the admin page's Media section links an item to
// its post's page, `/feed/update/{urn}/`): an image of a post's `images`, the video or document of
// its `media` (an asset URN names the image or video it registered), an image of a comment on it.
// Keys are the URNs the Media section lists (mediaControl.ts `listMedia`): `urn:li:image:…`,
// `urn:li:video:…`, `urn:li:document:…`.
import type { NetworkStore } from '../../store/network.js';
import { liUrn } from '../../restli/urn.js';
import { findMedia } from '../media/findMedia.js';
import { postUrn } from '../posts/postRecords.js';

/**
 * The post URN of the post that shows each media item, by the item's URN; when several do, the one
 * made last. Items no post shows are absent.
 * @example mediaPosts(ctx.network).get('urn:li:image:D4E10AQx') // 'urn:li:share:7100000000004194304'
 */
export function mediaPosts(network: NetworkStore): Map<string, string> {
  const shown = new Map<string, string>();
  for (const share of network.shares.values()) {
    const post = postUrn(share);
    for (const id of share.images ?? []) shown.set(liUrn('image', id), post);
    const found = share.media ? findMedia(network, share.media.urn) : undefined;
    if (found) shown.set(liUrn(found.type, found.item.id), post);
  }
  for (const comment of network.socialComments.values()) {
    const share = comment.imageId ? network.shares.get(comment.shareId) : undefined;
    if (share) shown.set(liUrn('image', comment.imageId!), postUrn(share));
  }
  return shown;
}
