// An upload PUT judged by its head (round five #3): what the standalone server may read of its body
// before any byte of it. A body of 100 MB (UPLOAD_MAX_BODY_BYTES) was read whole before the URL, the
// item or its `ut` was looked at: six PUTs to upload URLs that did not exist grew the server by
// 1.2 GiB. Now a PUT to an unknown upload path, an item there is none of, a `ut` that is not the
// item's or an expired URL is refused at once (no byte read, the connection closed), and any other is
// bounded by what its item can keep: a video part's exact size, an image's and a document's largest
// file, and what the member's bound and the service's share leave (mediaBounds.ts).
import type { MockContext } from '../../context/context.js';
import type { BodyLimit } from '../../http/ServiceRoute.js';
import { DOCUMENT_MAX_BYTES, IMAGE_UPLOAD_MAX_BYTES, MAX_BODY_BYTES, VIDEO_MAX_BYTES } from '../../defaults.js';
import { IMAGE_UPLOAD_PATH, MEDIA_UPLOAD_PATH } from './mediaUrls.js';
import { liveMedia, mostBytesKept } from './mediaBounds.js';
import { videoParts } from './videos.js';

/** Every upload URL's path starts so (images: `/dms-uploads/{id}`, the others: mediaUrls.ts). */
export const UPLOAD_PATH_PREFIX = '/dms-uploads/';

type Signed = { uploadToken: string; uploadUrlExpiresAt: number };

/** True when the URL is the item's, as initializeUpload gave it, and not expired. */
function signedFor(ctx: MockContext, item: Signed | undefined, url: URL): item is Signed {
  return !!item && url.searchParams.get('ut') === item.uploadToken && ctx.clock.now() <= item.uploadUrlExpiresAt;
}

function bounded(largest: number, kept: number, what: string): BodyLimit {
  if (largest <= kept) return { bytes: largest, why: `An ${what} upload takes at most ${largest} bytes; send a smaller file.` };
  return { bytes: kept, why: `This upload can keep at most ${kept} bytes now: the rest of its member's and its service's bounds on uploaded media is held by media that posts show (docs/security.md); delete posts or reset the mock to upload more.` };
}

/**
 * What may be read of a PUT's body to `url` (any path under /dms-uploads/), or undefined for a
 * request that is not such a PUT.
 * @example uploadHead(ctx, 'PUT', new URL('http://127.0.0.1:8787/dms-uploads/nope?ut=x')) // 'refuse'
 */
export function uploadHead(ctx: MockContext, method: string, url: URL): BodyLimit | undefined {
  if (method !== 'PUT' || !url.pathname.startsWith(UPLOAD_PATH_PREFIX)) return undefined;
  const image = IMAGE_UPLOAD_PATH.exec(url.pathname);
  if (image) {
    const found = ctx.network.images.get(decodeURIComponent(image[1]!));
    if (!signedFor(ctx, found, url)) return 'refuse';
    return bounded(IMAGE_UPLOAD_MAX_BYTES, mostBytesKept(ctx, { kind: 'image', id: found.id, ownerId: found.ownerId }), 'image');
  }
  const match = MEDIA_UPLOAD_PATH.exec(url.pathname);
  if (!match) return 'refuse';
  const [, kind, id, part] = match;
  if (kind === 'asset') {
    const assetImage = ctx.network.images.get(id!);
    if (assetImage) {
      if (part !== undefined || !signedFor(ctx, assetImage, url)) return 'refuse';
      return bounded(IMAGE_UPLOAD_MAX_BYTES, mostBytesKept(ctx, { kind: 'image', id: assetImage.id, ownerId: assetImage.ownerId }), 'image');
    }
  }
  const item = liveMedia(ctx, id!);
  const expected = kind === 'document' ? 'document' : 'video';
  if (!item || item.kind !== expected || (kind === 'asset') !== !!item.legacyAsset || !signedFor(ctx, item, url)) return 'refuse';
  if (kind === 'video') {
    if (part === 'captions') return item.captions ? { bytes: MAX_BODY_BYTES, why: `A captions file takes at most ${MAX_BODY_BYTES} bytes.` } : 'refuse';
    if (part === 'thumbnail') return item.thumbnail ? { bytes: IMAGE_UPLOAD_MAX_BYTES, why: `A thumbnail takes at most ${IMAGE_UPLOAD_MAX_BYTES} bytes.` } : 'refuse';
    const range = /^\d{1,6}$/.test(part ?? '') ? videoParts(item.fileSizeBytes ?? 0)[Number(part)] : undefined;
    if (!range || item.uploadedAt !== undefined) return 'refuse';
    const size = range.lastByte - range.firstByte + 1;
    return { bytes: size, why: `This URL takes bytes ${range.firstByte} to ${range.lastByte} of the video (${size} bytes).` };
  }
  if (part !== undefined) return 'refuse';
  const largest = kind === 'document' ? DOCUMENT_MAX_BYTES : VIDEO_MAX_BYTES;
  return bounded(largest, mostBytesKept(ctx, { kind: kind === 'asset' ? 'asset' : 'document', id: item.id, ownerId: item.ownerId }), kind === 'document' ? 'document' : 'asset');
}
