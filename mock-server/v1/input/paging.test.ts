import { describe, expect, it } from 'vitest';
import { page, parsePaging } from './paging.js';
import { RestError } from '../../api/errors.js';
import { toJsonValue } from '../format/serialize.js';
import { MAX_PAGE_COUNT } from '../../defaults.js';

const params = (text: string) => new URLSearchParams(text);

describe('parsePaging', () => {
  it('defaults to start 0 and the list default', () => {
    expect(parsePaging(params(''), 10)).toEqual({ start: 0, count: 10 });
  });
  it('reads start and count', () => {
    expect(parsePaging(params('start=20&count=5'), 10)).toEqual({ start: 20, count: 5 });
  });
  it.each(['start=-1', 'count=-5', 'start=abc', 'count=1.5', 'count=', 'start=1e3', 'start=1&start=2'])('refuses %s with a 400 naming the parameter', (query) => {
    try {
      parsePaging(params(query), 10);
      expect.unreachable();
    } catch (error) {
      expect((error as RestError).status).toBe(400);
      expect((error as RestError).message).toMatch(/'(start|count)'/);
    }
  });
  it(`refuses a count above the documented maximum (${MAX_PAGE_COUNT})`, () => {
    expect(() => parsePaging(params(`count=${MAX_PAGE_COUNT + 1}`), 10)).toThrow(/at most 500/);
    expect(parsePaging(params(`count=${MAX_PAGE_COUNT}`), 10).count).toBe(MAX_PAGE_COUNT);
    expect(() => parsePaging(params('count=26'), 10, 25)).toThrow(/at most 25/);
  });
});

describe('page', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);
  it('cuts the page and records where it starts', () => {
    const list = page(items, { start: 10, count: 10 }, 'n');
    expect(list.items).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(list.total).toBe(23);
    expect(toJsonValue(list)).toMatchObject({ _count: 10, _start: 10, _total: 23 });
  });
  it('gives a short last page (_count is the items returned) and an empty page past the end', () => {
    expect(toJsonValue(page(items, { start: 20, count: 10 }, 'n'))).toEqual({ _count: 3, _start: 20, _total: 23, values: [20, 21, 22] });
    expect(toJsonValue(page(items, { start: 50, count: 10 }, 'n'))).toEqual({ _count: 0, _start: 50, _total: 23 });
  });
  it('leaves _start/_count out when the page holds the whole list, whatever count was asked', () => {
    expect(toJsonValue(page(items, { start: 0, count: 50 }, 'n'))).toEqual({ _total: 23, values: items });
    expect(toJsonValue(page([], { start: 0, count: 10 }, 'n'))).toEqual({ _total: 0 });
  });
});
