/** One request the service answered, for `GET /__admin/requests` (secrets redacted before it gets here). */
export interface JournalEntry {
  /** Increasing number, from 1 after each reset. */
  seq: number;
  /** Service time (mock clock) the request came in, ISO 8601. */
  at: string;
  method: string;
  /** The URL, with tokens, codes and secrets in its query replaced by REDACTED. */
  url: string;
  /** The status answered; null when the connection was dropped (an injected fault). */
  status: number | null;
  /** Real time from the request to the answer's headers, in ms (injected delays included). */
  durationMs: number;
  requestHeaders: Record<string, string>;
  /** The body's text (cut after JOURNAL_BODY_CHARS), when there was one. */
  requestBody?: string;
  responseHeaders: Record<string, string>;
  responseBody?: string;
  /** The id of the fault that answered or spoiled it, if one did. */
  fault?: number;
}

/** The most recent requests (the oldest drop off past `limit`). */
export interface Journal {
  record(entry: Omit<JournalEntry, 'seq' | 'at'>, startedAt: number): void;
  list(): JournalEntry[];
  clear(): void;
}

export function createJournal(limit: number): Journal {
  // Kept as given, with the time as a number; an entry is shaped for readers only when listed.
  const entries: { seq: number; startedAt: number; entry: Omit<JournalEntry, 'seq' | 'at'> }[] = [];
  let seq = 0;
  return {
    record(entry, startedAt) {
      entries.push({ seq: ++seq, startedAt, entry });
      if (entries.length > limit) entries.shift();
    },
    list: () => entries.map(({ seq, startedAt, entry }) => structuredClone({ seq, at: new Date(startedAt).toISOString(), ...entry })),
    clear() {
      entries.length = 0;
      seq = 0;
    },
  };
}
