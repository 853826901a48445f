// The bytes of images, videos, documents and legacy assets: PUT to their upload URLs (mediaUrls.ts) and
// GET at their download URLs once AVAILABLE. Upload URLs are signed (`ut`), as LinkedIn's are: a PUT
// needs no bearer token (the Videos API's part upload sends none; an image's neither, as its signed URL
// is the capability), and one with a token is taken too, whoever's it is.
//   image        PUT /dms-uploads/{id}               the whole image; a second PUT replaces it → 201
//   video part   PUT /dms-uploads/video/{id}/{part}  exactly bytes firstByte..lastByte → 200, ETag
//   captions, thumbnail  PUT /dms-uploads/video/{id}/captions|thumbnail (when asked at initializeUpload) → 201
//   document     PUT /dms-uploads/document/{id}      the whole file; a second PUT replaces it → 201
//   asset        PUT /dms-uploads/asset/{id}         the whole image or video → 201
// Errors are today's JSON error body (answers/errorAnswer.ts).
import { settingsOf, type MockContext } from '../../context/context.js';
import type { MediaRecord } from '../../store/network.js';
import { ServiceRoute } from '../../http/ServiceRoute.js';
import { textAnswer, type Answer } from '../../http/textAnswer.js';
import { anonymousCorsHeaders } from '../../admission/cors.js';
import { randomString } from '../../store/randomString.js';
import { liveImage, storeImageBytes } from './images.js';
import { DOCUMENT_MAX_BYTES, VIDEO_MAX_BYTES } from '../../defaults.js';
import { IMAGE_UPLOAD_PATH, MEDIA_DOWNLOAD_PATH, MEDIA_UPLOAD_PATH } from './mediaUrls.js';
import { videoParts } from './videos.js';
import { mediaStatus } from './mediaStatus.js';
import { fromBase64, toBase64 } from './base64.js';
import { documentProblem, videoProblem } from './mediaFormat.js';
import { admitMediaRecord, liveMedia } from './mediaBounds.js';
import { mediaDownload, OPAQUE_TYPE, servedType } from './servedMedia.js';
import { uploadHead } from './uploadHead.js';
import { RestError, BadRequest, NotFound } from '../../api/errors.js';
import { errorAnswer } from '../../answers/errorAnswer.js';

type Secured = { uploadToken: string; uploadUrlExpiresAt: number };

function checkUrl(ctx: MockContext, item: Secured | undefined, url: URL): asserts item is Secured {
  if (!item) throw new NotFound('No upload waits at this address; initialize the upload first.');
  if (url.searchParams.get('ut') !== item.uploadToken) throw new RestError(403, 'The upload URL is not this item\'s; PUT to the URL initializeUpload returned, as it is.', { code: 'ACCESS_DENIED' });
  if (ctx.clock.now() > item.uploadUrlExpiresAt) throw new BadRequest(`The upload URL expired at ${new Date(item.uploadUrlExpiresAt).toISOString()}; initialize a new upload.`);
}

function bounded(bytes: Uint8Array, max: number, what: string): Uint8Array {
  if (bytes.byteLength === 0) throw new BadRequest(`The upload is empty; PUT the ${what} bytes as the body.`);
  if (bytes.byteLength > max) throw new RestError(413, `The ${what} is ${bytes.byteLength} bytes; at most ${max} are taken.`);
  return bytes;
}

/** Keeps the whole file of a document or a legacy video asset: from now it is processed. */
function storeWhole(ctx: MockContext, item: MediaRecord, bytes: Uint8Array, contentType: string | null): void {
  admitMediaRecord(ctx, item, bytes.byteLength);
  // Sent without a type (or as bytes): the API's own type. Sent as a type the API does not take
  // (text/html, image/svg+xml…): kept and served as bytes, never as that type (servedMedia.ts).
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  item.mediaType = type && type !== OPAQUE_TYPE ? servedType(item.kind, type) : item.kind === 'video' ? 'video/mp4' : 'application/pdf';
  item.data = toBase64(bytes);
  item.uploadedAt = ctx.clock.now();
  const problem = item.kind === 'video' ? videoProblem(bytes) : documentProblem(bytes);
  if (problem) item.failureReason = problem;
}

/** One part of a video: its length must be its byte range's; the answer carries the part's ETag. */
function storePart(ctx: MockContext, video: MediaRecord, part: number, bytes: Uint8Array): Answer {
  const ranges = videoParts(video.fileSizeBytes ?? 0);
  const range = ranges[part];
  if (!range || !video.parts) throw new NotFound(`The upload has ${ranges.length} parts, numbered 0 to ${ranges.length - 1}; there is no part ${part}.`);
  if (video.uploadedAt !== undefined) throw new BadRequest('The upload was finalized; initialize a new one to send other bytes.');
  const expected = range.lastByte - range.firstByte + 1;
  if (bytes.byteLength !== expected) {
    throw new BadRequest(`This URL takes bytes ${range.firstByte} to ${range.lastByte} of the file (${expected} bytes); the request sent ${bytes.byteLength}.`);
  }
  // The parts held so far (each exactly its range) and this one, within the media bound (mediaBounds.ts).
  const held = ranges.reduce((sum, other, i) => sum + (i !== part && video.parts?.[i] ? other.lastByte - other.firstByte + 1 : 0), 0);
  admitMediaRecord(ctx, video, held + bytes.byteLength);
  const etag = `/ambry-video/signedId/${randomString(40)}`;
  video.parts[part] = { etag, data: toBase64(bytes) };
  return textAnswer(null, 200, { etag, 'content-length': '0' });
}

async function upload(ctx: MockContext, request: Request): Promise<Answer> {
  const url = new URL(request.url);
  const bytes = () => request.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  const imagePath = IMAGE_UPLOAD_PATH.exec(url.pathname);
  if (imagePath) {
    const image = liveImage(ctx.network.images, decodeURIComponent(imagePath[1]!), ctx.clock.now());
    checkUrl(ctx, image, url);
    storeImageBytes(ctx, image as NonNullable<typeof image>, await bytes(), request.headers.get('content-type'));
    return textAnswer(null, 201, { 'content-length': '0' });
  }
  const [, kind, id, part] = MEDIA_UPLOAD_PATH.exec(url.pathname)!;
  if (kind === 'asset') {
    const image = ctx.network.images.get(id!);
    if (image) {
      checkUrl(ctx, image, url);
      storeImageBytes(ctx, image, await bytes(), request.headers.get('content-type'));
      return textAnswer(null, 201, { 'content-length': '0' });
    }
  }
  const item = liveMedia(ctx, id!);
  const expectedKind = kind === 'document' ? 'document' : 'video';
  const found = item && item.kind === expectedKind && (kind === 'asset') === !!item.legacyAsset ? item : undefined;
  checkUrl(ctx, found, url);
  const media = found as MediaRecord;
  if (kind === 'video') {
    if (part === 'captions' || part === 'thumbnail') {
      if (!media[part === 'captions' ? 'captions' : 'thumbnail']) throw new NotFound(`The upload did not ask for a ${part} (upload${part === 'captions' ? 'Captions' : 'Thumbnail'}: true at initializeUpload).`);
      await bytes();
      return textAnswer(null, 201, { 'content-length': '0' });
    }
    return storePart(ctx, media, Number(/^\d+$/.test(part ?? '') ? part : NaN), await bytes());
  }
  if (part !== undefined) throw new NotFound('No upload waits at this address.');
  storeWhole(ctx, media, bounded(await bytes(), kind === 'document' ? DOCUMENT_MAX_BYTES : VIDEO_MAX_BYTES, kind === 'document' ? 'document' : 'video'), request.headers.get('content-type'));
  return textAnswer(null, 201, { 'content-length': '0' });
}

function download(ctx: MockContext, url: URL): Response {
  const [, kind, id] = MEDIA_DOWNLOAD_PATH.exec(url.pathname)!;
  const item = liveMedia(ctx, decodeURIComponent(id!));
  if (!item || item.kind !== kind || !item.data || mediaStatus(item, item.kind, ctx.clock.now(), settingsOf(ctx).mediaProcessingSeconds) !== 'AVAILABLE') {
    return new Response(`No ${kind} is available at this address.\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  return mediaDownload(item.kind, item.mediaType, fromBase64(item.data));
}

/** The upload and download routes of videos, documents and legacy assets. */
export function mediaTransferRoutes(ctx: MockContext): ServiceRoute[] {
  return [
    new ServiceRoute({
      header: 'Media uploads (/dms-uploads/{id}, /dms-uploads/{video|document|asset}/…)',
      era: 'today',
      method: 'PUT',
      path: '*/dms-uploads/*',
      accepts: (method, url) => method === 'PUT' && (IMAGE_UPLOAD_PATH.test(url.pathname) || MEDIA_UPLOAD_PATH.test(url.pathname)),
      paths: ['/dms-uploads/:id', '/dms-uploads/video/:id/:part', '/dms-uploads/document/:id', '/dms-uploads/asset/:id'],
      // Every PUT under /dms-uploads/ (the images' too) is judged by its head before the standalone server reads its body.
      bodyLimit: (method, url) => uploadHead(ctx, method, url),
      answer: async (request) => {
        const cors = { ...anonymousCorsHeaders(ctx.directory, request), 'access-control-expose-headers': 'ETag' };
        try {
          const answer = await upload(ctx, request);
          return answer instanceof Response ? answer : { ...answer, headers: { ...answer.headers, ...cors } };
        } catch (error) {
          // The upload host's answers are typed application/json, without Rest.li's protocol header;
          // LinkedIn's own body for a refusal that has one (the media bound's 429), the mock's reason in the journal's notes.
          return errorAnswer({ era: 'today', request }, error, { now: ctx.clock.now(), headers: { 'content-type': 'application/json', ...cors } });
        }
      },
    }),
    new ServiceRoute({
      header: 'Uploaded videos and documents (/dms/{video|document}/{id})',
      method: 'GET',
      path: '*/dms/*',
      accepts: (method, url) => method === 'GET' && MEDIA_DOWNLOAD_PATH.test(url.pathname),
      paths: ['/dms/video/:id', '/dms/document/:id'],
      answer: (request) => download(ctx, new URL(request.url)),
    }),
  ];
}
