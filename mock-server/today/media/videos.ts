// The Videos API (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/videos-api):
//   POST /rest/videos?action=initializeUpload {initializeUploadRequest:{owner, fileSizeBytes, uploadCaptions?, uploadThumbnail?}}
//        → {value:{video, uploadToken, uploadUrlsExpireAt, uploadInstructions:[{uploadUrl, firstByte, lastByte}], captionsUploadUrl?, thumbnailUploadUrl?}}
//   PUT  {uploadUrl}   one part: bytes firstByte..lastByte of the file → 200 with an ETag (mediaTransfer.ts)
//   POST /rest/videos?action=finalizeUpload {finalizeUploadRequest:{video, uploadToken, uploadedPartIds:[ETag…]}} → 200
//   GET  /rest/videos/{urn} → {id, owner, status, duration?, downloadUrl?, processingFailureReason?…}
//   GET  /rest/videos?ids=List({urn},…) → the batch get, {results, statuses, errors} (restli/batchGet.ts)
// One upload URL per VIDEO_UPLOAD_PART_BYTES of the file; finalize wants every part's ETag, in order.
import { settingsOf } from '../../context/context.js';
import type { TodayCall, TodayRoute } from '../TodayRoute.js';
import type { MediaRecord } from '../../store/network.js';
import { jsonBody } from '../jsonBody.js';
import { liUrn, parseUrn, urnParam } from '../../restli/urn.js';
import { batchGet } from '../../restli/batchGet.js';
import { randomString } from '../../store/randomString.js';
import { BATCH_GET_MAX, IMAGE_UPLOAD_URL_LIFETIME_SECONDS, VIDEO_MAX_BYTES, VIDEO_UPLOAD_PART_BYTES } from '../../defaults.js';
import { ownerOf, ownerUrnOf, videoForbidden, type UploadOwner } from './mediaOwner.js';
import { admitMediaRecord, liveMedia } from './mediaBounds.js';
import { mediaDownloadUrl, videoUploadUrl } from './mediaUrls.js';
import { mediaStatus } from './mediaStatus.js';
import { concatBytes, fromBase64, toBase64 } from './base64.js';
import { mp4DurationMs, videoProblem } from './mediaFormat.js';
import { BadRequest, NotFound, Unprocessable, FIELD_REQUIRED } from '../../api/errors.js';

const TOKEN_LENGTH = 32;
const ID_LENGTH = 16;

/**
 * The byte ranges of a file of `size` bytes, one per part.
 * @example videoParts(10_000_000) // [{firstByte:0,lastByte:4194303},{firstByte:4194304,lastByte:8388607},{firstByte:8388608,lastByte:9999999}]
 */
export function videoParts(size: number): { firstByte: number; lastByte: number }[] {
  const parts = [];
  for (let first = 0; first < size; first += VIDEO_UPLOAD_PART_BYTES) parts.push({ firstByte: first, lastByte: Math.min(size, first + VIDEO_UPLOAD_PART_BYTES) - 1 });
  return parts;
}

/** A new video record for `owner` (also a legacy feedshare-video asset, assets.ts), within the media bound (mediaBounds.ts: 429 past it). */
export function newVideo(call: TodayCall, owner: UploadOwner, fileSizeBytes: number | undefined, legacyAsset = false): MediaRecord {
  const now = call.ctx.clock.now();
  const video: MediaRecord = {
    id: `${legacyAsset ? 'C5605AQ' : 'C5F10AQ'}${randomString(ID_LENGTH)}`,
    kind: 'video',
    ownerId: owner.memberId,
    ...(owner.organizationId !== undefined && { organizationId: owner.organizationId }),
    uploadToken: randomString(TOKEN_LENGTH),
    uploadUrlExpiresAt: now + IMAGE_UPLOAD_URL_LIFETIME_SECONDS * 1000,
    createdAt: now,
    ...(settingsOf(call.ctx).holdMedia && { held: true }),
  };
  if (legacyAsset) video.legacyAsset = true;
  if (fileSizeBytes !== undefined) {
    video.fileSizeBytes = fileSizeBytes;
    video.parts = videoParts(fileSizeBytes).map(() => null);
  }
  admitMediaRecord(call.ctx, video, 0);
  call.ctx.network.media.set(video.id, video);
  return video;
}

function flag(value: unknown, path: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new Unprocessable(path, 'must be a boolean');
  return value;
}

async function initializeUpload(call: TodayCall) {
  const body = await jsonBody(call.request);
  const request = body.initializeUploadRequest;
  if (!request || typeof request !== 'object' || Array.isArray(request)) throw new Unprocessable('/initializeUploadRequest', FIELD_REQUIRED);
  const fields = request as Record<string, unknown>;
  // A page's video: ADMINISTRATOR or DIRECT_SPONSORED_CONTENT_POSTER only (Videos API; pagePermissions.ts uploadVideo).
  const owner = ownerOf(call, fields.owner, '/initializeUploadRequest/owner', 'videos', videoForbidden, 'uploadVideo');
  const size = fields.fileSizeBytes;
  if (size === undefined) throw new Unprocessable('/initializeUploadRequest/fileSizeBytes', FIELD_REQUIRED);
  if (typeof size !== 'number' || !Number.isInteger(size) || size <= 0) throw new Unprocessable('/initializeUploadRequest/fileSizeBytes', `${JSON.stringify(size)} is not a positive whole number of bytes`);
  if (size > VIDEO_MAX_BYTES) throw new Unprocessable('/initializeUploadRequest/fileSizeBytes', `is ${size} bytes; a video may have at most ${VIDEO_MAX_BYTES}`);
  const captions = flag(fields.uploadCaptions, '/initializeUploadRequest/uploadCaptions');
  const thumbnail = flag(fields.uploadThumbnail, '/initializeUploadRequest/uploadThumbnail');
  const video = newVideo(call, owner, size);
  if (captions) video.captions = true;
  if (thumbnail) video.thumbnail = true;
  const instructions = videoParts(size).map((range, part) => ({ uploadUrl: videoUploadUrl(call.apiOrigin, video, part), ...range }));
  return {
    body: {
      value: {
        uploadUrlsExpireAt: video.uploadUrlExpiresAt,
        video: liUrn('video', video.id),
        uploadInstructions: instructions,
        // A one-part upload is finalized with an empty token (Videos API sample).
        uploadToken: instructions.length > 1 ? video.uploadToken : '',
        ...(captions && { captionsUploadUrl: videoUploadUrl(call.apiOrigin, video, 'captions') }),
        ...(thumbnail && { thumbnailUploadUrl: videoUploadUrl(call.apiOrigin, video, 'thumbnail') }),
      },
    },
  };
}

/** The caller's video a URN names, or the 404/403. */
function videoOf(call: TodayCall, urnText: unknown, path: string): MediaRecord {
  const urn = typeof urnText === 'string' ? parseUrn(urnText) : undefined;
  if (!urn || urn.entityType !== 'video') throw new Unprocessable(path, `${JSON.stringify(urnText)} is not a video URN (urn:li:video:{id})`);
  const video = liveMedia(call.ctx, urn.id);
  if (!video || video.kind !== 'video') throw new NotFound(`Video ${urnText} does not exist.`);
  if (video.ownerId !== call.caller.memberId) throw videoForbidden();
  return video;
}

/**
 * Checks the part ids of finalizeUpload against the ETags the part PUTs answered; returns the
 * problem, or undefined when every part is there, in order.
 */
export function partIdsProblem(video: MediaRecord, ids: unknown): string | undefined {
  const parts = video.parts ?? [];
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) return 'must be a list of the ETags the part uploads answered';
  const missing = parts.findIndex((part) => !part);
  if (missing >= 0) return `part ${missing + 1} of ${parts.length} has not been uploaded; PUT it to its uploadUrl first`;
  if (ids.length !== parts.length) return `has ${ids.length} ids; the upload has ${parts.length} parts, give each part's ETag in order`;
  for (let i = 0; i < parts.length; i++) {
    if (ids[i] === parts[i]!.etag) continue;
    const elsewhere = parts.findIndex((part) => part!.etag === ids[i]);
    return elsewhere >= 0 ? `id ${i + 1} is the ETag of part ${elsewhere + 1}; give the ETags in the order of uploadInstructions` : `id ${i + 1} is not the ETag the upload of part ${i + 1} answered`;
  }
  return undefined;
}

async function finalizeUpload(call: TodayCall) {
  const body = await jsonBody(call.request);
  const request = body.finalizeUploadRequest;
  if (!request || typeof request !== 'object' || Array.isArray(request)) throw new Unprocessable('/finalizeUploadRequest', FIELD_REQUIRED);
  const fields = request as Record<string, unknown>;
  const video = videoOf(call, fields.video, '/finalizeUploadRequest/video');
  if (video.legacyAsset) throw new BadRequest(`${liUrn('video', video.id)} was registered through /v2/assets; its one PUT completes it, without finalizeUpload.`);
  const parts = video.parts ?? [];
  const token = fields.uploadToken ?? '';
  if (token !== (parts.length > 1 ? video.uploadToken : '') && token !== video.uploadToken) throw new Unprocessable('/finalizeUploadRequest/uploadToken', 'is not the uploadToken initializeUpload answered');
  const problem = partIdsProblem(video, fields.uploadedPartIds);
  if (problem) throw new Unprocessable('/finalizeUploadRequest/uploadedPartIds', problem);
  // Finalizing again (a retry) changes nothing.
  if (video.uploadedAt === undefined) {
    const bytes = concatBytes(parts.map((part) => fromBase64(part!.data)));
    video.data = toBase64(bytes);
    video.mediaType = 'video/mp4';
    video.parts = parts.map((part) => part && { etag: part.etag, data: '' });
    video.uploadedAt = call.ctx.clock.now();
    const failure = videoProblem(bytes);
    if (failure) video.failureReason = failure;
  }
  return { status: 200 };
}

async function videoAction(call: TodayCall) {
  const action = call.query.get('action');
  if (action === 'initializeUpload') return initializeUpload(call);
  if (action === 'finalizeUpload') return finalizeUpload(call);
  throw new BadRequest(`The videos resource has the actions initializeUpload and finalizeUpload, not '${action}'.`);
}

/** A video as GET /rest/videos/{urn} shows it. */
export function videoView(call: TodayCall, video: MediaRecord): Record<string, unknown> {
  const status = mediaStatus(video, 'video', call.ctx.clock.now(), settingsOf(call.ctx).mediaProcessingSeconds);
  const view: Record<string, unknown> = { id: liUrn('video', video.id), owner: ownerUrnOf(video), status };
  if (video.uploadedAt !== undefined) view.uploadedAt = video.uploadedAt;
  if (status === 'PROCESSING_FAILED') view.processingFailureReason = video.failureReason;
  if (status === 'AVAILABLE') {
    const duration = video.data ? mp4DurationMs(fromBase64(video.data)) : undefined;
    if (duration !== undefined) view.duration = duration;
    view.downloadUrl = mediaDownloadUrl(call.apiOrigin, video);
    view.downloadUrlExpiresAt = call.ctx.clock.now() + IMAGE_UPLOAD_URL_LIFETIME_SECONDS * 1000;
  }
  return view;
}

/** The video a URN names, as GET /rest/videos/{urn} shows it, or the 404. */
function readableVideo(call: TodayCall, text: string, id: string): Record<string, unknown> {
  const video = liveMedia(call.ctx, id);
  if (!video || video.kind !== 'video') throw new NotFound(`Video ${text} does not exist.`);
  // Any member token reads a video's status (clients poll it; Postiz: "Videos can be polled by any token").
  return videoView(call, video);
}

function getVideo(call: TodayCall) {
  return { body: readableVideo(call, call.params.urn!, call.urns.urn!.id) };
}

/** The URN of a video, in a path or a batch key. */
const VIDEO_URN = { what: 'a video', types: ['video'] } as const;

/** `GET /rest/videos?ids=List(urn:li:video:…)`: each video as GET /rest/videos/{urn} answers it, or its 404 (restli/batchGet.ts). */
function batchGetVideos(call: TodayCall) {
  return { body: batchGet(call.url, BATCH_GET_MAX, (key) => ({ name: String(key), value: readableVideo(call, String(key), urnParam(String(key), VIDEO_URN).id) })) };
}

export const videoRoutes: TodayRoute[] = [
  {
    path: '/rest/videos',
    resource: 'videos',
    versioned: true,
    methods: {
      POST: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'ACTION', handle: videoAction },
      GET: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'BATCH_GET', handle: batchGetVideos },
    },
  },
  { path: '/rest/videos/:urn', resource: 'videos', versioned: true, keyed: true, urns: { urn: VIDEO_URN }, methods: { GET: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'GET', handle: getVideo } } },
];
