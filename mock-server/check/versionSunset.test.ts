// When a pinned LinkedIn-Version stops answering, through the one interface `check` asks
// (VersionCalendar): the mock's own window as a calendar, and the state of a pin on a day.
import { describe, expect, it } from 'vitest';
import { ruleCalendar, versionState, type VersionCalendar } from './versionSunset.js';
import { activeVersions } from '../restli/apiVersion.js';

describe('ruleCalendar: the mock\'s window (restli/apiVersion.ts) as a calendar', () => {
  it('a version answers from the first day of its month through the last day of the eleventh month after', () => {
    expect(ruleCalendar('202601')).toMatchObject({ release: '2026-01-01', sunset: '2026-12-31' });
    expect(ruleCalendar('202403.02')).toMatchObject({ release: '2024-03-01', sunset: '2025-02-28' });
    expect(ruleCalendar('202613')).toBeUndefined();
    expect(ruleCalendar('2026-01')).toBeUndefined();
  });

  it('agrees with the window the /rest check uses, at any day', () => {
    for (const day of ['2026-01-01', '2026-06-15', '2026-12-31', '2027-02-28']) {
      const { oldest, newest } = activeVersions(Date.parse(day));
      expect(versionState(oldest, day).state, `${oldest} on ${day}`).toBe('active');
      expect(versionState(newest, day).state, `${newest} on ${day}`).toBe('active');
      const before = String(Number(oldest) % 100 === 1 ? Number(oldest) - 89 : Number(oldest) - 1);
      expect(versionState(before, day).state, `${before} on ${day}`).toBe('sunset');
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
