// One paging rule for every collection of today's API: the same mistake gets the same answer on
// every resource (the resources' own tests show each collection pages; this is the rule's).
import { describe, expect, it } from 'vitest';
import { RestError } from '../api/errors.js';
import { pageOf, pagingOf, type PagingRule } from './paging.js';

const REFUSE: PagingRule = { defaultCount: 10, maxCount: 100, overMax: 'refuse' };
const CAP: PagingRule = { ...REFUSE, overMax: 'cap' };

function refusal(query: string, rule = REFUSE): { status: number; code?: string; message: string } {
  try {
    pagingOf(new URLSearchParams(query), rule);
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    const { status, code, message } = error as RestError;
    return { status, code, message };
  }
  throw new Error(`${query} was not refused`);
}

describe('pagingOf', () => {
  it('reads start and count, with 0 and the default count when they are absent', () => {
    expect(pagingOf(new URLSearchParams(''), REFUSE)).toEqual({ start: 0, count: 10 });
    expect(pagingOf(new URLSearchParams('start=20&count=5'), REFUSE)).toEqual({ start: 20, count: 5 });
    expect(pagingOf(new URLSearchParams('count=0'), REFUSE)).toEqual({ start: 0, count: 0 });
  });

  it.each(['count=x', 'count=-1', 'count=1.5', 'count=', 'count=1e3', 'count=1234567890', 'start=x', 'start=-5'])('refuses %s with a 400 that names the parameter and the value', (query) => {
    const [name, value] = query.split('=');
    expect(refusal(query)).toEqual({ status: 400, code: 'ILLEGAL_ARGUMENT', message: `${name} must be a whole number, not '${value}'.` });
    expect(refusal(query, CAP)).toEqual(refusal(query));
  });

  it('past the cap, refuses or caps as the rule says', () => {
    expect(pagingOf(new URLSearchParams('count=100'), REFUSE)).toEqual({ start: 0, count: 100 });
    expect(refusal('count=101')).toEqual({ status: 400, code: 'ILLEGAL_ARGUMENT', message: 'count may be at most 100, not 101; page with start instead.' });
    expect(pagingOf(new URLSearchParams('start=3&count=101'), CAP)).toEqual({ start: 3, count: 100 });
  });
});

describe('pageOf', () => {
  it('slices one page and gives the paging block with the total', () => {
    expect(pageOf(['a', 'b', 'c'], { start: 1, count: 1 })).toEqual({ paging: { start: 1, count: 1, links: [], total: 3 }, elements: ['b'] });
    expect(pageOf(['a'], { start: 5, count: 10 })).toEqual({ paging: { start: 5, count: 10, links: [], total: 1 }, elements: [] });
  });
});
