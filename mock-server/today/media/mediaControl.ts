// Processing under the test's control (admin API `GET/POST /__admin/media`, `service.admin.media()`
// and `service.admin.mediaProcessing()`; docs/media.md "Processing"): every image, video and
// document with its status now, and three changes to one of them, named by its URN:
//   hold     it stays PROCESSING once uploaded, until released (a test checks its code waits)
//   release  processing ends now: AVAILABLE at once if uploaded (WAITING_UPLOAD until then)
//   fail     PROCESSING_FAILED with `reason` once uploaded (a test checks its code gives up)
import { settingsOf, type MockContext } from '../../context/context.js';
import { liUrn } from '../../restli/urn.js';
import { unknownKeyProblem } from '../../vocabulary/didYouMean.js';
import { findMedia, type FoundMedia } from './findMedia.js';
import { isUploaded, mediaStatus, type MediaStatus, type MediaType } from './mediaStatus.js';
import { ownerUrnOf } from './mediaOwner.js';

export interface MediaState {
  urn: string;
  type: MediaType;
  /** Its owner as the API names it (`GET /rest/images/{urn}` `owner`): the page's URN for a page's upload, else the member's. */
  owner: string;
  /** The member who uploaded it (for a page's upload, the member acting for the page). */
  uploadedBy: string;
  status: MediaStatus;
  held: boolean;
  failureReason?: string;
  /** When the bytes were complete, and when processing ends unless held (ms). */
  uploadedAt?: number;
  availableAt?: number;
}

export type MediaProcessingChange = { urn: string; processing: 'hold' | 'release' | 'fail'; reason?: string };

/** The failure reason `fail` gives without one. */
export const DEFAULT_FAILURE_REASON = 'Media processing failed.';

function stateOf(ctx: MockContext, found: FoundMedia): MediaState {
  const { item, type, urn } = found;
  const state: MediaState = { urn, type, owner: ownerUrnOf(item), uploadedBy: item.ownerId, status: mediaStatus(item, type, ctx.clock.now(), settingsOf(ctx).mediaProcessingSeconds), held: !!item.held };
  if (item.failureReason !== undefined) state.failureReason = item.failureReason;
  if (item.uploadedAt !== undefined) {
    state.uploadedAt = item.uploadedAt;
    state.availableAt = item.uploadedAt + settingsOf(ctx).mediaProcessingSeconds[type] * 1000;
  }
  return state;
}

/** Every image, video and document the service holds, oldest first. */
export function listMedia(ctx: MockContext): MediaState[] {
  const network = ctx.network;
  const found: FoundMedia[] = [
    ...[...network.images.values()].map((item): FoundMedia => ({ urn: liUrn('image', item.id), type: 'image', item })),
    ...[...network.media.values()].map((item): FoundMedia => ({ urn: liUrn(item.kind, item.id), type: item.kind, item })),
  ];
  return found.sort((a, b) => a.item.createdAt - b.item.createdAt).map((entry) => stateOf(ctx, entry));
}

/** The change a body asks for, or what is wrong with the body. */
export function mediaChangeFrom(body: unknown): MediaProcessingChange | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'Send {"urn": "urn:li:video:…", "processing": "hold" | "release" | "fail", "reason"?: "…"}.';
  const unknown = unknownKeyProblem(body, ['urn', 'processing', 'reason'], { field: 'a media processing change' });
  if (unknown) return unknown;
  const { urn, processing, reason } = body as Record<string, unknown>;
  if (typeof urn !== 'string') return "'urn' is required: the urn:li:image, urn:li:video, urn:li:document or urn:li:digitalmediaAsset URN.";
  if (processing !== 'hold' && processing !== 'release' && processing !== 'fail') return `'processing' must be 'hold', 'release' or 'fail', not ${JSON.stringify(processing)}.`;
  if (reason !== undefined && (typeof reason !== 'string' || processing !== 'fail')) return "'reason' is a string, and only for 'fail'.";
  return { urn, processing, ...(reason !== undefined && { reason: reason as string }) };
}

/**
 * Holds, releases or fails one item; undefined when no image, video or document has the URN.
 * @example mediaProcessing(ctx, { urn: 'urn:li:video:C5F10AQx', processing: 'hold' })
 */
export function mediaProcessing(ctx: MockContext, change: MediaProcessingChange): MediaState | undefined {
  const found = findMedia(ctx.network, change.urn);
  if (!found) return undefined;
  const item = found.item;
  if (change.processing === 'hold') item.held = true;
  else if (change.processing === 'fail') item.failureReason = change.reason ?? DEFAULT_FAILURE_REASON;
  else {
    delete item.held;
    delete item.failureReason;
    const done = ctx.clock.now() - settingsOf(ctx).mediaProcessingSeconds[found.type] * 1000;
    if (isUploaded(item) && item.uploadedAt !== undefined && item.uploadedAt > done) item.uploadedAt = done;
  }
  return stateOf(ctx, found);
}
