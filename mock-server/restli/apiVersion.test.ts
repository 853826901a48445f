import { describe, expect, it } from 'vitest';
import { activeVersions, checkApiVersion, VERSION_MISSING_MESSAGE } from './apiVersion.js';
import { RestError } from '../api/errors.js';

const NOV_2026 = Date.UTC(2026, 10, 25);

function failure(header: string | null, now = NOV_2026): RestError {
  try {
    checkApiVersion(header, now);
  } catch (error) {
    return error as RestError;
  }
  throw new Error(`'${header}' passed`);
}

describe('LinkedIn-Version on the mock clock', () => {
  it('keeps twelve monthly versions active, counting the current month [F-RESTLI-003]', () => {
    expect(activeVersions(NOV_2026)).toEqual({ oldest: '202512', newest: '202611' });
    expect(activeVersions(Date.UTC(2026, 0, 5))).toEqual({ oldest: '202502', newest: '202601' });
    expect(checkApiVersion('202611', NOV_2026)).toBe('20261101');
    expect(checkApiVersion('202512', NOV_2026)).toBe('20251201');
    expect(checkApiVersion('202605.01', NOV_2026)).toBe('20260501');
  });

  it('missing → 400 VERSION_MISSING with the real message [F-RESTLI-001]', () => {
    const error = failure(null);
    expect([error.status, error.code, error.message]).toEqual([400, 'VERSION_MISSING', VERSION_MISSING_MESSAGE]);
    expect(failure('  ').code).toBe('VERSION_MISSING');
  });

  it('outside the window → 426 NONEXISTENT_VERSION, the month echoed as YYYYMM01 [F-RESTLI-002]', () => {
    const old = failure('202511');
    expect([old.status, old.code, old.message]).toEqual([426, 'NONEXISTENT_VERSION', 'Requested version 20251101 is not active']);
    expect(failure('202612').message).toBe('Requested version 20261201 is not active');
    // The same header becomes active when the clock moves back.
    expect(checkApiVersion('202511', Date.UTC(2026, 0, 1))).toBe('20251101');
  });

  it('a malformed version → 400 saying the format [F-RESTLI-004]', () => {
    for (const bad of ['2026-11', '20261', '202613', 'latest']) expect(failure(bad).status).toBe(400);
  });
});
