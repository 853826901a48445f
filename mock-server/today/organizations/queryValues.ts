// The simple query values of the organization endpoints: one of a list, and a time interval
// (`timeIntervals`, a Rest.li record read by restli/complexValue.ts). A value that cannot be read is
// LinkedIn's `{"message":"Parameter 'x' is invalid","status":400}`. (Paging: restli/paging.ts.)
import { complexParam, type RestliValue } from '../../restli/complexValue.js';
import { STATISTICS_MAX_RANGE_MONTHS } from '../../defaults.js';
import { RestError, InvalidParameter } from '../../api/errors.js';

/** A parameter that must be one of `allowed`, or undefined when absent. */
export function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const text = query.get(name);
  if (text === null) return undefined;
  if (!(allowed as readonly string[]).includes(text)) throw new InvalidParameter(name);
  return text as T;
}

export const GRANULARITIES = ['DAY', 'WEEK', 'MONTH'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** A statistics time interval: `(timeRange:(start:{ms},end:{ms}),timeGranularityType:DAY|WEEK|MONTH)`. */
export interface TimeIntervals {
  start: number;
  end: number;
  granularity: Granularity;
}

const isRecord = (value: RestliValue | undefined): value is Record<string, RestliValue> => !!value && typeof value === 'object' && !Array.isArray(value);

function time(value: RestliValue | undefined): number | undefined {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** `at` plus `months` calendar months (UTC). */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/**
 * The `timeIntervals` of a statistics finder, or undefined when the call has none (lifetime
 * statistics). `end` may be left out (now). Malformed: `Parameter 'timeIntervals' is invalid`;
 * a range of 14 months or more, or one that ends before it starts: LinkedIn's "Invalid
 * timeIntervals parameter [...]" (corradio/polynomial#119).
 */
export function timeIntervalsParam(url: URL, now: number): TimeIntervals | undefined {
  const value = complexParam(url, 'timeIntervals');
  if (value === undefined) return undefined;
  if (!isRecord(value) || !isRecord(value.timeRange)) throw new InvalidParameter('timeIntervals');
  const granularity = value.timeGranularityType ?? 'DAY';
  const start = time(value.timeRange.start);
  const end = value.timeRange.end === undefined ? now : time(value.timeRange.end);
  const extra = Object.keys(value).some((k) => k !== 'timeRange' && k !== 'timeGranularityType') || Object.keys(value.timeRange).some((k) => k !== 'start' && k !== 'end');
  if (start === undefined || end === undefined || typeof granularity !== 'string' || !(GRANULARITIES as readonly string[]).includes(granularity) || extra) throw new InvalidParameter('timeIntervals');
  const shown = `[{timeGranularityType=${granularity}, timeRange={start=${start}, end=${end}}}]`;
  if (end <= start) throw new RestError(400, `Invalid timeIntervals parameter ${shown}. Start time must be before end time.`, { serviceErrorCode: null });
  if (end >= addMonths(start, STATISTICS_MAX_RANGE_MONTHS)) {
    throw new RestError(400, `Invalid timeIntervals parameter ${shown}. Start time and end time must be less than ${STATISTICS_MAX_RANGE_MONTHS} months apart.`, { serviceErrorCode: null });
  }
  return { start, end, granularity: granularity as Granularity };
}

/**
 * The buckets of an interval: days, weeks or calendar months from its start, the last cut at its end.
 * @example buckets({ start: 0, end: 2 * 86_400_000, granularity: 'DAY' }) // [{ start: 0, end: 86400000 }, { start: 86400000, end: 172800000 }]
 */
export function buckets(interval: TimeIntervals): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let at = interval.start;
  for (let i = 1; at < interval.end; i++) {
    const next = interval.granularity === 'MONTH' ? addMonths(interval.start, i) : interval.start + i * (interval.granularity === 'WEEK' ? 7 : 1) * 86_400_000;
    out.push({ start: at, end: Math.min(next, interval.end) });
    at = next;
  }
  return out;
}
