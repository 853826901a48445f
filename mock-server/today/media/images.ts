// The Images API (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api):
//   POST /rest/images?action=initializeUpload  {initializeUploadRequest:{owner}}
//        → {value:{uploadUrlExpiresAt, uploadUrl, image:"urn:li:image:…"}}
//   PUT  {uploadUrl}                            the bytes → 201; the URL is signed (`ut`), so no token is
//                                               needed, as on LinkedIn (today/media/mediaTransfer.ts takes it)
//   GET  /rest/images?ids=List({urn},…)         the batch get: {results, statuses, errors} (restli/batchGet.ts)
//   GET  /rest/images/{urn}                     {id, owner, status, downloadUrl, downloadUrlExpiresAt, mediaTypeFamily},
//                                               to an organization token only (pagePermissions.ts pollMedia)
//   GET  /dms/image/{id}                        the uploaded bytes (public, as media.licdn.com serves them)
// The upload URL carries a secret (`ut`), the capability to upload, as LinkedIn's signed URLs do. An image is
// WAITING_UPLOAD until its bytes come, then processed as every medium is (today/media/mediaStatus.ts:
// PROCESSING for MEDIA_PROCESSING_SECONDS.image, 0 by default), then AVAILABLE and usable in a post.
import type { TodayCall, TodayRoute } from '../TodayRoute.js';
import type { ImageRecord } from '../../store/network.js';
import { settingsOf, type MockContext } from '../../context/context.js';
import { jsonBody } from '../jsonBody.js';
import { liUrn, urnParam } from '../../restli/urn.js';
import { batchGet } from '../../restli/batchGet.js';
import { randomString } from '../../store/randomString.js';
import { BATCH_GET_MAX, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_URL_LIFETIME_SECONDS } from '../../defaults.js';
import { fromBase64, toBase64 } from './base64.js';
import { mediaStatus } from './mediaStatus.js';
import { admitMedia, imageMedia, mediaBoundRefusal, mediaDropAt } from './mediaBounds.js';
import { mayReadUpload, ownerOf } from './mediaOwner.js';
import { OPAQUE_TYPE, servedType } from './servedMedia.js';
import { imageProblem } from './mediaFormat.js';
import { RestError, BadRequest, AccessDenied, NotFound, Unprocessable, FIELD_REQUIRED } from '../../api/errors.js';

/** Path of upload URLs; the image id follows. */
export const UPLOAD_PATH = '/dms-uploads/';
/** Path of the uploaded images' download URLs; the image id follows. */
export const DOWNLOAD_PATH = '/dms/image/';
const UPLOAD_TOKEN_LENGTH = 32;
const IMAGE_ID_LENGTH = 16;

/** The download URL of an uploaded image. */
export function downloadUrl(apiOrigin: string, image: ImageRecord): string {
  return `${apiOrigin}${DOWNLOAD_PATH}${image.id}`;
}

async function initializeUpload(call: TodayCall) {
  if (call.query.get('action') !== 'initializeUpload') throw new BadRequest(`The images resource has the action initializeUpload, not '${call.query.get('action')}'.`);
  const body = await jsonBody(call.request);
  const requestBody = body.initializeUploadRequest;
  if (!requestBody || typeof requestBody !== 'object') throw new Unprocessable('/initializeUploadRequest', FIELD_REQUIRED);
  // The caller, or a page the caller may post as (today/media/mediaOwner.ts, as for every upload).
  const { organizationId } = ownerOf(call, (requestBody as Record<string, unknown>).owner, '/initializeUploadRequest/owner', 'images');
  const now = call.ctx.clock.now();
  // Random, as the real ids are: the download URL is public, so its id must not be guessable.
  const id = `D4E10AQ${randomString(IMAGE_ID_LENGTH)}`;
  const refusal = admitMedia(call.ctx, { kind: 'image', id, ownerId: call.caller.memberId, bytes: 0 });
  if (refusal) throw mediaBoundRefusal(refusal);
  const image: ImageRecord = {
    id,
    ownerId: call.caller.memberId,
    ...(organizationId !== undefined && { organizationId }),
    status: 'WAITING_UPLOAD',
    uploadToken: randomString(UPLOAD_TOKEN_LENGTH),
    uploadUrlExpiresAt: now + IMAGE_UPLOAD_URL_LIFETIME_SECONDS * 1000,
    createdAt: now,
    ...(settingsOf(call.ctx).holdMedia && { held: true }),
  };
  call.ctx.network.images.set(image.id, image);
  return {
    body: {
      value: {
        uploadUrlExpiresAt: image.uploadUrlExpiresAt,
        uploadUrl: `${call.apiOrigin}${UPLOAD_PATH}${image.id}?ut=${image.uploadToken}`,
        image: liUrn('image', image.id),
      },
    },
  };
}

/** The image with this id, unless none or its unused lifetime is over (then dropped: today/media/mediaBounds.ts). */
export function liveImage(images: Map<string, ImageRecord>, id: string, now: number): ImageRecord | undefined {
  const image = images.get(id);
  if (image && now >= mediaDropAt(imageMedia(image))) images.delete(id);
  return images.get(id);
}

function imageOf(call: TodayCall, id: string): ImageRecord {
  const image = liveImage(call.ctx.network.images, id, call.ctx.clock.now());
  if (!image) throw new NotFound(`Image ${liUrn('image', id)} does not exist.`);
  return image;
}

function getImage(call: TodayCall) {
  return { body: imageView(call, call.urns.urn.id, 'GET') };
}

/** The URN of an image, in a path or a batch key. */
const IMAGE_URN = { what: 'an image', types: ['image'] } as const;

/** `GET /rest/images?ids=List(urn:li:image:…)`: each image as GET /rest/images/{urn} answers it, or its 403/404 (restli/batchGet.ts). */
function batchGetImages(call: TodayCall) {
  return { body: batchGet(call.url, BATCH_GET_MAX, (key) => ({ name: String(key), value: imageView(call, urnParam(String(key), IMAGE_URN).id, 'BATCH_GET') })) };
}

/** An image as GET /rest/images/{urn} shows it, to a caller who may read it (`access`: the method its refusal names). */
function imageView(call: TodayCall, id: string, access: string): Record<string, unknown> {
  const image = imageOf(call, id);
  // An organization token's read (the page permissions' pollMedia row): a member's token writes only.
  if (!mayReadUpload(call, image, 'pollMedia')) throw new AccessDenied('images', access, call.version);
  const status = mediaStatus(image, 'image', call.ctx.clock.now(), settingsOf(call.ctx).mediaProcessingSeconds);
  return {
    id: liUrn('image', image.id),
    owner: image.organizationId === undefined ? liUrn('person', image.ownerId) : liUrn('organization', image.organizationId),
    status,
    mediaTypeFamily: 'STILLIMAGE',
    uploadedAt: image.status === 'AVAILABLE' ? image.uploadedAt ?? image.createdAt : undefined,
    processingFailureReason: status === 'PROCESSING_FAILED' ? image.failureReason : undefined,
    downloadUrl: status === 'AVAILABLE' ? downloadUrl(call.apiOrigin, image) : undefined,
    downloadUrlExpiresAt: status === 'AVAILABLE' ? call.ctx.clock.now() + IMAGE_UPLOAD_URL_LIFETIME_SECONDS * 1000 : undefined,
  };
}

/**
 * Keeps an image's uploaded bytes (its PUT, or a legacy image asset's): from now it is processed
 * (today/media/mediaStatus.ts). A second PUT replaces the bytes. The image must fit the bound on
 * uploaded media (today/media/mediaBounds.ts: 429 otherwise).
 */
export function storeImageBytes(ctx: MockContext, image: ImageRecord, bytes: Uint8Array, contentType: string | null): void {
  const now = ctx.clock.now();
  if (bytes.byteLength === 0) throw new BadRequest('The upload is empty; PUT the image bytes as the body.');
  if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) throw new RestError(413, `The image is ${bytes.byteLength} bytes; at most ${IMAGE_UPLOAD_MAX_BYTES} are taken.`);
  const refusal = admitMedia(ctx, { kind: 'image', id: image.id, ownerId: image.ownerId, bytes: bytes.byteLength });
  if (refusal) throw mediaBoundRefusal(refusal);
  const type = servedType('image', contentType);
  image.size = bytes.byteLength;
  image.mediaType = type !== OPAQUE_TYPE ? type : sniffType(bytes);
  image.data = toBase64(bytes);
  image.status = 'AVAILABLE';
  image.uploadedAt = now;
  // Bytes LinkedIn cannot use fail processing (today/media/mediaFormat.ts).
  const problem = imageProblem(bytes);
  if (problem) image.failureReason = problem;
}

/** The type of image bytes sent without a usable Content-Type (JPEG, PNG, GIF by their magic numbers). */
function sniffType(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0x47 && bytes[1] === 0x49) return 'image/gif';
  return OPAQUE_TYPE;
}

export const imageRoutes: TodayRoute[] = [
  {
    path: '/rest/images',
    resource: 'images',
    versioned: true,
    methods: {
      POST: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'ACTION', handle: initializeUpload },
      GET: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'BATCH_GET', handle: batchGetImages },
    },
  },
  { path: '/rest/images/:urn', resource: 'images', versioned: true, keyed: true, urns: { urn: IMAGE_URN }, methods: { GET: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'GET', handle: getImage } } },
];

/** The bytes of an uploaded image once processed (AVAILABLE now), or undefined. */
export function imageBytes(ctx: MockContext, id: string): { type: string; bytes: Uint8Array } | undefined {
  const now = ctx.clock.now();
  const image = liveImage(ctx.network.images, id, now);
  if (!image?.data || mediaStatus(image, 'image', now, settingsOf(ctx).mediaProcessingSeconds) !== 'AVAILABLE') return undefined;
  return { type: image.mediaType ?? 'application/octet-stream', bytes: fromBase64(image.data) };
}
