// What the 404 routes of both eras (today/notFound.ts, v1/notFound.ts) say of a call the mock has
// no route for: when LinkedIn documents the resource (catalogue.ts), the journal entry says
// "LinkedIn serves this; this mock does not (yet)" and carries `unserved`, which the admin page
// and the test helpers (testing/unservedCalls.ts) read; the answer on the wire stays LinkedIn's 404.
import { markUnserved, noteRequest } from '../http/requestNotes.js';
import { linkedInResource, unservedSentence } from './catalogue.js';

/**
 * Notes `request` as a call LinkedIn serves and this mock does not, and says so; returns false
 * (and notes nothing) for a path LinkedIn does not document either.
 * @example noteUnserved(request, '/rest/adAccounts/123') // true: the journal says LinkedIn serves it
 */
export function noteUnserved(request: Request, pathname: string): boolean {
  const match = linkedInResource(pathname);
  if (!match) return false;
  noteRequest(request, unservedSentence(match));
  markUnserved(request, { resource: `${match.prefix}${match.pattern}`, product: match.resource.product, source: match.resource.source });
  return true;
}
