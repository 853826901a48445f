// IN/JYMBII ("Jobs You May Be Interested In"), a part: a list of jobs in a frame of the service
// (`/cws/jymbii`, the original's jymbii_url): the company's open jobs (data-companyid), or those of an
// industry, job function or country; for a member signed in on the service, the ones that suit them
// first. Each job links to its page on the network (docs/tags.md, "IN/JYMBII").
//   <script type="IN/JYMBII" data-companyid="1001" data-format="inline" data-max="5"></script>
import type { TagAttributes } from '../tags/parseTags';
import { registerTag, serviceFrame, sizeOf } from './partKit';
import { JYMBII_PATH } from '../../protocol/paths';

/** Narrowest frame (a smaller data-width is raised to it), and its height. */
var MIN_WIDTH = 300;
var HEIGHT = 300;

function JYMBII(el: HTMLElement, attributes: TagAttributes): void {
  var width = sizeOf(attributes.width, MIN_WIDTH, MIN_WIDTH);
  serviceFrame(
    el,
    JYMBII_PATH,
    {
      companyId: attributes.companyid,
      industry: attributes.industry,
      jobFunction: attributes.jobfunction,
      country: attributes.country,
      max: attributes.max,
      title: attributes.title,
      format: attributes.format || 'inline',
    },
    width,
    HEIGHT,
    'Jobs you may be interested in',
  );
}

registerTag('JYMBII', JYMBII);
