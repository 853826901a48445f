import { describe, expect, it } from 'vitest';
import { isSafeKey, own, PROTOTYPE_NAMES, record, unsafeKeyIn } from './safeKey.js';

describe('the one rule for a key taken from a request', () => {
  it('refuses the names of the prototype machinery, and only those', () => {
    expect(PROTOTYPE_NAMES.filter(isSafeKey)).toEqual([]);
    for (const key of ['timeRange', 'toString', 'hasOwnProperty', '__defineGetter__', 'Constructor', '_proto_', '']) expect(isSafeKey(key), key).toBe(true);
  });

  it('records have no prototype and own() reads own properties only', () => {
    const out = record<string>();
    out.__proto__ = 'kept as a key';
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(own(out, '__proto__')).toBe('kept as a key');
    expect(own({ a: 1 } as Record<string, number>, 'constructor')).toBeUndefined();
    expect(own({ a: 1 } as Record<string, number>, 'a')).toBe(1);
    expect(own(undefined, 'a')).toBeUndefined();
    expect(({} as Record<string, unknown>).__proto__).toBe(Object.prototype);
  });

  it('finds a prototype name at any depth of a parsed body, in objects and arrays', () => {
    expect(unsafeKeyIn(JSON.parse('{"a":[{"b":{"__proto__":{"x":1}}}]}'))).toBe('__proto__');
    expect(unsafeKeyIn(JSON.parse('{"a":{"constructor":{"prototype":1}}}'))).toBe('constructor');
    expect(unsafeKeyIn({ a: [1, 'x', null, { b: true }] })).toBeUndefined();
    expect(unsafeKeyIn('text')).toBeUndefined();
  });
});
