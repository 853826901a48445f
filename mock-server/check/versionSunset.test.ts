// When a pinned LinkedIn-Version stops answering, through the one interface `check` asks
// (VersionCalendar): the mock's calendar of Marketing versions, and the state of a pin on a day.
import { describe, expect, it } from 'vitest';
import { marketingDays, versionState, type VersionCalendar } from './versionSunset.js';
import { checkApiVersion } from '../restli/apiVersion.js';

const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
const answers = (version: string, day: string) => {
  try {
    checkApiVersion(version, noon(day));
    return true;
  } catch {
    return false;
  }
};

describe("marketingDays: the mock's calendar (restli/versionCalendar.ts) as check reads it", () => {
  it("LinkedIn's published days, the rule's for the others, no December after 2022, an unpublished end said", () => {
    expect(marketingDays('202407')).toMatchObject({ sunset: '2025-07-22' });
    expect(marketingDays('202511')).toMatchObject({ release: '2025-11-17', sunset: '2026-11-16' });
    expect(marketingDays('202512')).toBeUndefined();
    expect(marketingDays('202306')).toMatchObject({ unpublishedEnd: expect.stringContaining('202306') });
    expect(marketingDays('2026-01')).toBeUndefined();
  });

  it("agrees with what the mock's /rest answers, on the first and last days of each version and the days around them", () => {
    for (const version of ['202401', '202407', '202509', '202511', '202604', '202611']) {
      const { release, sunset } = marketingDays(version)!;
      const dayAfter = new Date(Date.parse(sunset) + 86_400_000).toISOString().slice(0, 10);
      const dayBefore = new Date(Date.parse(release) - 86_400_000).toISOString().slice(0, 10);
      for (const [day, expected] of [[release, true], [sunset, true], [dayAfter, false], [dayBefore, false]] as const) {
        expect(versionState(version, day).state === 'active', `${version} on ${day}`).toBe(expected);
        expect(answers(version, day), `the mock's /rest: ${version} on ${day}`).toBe(expected);
      }
    }
  });
});

describe('versionState', () => {
  const calendar: VersionCalendar = (version) => (version === '202604' ? { release: '2026-04-15', sunset: '2027-04-15', source: 'a planted row' } : undefined);

  it('active with the days left, sunset after its last day, not yet before its first, not released when the calendar has none', () => {
    expect(versionState('202604', '2026-08-01', calendar)).toMatchObject({ state: 'active', daysLeft: 257 });
    expect(versionState('202604', '2027-04-15', calendar)).toMatchObject({ state: 'active', daysLeft: 0 });
    expect(versionState('202604', '2027-04-16', calendar)).toMatchObject({ state: 'sunset', days: { sunset: '2027-04-15' } });
    expect(versionState('202604', '2026-04-01', calendar)).toMatchObject({ state: 'not-yet', days: { release: '2026-04-15' } });
    expect(versionState('202512', '2026-08-01', calendar)).toEqual({ state: 'not-released' });
  });
});
