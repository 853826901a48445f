// `LinkedIn-Version` of the versioned API (/rest; API versioning
// https://learn.microsoft.com/en-us/linkedin/marketing/versioning: "All APIs require the request
// header LinkedIn-Version: {Version in YYYYMM format}"). Header names are case-insensitive, so the
// two spellings clients send (`LinkedIn-Version`, `Linkedin-Version`) are one header.
//   missing → 400 VERSION_MISSING (the real message, public client code and forum answers)
//   outside the active window → 426 {"status":426,"code":"NONEXISTENT_VERSION","message":"Requested
//     version 20241101 is not active"}, no serviceErrorCode (n8n-io/n8n#14737; the header's YYYYMM
//     echoed as YYYYMM01, gitroomhq/postiz-app#2005)
// The window is computed from the mock clock: the current month and the API_VERSION_ACTIVE_MONTHS - 1
// before it, as the real service keeps about a year of monthly versions.
import { API_VERSION_ACTIVE_MONTHS } from '../defaults.js';
import { RestError, BadRequest } from '../api/errors.js';

export const VERSION_MISSING_MESSAGE = 'A version must be present. Please specify a version by adding the LinkedIn-Version header.';

const VERSION = /^(\d{4})(\d{2})(?:\.(\d{2}))?$/;

/** The month `at` (ms) falls in, as YYYYMM. */
function monthOf(at: number): number {
  const date = new Date(at);
  return date.getUTCFullYear() * 100 + date.getUTCMonth() + 1;
}

/** The month `months` before `yyyymm`. */
function monthsBefore(yyyymm: number, months: number): number {
  const index = Math.floor(yyyymm / 100) * 12 + (yyyymm % 100) - 1 - months;
  return Math.floor(index / 12) * 100 + (index % 12) + 1;
}

/**
 * The versions active at `now`: oldest and newest, as YYYYMM.
 * @example activeVersions(Date.UTC(2026, 10, 25)) // { oldest: '202512', newest: '202611' }
 */
export function activeVersions(now: number): { oldest: string; newest: string } {
  const newest = monthOf(now);
  return { oldest: String(monthsBefore(newest, API_VERSION_ACTIVE_MONTHS - 1)), newest: String(newest) };
}

/**
 * Checks the `LinkedIn-Version` header of a /rest call at mock time `now`; returns the version as
 * the real service names it in its permission messages (YYYYMM01).
 * @example checkApiVersion('202611', Date.UTC(2026, 10, 25)) // '20261101'
 */
export function checkApiVersion(header: string | null, now: number): string {
  const value = header?.trim();
  if (!value) throw new RestError(400, VERSION_MISSING_MESSAGE, { headers: { 'x-restli-gateway-error': 'true' }, code: 'VERSION_MISSING', serviceErrorCode: 400 });
  const match = VERSION.exec(value);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) {
    throw new BadRequest(`'${value}' is not a LinkedIn-Version; write the month of the version as YYYYMM (or YYYYMM.RR for a revision), e.g. ${activeVersions(now).newest}.`);
  }
  const yyyymm = match[1] + match[2];
  const { oldest, newest } = activeVersions(now);
  if (yyyymm < oldest || yyyymm > newest) {
    throw new RestError(426, `Requested version ${yyyymm}01 is not active`, { headers: { 'x-restli-gateway-error': 'true' }, code: 'NONEXISTENT_VERSION', serviceErrorCode: null });
  }
  return `${yyyymm}01`;
}
