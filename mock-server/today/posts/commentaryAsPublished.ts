// A post's commentary as LinkedIn publishes it (POST /rest/posts, and a partial update's
// patch.$set.commentary): little text cut at its first unescaped reserved character, silently, the
// answer still a success; the mock says where it cut in the request journal's notes.
import type { V2Call } from '../V2Route.js';
import { littleTextCut, publishedCommentary } from './littleText.js';
import { noteRequest } from '../../http/requestNotes.js';

/**
 * Commentary as LinkedIn publishes it: little text (today/posts/littleText.ts) cut silently at its
 * first unescaped reserved character; the cut goes to the journal's notes. `field`: for the note.
 */
export function commentaryAsPublished(call: Pick<V2Call, 'request'>, given: string, field: string): string {
  const cut = littleTextCut(given);
  if (cut === undefined) return given;
  noteRequest(call.request, `${field}: the unescaped '${given[cut]}' at character ${cut} is reserved in little text, so LinkedIn publishes only ${JSON.stringify(given.slice(0, Math.min(cut, 80)))}${cut > 80 ? '…' : ''}; escape it with a backslash (\\${given[cut]}) or use a template (@[Name](urn…), {hashtag|\\#|tag}).`);
  return publishedCommentary(given);
}
