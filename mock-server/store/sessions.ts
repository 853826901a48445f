import type { Clock } from './clock.js';
import { randomString } from './randomString.js';
import { ExpiringMap } from './expiringMap.js';
import { MAX_LOGIN_SESSIONS } from '../defaults.js';

const SESSION_ID_LENGTH = 40;

/** A member's login session on the auth host (the HttpOnly session cookie holds its id). */
export interface LoginSession {
  id: string;
  memberId: string;
  createdAt: number;
  expiresAt: number;
}

export interface SessionStore {
  create(memberId: string, lifetimeSeconds: number): LoginSession;
  /** The live session with this id, or undefined when unknown, ended or expired. */
  get(id: string | undefined): LoginSession | undefined;
  end(id: string): void;
  all(): LoginSession[];
  /** Puts back a session saved earlier (--state). */
  restore(session: LoginSession): void;
  clear(): void;
}

export function createSessionStore(clock: Clock): SessionStore {
  const sessions = new ExpiringMap<string, LoginSession>(clock, (session) => session.expiresAt, MAX_LOGIN_SESSIONS);
  return {
    create(memberId, lifetimeSeconds) {
      const createdAt = clock.now();
      const session = { id: randomString(SESSION_ID_LENGTH), memberId, createdAt, expiresAt: createdAt + lifetimeSeconds * 1000 };
      sessions.set(session.id, session);
      return session;
    },
    get(id) {
      if (!id) return undefined;
      const session = sessions.get(id);
      if (!session || clock.now() >= session.expiresAt) return undefined;
      return session;
    },
    end: (id) => void sessions.delete(id),
    all: () => [...sessions.values()],
    restore: (session) => sessions.set(session.id, { ...session }),
    clear: () => sessions.clear(),
  };
}
