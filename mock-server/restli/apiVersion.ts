// `LinkedIn-Version` of the versioned API (/rest; API versioning
// https://learn.microsoft.com/en-us/linkedin/marketing/versioning: "All APIs require the request
// header LinkedIn-Version: {Version in YYYYMM format}"). Header names are case-insensitive, so the
// two spellings clients send (`LinkedIn-Version`, `Linkedin-Version`) are one header.
//   missing → 400 VERSION_MISSING (the real message, public client code and forum answers)
//   outside the active window → 426 NONEXISTENT_VERSION "Requested version 20241101 is not active"
//     (n8n-io/n8n#14737; the header's YYYYMM echoed as YYYYMM01, gitroomhq/postiz-app#2005)
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

/** A `LinkedIn-Version` header as read: the month (YYYYMM) and the revision of `.RR`, when it has one. */
export interface VersionHeader {
  /** The header as sent, trimmed. */
  value: string;
  /** YYYYMM. */
  month: string;
  /** The `.RR` of `YYYYMM.RR`, as a number; undefined without one. */
  revision?: number;
}

/**
 * Reads a `LinkedIn-Version` header: 400 VERSION_MISSING without one, 400 for one not written
 * `YYYYMM` or `YYYYMM.RR`. The one reader of the header, for the Marketing window below and for the
 * products that version on their own terms (restli/productVersions.ts).
 * @example readVersionHeader('202510.03', now) // { value: '202510.03', month: '202510', revision: 3 }
 */
export function readVersionHeader(header: string | null, now: number): VersionHeader {
  const value = header?.trim();
  if (!value) throw new RestError(400, VERSION_MISSING_MESSAGE, { headers: { 'x-restli-gateway-error': 'true' }, code: 'VERSION_MISSING', serviceErrorCode: 400 });
  const match = VERSION.exec(value);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) {
    throw new BadRequest(`'${value}' is not a LinkedIn-Version; write the month of the version as YYYYMM (or YYYYMM.RR for a revision), e.g. ${activeVersions(now).newest}.`);
  }
  return { value, month: match[1] + match[2], ...(match[3] !== undefined && { revision: Number(match[3]) }) };
}

/**
 * LinkedIn's answer to a version it does not serve: 426 NONEXISTENT_VERSION, the month echoed as YYYYMM01.
 * @example versionNotActive('202511').message // 'Requested version 20251101 is not active'
 */
export function versionNotActive(month: string): RestError {
  return new RestError(426, `Requested version ${month}01 is not active`, { headers: { 'x-restli-gateway-error': 'true' }, code: 'NONEXISTENT_VERSION', serviceErrorCode: 426 });
}

/** The month of the mock clock as YYYYMM, the newest a version may name (a later one is not released yet). */
export function currentMonth(now: number): string {
  return String(monthOf(now));
}

/**
 * Checks the `LinkedIn-Version` header of a /rest call at mock time `now`; returns the version as
 * the real service names it in its permission messages (YYYYMM01).
 * @example checkApiVersion('202611', Date.UTC(2026, 10, 25)) // '20261101'
 */
export function checkApiVersion(header: string | null, now: number): string {
  const { month: yyyymm } = readVersionHeader(header, now);
  const { oldest, newest } = activeVersions(now);
  if (yyyymm < oldest || yyyymm > newest) throw versionNotActive(yyyymm);
  return `${yyyymm}01`;
}
