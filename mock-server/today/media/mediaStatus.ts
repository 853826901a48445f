// The one processing rule of today's media (docs/media.md "Processing"): an item is WAITING_UPLOAD
// until its bytes are complete (an image's or a document's PUT, a video's finalizeUpload), then
// PROCESSING for MEDIA_PROCESSING_SECONDS of its type on the mock clock, then AVAILABLE; the admin
// API can hold it in PROCESSING or fail it (PROCESSING_FAILED with a reason). LinkedIn: "Every media
// type is processed asynchronously … and must reach AVAILABLE before it is attached to a post".
import { MEDIA_PROCESSING_SECONDS } from '../../defaults.js';

export type MediaStatus = 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';
export type MediaType = keyof typeof MEDIA_PROCESSING_SECONDS;

/** What the rule reads of an image, video or document record. */
export interface Processed {
  /** Images only: 'WAITING_UPLOAD' until the PUT. */
  status?: string;
  data?: string;
  uploadedAt?: number;
  held?: boolean;
  failureReason?: string;
}

/** Whether the item's bytes are complete. */
export function isUploaded(item: Processed): boolean {
  return item.status === undefined ? item.uploadedAt !== undefined : item.status !== 'WAITING_UPLOAD';
}

/**
 * The status of an item at `now`.
 * @example mediaStatus({ uploadedAt: 0 }, 'video', 10_000) // 'PROCESSING' (30 s for a video)
 */
export function mediaStatus(item: Processed, type: MediaType, now: number): MediaStatus {
  if (!isUploaded(item)) return 'WAITING_UPLOAD';
  if (item.failureReason !== undefined) return 'PROCESSING_FAILED';
  if (item.held) return 'PROCESSING';
  // Records of state files written before processing existed have no uploadedAt: processed.
  if (item.uploadedAt === undefined) return 'AVAILABLE';
  return now >= item.uploadedAt + MEDIA_PROCESSING_SECONDS[type] * 1000 ? 'AVAILABLE' : 'PROCESSING';
}
