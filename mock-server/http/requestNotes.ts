// Notes a handler leaves on the request it answers, for the person reading the journal
// (GET /__admin/requests, the admin page): help the mock can give where LinkedIn's own answer
// gives none (a projection field that matched nothing, client credentials LinkedIn does not read).
// Keyed by the request object, so a note lives exactly as long as its request; the gateway takes
// them when it journals the answer.

import type { JournalUnserved } from '../store/journal.js';

const notes = new WeakMap<Request, string[]>();
const unserved = new WeakMap<Request, JournalUnserved>();
/** Requests that stand for another (the Fetch Request a ServerRequest makes for MSW): their notes go to it. */
const standsFor = new WeakMap<Request, Request>();

/** Notes left on `copy` go to `original` (ServerRequest.toRequest: the copy MSW's handlers see). */
export function shareNotes(copy: Request, original: Request): void {
  standsFor.set(copy, original);
}

/** At most this many notes are kept for one request (a projection of 1,000 unknown fields says so once). */
export const NOTES_PER_REQUEST = 5;

/**
 * Leaves `text` on `request` for its journal entry.
 * @example noteRequest(request, "projection: 'emailAddress' matched no field of the record; LinkedIn leaves it out, as here")
 */
export function noteRequest(given: Request, text: string): void {
  const request = standsFor.get(given) ?? given;
  const list = notes.get(request);
  if (!list) notes.set(request, [text]);
  else if (list.length < NOTES_PER_REQUEST) list.push(text);
}

/** The notes left on `request`, removed from it; undefined when there are none. */
export function takeNotes(request: Request): string[] | undefined {
  const list = notes.get(request);
  notes.delete(request);
  return list;
}

/**
 * Marks `request` as a call to a resource LinkedIn serves and this mock does not (the 404 routes of
 * both eras: fidelity/unservedNote.ts), for its journal entry's `unserved`.
 */
export function markUnserved(given: Request, mark: JournalUnserved): void {
  unserved.set(standsFor.get(given) ?? given, mark);
}

/** The unserved mark of `request`, removed from it; undefined when it has none. */
export function takeUnserved(request: Request): JournalUnserved | undefined {
  const mark = unserved.get(request);
  unserved.delete(request);
  return mark;
}
