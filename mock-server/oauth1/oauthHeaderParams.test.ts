import { describe, expect, it } from 'vitest';
import { isOAuthHeader, oauthHeaderParams } from './oauthHeaderParams.js';
import { OAuth1Problem } from './errors.js';

describe('Authorization: OAuth header (RFC 5849 3.5.1)', () => {
  it('reads node-oauth’s form (commas, no spaces) and Ruby’s (comma and space), decoding values [F-OAUTH1-029]', () => {
    expect(oauthHeaderParams('OAuth oauth_consumer_key="k",oauth_nonce="a%20b",oauth_signature="x%2By%3D"')).toEqual([
      ['oauth_consumer_key', 'k'],
      ['oauth_nonce', 'a b'],
      ['oauth_signature', 'x+y='],
    ]);
    expect(oauthHeaderParams('OAuth oauth_body_hash="2jmj7l5rSw0yVb%2FvlWAYkK%2FYBwk%3D", oauth_callback="oob"')).toEqual([
      ['oauth_body_hash', '2jmj7l5rSw0yVb/vlWAYkK/YBwk='],
      ['oauth_callback', 'oob'],
    ]);
  });

  it('leaves realm out, accepts any case of the scheme, extra spaces and an empty value [F-OAUTH1-029]', () => {
    expect(oauthHeaderParams('oauth   realm="Example" ,  oauth_token = ""')).toEqual([['oauth_token', '']]);
    expect(isOAuthHeader('OAUTH realm="x"')).toBe(true);
    expect(isOAuthHeader('Bearer abc')).toBe(false);
    expect(isOAuthHeader('OAuthx')).toBe(false);
  });

  it.each([
    ['an OAuth 2.0 draft token', 'OAuth AQXdSP_W41_UPs5ioT_t8HESyODB4FqbkJ8LrV_5mff4gPODzOYR', /Authorization: Bearer/],
    ['an unclosed quote', 'OAuth oauth_nonce="abc', /name="value" pairs/],
    ['a bad percent-escape', 'OAuth oauth_nonce="%zz"', /bad percent-escape/],
  ])('refuses %s with parameter_rejected', (_, header, message) => {
    let caught: unknown;
    try {
      oauthHeaderParams(header);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OAuth1Problem);
    expect((caught as OAuth1Problem).problem).toBe('parameter_rejected');
    expect((caught as OAuth1Problem).advice).toMatch(message);
  });
});
