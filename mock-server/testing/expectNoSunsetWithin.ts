// The check a team runs in CI so that a pinned LinkedIn-Version fails its suite a month before it
// fails production: LinkedIn sends no Sunset or Deprecation header, so no client learns of a sunset
// before the 426 (docs/over-time.md, docs/testing.md). The rule is restli/versionStatus.ts's.
import { sunsetProblems } from '../restli/versionStatus.js';

export interface NoSunsetOptions {
  /** The day to count from: ms, an ISO date or a Date. Default: now (real time), the day production runs in. */
  now?: number | string | Date;
}

function msOf(now: NoSunsetOptions['now']): number {
  if (now === undefined) return Date.now();
  const ms = now instanceof Date ? now.getTime() : typeof now === 'string' ? Date.parse(now) : now;
  if (!Number.isFinite(ms)) throw new Error(`expectNoSunsetWithin: 'now' must be ms since the epoch, an ISO date such as "2026-11-07" or a Date, not ${JSON.stringify(now)}.`);
  return ms;
}

/**
 * Throws an Error naming every version that ends within `days` of `now` (or has ended, was never
 * released, or has no published end), so the test or suite that calls it fails; does nothing
 * when all are good for `days` more days.
 * @example expectNoSunsetWithin(30, process.env.LINKEDIN_VERSION) // in CI: fails from 2026-10-17 for 202511
 */
export function expectNoSunsetWithin(days: number, versions: string | readonly string[], options: NoSunsetOptions = {}): void {
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0) throw new Error(`expectNoSunsetWithin: days must be a whole number, 0 or more, not ${JSON.stringify(days)}.`);
  const list = typeof versions === 'string' ? [versions] : versions;
  if (!Array.isArray(list) || !list.length || list.some((version) => typeof version !== 'string' || !/^\d{6}(\.\d{2})?$/.test(version))) {
    throw new Error(`expectNoSunsetWithin: give the LinkedIn-Version(s) your code sends, as YYYYMM (e.g. '202611') or a list of them, not ${JSON.stringify(versions)}.`);
  }
  const problems = sunsetProblems(list, msOf(options.now), days);
  if (problems.length) throw new Error(problems.join('\n'));
}
