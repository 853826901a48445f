// Who may own an upload of today's API (Images, Videos, Documents, Assets APIs): `owner` is the
// caller's `urn:li:person:{id}` (with w_member_social), or a company page's `urn:li:organization:{id}`
// the caller may post as: w_organization_social, the Community Management product and a posting role
// on the page (the one rule of today/organizations/postAsPage.ts, as for images and page posts). A
// page's upload is kept with its page (`organizationId`): only the page's posts may show it, and the
// members who run the page read it.
import type { TodayCall } from '../TodayRoute.js';
import type { ImageRecord, MediaRecord } from '../../store/network.js';
import { liUrn, parseUrn } from '../../restli/urn.js';
import { callerIsPerson } from '../callerIsPerson.js';
import { grantsAnyOf } from '../../scopes.js';
import { pageToActAs } from '../organizations/postAsPage.js';
import { mayOnPage, tokenMayActOnPages, type PageAction } from '../organizations/pagePermissions.js';
import { RestError, AccessDenied, FieldRefused, Unprocessable, FIELD_REQUIRED, SERVICE_ERROR_ACCESS_DENIED } from '../../api/errors.js';

/** The Videos API's answer to an owner the caller may not upload for (Videos API "Permissions"). */
export const VIDEO_FORBIDDEN_MESSAGE = 'Accessing this video resource is forbidden. Please check your permissions for this resource';

/** Who an upload belongs to: the member who made it and, for a page's upload, the page. */
export interface UploadOwner {
  memberId: string;
  organizationId?: string;
}

/**
 * Checks `owner` (at `path` of the body) names the caller, or a page the caller may post as;
 * `resource` names the partner gate of a member owner without w_member_social; `forbidden` is the
 * refusal of a member who is not the caller, or whose roles do not allow the page's upload (the
 * field-refused 403 unless the API names another); `pageAction`: the row of the page permissions a
 * page's upload takes (`post`; a video's, `uploadVideo`).
 * @example ownerOf(call, 'urn:li:person:aZ3kq9XbW1', '/initializeUploadRequest/owner', 'videos', videoForbidden, 'uploadVideo')
 */
export function ownerOf(call: TodayCall, owner: unknown, path: string, resource: string, forbidden: () => RestError = () => new FieldRefused(path), pageAction: PageAction = 'post'): UploadOwner {
  if (owner === undefined) throw new Unprocessable(path, FIELD_REQUIRED);
  const urn = typeof owner === 'string' ? parseUrn(owner) : undefined;
  if (!urn || urn.namespace !== 'li' || !['person', 'organization'].includes(urn.entityType)) {
    throw new Unprocessable(path, `${JSON.stringify(owner)} is not a person or organization URN (urn:li:person:{id}, urn:li:organization:{id})`);
  }
  if (urn.entityType === 'organization') return { memberId: call.caller.memberId, organizationId: pageToActAs(call, urn.id, 'upload', path, pageAction, forbidden).id };
  if (!callerIsPerson(call, urn.id)) throw forbidden();
  if (!grantsAnyOf(call.caller.scopes, ['w_member_social'])) throw new AccessDenied(resource, 'ACTION', call.version);
  return { memberId: call.caller.memberId };
}

/** The owner URN an upload shows: its page's, or its member's. */
export function ownerUrnOf(item: ImageRecord | MediaRecord): string {
  return item.organizationId === undefined ? liUrn('person', item.ownerId) : liUrn('organization', item.organizationId);
}

/**
 * True when the caller may read an upload: the member who made it, or, for a page's, one who may read
 * the page's uploads. `action`: `readUpload` (a legacy asset), or `pollMedia` (an image's or a
 * document's status, which LinkedIn answers an organization token only, the member's own upload too).
 */
export function mayReadUpload(call: TodayCall, item: ImageRecord | MediaRecord, action: Extract<PageAction, 'readUpload' | 'pollMedia'> = 'readUpload'): boolean {
  if (item.organizationId === undefined) return item.ownerId === call.caller.memberId && tokenMayActOnPages(call, action);
  return mayOnPage(call, action, call.ctx.network.companies.get(item.organizationId));
}

/** The 403 of the Videos API for an owner that is not the caller. */
export const videoForbidden = () => new RestError(403, VIDEO_FORBIDDEN_MESSAGE, { serviceErrorCode: SERVICE_ERROR_ACCESS_DENIED });
