// The page a Verified on LinkedIn `verificationUrl` opens (today/identity/verificationPage.ts): the
// app that sent the member, each verification it asks about with whether the member has it, the
// organization of a workplace verification (the current position's company, which the member may
// change), Verify and Cancel; both go back to the app. The service's look (renderPage.ts,
// docs/look.md): plain CSS, one button per form, every value escaped, no script. LinkedIn verifies
// an identity with a government ID through its partner and a workplace with a work e-mail; the mock
// records either at once, and says so in its own note.
import type { AppRecord, MemberRecord } from '../store/types.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { appHeader } from './appHeader.js';
import { LINK_PAGE_STYLE, linkForm, mockNotes, who } from './linkPages.js';
import type { DialogForm } from './buttons.js';

/** One verification the page asks about. */
export interface VerificationRow {
  category: 'IDENTITY' | 'WORKPLACE';
  /** When the member last verified it (ms), or undefined. */
  verifiedAt?: number;
  /** The organization of a workplace verification. */
  organization?: string;
}

const LABELS = { IDENTITY: 'Identity (a government ID)', WORKPLACE: 'Workplace (a work e-mail)' } as const;

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The verification page of a signed-in member. */
export function renderVerificationPage(options: { form: DialogForm; app: AppRecord; member: MemberRecord; rows: readonly VerificationRow[]; organization: string; error?: string }): string {
  const { form, app, member, rows } = options;
  const list = rows
    .map((row) => `<li id="row-${row.category.toLowerCase()}">${htmlEscape(LABELS[row.category])}: <strong>${row.verifiedAt === undefined ? 'not verified' : `verified on ${day(row.verifiedAt)}${row.organization ? ` at ${htmlEscape(row.organization)}` : ''}`}</strong></li>`)
    .join('');
  const asksWorkplace = rows.some((row) => row.category === 'WORKPLACE');
  const fields = `${asksWorkplace ? `<label for="organization">Your workplace (the organization of your work e-mail)</label><input class="text" type="text" id="organization" name="organization" value="${htmlEscape(options.organization)}">` : ''}<div class="actions"></div>`;
  return renderPage(
    'Verify on LinkedIn',
    `${LINK_PAGE_STYLE}${appHeader(app, 'asks you to verify on LinkedIn')}<h1>Verify on LinkedIn</h1>${options.error ? `<div class="error" id="error">${htmlEscape(options.error)}</div>` : ''}
<ul id="verifications">${list}</ul>
${mockNotes(['Verify records the verifications at once; LinkedIn checks a government ID through its partner and a workplace by a code sent to the work e-mail. Either button takes you back to the app.'])}
${linkForm(form, 'verify', fields)}${linkForm(form, 'cancel')}
${who(form, member, 'Verifying')}`,
  );
}
