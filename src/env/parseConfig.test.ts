// @vitest-environment jsdom
// (The framework logs through window.console, as it runs in a browser.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, readSettings } from './parseConfig';

afterEach(() => vi.restoreAllMocks());

describe('parseConfig', () => {
  it('reads key: value lines and keeps colons inside values', () => {
    expect(parseConfig('api_key: abc\nbase_url: http://127.0.0.1:8787/\nonLoad: a, b.c')).toEqual({
      api_key: 'abc',
      base_url: 'http://127.0.0.1:8787/',
      onLoad: 'a, b.c',
    });
  });

  it('reads booleans in any letter case and warns about values that are neither', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConfig('authorize: True\ncredentials_cookie: FALSE\ncredentials_cookie_crc: yes')).toEqual({
      authorize: true,
      credentials_cookie: false,
      credentials_cookie_crc: false,
    });
    expect(warn).toHaveBeenCalledWith("in.js: setting 'credentials_cookie_crc' must be true or false, not ' yes': using false.");
  });

  it('returns nothing for an empty or missing body', () => {
    expect(parseConfig('')).toEqual({});
    expect(parseConfig('\r\n   \r\n// just a comment\r\n')).toEqual({});
  });

  it('takes the same keys from an IN.init object, with real booleans', () => {
    expect(readSettings({ api_key: ' k ', authorize: true, onLoad: 'go' })).toEqual({ api_key: 'k', authorize: true, onLoad: 'go' });
  });
});
