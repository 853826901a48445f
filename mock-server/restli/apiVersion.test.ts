import { describe, expect, it } from 'vitest';
import { activeMarketingRows, activeVersions, checkApiVersion, VERSION_MISSING_MESSAGE } from './apiVersion.js';
import { RestError } from '../api/errors.js';

const NOV_2026 = Date.UTC(2026, 10, 25);
const day = (text: string, hour = 0) => Date.parse(`${text}T${String(hour).padStart(2, '0')}:00:00Z`);

function failure(header: string | null, now = NOV_2026, calendar?: Parameters<typeof checkApiVersion>[2]): RestError {
  try {
    checkApiVersion(header, now, calendar);
  } catch (error) {
    return error as RestError;
  }
  throw new Error(`'${header}' passed`);
}

describe('LinkedIn-Version on the mock clock, by the calendar', () => {
  it('keeps the versions released and not yet sunset: no 202512 (never released), not 202511 after its sunset day', () => {
    expect(activeVersions(NOV_2026)).toEqual({ oldest: '202601', newest: '202611' });
    expect(activeMarketingRows(NOV_2026).map((row) => row.version)).toEqual(['202601', '202602', '202603', '202604', '202605', '202606', '202607', '202608', '202609', '202610', '202611']);
    expect(checkApiVersion('202611', NOV_2026)).toBe('20261101');
    expect(checkApiVersion('202605.01', NOV_2026)).toBe('20260501');
  });

  it('a version answers through its published sunset day and is refused from 00:00 UTC the day after (202511: 2026-11-16)', () => {
    expect(checkApiVersion('202511', day('2026-11-16', 23))).toBe('20251101');
    expect(failure('202511', day('2026-11-17')).message).toBe('Requested version 20251101 is not active');
    // 202407's published day is the 22nd, not the rule's 15th.
    expect(checkApiVersion('202407', day('2025-07-22', 12))).toBe('20240701');
    expect(failure('202407', day('2025-07-23')).status).toBe(426);
  });

  it('a version is not active on the 1st of its month: it answers from the day its month of a year before is sunset', () => {
    expect(failure('202604', day('2026-04-06')).message).toBe('Requested version 20260401 is not active');
    expect(checkApiVersion('202604', day('2026-04-15'))).toBe('20260401');
    expect(failure('202611', day('2026-11-15', 23)).status).toBe(426);
    expect(checkApiVersion('202611', day('2026-11-16'))).toBe('20261101');
    // 202507 goes live the day 202407 went (its published 2025-07-22).
    expect(failure('202507', day('2025-07-21', 23)).status).toBe(426);
    expect(checkApiVersion('202507', day('2025-07-22'))).toBe('20250701');
  });

  it('a month never released answers as a sunset one: 426 NONEXISTENT_VERSION, LinkedIn\'s body exactly', () => {
    const never = failure('202512', day('2026-06-01'));
    expect([never.status, never.code, never.message]).toEqual([426, 'NONEXISTENT_VERSION', 'Requested version 20251201 is not active']);
    expect(never.body).toEqual({ status: 426, code: 'NONEXISTENT_VERSION', message: 'Requested version 20251201 is not active' });
    expect(Object.keys(never.body!)).toEqual(['status', 'code', 'message']);
    expect(failure('202201', day('2022-08-01')).status).toBe(426);
    // The future follows the rule: 202712 is never released either; 202711 is.
    expect(failure('202712', day('2028-01-05')).status).toBe(426);
    expect(checkApiVersion('202711', day('2027-11-15'))).toBe('20271101');
  });

  it('202306 and 202307 outlived the sunset of "202310 and earlier"; 202305 did not', () => {
    expect(checkApiVersion('202306', day('2024-11-01'))).toBe('20230601');
    expect(checkApiVersion('202307', day('2026-11-25'))).toBe('20230701');
    expect(failure('202305', day('2024-11-01')).status).toBe(426);
    expect(failure('202310', day('2024-10-16')).status).toBe(426);
  });

  it('other calendars: Talent versions live two years (202508.02 listed), the Member Data Portability snapshot takes only 202312', () => {
    expect(checkApiVersion('202508.02', day('2027-06-01'), 'talent')).toBe('20250801');
    expect(failure('202508', day('2027-06-01')).status).toBe(426);
    expect(failure('202509', day('2026-06-01'), 'talent').status).toBe(426);
    expect(checkApiVersion('202312', day('2026-06-01'), 'memberDataPortability')).toBe('20231201');
    expect(failure('202605', day('2026-06-01'), 'memberDataPortability').status).toBe(426);
  });

  it('missing → 400 VERSION_MISSING with the real message', () => {
    const error = failure(null);
    expect([error.status, error.code, error.message]).toEqual([400, 'VERSION_MISSING', VERSION_MISSING_MESSAGE]);
    expect(failure('  ').code).toBe('VERSION_MISSING');
  });

  it('a malformed version → 400 saying the format', () => {
    for (const bad of ['2026-11', '20261', '202613', 'latest']) expect(failure(bad).status).toBe(400);
    expect(failure('latest').message).toMatch(/e\.g\. 202611\.$/);
  });
});
