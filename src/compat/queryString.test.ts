import { describe, expect, it } from 'vitest';
import { markedFields, parseQuery, queryOf, queryString, withQuery } from './queryString';

describe('query strings', () => {
  it('repeats names for array values and skips missing ones', () => {
    expect(queryString({ keywords: 'a b&c', facet: ['industry,4', 'network,F'], count: 10, none: undefined })).toBe(
      'keywords=a%20b%26c&facet=industry%2C4&facet=network%2CF&count=10',
    );
  });

  it('adds a query to a URL with or without one, and parses one back', () => {
    expect(withQuery('/a', 'b=1')).toBe('/a?b=1');
    expect(withQuery('/a?x=2', 'b=1')).toBe('/a?x=2&b=1');
    expect(withQuery('/a', '')).toBe('/a');
    expect(parseQuery('a=1&b=x%20y+z&c')).toEqual({ a: '1', b: 'x y z' });
  });

  it("reads a URL's query parameters", () => {
    expect(queryOf('/in.js?async=true&lang=de_DE#x=1')).toEqual({ async: 'true', lang: 'de_DE' });
    expect(queryOf('/in.js')).toEqual({});
  });

  it('reads the fields of a marked message, and nothing else', () => {
    expect(markedFields('inxd=1', 'inxd=1&id=7&body=%7B%7D')).toEqual({ id: '7', body: '{}' });
    expect(markedFields('inxd=1', 'inxd=1x&id=7')).toBeNull();
    expect(markedFields('inxd=1', 'inauth=1&id=7')).toBeNull();
    expect(markedFields('inxd=1', { id: 7 })).toBeNull();
  });
});
