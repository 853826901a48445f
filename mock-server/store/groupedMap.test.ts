import { describe, expect, it } from 'vitest';
import { GroupedMap } from './groupedMap.js';

describe('a Map that keeps its values grouped', () => {
  it('keeps every group true through set, replace, delete and clear', () => {
    const map = new GroupedMap<string, { post: string; parent?: string }>((v) => [`post:${v.post}`, `under:${v.post}/${v.parent ?? ''}`]);
    map.set('a', { post: '1' }).set('b', { post: '1', parent: 'a' }).set('c', { post: '2' });
    expect([...map.group('post:1').keys()]).toEqual(['a', 'b']);
    expect([...map.group('under:1/').keys()]).toEqual(['a']);
    expect([...map.group('under:1/a').keys()]).toEqual(['b']);
    map.set('b', { post: '2' });
    expect([...map.group('post:1').keys()]).toEqual(['a']);
    expect([...map.group('post:2').keys()]).toEqual(['c', 'b']);
    expect(map.group('under:1/a').size).toBe(0);
    expect(map.delete('c')).toBe(true);
    expect(map.delete('c')).toBe(false);
    expect([...map.group('post:2').keys()]).toEqual(['b']);
    map.clear();
    expect(map.group('post:1').size).toBe(0);
    expect(map.size).toBe(0);
  });
});
