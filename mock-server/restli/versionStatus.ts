// Where a `LinkedIn-Version` stands on a day, in words: what the mock can tell that LinkedIn
// cannot (it sends no Sunset or Deprecation header, so a client learns of a sunset from the 426).
// The journal note of a call, the admin page's badge, GET /__admin/versions and the test helper
// expectNoSunsetWithin all read this one rule.
import { activeMarketingRows, dayStart, isActive } from './apiVersion.js';
import { versionRow, type VersionCalendarName, type VersionRow } from './versionCalendar.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type VersionState = 'active' | 'sunset' | 'not yet released' | 'never released';

export interface VersionStatus {
  /** As sent: YYYYMM or YYYYMM.RR. */
  version: string;
  state: VersionState;
  /** Its calendar row, when the calendar has one. */
  row?: VersionRow;
  /** Whole days from the day of `now` (UTC) to its sunset day: 0 on the day itself; null without a published end. */
  daysLeft: number | null;
  /** The newest active version at `now` (what to move to). */
  newest?: string;
  /** True when it was released a year or more before `now`. */
  pastItsYear?: boolean;
}

/**
 * Where `version` stands at `now` in a calendar.
 * @example versionStatus('202511', Date.UTC(2026, 10, 7)) // { state: 'active', daysLeft: 9, newest: '202610', … }
 */
export function versionStatus(version: string, now: number, calendar: VersionCalendarName = 'marketing'): VersionStatus {
  const row = versionRow(version, calendar) ?? (calendar === 'marketing' ? undefined : versionRow(version.slice(0, 6), calendar));
  const newest = calendar === 'marketing' ? activeMarketingRows(now).at(-1)?.version : undefined;
  if (!row) return { version, state: 'never released', daysLeft: null, newest };
  const today = dayStart(new Date(now).toISOString().slice(0, 10));
  const daysLeft = row.unpublishedEnd ? null : Math.round((dayStart(row.sunset) - today) / DAY_MS);
  const state: VersionState = isActive(row, now) ? 'active' : now < dayStart(row.release) ? 'not yet released' : 'sunset';
  return { version, state, row, daysLeft, newest, pastItsYear: now >= dayStart(row.release) + 365 * DAY_MS };
}

/** "in 9 days", "tomorrow", "today". */
function inDays(days: number): string {
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
}

/**
 * The warning for a version that ends within `withinDays` of `now` (or has no published end), or
 * null: "202511 sunsets on 2026-11-16, in 9 days". Refused versions get `refusalNote` instead.
 */
export function sunsetWarning(status: VersionStatus, withinDays: number): string | null {
  if (status.state !== 'active' || !status.row) return null;
  const move = status.newest && status.newest !== status.version.slice(0, 6) ? ` Move to ${status.newest} before then.` : '';
  // "Past its year of support" only when it is (a recent version of a product that publishes no ends is not).
  if (status.row.unpublishedEnd) return `${status.version} has no published end: ${status.row.unpublishedEnd}.${status.pastItsYear ? ' It is past its year of support; it' : ' It'} may go without notice.${move}`;
  if (status.daysLeft === null || status.daysLeft > withinDays) return null;
  return `${status.version} sunsets on ${status.row.sunset}, ${inDays(status.daysLeft)}: from the day after, LinkedIn answers 426 NONEXISTENT_VERSION, with no warning before (no Sunset or Deprecation header).${move}`;
}

/** Why a refused version is refused, for the journal (LinkedIn's 426 says only "not active"). */
export function refusalNote(status: VersionStatus): string {
  const now = status.newest ? ` The newest active version is ${status.newest}.` : '';
  if (status.state === 'never released') return `${status.version} was never released (no version of that month in LinkedIn's calendar); LinkedIn answers it as any version it does not serve.${now}`;
  if (status.state === 'not yet released') return `${status.version} is released on ${status.row!.release}; until then LinkedIn answers it as a version it does not serve.${now}`;
  return `${status.version} was sunset on ${status.row!.sunset} (${status.row!.source}).${now}`;
}

/**
 * The one-line badge of the admin page for a version this run's calls used, or null when it needs
 * no one's attention: "202511 sunsets on 2026-11-16, in 9 days", "202511 was sunset on 2026-11-16".
 */
export function sunsetBadge(status: VersionStatus, withinDays: number): string | null {
  if (status.state === 'never released') return `${status.version} was never released`;
  if (status.state === 'not yet released') return `${status.version} is released on ${status.row!.release}`;
  if (status.state === 'sunset') return `${status.version} was sunset on ${status.row!.sunset}`;
  if (status.row!.unpublishedEnd) return `${status.version} has no published end`;
  if (status.daysLeft! > withinDays) return null;
  return `${status.version} sunsets on ${status.row!.sunset}, ${inDays(status.daysLeft!)}`;
}

/**
 * What is wrong with relying on each of `versions` for `days` more days from `now`: one sentence
 * each (a version ending within them, ended, never or not yet released, or with no published
 * end), none when all is well. The test helper expectNoSunsetWithin throws with them.
 * @example sunsetProblems(['202511'], Date.UTC(2026, 10, 7), 30) // ['LinkedIn-Version 202511 sunsets on 2026-11-16, in 9 days …']
 */
export function sunsetProblems(versions: readonly string[], now: number, days: number, calendar: VersionCalendarName = 'marketing'): string[] {
  const problems: string[] = [];
  for (const version of versions) {
    const status = versionStatus(version, now, calendar);
    const move = status.newest && status.newest !== version.slice(0, 6) ? `; move to ${status.newest}` : '';
    const refused = `LinkedIn answers it 426 NONEXISTENT_VERSION${move}.`;
    if (status.state === 'never released') problems.push(`LinkedIn-Version ${version} was never released: ${refused}`);
    else if (status.state === 'not yet released') problems.push(`LinkedIn-Version ${version} is released on ${status.row!.release}; until then ${refused}`);
    else if (status.state === 'sunset') problems.push(`LinkedIn-Version ${version} was sunset on ${status.row!.sunset}: ${refused}`);
    else if (status.row!.unpublishedEnd) problems.push(`LinkedIn-Version ${version} has no published end (${status.row!.unpublishedEnd}); it may go without notice${move}.`);
    else if (status.daysLeft! <= days) problems.push(`LinkedIn-Version ${version} sunsets on ${status.row!.sunset}, ${inDays(status.daysLeft!)} (within ${days} days): from the day after, LinkedIn answers 426 NONEXISTENT_VERSION${move}.`);
  }
  return problems;
}
