import { describe, expect, it } from 'vitest';
import { acceptMessage } from './acceptMessage';

const popup = { name: 'popup' };
const expected = { origin: 'http://127.0.0.1:8787', source: popup, state: 'S1' };
const token = 'inauth=1&state=S1&access_token=T&member_id=M&expires_in=1800';
const accept = (origin: string, source: any, data: unknown, exp = expected) => acceptMessage('inauth=1', origin, source, data, exp);

describe('window message validation', () => {
  it('accepts a message from the service origin, the opened window and the sent state', () => {
    expect(accept('http://127.0.0.1:8787', popup, token)).toEqual({
      state: 'S1',
      access_token: 'T',
      member_id: 'M',
      expires_in: '1800',
    });
  });

  it('ignores a message from another origin, even with the right state', () => {
    expect(accept('http://evil.test', popup, token)).toBeNull();
    expect(accept('http://127.0.0.1:8788', popup, token)).toBeNull();
  });

  it('ignores a message from a window the page did not open', () => {
    expect(accept('http://127.0.0.1:8787', { name: 'other' }, token)).toBeNull();
    expect(accept('http://127.0.0.1:8787', null, token, { ...expected, source: null })).toBeNull();
  });

  it('ignores a wrong or missing state (a replay or another flow)', () => {
    expect(accept(expected.origin, popup, token.replace('S1', 'S0'))).toBeNull();
    expect(accept(expected.origin, popup, 'inauth=1&access_token=T&member_id=M')).toBeNull();
  });

  it('ignores data without the mark', () => {
    expect(accept(expected.origin, popup, { state: 'S1' })).toBeNull();
    expect(accept(expected.origin, popup, 'inxd=1&state=S1')).toBeNull();
    expect(accept(expected.origin, popup, 'inauth=1x&state=S1')).toBeNull();
  });

  it('decodes an error message with the right state', () => {
    expect(accept(expected.origin, popup, 'inauth=1&state=S1&error=user_cancelled_login&error_description=The%20member%20cancelled')).toEqual({
      state: 'S1',
      error: 'user_cancelled_login',
      error_description: 'The member cancelled',
    });
  });
});
