import { describe, expect, it } from 'vitest';
import { acceptAuthMessage } from './authMessage';

const popup = { name: 'popup' };
const expected = { origin: 'http://127.0.0.1:8787', source: popup, state: 'S1' };
const token = 'inauth=1&state=S1&access_token=T&member_id=M&expires_in=1800';

describe('sign-in message validation', () => {
  it('accepts a token message from the auth origin, the opened window and the sent state', () => {
    expect(acceptAuthMessage('http://127.0.0.1:8787', popup, token, expected)).toEqual({
      state: 'S1',
      access_token: 'T',
      member_id: 'M',
      expires_in: '1800',
    });
  });

  it('ignores a message from another origin, even with the right state', () => {
    expect(acceptAuthMessage('http://evil.test', popup, token, expected)).toBeNull();
    expect(acceptAuthMessage('http://127.0.0.1:8788', popup, token, expected)).toBeNull();
  });

  it('ignores a message from a window the page did not open', () => {
    expect(acceptAuthMessage('http://127.0.0.1:8787', { name: 'other' }, token, expected)).toBeNull();
    expect(acceptAuthMessage('http://127.0.0.1:8787', null, token, { ...expected, source: null })).toBeNull();
  });

  it('ignores a wrong or missing state (a replay or another flow)', () => {
    expect(acceptAuthMessage(expected.origin, popup, token.replace('S1', 'S0'), expected)).toBeNull();
    expect(acceptAuthMessage(expected.origin, popup, 'inauth=1&access_token=T&member_id=M', expected)).toBeNull();
  });

  it('ignores data that is not a sign-in message, and a token message without a member', () => {
    expect(acceptAuthMessage(expected.origin, popup, { state: 'S1' }, expected)).toBeNull();
    expect(acceptAuthMessage(expected.origin, popup, 'inxd=1&state=S1', expected)).toBeNull();
    expect(acceptAuthMessage(expected.origin, popup, 'inauth=1&state=S1&access_token=T', expected)).toBeNull();
  });

  it('accepts an error message with the right state', () => {
    expect(acceptAuthMessage(expected.origin, popup, 'inauth=1&state=S1&error=user_cancelled_login&error_description=The%20member%20cancelled', expected)).toEqual({
      state: 'S1',
      error: 'user_cancelled_login',
      error_description: 'The member cancelled',
    });
  });
});
