// An IN object for unit tests of src/tags: the real IN.Event, and fakes of IN.User, IN.API and
// IN.UI with the original's contracts, recording what the tags ask of them.
import { vi } from 'vitest';
import { createEvents } from '../../src/events/Event';

export interface FakeShareWindow {
  params: any;
  placed: boolean;
  removed: boolean;
  succeed(...args: unknown[]): void;
  fail(...args: unknown[]): void;
}

export const SDK = 'http://mock.example.test:8787';

export const MEMBER = { id: 'aZ3kq9XbW1', firstName: 'Ada', lastName: '<Lovelace>', headline: 'Analyst', pictureUrl: 'https://media.example/p' };

/** Installs `window.IN` with fakes; `signIn()`/`signOut()` fire auth/logout as the real IN.User does. */
export function fakeIN() {
  const IN: any = { ENV: { js: {}, url: { sdk: SDK }, auth: { api_key: 'k' } } };
  IN.Event = createEvents(IN);
  let authorized = false;
  let sessions = 0;
  const shareWindows: FakeShareWindow[] = [];
  const profileCalls: string[] = [];
  let profileAnswer: { values: unknown[] } | { error: unknown } = { values: [MEMBER] };
  IN.User = {
    isAuthorized: () => authorized,
    authorize: vi.fn(),
  };
  IN.API = {
    Profile(id: string) {
      profileCalls.push(id);
      let onResult: (r: unknown) => void = () => {};
      // As IN.API does: a failure without an error callback is logged.
      let onError: (e: any) => void = (e) => console.error('in.js: IN.API.Profile failed (' + e.status + '): ' + e.message);
      const answer = profileAnswer;
      setTimeout(() => ('error' in answer ? onError(answer.error) : onResult(answer)), 0);
      const call = {
        result(fn: (r: unknown) => void) {
          onResult = fn;
          return call;
        },
        error(fn: (e: unknown) => void) {
          onError = fn;
          return call;
        },
      };
      return call;
    },
  };
  IN.UI = {
    Share() {
      const success: Function[] = [];
      const error: Function[] = [];
      const w: any = {
        params: null,
        placed: false,
        removed: false,
        succeed: (...args: unknown[]) => success.forEach((fn) => fn(...args)),
        fail: (...args: unknown[]) => error.forEach((fn) => fn(...args)),
      };
      const api = {
        params(p: unknown) {
          w.params = p;
          return api;
        },
        place() {
          w.placed = true;
          return api;
        },
        success(fn: Function) {
          success.push(fn);
          return api;
        },
        error(fn: Function) {
          error.push(fn);
          return api;
        },
        remove() {
          w.removed = true;
        },
      };
      shareWindows.push(w);
      return api;
    },
  };
  (window as any).IN = IN;
  return {
    IN,
    shareWindows,
    profileCalls,
    answerProfileWith(answer: typeof profileAnswer) {
      profileAnswer = answer;
    },
    /** A new session each time (a new token), as a real sign-in. */
    signIn() {
      authorized = true;
      IN.ENV.auth.oauth_token = 'T' + ++sessions;
      IN.Event.fire('auth');
    },
    signOut() {
      authorized = false;
      IN.Event.fire('logout');
    },
    setAuthorized(value: boolean) {
      authorized = value;
      IN.ENV.auth.oauth_token = value ? 'T' + ++sessions : '';
    },
  };
}

/** Lets pending timers (the fake API's answers) run. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
