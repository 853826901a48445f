import { describe, expect, it } from 'vitest';
import { redactBody, redactHeaders, redactUrl } from './redact.js';

describe('redact', () => {
  it('replaces secret query values and leaves the rest of the URL as it was', () => {
    expect(redactUrl('https://h/cb?code=abc&state=s%20t&x=~')).toBe('https://h/cb?code=REDACTED&state=s%20t&x=~');
    expect(redactUrl('https://h/v1/people/~?oauth2_access_token=AQ1&format=json#f')).toBe('https://h/v1/people/~?oauth2_access_token=REDACTED&format=json#f');
    expect(redactUrl('https://h/p?access%5Ftoken=1')).toBe('https://h/p?access%5Ftoken=REDACTED');
    expect(redactUrl('https://h/p')).toBe('https://h/p');
  });

  it('keeps the Authorization scheme and cookie names', () => {
    const headers = new Headers({ authorization: 'OAuth oauth_token="t", oauth_signature="s"', cookie: 'li_at=abc; bcookie=def', 'x-li-format': 'json' });
    expect(redactHeaders(headers)).toEqual({ authorization: 'OAuth REDACTED', cookie: 'li_at=REDACTED; bcookie=REDACTED', 'x-li-format': 'json' });
    expect(redactHeaders(new Headers({ authorization: 'AQtokenalone' })).authorization).toBe('REDACTED');
  });

  it('replaces named fields of JSON and form bodies, and random-looking runs anywhere', () => {
    expect(redactBody('{"access_token":"AQx","expires_in":5184000,"nested":{"client_secret":"s"}}', 'application/json')).toBe(
      '{"access_token":"REDACTED","expires_in":5184000,"nested":{"client_secret":"REDACTED"}}',
    );
    expect(redactBody('grant_type=authorization_code&code=c1&client_secret=s', 'application/x-www-form-urlencoded')).toBe('grant_type=authorization_code&code=REDACTED&client_secret=REDACTED');
    expect(redactBody('<input name="csrfToken" value="q3N0uJxYz8w2Lk5Pm7Rt9Vb1Qa4Sd6Fg">', 'text/html')).toBe('<input name="csrfToken" value="REDACTED">');
    expect(redactBody('internationalization and a plain sentence', 'text/plain')).toBe('internationalization and a plain sentence');
  });
});
