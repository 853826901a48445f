// The Images API (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api):
//   POST /rest/images?action=initializeUpload  {initializeUploadRequest:{owner}}
//        → {value:{uploadUrlExpiresAt, uploadUrl, image:"urn:li:image:…"}}
//   PUT  {uploadUrl}                            the bytes, with the member's bearer token → 201
//   GET  /rest/images/{urn}                     {id, owner, status, downloadUrl, downloadUrlExpiresAt, mediaTypeFamily}
//   GET  /dms/image/{id}                        the uploaded bytes (public, as media.licdn.com serves them)
// The upload URL carries a secret (`ut`) and the image's owner must be the caller. An image is
// WAITING_UPLOAD until its bytes come, then AVAILABLE and usable in a post (content.media.id).
import type { V2Call, V2Route } from './V2Route.js';
import type { ImageRecord } from '../store/network.js';
import { jsonBody, unprocessable } from './postInput.js';
import { RestliError, accessDenied, illegalArgument, SERVICE_ERROR_ACCESS_DENIED } from '../restli/RestliError.js';
import { liUrn, parseUrn, urnIdOf } from '../restli/urn.js';
import { randomString } from '../store/randomString.js';
import { callerIsPerson } from './callerIsPerson.js';
import { AUTHOR_MISMATCH_MESSAGE } from './posts.js';
import { pageToActAs } from '../today/organizations/postAsPage.js';
import { runsPage } from '../today/organizations/organizationAccess.js';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_URL_LIFETIME_SECONDS } from '../defaults.js';

/** Path of upload URLs; the image id follows. */
export const UPLOAD_PATH = '/dms-uploads/';
/** Path of the uploaded images' download URLs; the image id follows. */
export const DOWNLOAD_PATH = '/dms/image/';
const UPLOAD_TOKEN_LENGTH = 32;
const IMAGE_ID_LENGTH = 16;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** The download URL of an uploaded image. */
export function downloadUrl(apiOrigin: string, image: ImageRecord): string {
  return `${apiOrigin}${DOWNLOAD_PATH}${image.id}`;
}

async function initializeUpload(call: V2Call) {
  if (call.query.get('action') !== 'initializeUpload') throw illegalArgument(`The images resource has the action initializeUpload, not '${call.query.get('action')}'.`);
  const body = await jsonBody(call.request);
  const requestBody = body.initializeUploadRequest;
  if (!requestBody || typeof requestBody !== 'object') throw unprocessable('/initializeUploadRequest', 'is required but was not present');
  const owner = (requestBody as Record<string, unknown>).owner;
  if (owner === undefined) throw unprocessable('/initializeUploadRequest/owner', 'is required but was not present');
  const { entityType, id: ownerId } = urnIdOf(owner, ['person', 'organization'], 'initializeUploadRequest.owner');
  // An organization owner: the page must be one the caller may post as (today/organizations/postAsPage.ts).
  const organizationId = entityType === 'organization' ? pageToActAs(call, ownerId, 'upload', '/initializeUploadRequest/owner').id : undefined;
  if (entityType === 'person') {
    if (!callerIsPerson(call, ownerId)) throw new RestliError(403, AUTHOR_MISMATCH_MESSAGE.replace('[/author]', '[/initializeUploadRequest/owner]'), undefined, SERVICE_ERROR_ACCESS_DENIED);
    if (!(call.caller.scopes as string[]).includes('w_member_social')) throw accessDenied('images', 'ACTION', call.version);
  }
  const now = call.ctx.clock.now();
  const image: ImageRecord = {
    // Random, as the real ids are: the download URL is public, so its id must not be guessable.
    id: `D4E10AQ${randomString(IMAGE_ID_LENGTH)}`,
    ownerId: call.caller.memberId,
    ...(organizationId !== undefined && { organizationId }),
    status: 'WAITING_UPLOAD',
    uploadToken: randomString(UPLOAD_TOKEN_LENGTH),
    uploadUrlExpiresAt: now + IMAGE_UPLOAD_URL_LIFETIME_SECONDS * 1000,
    createdAt: now,
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

function imageOf(call: V2Call, id: string): ImageRecord {
  const image = call.ctx.network.images.get(id);
  if (!image) throw new RestliError(404, `Image ${liUrn('image', id)} does not exist.`, 'NOT_FOUND');
  return image;
}

function getImage(call: V2Call) {
  const urn = parseUrn(call.params.urn);
  if (!urn || urn.entityType !== 'image') throw illegalArgument(`'${call.params.urn}' is not an image URN; use urn:li:image:{id}, percent-encoded in the path.`);
  const image = imageOf(call, urn.id);
  const company = image.organizationId === undefined ? undefined : call.ctx.network.companies.get(image.organizationId);
  if (company ? !runsPage(company, call.caller.memberId) : image.ownerId !== call.caller.memberId) throw accessDenied('images', 'GET', call.version);
  return {
    body: {
      id: liUrn('image', image.id),
      owner: image.organizationId === undefined ? liUrn('person', image.ownerId) : liUrn('organization', image.organizationId),
      status: image.status,
      mediaTypeFamily: 'STILLIMAGE',
      uploadedAt: image.status === 'AVAILABLE' ? image.createdAt : undefined,
      downloadUrl: image.status === 'AVAILABLE' ? downloadUrl(call.apiOrigin, image) : undefined,
      downloadUrlExpiresAt: image.status === 'AVAILABLE' ? call.ctx.clock.now() + IMAGE_UPLOAD_URL_LIFETIME_SECONDS * 1000 : undefined,
    },
  };
}

async function upload(call: V2Call) {
  const image = imageOf(call, call.params.image);
  if (image.ownerId !== call.caller.memberId) throw new RestliError(403, `The image ${liUrn('image', image.id)} belongs to another member; upload with the owner's token.`, 'ACCESS_DENIED', SERVICE_ERROR_ACCESS_DENIED);
  if (call.query.get('ut') !== image.uploadToken) throw new RestliError(403, 'The upload URL is not this image\'s; PUT to the uploadUrl initializeUpload returned, as it is.', 'ACCESS_DENIED', SERVICE_ERROR_ACCESS_DENIED);
  if (call.ctx.clock.now() > image.uploadUrlExpiresAt) throw new RestliError(400, `The upload URL expired at ${new Date(image.uploadUrlExpiresAt).toISOString()}; initialize a new upload.`, 'ILLEGAL_ARGUMENT');
  const bytes = new Uint8Array(await call.request.arrayBuffer());
  if (bytes.byteLength === 0) throw illegalArgument('The upload is empty; PUT the image bytes as the body.');
  if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) throw new RestliError(413, `The image is ${bytes.byteLength} bytes; at most ${IMAGE_UPLOAD_MAX_BYTES} are taken.`);
  const type = (call.request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  image.mediaType = IMAGE_TYPES.includes(type) ? type : sniffType(bytes);
  image.data = toBase64(bytes);
  image.status = 'AVAILABLE';
  return { status: 201 };
}

/** The type of image bytes sent without a usable Content-Type (JPEG, PNG, GIF by their magic numbers). */
function sniffType(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0x47 && bytes[1] === 0x49) return 'image/gif';
  return 'application/octet-stream';
}

export const imageRoutes: V2Route[] = [
  { path: '/rest/images', resource: 'images', versioned: true, methods: { POST: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'ACTION', handle: initializeUpload } } },
  { path: '/rest/images/:urn', resource: 'images', versioned: true, keyed: true, methods: { GET: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'GET', handle: getImage } } },
  { path: `${UPLOAD_PATH}:image`, resource: 'dmsUploads', keyed: true, methods: { PUT: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'UPLOAD', handle: upload } } },
];

/** The bytes of an uploaded image, or undefined. */
export function imageBytes(images: Map<string, ImageRecord>, id: string): { type: string; bytes: Uint8Array } | undefined {
  const image = images.get(id);
  if (!image?.data || image.status !== 'AVAILABLE') return undefined;
  return { type: image.mediaType ?? 'application/octet-stream', bytes: fromBase64(image.data) };
}

// btoa/atob rather than Buffer: the handlers also run in the browser (setupWorker).
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}
