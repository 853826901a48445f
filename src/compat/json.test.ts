// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { parseJson } from './json';

const native = window.JSON;
afterEach(() => {
  (window as any).JSON = native;
});

describe.each([
  ['native JSON', false],
  ['the fallback (no JSON global)', true],
])('JSON with %s', (_name, strip) => {
  const use = () => {
    if (strip) delete (window as any).JSON;
  };

  it('parses what the service sends', () => {
    use();
    expect(parseJson('{"_total":2,"values":[{"id":"a","firstName":"\\u00c9mile \\"E\\""},{"n":-1.5e2,"ok":true,"x":null}]}')).toEqual({
      _total: 2,
      values: [{ id: 'a', firstName: 'Émile "E"' }, { n: -150, ok: true, x: null }],
    });
  });

  it('refuses text that is not JSON, including code', () => {
    use();
    expect(() => parseJson('{"a": alert(1)}')).toThrow(SyntaxError);
    expect(() => parseJson('<html>')).toThrow();
    // Calls, assignments, comments and unclosed strings, even made of the letters true/false/null use.
    for (const code of ['[self.stuff=1]', '[set(1)]', '{"a":1}/*x*/', '["a\\"]', 'null;fetch()']) expect(() => parseJson(code)).toThrow();
  });
});
