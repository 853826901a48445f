import { describe, expect, it } from 'vitest';
import { page, parsePaging } from './paging.js';
import { RestError } from './restError.js';
import { MAX_PAGE_COUNT } from '../defaults.js';

const params = (text: string) => new URLSearchParams(text);

describe('parsePaging', () => {
  it('defaults to start 0 and the list default, not explicit', () => {
    expect(parsePaging(params(''), 10)).toEqual({ start: 0, count: 10, explicit: false });
  });
  it('reads start and count', () => {
    expect(parsePaging(params('start=20&count=5'), 10)).toEqual({ start: 20, count: 5, explicit: true });
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
  it('cuts the page and records the envelope', () => {
    const list = page(items, { start: 10, count: 10, explicit: true }, 'n');
    expect(list.items).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(list.total).toBe(23);
    expect(list.paging).toEqual({ start: 10, count: 10 });
  });
  it('gives a short last page and an empty page past the end', () => {
    expect(page(items, { start: 20, count: 10, explicit: true }, 'n').items).toEqual([20, 21, 22]);
    expect(page(items, { start: 50, count: 10, explicit: true }, 'n').items).toEqual([]);
  });
  it('leaves _start/_count out when the request named neither', () => {
    expect(page(items, { start: 0, count: 10, explicit: false }, 'n').paging).toBeUndefined();
  });
});
