// What the share dialog posts, checked as the share API checks a share (v1/activity/shareInput.ts):
// the URL must be an absolute http(s) URL, the comment at most SHARE_COMMENT_MAX characters, the
// visibility anyone or connections-only. Messages are sentences for the member, not for a developer.
import type { ShareRecord } from '../store/network.js';
import { SHARE_COMMENT_MAX } from '../defaults.js';

type ShareVisibility = ShareRecord['visibility'];

/** The visibility choices of the dialog, in the order shown, with their labels. */
export const SHARE_VISIBILITIES: readonly { code: ShareVisibility; label: string }[] = [
  { code: 'anyone', label: 'Anyone' },
  { code: 'connections-only', label: 'Connections only' },
];

import type { ShareDraft } from '../views/sharePages.js';
export type { ShareDraft };

/** A share the dialog may post. */
interface ShareDialogInput {
  url: string;
  /** Undefined when the member wrote none: the shared link is the content. */
  comment?: string;
  visibility: ShareVisibility;
}

/**
 * Why `url` cannot be shared, or undefined when it can: it must be an absolute http or https URL
 * (the share API's rule for `submitted-url`; `http:example.com` and other forms the URL parser
 * repairs are refused too).
 * @example urlProblem('javascript:alert(1)') // 'The link to share must be …'
 */
export function urlProblem(url: string | null): string | undefined {
  if (!url) return 'There is no link to share: the page must give the address to share (url=…).';
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!/^https?:\/\/[^\s/?#]/i.test(url) || /\s/.test(url) || !parsed || !parsed.hostname) {
    return `The link to share must be a complete web address starting with http:// or https://, not '${url}'.`;
  }
  return undefined;
}

/** The comment as stored: browsers send a textarea's line breaks as CRLF, which count as one character. */
export function normalizeComment(comment: string): string {
  return comment.replace(/\r\n?/g, '\n');
}

/**
 * Checks the dialog's form: the share to post, or the first problem in words.
 * @example shareDialogInput('https://example.com/', { comment: 'Worth reading', visibility: 'anyone' })
 */
export function shareDialogInput(url: string | null, draft: ShareDraft): { input: ShareDialogInput } | { problem: string } {
  const badUrl = urlProblem(url);
  if (badUrl) return { problem: badUrl };
  const comment = normalizeComment(draft.comment);
  if (comment.length > SHARE_COMMENT_MAX) {
    return { problem: `Your comment is ${comment.length} characters long; at most ${SHARE_COMMENT_MAX} are allowed. Shorten it and share again.` };
  }
  const visibility = SHARE_VISIBILITIES.find((choice) => choice.code === draft.visibility);
  if (!visibility) return { problem: 'Choose who may see the share: Anyone or Connections only.' };
  const input: ShareDialogInput = { url: url!, visibility: visibility.code };
  if (comment.trim()) input.comment = comment;
  return { input };
}
