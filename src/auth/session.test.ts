// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiSession, currentToken, startSession } from './session';

function page() {
  const fired: string[] = [];
  const IN: any = { ENV: { js: {}, auth: { api_key: 'k', oauth_token: '', member_id: '' } }, Event: { fire: (name: string) => fired.push(name) } };
  return { IN, fired };
}

afterEach(() => vi.useRealTimers());

describe('the session', () => {
  it('gives its token until it expires', () => {
    vi.useFakeTimers();
    const { IN } = page();
    expect(currentToken(IN)).toBe('');
    startSession(IN, { state: 's', access_token: 'T', member_id: 'M', expires_in: '1800' });
    expect(currentToken(IN)).toBe('T');
    vi.advanceTimersByTime(1800 * 1000);
    expect(currentToken(IN)).toBe('');
  });

  it('ends, with noAuth, when the API refuses the current token; not for an older one', () => {
    const { IN, fired } = page();
    startSession(IN, { state: 's', access_token: 'T2', member_id: 'M', expires_in: '1800' });
    const session = apiSession(IN);
    session._refused('T1');
    expect([session._token(), fired]).toEqual(['T2', []]);
    session._refused('T2');
    expect([session._token(), IN.ENV.auth.member_id, fired]).toEqual(['', '', ['noAuth']]);
  });
});
