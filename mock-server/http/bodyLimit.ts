// The most bytes the standalone server reads of a request body when the service has nothing more
// precise to say: MAX_BODY_BYTES for every call, except the PUT of media bytes to an upload URL
// (`/dms-uploads/…`), which takes a file as large as LinkedIn's largest one-PUT upload,
// UPLOAD_MAX_BODY_BYTES (docs/media.md). The service's own handlers judge an upload PUT by its head
// first (today/media/uploadHead.ts, through the gateway): this is the limit for a handler list
// without the gateway.
import { MAX_BODY_BYTES, UPLOAD_MAX_BODY_BYTES } from '../defaults.js';

/**
 * `target` is the request target as sent (a path and query; never parsed, so a malformed one is fine).
 * @example bodyLimitOf('PUT', '/dms-uploads/video/C5F10AQx/0?ut=…') // UPLOAD_MAX_BODY_BYTES
 */
export function bodyLimitOf(method: string, target: string): number {
  return method === 'PUT' && target.startsWith('/dms-uploads/') ? UPLOAD_MAX_BODY_BYTES : MAX_BODY_BYTES;
}
