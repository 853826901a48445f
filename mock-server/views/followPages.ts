// The follow window's page (IN/FollowCompany): "Follow COMPANY" with the company's industry and
// follower count, Follow and Cancel, who is signed in. Opened by the follow button's frame, it
// follows at once: its one ES3 script clicks Follow when the window that opened it is that frame
// (the service's own origin, which a page on another origin can neither be nor script); opened any
// other way, the member clicks Follow.
import type { MemberRecord } from '../store/types.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { scriptLiteral } from './scriptLiteral.js';
import { linkForm, who } from './linkPages.js';
import type { DialogForm } from './buttons.js';

/** The page's CSP: the page's own rules (no framing) and its one inline script. */
export const FOLLOW_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** The company as the page shows it. */
export interface FollowedCompany {
  id: string;
  name: string;
  industry?: string;
  /** The follower count, formatted. */
  followers: string;
}

export function renderFollowPage(options: { form: DialogForm; member: MemberRecord; company: FollowedCompany }): string {
  const { company } = options;
  const about = `<p id="company"><strong>${htmlEscape(company.name)}</strong>${company.industry ? ` · ${htmlEscape(company.industry)}` : ''}<br><span class="scope">${htmlEscape(company.followers)} followers</span></p>`;
  // Opened by the follow button's frame for this company: submit at once (a click in the frame was the member's).
  const script = `<script type="text/javascript">(function () {
  var opener = null;
  try { opener = window.opener && window.opener.IN_FOLLOW_FRAME; } catch (e) { opener = null; }
  // A click on the button, so the form sends its action as the member's click would.
  if (opener === ${scriptLiteral(company.id)}) document.getElementById('follow').click();
})();</script>`;
  return renderPage(
    `Follow ${company.name}`,
    `<h1>Follow ${htmlEscape(company.name)}</h1>${about}<p>Get the company's news and jobs in your updates.</p>
${linkForm(options.form, 'follow')}${linkForm(options.form, 'cancel')}
${who(options.form, options.member, 'Following')}${script}`,
  );
}
