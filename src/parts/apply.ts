// IN/Apply, a part: the "Apply with LinkedIn" button of a job. A click calls data-onclick with
// {event: "click", job} and opens IN.UI.Apply (in the bundle) with the job's configuration; the
// dialog's success calls data-onsuccess with {event: "success", job} (the network's documentation,
// "Processing Applications": both callbacks get the event and the job, the plugin's configuration).
//   <script type="IN/Apply" data-companyid="1001" data-jobtitle="Engine Analyst" data-joblocation="London"
//     data-email="jobs@example.com" data-url="https://example.com/applications" data-onsuccess="applied"></script>
import { callNamed } from '../events/callNamed';
import { LOGO, makeButton, sizeWidget } from '../tags/button';
import type { TagAttributes } from '../tags/parseTags';
import { framework, registerTag } from './partKit';

/** The attributes of the plugin (lower case, as the parser gives them) → the job configuration's names. */
var JOB_FIELDS: { [attribute: string]: string } = {
  companyid: 'companyId',
  companyname: 'companyName',
  jobtitle: 'jobTitle',
  joblocation: 'jobLocation',
  jobid: 'jobId',
  email: 'email',
  url: 'url',
  urlformat: 'urlFormat',
  phone: 'phone',
  coverletter: 'coverLetter',
  logo: 'logo',
  themecolor: 'themeColor',
};

/** The job configuration of a tag: its plugin attributes under their documented names. */
function jobOf(attributes: TagAttributes): { [name: string]: string } {
  var job: { [name: string]: string } = {};
  for (var attribute in JOB_FIELDS) {
    if (attributes[attribute] != null) job[JOB_FIELDS[attribute]] = attributes[attribute];
  }
  return job;
}

function Apply(el: HTMLElement, attributes: TagAttributes): void {
  var IN = framework();
  var dialog: any = null;
  sizeWidget(el, attributes.size);
  // data-showtext="false": the logo alone, the words then the button's accessible name (else its text is).
  var logoOnly = attributes.showtext === 'false';
  makeButton(el, 'IN-btn', LOGO + (logoOnly ? '' : 'Apply with LinkedIn'), logoOnly ? 'Apply with LinkedIn' : '', function () {
    var job = jobOf(attributes);
    callNamed(attributes.onclick, [{ event: 'click', job: job }]);
    if (dialog) dialog.remove();
    dialog = IN.UI.Apply()
      .params(job)
      .place()
      .success(function (result: unknown) {
        callNamed(attributes.onsuccess, [result]);
      })
      .error(function (error: unknown) {
        callNamed(attributes.onerror, [error]);
      });
  });
}

registerTag('Apply', Apply);
