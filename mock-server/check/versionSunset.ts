// When a pinned `LinkedIn-Version` stops answering, for `in-mock-server check`. One small
// interface, `VersionCalendar`, over a calendar of versions: the day a version first answers and
// the last day it does. The default reads the mock's calendar of Marketing versions
// (restli/versionCalendar.ts: LinkedIn's published sunset days, its rule for the others, the
// months never released, the versions kept past their year); a test can pass its own.
import { versionRow } from '../restli/versionCalendar.js';

/** A version's days: the first it answers and the last, 'YYYY-MM-DD' (UTC). */
export interface VersionDays {
  release: string;
  sunset: string;
  /** Where the days come from. */
  source: string;
  /** Set when LinkedIn publishes no end for it: why (its `sunset` is then far away). */
  unpublishedEnd?: string;
}

/** The days of `version` (YYYYMM or YYYYMM.RR), or undefined when no such version was released. */
export type VersionCalendar = (version: string) => VersionDays | undefined;

const DAY_MS = 86_400_000;

/**
 * The mock's calendar of Marketing versions (the /rest APIs of Marketing and Community Management
 * share it): what the mock answers on each day, and what `check` says of a pin.
 * @example marketingDays('202511') // { release: '2025-11-17', sunset: '2026-11-16', source: … }
 * @example marketingDays('202512') // undefined: never released
 */
export const marketingDays: VersionCalendar = (version) => {
  const row = versionRow(version);
  return row && { release: row.release, sunset: row.sunset, source: row.source, ...(row.unpublishedEnd ? { unpublishedEnd: row.unpublishedEnd } : {}) };
};

/** What a version pin means on `today` ('YYYY-MM-DD'). */
export type VersionState =
  | { state: 'active'; days: VersionDays; daysLeft: number }
  | { state: 'sunset'; days: VersionDays }
  | { state: 'not-yet'; days: VersionDays }
  | { state: 'not-released' };

/**
 * The state of `version` on `today` in `calendar`.
 * @example versionState('202401', '2026-08-01') // { state: 'sunset', days: { …, sunset: '2025-01-15' } }
 */
export function versionState(version: string, today: string, calendar: VersionCalendar = marketingDays): VersionState {
  const days = calendar(version);
  if (!days) return { state: 'not-released' };
  if (today < days.release) return { state: 'not-yet', days };
  if (today > days.sunset) return { state: 'sunset', days };
  const daysLeft = Math.round((Date.parse(days.sunset) - Date.parse(today)) / DAY_MS);
  return { state: 'active', days, daysLeft };
}
