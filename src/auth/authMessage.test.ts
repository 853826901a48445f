import { describe, expect, it } from 'vitest';
import { isAuthAnswer } from './authMessage';

describe('sign-in answers', () => {
  it('believe an error, or a token with its member; not a token alone', () => {
    expect(isAuthAnswer({ state: 'S1', error: 'user_cancelled_login' })).toBe(true);
    expect(isAuthAnswer({ state: 'S1', access_token: 'T', member_id: 'M' })).toBe(true);
    expect(isAuthAnswer({ state: 'S1', access_token: 'T' })).toBe(false);
    expect(isAuthAnswer({ state: 'S1' })).toBe(false);
  });
});
