// When a pinned `LinkedIn-Version` stops answering, for `in-mock-server check`. One small
// interface, `VersionDays`, over the mock's calendar of versions: the day a version first answers
// and the last day it does. The mock's rule (restli/apiVersion.ts: the clock's month and the eleven
// before it are active) gives them here until the calendar of released versions with LinkedIn's
// published sunset days replaces it; `check` asks nothing else.
import { API_VERSION_ACTIVE_MONTHS } from '../defaults.js';

/** A version's days: the first it answers and the last, 'YYYY-MM-DD' (UTC). */
export interface VersionDays {
  release: string;
  sunset: string;
  /** Where the days come from. */
  source: string;
}

/** The days of `version` (YYYYMM or YYYYMM.RR), or undefined when no such version was released. */
export type VersionCalendar = (version: string) => VersionDays | undefined;

const VERSION = /^(\d{4})(\d{2})(?:\.(\d{2}))?$/;
const DAY_MS = 86_400_000;

const day = (year: number, monthIndex: number, date: number) => new Date(Date.UTC(year, monthIndex, date)).toISOString().slice(0, 10);

/**
 * The mock's rule as a calendar: a version answers from the first day of its month through the last
 * day of the month API_VERSION_ACTIVE_MONTHS - 1 later (restli/apiVersion.ts `activeVersions`).
 * @example ruleCalendar('202601') // { release: '2026-01-01', sunset: '2026-12-31', source: … }
 */
export const ruleCalendar: VersionCalendar = (version) => {
  const match = VERSION.exec(version);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return {
    release: day(year, month - 1, 1),
    sunset: day(year, month - 1 + API_VERSION_ACTIVE_MONTHS, 0),
    source: `the mock's window: a version is active in its month and the ${API_VERSION_ACTIVE_MONTHS - 1} after it (docs/v2.md, Versions)`,
  };
};

/** What a version pin means on `today` ('YYYY-MM-DD'). */
export type VersionState =
  | { state: 'active'; days: VersionDays; daysLeft: number }
  | { state: 'sunset'; days: VersionDays }
  | { state: 'not-yet'; days: VersionDays }
  | { state: 'not-released' };

/**
 * The state of `version` on `today` in `calendar`.
 * @example versionState('202401', '2026-08-01') // { state: 'sunset', days: { …, sunset: '2024-12-31' } }
 */
export function versionState(version: string, today: string, calendar: VersionCalendar = ruleCalendar): VersionState {
  const days = calendar(version);
  if (!days) return { state: 'not-released' };
  if (today < days.release) return { state: 'not-yet', days };
  if (today > days.sunset) return { state: 'sunset', days };
  const daysLeft = Math.round((Date.parse(days.sunset) - Date.parse(today)) / DAY_MS);
  return { state: 'active', days, daysLeft };
}
