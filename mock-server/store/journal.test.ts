// The journal hands out copies: what a reader changes in them is not in the next listing; a match
// picks entries before they are copied; the oldest entries drop off past the limit.
import { describe, expect, it } from 'vitest';
import { createJournal } from './journal.js';

const entry = (url: string, notes?: string[]) => ({
  method: 'GET',
  url,
  status: 200,
  durationMs: 1,
  requestHeaders: { accept: 'application/json' },
  responseHeaders: { 'content-type': 'application/json' },
  ...(notes && { notes }),
});

describe('the request journal', () => {
  it('lists copies: changing one (fields, headers, notes) leaves the journal as it was', () => {
    const journal = createJournal(10);
    journal.record(entry('https://api.linkedin.com/v2/me', ['a note']), Date.UTC(2026, 0, 1));
    const [first] = journal.list();
    first!.url = 'changed';
    first!.requestHeaders.accept = 'changed';
    first!.responseHeaders['content-type'] = 'changed';
    first!.notes!.push('changed');
    expect(journal.list()).toEqual([
      { seq: 1, at: '2026-01-01T00:00:00.000Z', ...entry('https://api.linkedin.com/v2/me', ['a note']) },
    ]);
  });

  it('lists only what a match accepts, in order, and keeps the last `limit` entries', () => {
    const journal = createJournal(3);
    for (const path of ['/a', '/b', '/a', '/c', '/a']) journal.record(() => entry(`https://api.linkedin.com${path}`), 0);
    expect(journal.list().map((e) => [e.seq, e.url])).toEqual([
      [3, 'https://api.linkedin.com/a'],
      [4, 'https://api.linkedin.com/c'],
      [5, 'https://api.linkedin.com/a'],
    ]);
    expect(journal.list((e) => e.url.endsWith('/a')).map((e) => e.seq)).toEqual([3, 5]);
  });
});
