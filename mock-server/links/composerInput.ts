// What the composers of today's links post (share-offsite, the feed composer), checked as the
// network's composer checks it: a commentary of at most POST_COMMENTARY_MAX characters (a post's
// limit, today/posts), line breaks counted once, and who may see it. Sentences for the member.
import type { ShareRecord } from '../store/network.js';
import { normalizeComment } from '../shareDialog/shareDialogInput.js';
import { POST_COMMENTARY_MAX } from '../defaults.js';

/** What the member typed and chose. */
export interface ComposerDraft {
  commentary: string;
  visibility: string;
}

const VISIBILITIES: ShareRecord['visibility'][] = ['anyone', 'connections-only'];

/**
 * The post to make, or the first problem in words. `required`: a post with no link needs some text.
 * @example composerInput({ commentary: 'Hello', visibility: 'anyone' }, true) // { input: { commentary: 'Hello', visibility: 'anyone' } }
 */
export function composerInput(draft: ComposerDraft, required = false): { input: { commentary?: string; visibility: ShareRecord['visibility'] } } | { problem: string } {
  const commentary = normalizeComment(draft.commentary);
  const length = Array.from(commentary).length;
  if (length > POST_COMMENTARY_MAX) return { problem: `Your post is ${length} characters long; at most ${POST_COMMENTARY_MAX} are allowed. Shorten it and post again.` };
  if (required && !commentary.trim()) return { problem: 'Write something to post: the post has no text.' };
  const visibility = VISIBILITIES.find((code) => code === draft.visibility);
  if (!visibility) return { problem: 'Choose who can see your post: Anyone or Connections only.' };
  return { input: commentary.trim() ? { commentary, visibility } : { visibility } };
}
