// The share dialog's own pages (the sign-in step reuses the OAuth dialog's login page): the form
// with the link, a comment and the visibility (views/problemPage.ts says why sharing cannot start).
// Like the OAuth dialog: plain CSS, no script, every value escaped, one button per form.
import type { MemberRecord } from '../store/types.js';
import { SHARE_COMMENT_MAX } from '../defaults.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { buttonForm, SHARE_BUTTONS, type DialogForm, type ShareAction } from './buttons.js';

/** Title of every share dialog window. */
export const SHARE_DIALOG_TITLE = 'Share a link';

// The comment box fills the dialog's card (560px) in every browser, IE 6 included.
const COMMENT_STYLE = 'width:544px';
const URL_STYLE = 'padding:8px 10px;background:#f3f5f6;border:1px solid #dfe3e6;word-wrap:break-word;overflow:hidden';

/** A share dialog form with one button. */
function shareButtonForm(form: DialogForm, action: ShareAction, inner = ''): string {
  return buttonForm(form, action, inner, {}, SHARE_BUTTONS);
}

/** A choice of the visibility menu. */
interface VisibilityChoice {
  code: string;
  label: string;
}

/** What the member typed or chose, shown again as it was sent. */
export interface ShareDraft {
  comment: string;
  visibility: string;
}

function visibilityOptions(choices: readonly VisibilityChoice[], selected: string): string {
  return choices.map(
    (choice) => `<option value="${choice.code}"${choice.code === selected ? ' selected' : ''}>${htmlEscape(choice.label)}</option>`,
  ).join('');
}

/**
 * The share form: the link being shared, `<textarea name="comment">`, `<select name="visibility">`,
 * Share and Cancel, who is signed in (with "Not you? Sign out"), and the last problem if any.
 * The member's comment and choice are shown again as they were sent.
 */
export function renderSharePage(options: {
  form: DialogForm;
  member: MemberRecord;
  url: string;
  /** What a share link said about the article (title, summary, source), shown above the link. */
  article?: { title?: string; summary?: string; source?: string };
  visibilities: readonly VisibilityChoice[];
  draft?: ShareDraft;
  error?: string;
}): string {
  const { form, member, url } = options;
  const draft = options.draft ?? { comment: '', visibility: 'anyone' };
  const error = options.error ? `<div class="error" id="error">${htmlEscape(options.error)}</div>` : '';
  // The newline after <textarea> is dropped by HTML parsers, so a comment that starts with one keeps it.
  const article = options.article ?? {};
  const about = (article.title ? `<strong id="share-title">${htmlEscape(article.title)}</strong><br>` : '') +
    (article.summary ? `<span id="share-summary">${htmlEscape(article.summary)}</span><br>` : '') +
    (article.source ? `<span class="scope" id="share-source">${htmlEscape(article.source)}</span><br>` : '');
  const fields = `<div class="label" id="share-url-label">Link</div><div id="share-url" style="${URL_STYLE}" role="group" aria-labelledby="share-url-label">${about}${htmlEscape(url)}</div>
<label for="comment">Add a comment (at most ${SHARE_COMMENT_MAX} characters)</label><textarea id="comment" name="comment" rows="5" cols="45" maxlength="${SHARE_COMMENT_MAX}" style="${COMMENT_STYLE}">
${htmlEscape(draft.comment)}</textarea>
<label for="visibility">Who may see it</label><select id="visibility" name="visibility">${visibilityOptions(options.visibilities, draft.visibility)}</select>
<div class="actions"></div>`;
  return renderPage(
    SHARE_DIALOG_TITLE,
    `<h1>${htmlEscape(SHARE_DIALOG_TITLE)}</h1>${error}
${shareButtonForm(form, 'post', fields)}${shareButtonForm(form, 'cancel')}
<div class="who">Sharing as <span id="member-name">${htmlEscape(`${member.firstName} ${member.lastName}`)}</span>. ${shareButtonForm(form, 'signout')}</div>`,
  );
}

