// The apply dialog's page (IN/Apply, IN.UI.Apply): the job (title, company, location; the company's
// logo and the page's theme colour, data-logo and data-themecolor), the member's profile as the
// application sends it (name, headline, location, current positions, e-mail), a phone number and a
// cover letter, Submit application and Cancel, who is signed in. The service's look, no script.
import type { MemberRecord } from '../store/types.js';
import type { DialogForm } from './buttons.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { linkForm, who } from './linkPages.js';

/** The title of the apply dialog's window. */
export const APPLY_DIALOG_TITLE = 'Apply with LinkedIn';

/** What the page shows of the job. */
export interface ApplyJob {
  title: string;
  company: string;
  location?: string;
  logo?: string;
  /** #rgb or #rrggbb, checked. */
  themeColor?: string;
  phoneRequired: boolean;
  coverLetterRequired: boolean;
}

/** What the member typed, shown again as sent. */
export interface ApplyDraft {
  phone: string;
  coverLetter: string;
}

interface Position {
  title?: string;
  isCurrent?: boolean;
  company?: { name?: string };
}

/** The profile lines the application carries, as the member sees them before sending. */
function profileSummary(member: MemberRecord): string {
  const location = (member.location as { name?: string } | undefined)?.name;
  const positions = (Array.isArray(member.positions) ? (member.positions as Position[]) : []).filter((p) => p.isCurrent && p.title);
  const lines = [
    `<strong id="applicant-name">${htmlEscape(`${member.firstName} ${member.lastName}`)}</strong>`,
    member.headline ? `<span id="applicant-headline">${htmlEscape(member.headline)}</span>` : '',
    location ? `<span class="scope">${htmlEscape(location)}</span>` : '',
    ...positions.map((p) => `<span class="scope">${htmlEscape(p.title!)}${p.company?.name ? ` at ${htmlEscape(p.company.name)}` : ''}</span>`),
    `<span class="scope" id="applicant-email">${htmlEscape(member.email)}</span>`,
  ].filter(Boolean);
  return `<div id="applicant" style="padding:8px 10px;background:#f3f5f6;border:1px solid #dfe3e6;margin:0 0 12px">${lines.join('<br>')}<br><span class="scope">Your full LinkedIn profile is sent with your application.</span></div>`;
}

/** #000 or #fff, whichever contrasts more with the colour `hex` (#rgb or #rrggbb): WCAG's relative luminance. */
export function textOn(hex: string): string {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(full.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000' : '#fff';
}

/** The apply page. */
export function renderApplyPage(options: { form: DialogForm; member: MemberRecord; job: ApplyJob; draft: ApplyDraft; error?: string }): string {
  const { job, draft } = options;
  // Submit is the primary button: blue, or the page's theme colour with the text colour that reads on it.
  const theme = job.themeColor ?? '#0a66c2';
  const color = `<style>.jobhead{border-top:4px solid ${theme}}button[value=apply]{background:${theme};border-color:${theme};color:${textOn(theme)}}</style>`;
  const logo = job.logo ? `<img id="job-logo" src="${htmlEscape(job.logo)}" alt="" style="float:right;max-width:96px;max-height:48px;border:0">` : '';
  const head = `<div class="jobhead" style="padding:8px 0 0;overflow:hidden;zoom:1">${logo}<h1 id="job-title">${htmlEscape(job.title)}</h1><p id="job-company">${htmlEscape(job.company)}${job.location ? ` · ${htmlEscape(job.location)}` : ''}</p></div>`;
  const error = options.error ? `<div class="error" id="error">${htmlEscape(options.error)}</div>` : '';
  const fields = `${profileSummary(options.member)}
<label for="phone">Phone number${job.phoneRequired ? ' (required)' : ''}</label><input class="text" type="text" id="phone" name="phone" value="${htmlEscape(draft.phone)}" autocomplete="tel">
<label for="coverLetter">Cover letter${job.coverLetterRequired ? ' (required)' : ' (optional)'}</label><textarea id="coverLetter" name="coverLetter" rows="6" cols="45" style="width:544px">
${htmlEscape(draft.coverLetter)}</textarea><div class="actions"></div>`;
  return renderPage(
    APPLY_DIALOG_TITLE,
    `${color}${head}${error}
${linkForm(options.form, 'apply', fields)}${linkForm(options.form, 'cancel')}
${who(options.form, options.member, 'Applying')}`,
  );
}
