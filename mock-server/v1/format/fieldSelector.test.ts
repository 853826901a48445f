import { describe, expect, it } from 'vitest';
import { parseFieldSelector } from './fieldSelector.js';
import { RestError } from '../../api/errors.js';

describe('parseFieldSelector', () => {
  it('parses a flat list and turns names to camelCase', () => {
    expect(parseFieldSelector(':(id,first-name,headline)')).toEqual([{ name: 'id' }, { name: 'firstName' }, { name: 'headline' }]);
  });
  it('parses nested sub-selectors', () => {
    expect(parseFieldSelector('(positions:(title,company:(name)),id)')).toEqual([
      { name: 'positions', fields: [{ name: 'title' }, { name: 'company', fields: [{ name: 'name' }] }] },
      { name: 'id' },
    ]);
  });
  it('parses keys with ::(…)', () => {
    expect(parseFieldSelector(':(picture-urls::(original),id)')).toEqual([{ name: 'pictureUrls', keys: ['original'] }, { name: 'id' }]);
  });
  it.each([':(', ':()', ':(id,)', ':(id', ':(id))', ':(id first)', 'id', ':(a::())'])('refuses %s with a 400', (text) => {
    try {
      parseFieldSelector(text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RestError);
      expect((error as RestError).status).toBe(400);
      expect((error as RestError).message).toContain('malformed');
    }
  });
});

describe('parseFieldSelector extras', () => {
  it('reads field parameters such as picture-url;secure=true', () => {
    expect(parseFieldSelector(':(id,picture-url;secure=true)')).toEqual([{ name: 'id' }, { name: 'pictureUrl', params: { secure: 'true' } }]);
  });
  it('says what to do with an empty selector', () => {
    expect(() => parseFieldSelector(':()')).toThrow(/name at least one field/);
  });
});
