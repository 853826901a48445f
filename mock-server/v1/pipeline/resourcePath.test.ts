import { describe, expect, it } from 'vitest';
import { parseResourcePath } from './resourcePath.js';

describe('parseResourcePath', () => {
  it('splits segments and the trailing selector', () => {
    const parsed = parseResourcePath('/v1/people/~/connections:(id,first-name)');
    expect(parsed.segments.map((s) => s.name)).toEqual(['v1', 'people', '~', 'connections']);
    expect(parsed.fields).toEqual([{ name: 'id' }, { name: 'firstName' }]);
  });
  it('reads ::(…) ids on a segment, decoding url= values', () => {
    const parsed = parseResourcePath('/v1/people::(~,id=abc,url=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fada):(id)');
    expect(parsed.segments[1]).toEqual({ name: 'people', keys: ['~', 'id=abc', 'url=https://www.linkedin.com/in/ada'] });
    expect(parsed.fields).toEqual([{ name: 'id' }]);
  });
  it('decodes url= ids in a plain segment', () => {
    expect(parseResourcePath('/v1/people/url=https%3A%2F%2Fx.example%2Fin%2Fa').segments[2].name).toBe('url=https://x.example/in/a');
  });
  it('accepts percent-encoded selector punctuation', () => {
    expect(parseResourcePath('/v1/people/~%3A%28id%2Cheadline%29').fields).toEqual([{ name: 'id' }, { name: 'headline' }]);
  });
  it('keeps ::(original) on a sub-resource', () => {
    expect(parseResourcePath('/v1/people/~/picture-urls::(original)').segments[3]).toEqual({ name: 'picture-urls', keys: ['original'] });
  });
  it('refuses a selector that is not last, and an unclosed parenthesis', () => {
    expect(() => parseResourcePath('/v1/people/~:(id)/connections')).toThrow(/must come last/);
    expect(() => parseResourcePath('/v1/people/~:(id')).toThrow(/without its/);
  });
});
