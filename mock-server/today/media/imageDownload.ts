// GET /dms/image/{id}: the bytes of an uploaded image once processed, public as the real CDN serves
// them, answered inertly (servedMedia.ts); a 404 sentence for an address no image has.
import type { MockContext } from '../../context/context.js';
import { DOWNLOAD_PATH, imageBytes } from './images.js';
import { mediaDownload } from './servedMedia.js';

/** The uploaded images' bytes, public as the real CDN serves them. */
export function imageDownload(ctx: MockContext, url: URL): Response {
  const found = imageBytes(ctx, decodeURIComponent(url.pathname.slice(DOWNLOAD_PATH.length)));
  if (!found) return new Response('No uploaded image has this address.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return mediaDownload('image', found.type, found.bytes);
}
