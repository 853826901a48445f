// The Documents API (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/documents-api):
//   POST /rest/documents?action=initializeUpload {initializeUploadRequest:{owner}}
//        → {value:{uploadUrlExpiresAt, uploadUrl, document:"urn:li:document:…"}}
//   PUT  {uploadUrl}   the whole file in one request (a second PUT replaces it: mediaTransfer.ts)
//   GET  /rest/documents/{urn} → {id, owner, status, downloadUrl?, downloadUrlExpiresAt?, processingFailureReason?}
import { settingsOf } from '../../context/context.js';
import type { TodayCall, TodayRoute } from '../TodayRoute.js';
import type { MediaRecord } from '../../store/network.js';
import { jsonBody } from '../jsonBody.js';
import { liUrn } from '../../restli/urn.js';
import { randomString } from '../../store/randomString.js';
import { IMAGE_UPLOAD_URL_LIFETIME_SECONDS } from '../../defaults.js';
import { mayReadUpload, ownerOf, ownerUrnOf } from './mediaOwner.js';
import { admitMediaRecord, liveMedia } from './mediaBounds.js';
import { mediaDownloadUrl, singleUploadUrl } from './mediaUrls.js';
import { mediaStatus } from './mediaStatus.js';
import { BadRequest, AccessDenied, NotFound, Unprocessable, FIELD_REQUIRED } from '../../api/errors.js';

async function initializeUpload(call: TodayCall) {
  if (call.query.get('action') !== 'initializeUpload') throw new BadRequest(`The documents resource has the action initializeUpload, not '${call.query.get('action')}'.`);
  const request = (await jsonBody(call.request)).initializeUploadRequest;
  if (!request || typeof request !== 'object' || Array.isArray(request)) throw new Unprocessable('/initializeUploadRequest', FIELD_REQUIRED);
  const owner = ownerOf(call, (request as Record<string, unknown>).owner, '/initializeUploadRequest/owner', 'documents');
  const now = call.ctx.clock.now();
  const document: MediaRecord = {
    id: `D4D10AQ${randomString(16)}`,
    kind: 'document',
    ownerId: owner.memberId,
    ...(owner.organizationId !== undefined && { organizationId: owner.organizationId }),
    uploadToken: randomString(32),
    uploadUrlExpiresAt: now + IMAGE_UPLOAD_URL_LIFETIME_SECONDS * 1000,
    createdAt: now,
    ...(settingsOf(call.ctx).holdMedia && { held: true }),
  };
  admitMediaRecord(call.ctx, document, 0);
  call.ctx.network.media.set(document.id, document);
  return {
    body: {
      value: {
        uploadUrlExpiresAt: document.uploadUrlExpiresAt,
        uploadUrl: singleUploadUrl(call.apiOrigin, 'document', document.id, document.uploadToken),
        document: liUrn('document', document.id),
      },
    },
  };
}

function getDocument(call: TodayCall) {
  const document = liveMedia(call.ctx, call.urns.urn.id);
  if (!document || document.kind !== 'document') throw new NotFound(`Document ${call.params.urn} does not exist.`);
  // An organization token's read (the page permissions' pollMedia row): a member's token writes only.
  if (!mayReadUpload(call, document, 'pollMedia')) throw new AccessDenied('documents', 'GET', call.version);
  const status = mediaStatus(document, 'document', call.ctx.clock.now(), settingsOf(call.ctx).mediaProcessingSeconds);
  const body: Record<string, unknown> = { id: liUrn('document', document.id), owner: ownerUrnOf(document), status };
  if (document.uploadedAt !== undefined) body.uploadedAt = document.uploadedAt;
  if (status === 'PROCESSING_FAILED') body.processingFailureReason = document.failureReason;
  if (status === 'AVAILABLE') {
    body.downloadUrl = mediaDownloadUrl(call.apiOrigin, document);
    body.downloadUrlExpiresAt = call.ctx.clock.now() + IMAGE_UPLOAD_URL_LIFETIME_SECONDS * 1000;
  }
  return { body };
}

export const documentRoutes: TodayRoute[] = [
  { path: '/rest/documents', resource: 'documents', versioned: true, methods: { POST: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'ACTION', handle: initializeUpload } } },
  { path: '/rest/documents/:urn', resource: 'documents', versioned: true, keyed: true, urns: { urn: { what: 'a document', types: ['document'] } }, methods: { GET: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'GET', handle: getDocument } } },
];
