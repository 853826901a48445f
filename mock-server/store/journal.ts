import type { SharedCap } from './sharedCap.js';

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
  /** What the mock noticed that LinkedIn's answer does not say (http/requestNotes.ts), if anything. */
  notes?: string[];
  /**
   * Set when the call named a resource LinkedIn serves and this mock does not (yet): it was
   * answered LinkedIn's 404 for a path no route has, and this says which resource it was
   * (mock-server/fidelity/catalogue.ts). A path LinkedIn does not have either carries none.
   */
  unserved?: JournalUnserved;
}

/** The resource LinkedIn serves that a call named and this mock does not serve (docs/fidelity.md). */
export interface JournalUnserved {
  /** The documented path pattern, prefix included: `/rest/adAccounts/:account`. */
  resource: string;
  /** The LinkedIn product that brings it: `Advertising API`. */
  product: string;
  /** Where the resource's name comes from. */
  source: string;
}

/** What a recorder gives: the entry, or a function that makes it (called once, when first listed). */
export type JournalInput = Omit<JournalEntry, 'seq' | 'at'> | (() => Omit<JournalEntry, 'seq' | 'at'>);

/** The most recent requests (the oldest drop off past `limit`). */
export interface Journal {
  record(entry: JournalInput, startedAt: number): void;
  /** Copies of the entries, oldest first; with `match`, only those it accepts (it sees each entry before the copy). */
  list(match?: (entry: Readonly<JournalEntry>) => boolean): JournalEntry[];
  clear(): void;
}

/**
 * The journal of one service: at most `limit` entries, and with `shared` (the server's budget,
 * store/sharedCap.ts) its entries also count against a cap for the whole server: past it, the
 * journal holding the most drops its oldest entry.
 */
export function createJournal(limit: number, shared?: SharedCap): Journal {
  // Kept as given, with the time as a number; an entry is made (a function called once, so the
  // redaction is paid for by readers, not by every request) and shaped for readers only when listed.
  type Item = { seq: number; startedAt: number; entry: JournalInput; ticket?: object };
  const entries: Item[] = [];
  const made = (item: { entry: JournalInput }) => (typeof item.entry === 'function' ? (item.entry = item.entry()) : item.entry);
  let seq = 0;
  const owner = {};
  return {
    record(entry, startedAt) {
      const item: Item = { seq: ++seq, startedAt, entry };
      // Past the shared cap, the largest journal of the server (maybe this one) drops its oldest.
      if (shared) item.ticket = shared.take(owner, () => void entries.splice(entries.indexOf(item), 1));
      entries.push(item);
      if (entries.length > limit) {
        // Not `shared?.give(owner, entries.shift()!.ticket)`: without a shared cap, that skips the shift too.
        const oldest = entries.shift()!;
        shared?.give(owner, oldest.ticket);
      }
    },
    list(match) {
      const out: JournalEntry[] = [];
      for (const item of entries) {
        const entry: JournalEntry = { seq: item.seq, at: new Date(item.startedAt).toISOString(), ...made(item) };
        if (!match || match(entry)) out.push(copyEntry(entry));
      }
      return out;
    },
    clear() {
      for (const item of entries) shared?.give(owner, item.ticket);
      entries.length = 0;
      seq = 0;
    },
  };
}

/**
 * A copy a reader may change without changing the journal: the entry's own fields, its two header
 * records and its notes (an entry holds nothing deeper). Ten times quicker than structuredClone,
 * which made a poll of the journal (countRequests in a test's wait loop) cost most of its time.
 */
function copyEntry(entry: JournalEntry): JournalEntry {
  const copy: JournalEntry = { ...entry, requestHeaders: { ...entry.requestHeaders }, responseHeaders: { ...entry.responseHeaders } };
  if (entry.notes) copy.notes = [...entry.notes];
  if (entry.unserved) copy.unserved = { ...entry.unserved };
  return copy;
}
