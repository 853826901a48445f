import type { Clock } from './clock.js';

/** One request the service saw, for `GET /__admin/requests`. */
export interface JournalEntry {
  /** Increasing number, from 1 after each reset. */
  seq: number;
  /** Service time (mock clock), ISO 8601. */
  at: string;
  method: string;
  url: string;
}

/** The most recent requests (the oldest drop off past `limit`). */
export interface Journal {
  record(request: Request): void;
  list(): JournalEntry[];
  clear(): void;
}

export function createJournal(clock: Clock, limit: number): Journal {
  let entries: JournalEntry[] = [];
  let seq = 0;
  return {
    record(request) {
      entries.push({ seq: ++seq, at: new Date(clock.now()).toISOString(), method: request.method, url: request.url });
      if (entries.length > limit) entries = entries.slice(entries.length - limit);
    },
    list: () => entries.map((entry) => ({ ...entry })),
    clear() {
      entries = [];
      seq = 0;
    },
  };
}
