import { describe, expect, it } from 'vitest';
import { encode } from 'linkedin-api-client/dist/lib/utils/encoder.js';
import { complexParam, listLength, listParam, parseComplexValue } from './complexValue.js';
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

  it("round five #1: a key naming the prototype (__proto__, constructor, prototype) is LinkedIn's 400 in every form, and reaches no prototype", () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      const forms = [
        () => complexParam(url(`timeIntervals.${name}.grantedProducts=communityManagement`), 'timeIntervals'),
        () => complexParam(url(`timeIntervals.timeRange.${name}.companyId=1001&timeIntervals.timeRange.start=1`), 'timeIntervals'),
        () => complexParam(url(`timeIntervals=(${name}:(grantedProducts:x),timeRange:(start:1,end:2))`), 'timeIntervals'),
        () => complexParam(url(`timeIntervals=${encodeURIComponent(`(timeRange:(${name}:(a:1)))`)}`), 'timeIntervals'),
        () => listParam(url(`ids=List((${name}:1))`), 'ids'),
      ];
      for (const form of forms) {
        const error = failure(form);
        expect(error, `${name}: ${form}`).toBeInstanceOf(RestError);
        expect(todayErrorBody(error.status, error.message, error.code, error.serviceErrorCode)).toEqual({ message: `Parameter '${error.message.match(/'(\w+)'/)![1]}' is invalid`, status: 400 });
      }
    }
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).grantedProducts).toBeUndefined();
    // A value may still be any text, and the records read have no prototype: only what was sent is found.
    const value = complexParam(url('timeIntervals=(timeRange:(start:1,end:2))'), 'timeIntervals') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBeNull();
    expect(listParam(url('ids=List(constructor,__proto__)'), 'ids')).toEqual(['constructor', '__proto__']);
  });

  it('a list is measured before it is read: its top-level items, in any form; more than a bound is refused unread', () => {
    expect(listLength('List(a,b,(c:1,d:List(2,3)))')).toBe(3);
    expect(listLength('List()')).toBe(0);
    expect(listLength('plain')).toBe(1);
    expect(listLength('List%28a%2Cb%29')).toBe(2);
    const tooMany = (count: number) => new RestError(400, `too many: ${count}`);
    expect(failure(() => listParam(url(`ids=List(${'x,'.repeat(10)}x)`), 'ids', { max: 10, tooMany })).message).toBe('too many: 11');
    expect(failure(() => listParam(url('ids=1&ids=2&ids=3'), 'ids', { max: 2, tooMany })).message).toBe('too many: 3');
    expect(listParam(url('ids=List(1,2)'), 'ids', { max: 2, tooMany })).toEqual(['1', '2']);
  });
});
