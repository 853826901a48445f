// IN/CompanyInsider, a part: what the network knows of a company for the member, in a frame of the
// service (`/cws/company/insider`, the original's company_insider_url): data-modules "innetwork" (the
// member's connections who work there), "newhires" and "jobchanges" (people who joined, or moved
// within, the company), all three by default (docs/tags.md, "IN/CompanyInsider").
//   <script type="IN/CompanyInsider" data-id="1001" data-modules="innetwork,newhires"></script>
import { logWarn } from '../compat/log';
import type { TagAttributes } from '../tags/parseTags';
import { registerTag, serviceFrame, sizeOf } from './partKit';
import { COMPANY_INSIDER_PATH } from '../../protocol/paths';

var MIN_WIDTH = 300;
var HEIGHT = 260;

function CompanyInsider(el: HTMLElement, attributes: TagAttributes): void {
  if (!attributes.id) return logWarn('IN/CompanyInsider needs a data-id (the company id).');
  serviceFrame(el, COMPANY_INSIDER_PATH, { companyId: attributes.id, modules: attributes.modules || 'innetwork,newhires,jobchanges' }, sizeOf(attributes.width, MIN_WIDTH, MIN_WIDTH), HEIGHT, 'Company insider');
}

registerTag('CompanyInsider', CompanyInsider);
