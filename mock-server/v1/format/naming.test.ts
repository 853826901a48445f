import { describe, expect, it } from 'vitest';
import { keysToCamel, toCamel, toKebab } from './naming.js';

describe('naming rule', () => {
  it('turns JSON names into XML names [F-V1-027]', () => {
    expect(toKebab('siteStandardProfileRequest')).toBe('site-standard-profile-request');
    expect(toKebab('id')).toBe('id');
    expect(toKebab('numConnectionsCapped')).toBe('num-connections-capped');
  });
  it('turns XML names into JSON names and leaves camelCase alone', () => {
    expect(toCamel('first-name')).toBe('firstName');
    expect(toCamel('submitted-image-url')).toBe('submittedImageUrl');
    expect(toCamel('firstName')).toBe('firstName');
  });
  it('round-trips every person field name', () => {
    for (const name of ['firstName', 'pictureUrl', 'apiStandardProfileRequest', 'isCurrent', 'updateKey']) {
      expect(toCamel(toKebab(name))).toBe(name);
    }
  });
  it('converts keys at any depth', () => {
    expect(keysToCamel({ 'content': { 'submitted-url': 'u' }, list: [{ 'first-name': 'A' }] })).toEqual({
      content: { submittedUrl: 'u' },
      list: [{ firstName: 'A' }],
    });
  });
});
