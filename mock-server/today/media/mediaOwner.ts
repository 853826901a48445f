// Who may own an upload of today's API (Images, Videos, Documents, Assets APIs): `owner` is the
// caller's `urn:li:person:{id}`. An `urn:li:organization:{id}` owner needs w_organization_social
// and a page role, which this mock does not issue, so it is refused as another member's is.
import type { V2Call } from '../V2Route.js';
import { RestliError, SERVICE_ERROR_ACCESS_DENIED } from '../../restli/RestliError.js';
import { unprocessable } from '../../restli/unprocessable.js';
import { parseUrn } from '../../restli/urn.js';
import { callerIsPerson } from '../callerIsPerson.js';

/** The Videos API's answer to an owner the caller may not upload for (Videos API "Permissions"). */
export const VIDEO_FORBIDDEN_MESSAGE = 'Accessing this video resource is forbidden. Please check your permissions for this resource';

/**
 * Checks `owner` (at `path` of the body) names the caller; returns the member id.
 * @example ownerOf(call, 'urn:li:person:aZ3kq9XbW1', '/initializeUploadRequest/owner', forbidden)
 */
export function ownerOf(call: V2Call, owner: unknown, path: string, forbidden: () => RestliError): string {
  if (owner === undefined) throw unprocessable(path, 'is required but was not present');
  const urn = typeof owner === 'string' ? parseUrn(owner) : undefined;
  if (!urn || urn.namespace !== 'li' || !['person', 'organization'].includes(urn.entityType)) {
    throw unprocessable(path, `${JSON.stringify(owner)} is not a person or organization URN (urn:li:person:{id}, urn:li:organization:{id})`);
  }
  if (urn.entityType !== 'person' || !callerIsPerson(call, urn.id)) throw forbidden();
  return call.caller.memberId;
}

/** The 403 of the Videos API for an owner that is not the caller. */
export const videoForbidden = () => new RestliError(403, VIDEO_FORBIDDEN_MESSAGE, undefined, SERVICE_ERROR_ACCESS_DENIED);
