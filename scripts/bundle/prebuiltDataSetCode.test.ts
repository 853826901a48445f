// The default data set the package's Node bundles read is the one the service generates, in ASCII so
// that Node reads it as Latin-1.
import { describe, expect, it } from 'vitest';
import { asciiJson } from './prebuiltDataSetCode.mjs';
import { defaultDataSetText } from '../../mock-server/seed/defaultDataSet.js';

describe('asciiJson', () => {
  it('escapes every character beyond ASCII, surrogate pairs included, and keeps the value', () => {
    const text = JSON.stringify({ name: 'Zoë Ó Súilleabháin', note: 'naïve — “quoted” 😀', plain: 'a\\u00e9b' });
    const ascii = asciiJson(text);
    expect(ascii).toMatch(/^[\x00-\x7f]*$/);
    expect(JSON.parse(ascii)).toEqual(JSON.parse(text));
  });

  it('the default data set: ASCII, read as Latin-1 it is the same text, parsed the same value as the generated one', () => {
    const generated = defaultDataSetText();
    const ascii = asciiJson(generated);
    expect(ascii).toMatch(/^[\x00-\x7f]*$/);
    expect(Buffer.from(ascii, 'utf8').toString('latin1')).toBe(ascii);
    expect(JSON.parse(ascii)).toStrictEqual(JSON.parse(generated));
    // Something to escape is there: names with accents.
    expect(ascii).not.toBe(generated);
  });
});
