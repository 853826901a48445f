// The recommend window's page (IN/RecommendProduct): "Recommend PRODUCT" with its company and
// count, Recommend and Cancel (or that the member recommends it already), who is signed in. The
// service's look, no script.
import type { MemberRecord } from '../store/types.js';
import type { DialogForm } from './buttons.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { linkForm, who } from './linkPages.js';

export function renderRecommendPage(options: { form: DialogForm; member: MemberRecord; company: string; product: string; count: string; recommended: boolean }): string {
  const about = `<p id="product"><strong>${htmlEscape(options.product)}</strong> · ${htmlEscape(options.company)}<br><span class="scope">${htmlEscape(options.count)} recommendations</span></p>`;
  const note = options.recommended ? '<p class="notice" id="already">You recommend this product already; recommending it again changes nothing.</p>' : '';
  return renderPage(
    `Recommend ${options.product}`,
    `<h1>Recommend ${htmlEscape(options.product)}</h1>${about}${note}
${linkForm(options.form, 'recommend')}${linkForm(options.form, 'cancel')}
${who(options.form, options.member, 'Recommending')}`,
  );
}
