// The day a service replays (history/asOfDay.ts), from where it was given: the admin API's
// setting, else the start-up option `asOf`, else the fixture setting `settings.asOf`; null: none,
// today's platform with a working v1 era (docs/over-time.md).
import type { MockContext } from './context.js';
import { asOfMs } from '../history/asOfDay.js';

/** Where the day replayed comes from. */
export type AsOfSource = 'admin' | 'start-up' | 'fixtures' | null;

/** The replayed day (ms) and where it came from; `{ asOf: null }` when the service replays none. */
export function asOfState(ctx: MockContext): { asOf: number | null; source: AsOfSource } {
  if (ctx.asOfSet.value !== undefined) return { asOf: ctx.asOfSet.value, source: 'admin' };
  const given = ctx.startup.options.asOf;
  if (given !== undefined) return { asOf: asOfMs(given) as number, source: 'start-up' };
  const fixture = ctx.fixtureSettings.asOf;
  if (fixture !== undefined) {
    const ms = asOfMs(fixture);
    if (typeof ms === 'number') return { asOf: ms, source: 'fixtures' };
  }
  return { asOf: null, source: null };
}

/** The replayed day (ms), or null: no replay. The dated rules take this. */
export function asOfOf(ctx: MockContext): number | null {
  return asOfState(ctx).asOf;
}

/**
 * The time the platform's calendar is read at: the replayed day, or the mock clock. The
 * LinkedIn-Version of a /rest call is checked on it.
 */
export function platformNow(ctx: MockContext): number {
  return asOfOf(ctx) ?? ctx.clock.now();
}
