import { describe, expect, it } from 'vitest';
import { encode } from 'linkedin-api-client/dist/lib/utils/encoder.js';
import { complexParam, listParam, parseComplexValue } from './complexValue.js';
import { RestError } from '../api/errors.js';
import { todayErrorBody } from '../answers/todayErrorAnswer.js';

const url = (query: string) => new URL(`https://api.linkedin.com/rest/x?${query}`);

function failure(run: () => unknown): RestError {
  try {
    run();
  } catch (error) {
    return error as RestError;
  }
  throw new Error('it passed');
}

describe('Rest.li complex query values', () => {
  it('reads lists, records and percent-encoded URN leaves from the raw text', () => {
    expect(parseComplexValue('List(1001,1002)', 'ids')).toEqual(['1001', '1002']);
    expect(parseComplexValue('List(urn%3Ali%3Ashare%3A1,urn%3Ali%3AugcPost%3A2)', 'shares')).toEqual(['urn:li:share:1', 'urn:li:ugcPost:2']);
    expect(parseComplexValue('(timeRange:(start:1,end:2),timeGranularityType:DAY)', 'timeIntervals')).toEqual({ timeRange: { start: '1', end: '2' }, timeGranularityType: 'DAY' });
    expect(parseComplexValue('List()', 'ids')).toEqual([]);
    expect(parseComplexValue("''", 'x')).toBe('');
    expect(parseComplexValue('List((a:List(1,2)),(a:List()))', 'x')).toEqual([{ a: ['1', '2'] }, { a: [] }]);
  });

  it('reads what the official client encodes, however the leaves look', () => {
    const value = { timeRange: { start: 1700000000000, end: 1700086400000 }, timeGranularityType: 'DAY' };
    expect(parseComplexValue(encode(value), 'timeIntervals')).toEqual({ timeRange: { start: '1700000000000', end: '1700086400000' }, timeGranularityType: 'DAY' });
    const odd = ['urn:li:organization:1', "it's (odd), isn't it: yes", 'ü'];
    expect(parseComplexValue(encode(odd), 'x')).toEqual(odd);
  });

  it('takes raw URN colons, the 1.0 dotted form and wholly encoded parentheses', () => {
    expect(parseComplexValue('List(urn:li:organization:1001)', 'ids')).toEqual(['urn:li:organization:1001']);
    expect(parseComplexValue('(entity:urn:li:share:1)', 'x')).toEqual({ entity: 'urn:li:share:1' });
    expect(complexParam(url('timeIntervals.timeGranularityType=DAY&timeIntervals.timeRange.start=1&timeIntervals.timeRange.end=2'), 'timeIntervals')).toEqual({
      timeGranularityType: 'DAY',
      timeRange: { start: '1', end: '2' },
    });
    expect(complexParam(url('timeIntervals=%28timeRange%3A%28start%3A1%2Cend%3A2%29%2CtimeGranularityType%3ADAY%29'), 'timeIntervals')).toEqual({ timeRange: { start: '1', end: '2' }, timeGranularityType: 'DAY' });
    expect(listParam(url('ids=1&ids=2'), 'ids')).toEqual(['1', '2']);
    expect(listParam(url('ids=7'), 'ids')).toEqual(['7']);
    expect(complexParam(url('other=1'), 'timeIntervals')).toBeUndefined();
  });

  it("a value it cannot read is LinkedIn's 400 with only message and status", () => {
    for (const bad of ['(timeRange:(start:1,end:2)', 'timeRange:(start=1,end=2),timeGranularityType:DAY', '(a:1,a:2)', '(:1)', 'List(1,2', 'List(1)x', '(a:1)(b:2)', '(a:%E0)', '('.repeat(40) + 'a:1' + ')'.repeat(40)]) {
      const error = failure(() => parseComplexValue(bad, 'timeIntervals'));
      expect(error, bad).toBeInstanceOf(RestError);
      expect(todayErrorBody(error.status, error.message, error.code, error.serviceErrorCode), bad).toEqual({ message: "Parameter 'timeIntervals' is invalid", status: 400 });
    }
    expect(failure(() => complexParam(url('x=(a:1)&x=(a:2)'), 'x')).message).toBe("Parameter 'x' is invalid");
  });
});
