import { describe, expect, it } from 'vitest';
import { RestError } from '../api/errors.js';
import { parseUrn, urnParam } from './urn.js';

describe('urnParam', () => {
  const POST = { what: 'a post', types: ['share', 'ugcPost'] };

  it('reads a urn:li URN of one of the types', () => {
    expect(urnParam('urn:li:ugcPost:7100', POST)).toEqual(parseUrn('urn:li:ugcPost:7100'));
  });

  it.each(['7100', 'urn:li:person:abc', 'urn:xx:share:1', `urn:li:share:${'1'.repeat(300)}`])('refuses %s with the one sentence', (text) => {
    expect(() => urnParam(text, POST)).toThrow(RestError);
    expect(() => urnParam(text, POST)).toThrow(`'${text}' is not a post URN; use urn:li:share:{id} or urn:li:ugcPost:{id}, percent-encoded in the path.`);
  });
});
