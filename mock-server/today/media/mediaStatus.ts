// The one processing rule of today's media (docs/media.md "Processing"): an item is WAITING_UPLOAD
// until its bytes are complete (an image's or a document's PUT, a video's finalizeUpload), then
// PROCESSING for the processing time of its type on the mock clock (MEDIA_PROCESSING_SECONDS, or
// the mediaProcessingSeconds option: settingsOf(ctx).mediaProcessingSeconds), then AVAILABLE; the admin
// API (or the holdMedia option, for every new upload) can hold it in PROCESSING or fail it (PROCESSING_FAILED with a reason). LinkedIn: "Every media
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

/** Seconds an uploaded item of each type stays PROCESSING (settingsOf(ctx).mediaProcessingSeconds). */
export type ProcessingSeconds = Record<MediaType, number>;

/**
 * The status of an item at `now`, with the processing times in force.
 * @example mediaStatus({ uploadedAt: 0 }, 'video', 10_000, MEDIA_PROCESSING_SECONDS) // 'PROCESSING' (30 s for a video)
 */
export function mediaStatus(item: Processed, type: MediaType, now: number, processingSeconds: ProcessingSeconds): MediaStatus {
  if (!isUploaded(item)) return 'WAITING_UPLOAD';
  if (item.failureReason !== undefined) return 'PROCESSING_FAILED';
  if (item.held) return 'PROCESSING';
  // Records of state files written before processing existed have no uploadedAt: processed.
  if (item.uploadedAt === undefined) return 'AVAILABLE';
  return now >= item.uploadedAt + processingSeconds[type] * 1000 ? 'AVAILABLE' : 'PROCESSING';
}
