// A post's commentary as LinkedIn publishes it (POST /rest/posts, and a partial update's
// patch.$set.commentary): little text cut at its first unescaped reserved character, silently, the
// answer still a success; the mock says where it cut in the request journal's notes, and keeps the
// cut (ShareRecord.commentaryCut) for the post's feed page (today/postPage/feedUpdate.ts).
import type { TodayCall } from '../TodayRoute.js';
import type { ShareRecord } from '../../store/network.js';
import { littleTextCut, publishedCommentary } from './littleText.js';
import { noteRequest } from '../../http/requestNotes.js';
import { FEED_CUT_SHOWN_CHARS } from '../../defaults.js';

/** Commentary as published: its text, and where little text cut it (absent when it did not). */
export interface PublishedCommentary {
  text: string;
  cut?: NonNullable<ShareRecord['commentaryCut']>;
}

/**
 * Commentary as LinkedIn publishes it: little text (today/posts/littleText.ts) cut silently at its
 * first unescaped reserved character; the cut goes to the journal's notes and, with the start of
 * what it dropped (FEED_CUT_SHOWN_CHARS), to the result for the feed page. `field`: for the note.
 * @example commentaryAsPublished(call, 'Ship it (today)', 'commentary') // { text: 'Ship it ', cut: { at: 8, dropped: '(today)' } }
 */
export function commentaryAsPublished(call: Pick<TodayCall, 'request'>, given: string, field: string): PublishedCommentary {
  const cut = littleTextCut(given);
  if (cut === undefined) return { text: given };
  noteRequest(call.request, `${field}: the unescaped '${given[cut]}' at character ${cut} is reserved in little text, so LinkedIn publishes only ${JSON.stringify(given.slice(0, Math.min(cut, 80)))}${cut > 80 ? '…' : ''}; escape it with a backslash (\\${given[cut]}) or use a template (@[Name](urn…), {hashtag|\\#|tag}).`);
  return { text: publishedCommentary(given), cut: { at: cut, dropped: given.slice(cut, cut + FEED_CUT_SHOWN_CHARS) } };
}
