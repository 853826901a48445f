import { describe, expect, it } from 'vitest';
import { hasInvalidEscape } from './hasInvalidEscape.js';

describe('hasInvalidEscape', () => {
  it('detects invalid escapes', () => {
    expect(hasInvalidEscape('/v1/people/%zz')).toBe(true);
    expect(hasInvalidEscape('/v1/people/%4')).toBe(true);
    expect(hasInvalidEscape('/v1/people/%E0%A4%A')).toBe(true);
    expect(hasInvalidEscape('/v1/people/url=a%2Fb')).toBe(false);
  });
});
