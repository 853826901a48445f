// The upload and download addresses of videos, documents and legacy assets (images keep theirs,
// today/media/images.ts). Upload URLs carry the item's secret (`ut`), as LinkedIn's signed dms-uploads URLs do.
import type { MediaRecord } from '../../store/network.js';

/** The image upload path: `/dms-uploads/{id}`, one segment after the prefix (today/media/images.ts makes it). */
export const IMAGE_UPLOAD_PATH = /^\/dms-uploads\/([^/]+)$/;
/** Upload paths: `/dms-uploads/{video|document|asset}/{id}[/{part}]`. */
export const MEDIA_UPLOAD_PATH = /^\/dms-uploads\/(video|document|asset)\/([^/]+)(?:\/([^/]+))?$/;
/** Download paths: `/dms/{video|document}/{id}`. */
export const MEDIA_DOWNLOAD_PATH = /^\/dms\/(video|document)\/([^/]+)$/;

/** Where one part of a video (0-based), its captions or its thumbnail go. */
export function videoUploadUrl(apiOrigin: string, video: MediaRecord, part: number | 'captions' | 'thumbnail'): string {
  return `${apiOrigin}/dms-uploads/video/${video.id}/${part}?ut=${video.uploadToken}`;
}

/** Where a document's (or a legacy asset's) one PUT goes. */
export function singleUploadUrl(apiOrigin: string, kind: 'document' | 'asset', id: string, token: string): string {
  return `${apiOrigin}/dms-uploads/${kind}/${id}?ut=${token}`;
}

/** Where an AVAILABLE video or document is served. */
export function mediaDownloadUrl(apiOrigin: string, item: MediaRecord): string {
  return `${apiOrigin}/dms/${item.kind}/${item.id}`;
}
