// The pages of today's links (links/): the share composer of `/sharing/share-offsite/?url=` with the
// shared page's preview card, the post composer of `/feed/?shareActive=true&text=`, the "Add license
// or certification" form of `/profile/add?startTask=CERTIFICATION_NAME…`, and the page after each.
// The service's look (renderPage.ts, docs/look.md): plain CSS, one button per form, every value
// escaped; no script but the one that closes a window a page opened (the last page, as a share
// link's does). What the mock has to say (a page without og:title) is a note in amber, the feed
// page's way of marking the mock's own words.
import type { MemberRecord } from '../store/types.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { buttonForm, type DialogForm } from './buttons.js';
import { POST_COMMENTARY_MAX } from '../defaults.js';

/** The buttons of the composers and the add-to-profile form. */
export const LINK_BUTTONS = {
  login: 'Sign in',
  post: 'Post',
  save: 'Save',
  follow: 'Follow',
  recommend: 'Recommend',
  apply: 'Submit application',
  verify: 'Verify',
  cancel: 'Cancel',
  signout: 'Not you? Sign out',
} as const;
export type LinkAction = keyof typeof LINK_BUTTONS;

export const LINK_PAGE_STYLE = `<style>.preview{border:1px solid #c9d1d6;background:#f3f5f6;margin:0 0 12px;overflow:hidden;zoom:1}
.preview img{display:block;width:100%;border:0;border-bottom:1px solid #c9d1d6}.preview .about{padding:8px 12px}
.preview strong{display:block;font-size:14px}.preview span{color:#44525b;font-size:12px}
.mocknote{padding:8px;margin:0 0 12px;border:1px solid #b26a00;background:#fff4e5;color:#5c3700;font-size:12px}
textarea.post{width:544px}.when input.text{width:80px}.when select{margin:0 8px 0 0}</style>`;

/** A form of these pages with one button. */
export function linkForm(form: DialogForm, action: LinkAction, inner = ''): string {
  return buttonForm(form, action, inner, {}, LINK_BUTTONS);
}

/** What the card shows of a shared page (linkPreview/linkPreview.ts). */
export interface PreviewCard {
  url: string;
  title: string;
  description?: string;
  image?: string;
  source: string;
}

/** The preview card of a shared page: its image, title and source, as the network's composer shows a link. */
export function previewCard(card: PreviewCard): string {
  const image = card.image ? `<img id="preview-image" src="${htmlEscape(card.image)}" alt="">` : '';
  return `<div class="preview" id="preview" role="group" aria-label="Preview of the shared page">${image}<div class="about"><strong id="preview-title">${htmlEscape(card.title)}</strong>` +
    (card.description ? `<span id="preview-description">${htmlEscape(card.description)}</span><br>` : '') +
    `<span id="preview-source">${htmlEscape(card.source)}</span></div></div>`;
}

/** The mock's own notes on a page (a shared page without og:title), marked as the mock's. */
export function mockNotes(notes: readonly string[]): string {
  return notes.length ? `<div class="mocknote" id="mock-notes" role="note"><strong>Note from the mock service</strong> (LinkedIn shows no such note): ${notes.map(htmlEscape).join(' ')}</div>` : '';
}

function errorBox(error: string | undefined): string {
  return error ? `<div class="error" id="error">${htmlEscape(error)}</div>` : '';
}

export function who(form: DialogForm, member: MemberRecord, verb: string): string {
  return `<div class="who">${verb} as <span id="member-name">${htmlEscape(`${member.firstName} ${member.lastName}`)}</span>. ${linkForm(form, 'signout')}</div>`;
}

/** The visibility menu of a post. */
function visibilityMenu(selected: string): string {
  const choices: [string, string][] = [['anyone', 'Anyone'], ['connections-only', 'Connections only']];
  return `<label for="visibility">Who can see your post</label><select id="visibility" name="visibility">${choices
    .map(([code, label]) => `<option value="${code}"${code === selected ? ' selected' : ''}>${label}</option>`)
    .join('')}</select>`;
}

/** What the member typed, shown again as sent. */
export interface PostDraft {
  commentary: string;
  visibility: string;
}

/**
 * The composer: the commentary (prefilled by `/feed/?shareActive=true&text=`), the shared page's
 * preview card (share-offsite), the mock's notes on it, the visibility, Post and Cancel.
 */
export function renderComposerPage(options: { title: string; form: DialogForm; member: MemberRecord; draft: PostDraft; preview?: PreviewCard; notes?: readonly string[]; error?: string }): string {
  const { form, member, draft } = options;
  // The newline after <textarea> is dropped by HTML parsers, so a text that starts with one keeps it.
  const fields = `<label for="commentary">What do you want to talk about? (at most ${POST_COMMENTARY_MAX} characters)</label><textarea class="post" id="commentary" name="commentary" rows="6" cols="45" maxlength="${POST_COMMENTARY_MAX}">
${htmlEscape(draft.commentary)}</textarea>
${options.preview ? previewCard(options.preview) : ''}${visibilityMenu(draft.visibility)}<div class="actions"></div>`;
  return renderPage(
    options.title,
    `${LINK_PAGE_STYLE}<h1>${htmlEscape(options.title)}</h1>${errorBox(options.error)}${mockNotes(options.notes ?? [])}
${linkForm(form, 'post', fields)}${linkForm(form, 'cancel')}
${who(form, member, 'Posting')}`,
  );
}

/** The member's feed without the composer open: a way to start a post. */
export function renderFeedPage(options: { member: MemberRecord; composerHref: string }): string {
  return renderPage(
    'Feed',
    `<h1>Feed</h1><p>Signed in as <span id="member-name">${htmlEscape(`${options.member.firstName} ${options.member.lastName}`)}</span>.</p><p><a id="start-post" href="${htmlEscape(options.composerHref)}">Start a post</a></p>`,
  );
}

/** The fields of the add-to-profile form, as the link gave them or the member typed them. */
export interface CertificationDraft {
  name: string;
  organization: string;
  issueMonth: string;
  issueYear: string;
  expirationMonth: string;
  expirationYear: string;
  certId: string;
  certUrl: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function monthYear(id: string, label: string, month: string, year: string): string {
  const options = ['<option value="">Month</option>', ...MONTHS.map((name, i) => `<option value="${i + 1}"${String(i + 1) === month ? ' selected' : ''}>${name}</option>`)].join('');
  return `<div class="when" role="group" aria-labelledby="${id}-label"><div class="label" id="${id}-label">${label}</div><label class="sr" for="${id}Month">${label}: month</label><select id="${id}Month" name="${id}Month">${options}</select><label class="sr" for="${id}Year">${label}: year</label><input class="text" type="text" id="${id}Year" name="${id}Year" value="${htmlEscape(year)}" placeholder="Year" size="4"></div>`;
}

/** "Add license or certification", prefilled from the link. */
export function renderAddToProfilePage(options: { form: DialogForm; member: MemberRecord; draft: CertificationDraft; notes?: readonly string[]; error?: string }): string {
  const { form, member, draft } = options;
  const text = (id: string, label: string, value: string) => `<label for="${id}">${label}</label><input class="text" type="text" id="${id}" name="${id}" value="${htmlEscape(value)}">`;
  const fields = `${text('name', 'Name *', draft.name)}${text('organization', 'Issuing organization *', draft.organization)}
${monthYear('issue', 'Issue date', draft.issueMonth, draft.issueYear)}${monthYear('expiration', 'Expiration date', draft.expirationMonth, draft.expirationYear)}
${text('certId', 'Credential ID', draft.certId)}${text('certUrl', 'Credential URL', draft.certUrl)}<div class="actions"></div>`;
  const title = 'Add license or certification';
  return renderPage(
    title,
    `${LINK_PAGE_STYLE}<h1>${title}</h1>${errorBox(options.error)}${mockNotes(options.notes ?? [])}
${linkForm(form, 'save', fields)}${linkForm(form, 'cancel')}
${who(form, member, 'Adding to the profile of')}`,
  );
}

/** How long the last page stays before a window a page opened closes itself, in milliseconds. */
export const LINK_DONE_CLOSE_DELAY_MS = 1200;
/** The last page's script: close the window when a page opened it, else stay with the links. */
const CLOSE_SCRIPT = `<script type="text/javascript">if (window.opener) { setTimeout(function () { window.close(); }, ${LINK_DONE_CLOSE_DELAY_MS}); }</script>`;
/** The CSP of the last page: the page's own headers plus its one inline script. */
export const LINK_DONE_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src * data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The page after Post, Save or Cancel: what happened and where to go (the post's page, the shared
 * page); a window a page opened closes itself.
 */
export function renderLinkDonePage(options: { heading: string; status: string; links: { id: string; href: string; text: string }[]; notes?: readonly string[] }): string {
  const links = options.links.map((link) => `<p><a id="${link.id}" href="${htmlEscape(link.href)}">${htmlEscape(link.text)}</a></p>`).join('');
  return renderPage(options.heading, `${LINK_PAGE_STYLE}<h1>${htmlEscape(options.heading)}</h1><p id="status">${htmlEscape(options.status)} If a page opened this window, it closes itself.</p>${mockNotes(options.notes ?? [])}${links}${CLOSE_SCRIPT}`);
}
