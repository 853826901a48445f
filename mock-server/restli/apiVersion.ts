// `LinkedIn-Version` of the versioned API (/rest; API versioning
// https://learn.microsoft.com/en-us/linkedin/marketing/versioning: "All APIs require the request
// header LinkedIn-Version: {Version in YYYYMM format}"). Header names are case-insensitive, so the
// two spellings clients send (`LinkedIn-Version`, `Linkedin-Version`) are one header.
//   missing → 400 VERSION_MISSING (the real message, public client code and forum answers)
//   not active on the mock clock's day → 426 {"status":426,"code":"NONEXISTENT_VERSION","message":
//     "Requested version 20241101 is not active"}, LinkedIn's body exactly (no serviceErrorCode:
//     n8n-io/n8n#28590, ComposioHQ/composio#3231); the header's YYYYMM echoed as YYYYMM01
//     (gitroomhq/postiz-app#2005). A version never released (202512) or not yet released answers
//     the same: LinkedIn's code for it is NONEXISTENT_VERSION; no public answer to a never-released
//     version is recorded, so this is our choice (docs/over-time.md).
// Which days a version answers is the calendar's (versionCalendar.ts), read on the mock clock.
import { RestError, BadRequest } from '../api/errors.js';
import { LAST_PUBLISHED_MARKETING_VERSION, versionRow, type VersionCalendarName, type VersionRow } from './versionCalendar.js';

export const VERSION_MISSING_MESSAGE = 'A version must be present. Please specify a version by adding the LinkedIn-Version header.';

const VERSION = /^(\d{4})(\d{2})(?:\.(\d{2}))?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** ms of 00:00 UTC on a 'YYYY-MM-DD' day. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** True when `row` answers at `now` (ms): from its release day through its sunset day, UTC. */
export function isActive(row: VersionRow, now: number): boolean {
  return now >= dayStart(row.release) && now < dayStart(row.sunset) + DAY_MS;
}

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

/** How many months before the clock's a version of LinkedIn's regular window may be (a year of support and a little more). */
const WINDOW_MONTHS_BACK = 14;

/**
 * The Marketing versions active at `now`, oldest first: the regular window (the versions LinkedIn
 * kept past their year, 202306 and 202307, are not in it: versionRow answers for them).
 * @example activeMarketingRows(Date.UTC(2026, 10, 25)).map((row) => row.version) // ['202601', …, '202611']
 */
export function activeMarketingRows(now: number): VersionRow[] {
  // Which rows answer changes only from one UTC day to the next: the last day's are kept (every /rest call asks).
  const day = Math.floor(now / DAY_MS);
  if (lastWindow?.day === day) return lastWindow.rows;
  const newest = monthOf(now);
  const rows: VersionRow[] = [];
  for (let back = WINDOW_MONTHS_BACK; back >= 0; back--) {
    const row = versionRow(String(monthsBefore(newest, back)));
    if (row && isActive(row, now) && !row.unpublishedEnd) rows.push(row);
  }
  lastWindow = { day, rows };
  return rows;
}

/** The window of the last day asked (activeMarketingRows); rows are never changed once made. */
let lastWindow: { day: number; rows: VersionRow[] } | undefined;

/**
 * The versions active at `now`: oldest and newest of the regular window, as YYYYMM.
 * @example activeVersions(Date.UTC(2026, 10, 25)) // { oldest: '202601', newest: '202611' } (no 202512; 202511 sunset on 11-16)
 */
export function activeVersions(now: number): { oldest: string; newest: string } {
  const rows = activeMarketingRows(now);
  if (!rows.length) throw new Error(`No LinkedIn-Version is active at ${new Date(now).toISOString()}: the versioned API began in June 2022.`);
  return { oldest: rows[0]!.version, newest: rows.at(-1)!.version };
}

/** A well-formed `LinkedIn-Version` header read: YYYYMM (the month) and the value as sent. */
export interface VersionHeader {
  /** YYYYMM, without a revision. */
  month: string;
  /** As sent, trimmed: YYYYMM or YYYYMM.RR. */
  value: string;
}

/**
 * Reads the header: 400 VERSION_MISSING when absent, 400 ILLEGAL_ARGUMENT when not YYYYMM(.RR).
 * `now` only names an example version in the message.
 */
export function readVersionHeader(header: string | null, now: number): VersionHeader {
  const value = header?.trim();
  if (!value) throw new RestError(400, VERSION_MISSING_MESSAGE, { headers: { 'x-restli-gateway-error': 'true' }, code: 'VERSION_MISSING', serviceErrorCode: 400 });
  const match = VERSION.exec(value);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) {
    const example = activeMarketingRows(now).at(-1)?.version ?? LAST_PUBLISHED_MARKETING_VERSION;
    throw new BadRequest(`'${value}' is not a LinkedIn-Version; write the month of the version as YYYYMM (or YYYYMM.RR for a revision), e.g. ${example}.`);
  }
  return { month: match[1]! + match[2]!, value };
}

/** LinkedIn's 426 for a version it does not serve: its body exactly, `{status, code, message}`. */
export function nonexistentVersion(month: string): RestError {
  const message = `Requested version ${month}01 is not active`;
  return new RestError(426, message, { headers: { 'x-restli-gateway-error': 'true' }, code: 'NONEXISTENT_VERSION', serviceErrorCode: null, body: { status: 426, code: 'NONEXISTENT_VERSION', message } });
}

/**
 * The calendar row a call's version answers with at `now`, or the 426 LinkedIn answers.
 * `calendar`: the product's (a route of the Talent or Member Data Portability APIs names its own).
 */
export function activeRow(header: VersionHeader, now: number, calendar: VersionCalendarName = 'marketing'): VersionRow {
  const row = versionRow(header.value, calendar) ?? (calendar === 'marketing' ? undefined : versionRow(header.month, calendar));
  if (!row || !isActive(row, now)) throw nonexistentVersion(header.month);
  return row;
}

/**
 * Checks the `LinkedIn-Version` header of a /rest call at mock time `now`; returns the version as
 * the real service names it in its permission messages (YYYYMM01).
 * @example checkApiVersion('202611', Date.UTC(2026, 10, 25)) // '20261101'
 */
export function checkApiVersion(header: string | null, now: number, calendar: VersionCalendarName = 'marketing'): string {
  const read = readVersionHeader(header, now);
  activeRow(read, now, calendar);
  return `${read.month}01`;
}
