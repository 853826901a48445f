import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { marketingCalendar, ruleDay, versionRow } from './versionCalendar.js';

describe('the version calendar as data', () => {
  it('holds every published sunset day of the Migrations page as published', () => {
    const published: Record<string, string> = {
      '202407': '2025-07-22', '202408': '2025-08-18', '202409': '2025-09-15', '202410': '2025-10-15', '202411': '2025-11-17',
      '202510': '2026-10-15', '202511': '2026-11-16', '202601': '2027-01-15', '202602': '2027-02-15', '202603': '2027-03-16',
    };
    for (const [version, sunset] of Object.entries(published)) {
      const row = versionRow(version)!;
      expect([version, row.sunset]).toEqual([version, sunset]);
      expect(row.source).toMatch(/Migrations page/);
    }
  });

  it('extends what is not published by the rule: the 15th, or the Monday after a weekend 15th', () => {
    expect(ruleDay(2027, 8)).toBe('2027-08-16');
    expect(ruleDay(2027, 9)).toBe('2027-09-15');
    expect(versionRow('202608')).toMatchObject({ release: '2026-08-17', sunset: '2027-08-16' });
    expect(versionRow('202608')!.source).toMatch(/rule/);
  });

  it('every row: released on the day its month of a year before is sunset, a year (and a day or so) of life, no December after 2022', () => {
    const rows = marketingCalendar(202812);
    expect(rows[0]!.version).toBe('202206');
    expect(rows.map((row) => row.version)).toContain('202212');
    for (const row of rows) {
      if (row.unpublishedEnd) continue;
      const life = (Date.parse(row.sunset) - Date.parse(row.release)) / 86_400_000;
      // 202507: 358 days, from 202407's published 2025-07-22 to the third party's reading of its own, 2026-07-15.
      expect(life, row.version).toBeGreaterThanOrEqual(358);
      expect(life, row.version).toBeLessThanOrEqual(372);
      expect(Number(row.release.slice(8)), row.version).toBeGreaterThanOrEqual(15);
      const before = versionRow(String(Number(row.version) - 100));
      if (before && !before.unpublishedEnd) expect(row.release, row.version).toBe(before.sunset);
    }
    for (const december of ['202312', '202412', '202512', '202612', '202712']) expect(versionRow(december), december).toBeUndefined();
  });

  it('202306 and 202307 have no published end', () => {
    expect(versionRow('202306')).toMatchObject({ sunset: '9999-12-31', unpublishedEnd: expect.stringMatching(/202310 and earlier/) });
  });
});

describe('docs/over-time.md', () => {
  it('prints the calendar as the data has it: every row of its table, and every version from 2024 to 202711', () => {
    const doc = readFileSync(new URL('../../docs/over-time.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| (\d{6}) \| (\d{4}-\d\d-\d\d) \| ([^|]+) \|/gm)].map(([, version, release, last]) => ({ version, release, last: last!.trim() }));
    expect(rows.length).toBeGreaterThan(40);
    for (const { version, release, last } of rows) {
      const row = versionRow(version!)!;
      expect([version, release, last]).toEqual([version, row.release, row.unpublishedEnd ? 'not published' : row.sunset]);
    }
    const printed = rows.map((row) => row.version);
    for (const row of marketingCalendar(202711).filter((row) => row.version >= '202401')) expect(printed).toContain(row.version);
  });
});
