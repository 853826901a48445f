// What opens the apply dialog (`/cws/job/apply`, IN.UI.Apply): the page's key, origin, state and
// `ret` as for the share dialog (docs/share-dialog.md), and the job of the IN/Apply tag, under the
// names of its documented configuration (the network's developer documentation, "Processing
// Applications"): companyId or companyName, jobTitle, jobLocation, jobId, email, url + urlFormat,
// phone, coverLetter, logo, themeColor. Checked once, as the dialog's GET and every form's hidden
// fields carry them.
import type { MockContext } from '../context/context.js';
import type { AppRecord } from '../store/types.js';
import { originAllowed, restrictedMessage } from '../apps/jsOrigins.js';
import { pageOriginParam, pageOriginProblem } from '../jsapi/pageOriginParam.js';
import { returnUrlParam } from '../jsapi/returnUrlParam.js';
import { urlProblem } from '../shareDialog/shareDialogInput.js';
import { findCompany } from '../views/profileCards.js';

/** The job configuration's names (IN/Apply's attributes; src/parts/apply.ts sends them). */
export const JOB_PARAMS = ['companyId', 'companyName', 'jobTitle', 'jobLocation', 'jobId', 'email', 'url', 'urlFormat', 'phone', 'coverLetter', 'logo', 'themeColor'] as const;
export type JobParam = (typeof JOB_PARAMS)[number];

/** The dialog one page opened for one job. */
export interface ApplyTarget {
  app: AppRecord;
  origin: string;
  state: string;
  ret?: string;
  job: Partial<Record<JobParam, string>>;
  /** The company's name: companyName, or the name of the company page companyId names. */
  companyName: string;
}

/** A colour the dialog may paint with (data-themecolor): #rgb or #rrggbb only, nothing CSS could read further. */
export const THEME_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The target of the dialog, or why it cannot start (a sentence for the problem page).
 * @example applyTarget(ctx, new URLSearchParams('api_key=demo-api-key&origin=http://localhost:3000&state=s&jobTitle=Analyst&companyId=1001&email=jobs@example.com'))
 */
export function applyTarget(ctx: MockContext, params: URLSearchParams): { target: ApplyTarget } | { problem: string } {
  const apiKey = params.get('api_key') ?? '';
  if (!apiKey) return { problem: 'Apply with LinkedIn needs the page\'s API key (api_key: in the in.js script tag): LinkedIn signs each application with the app\'s secret.' };
  const app = ctx.directory.apps.get(apiKey);
  if (!app) return { problem: `Unknown API key '${apiKey}'. Check the api_key setting of the in.js script tag.` };
  const origin = pageOriginParam(params.get('origin'));
  if (!origin) return { problem: pageOriginProblem('The apply dialog', params.get('origin'), 'IN.UI.Apply() or the IN/Apply button') };
  const state = params.get('state') ?? '';
  if (!state) return { problem: 'The apply dialog needs a state. Open it through IN.UI.Apply() or the IN/Apply button.' };
  const returnTo = returnUrlParam(app, origin, params.get('ret'));
  if ('problem' in returnTo) return { problem: returnTo.problem };
  if (!originAllowed(app, origin)) return { problem: `${restrictedMessage(app)}; this page is on ${origin}.` };
  // The GET names the job's parameters as they are; the forms carry them as job.name, since the
  // member's own fields (phone, coverLetter) have the names of two of them.
  const prefix = params.has(`${JOB_PREFIX}jobTitle`) ? JOB_PREFIX : '';
  const job: Partial<Record<JobParam, string>> = {};
  for (const name of JOB_PARAMS) {
    const value = params.get(prefix + name)?.trim();
    if (value) job[name] = value;
  }
  if (!job.jobTitle) return { problem: 'IN/Apply needs the job\'s title: data-jobtitle.' };
  const company = job.companyId ? findCompany(ctx.network, job.companyId) : undefined;
  const companyName = job.companyName ?? company?.name;
  if (!companyName) {
    return { problem: job.companyId ? `No company page has the id ${job.companyId}: give data-companyid of a company of the data set, or data-companyname.` : 'IN/Apply needs the company: data-companyid or data-companyname.' };
  }
  if (!job.url && !job.email) return { problem: 'IN/Apply needs where the application goes: data-url (an HTTP POST of it) or data-email.' };
  if (job.url && urlProblem(job.url)) return { problem: `data-url must be a complete web address starting with http:// or https:// (LinkedIn POSTs the application there), not '${job.url}'.` };
  if (job.urlFormat && !/^(json|xml)$/i.test(job.urlFormat)) return { problem: `data-urlformat is json (the default) or xml, not '${job.urlFormat}'.` };
  if (job.themeColor && !THEME_COLOR.test(job.themeColor)) delete job.themeColor;
  if (job.logo && urlProblem(job.logo)) delete job.logo;
  return { target: { app, origin, state, ...(returnTo.ret ? { ret: returnTo.ret } : {}), job, companyName } };
}

/** The prefix of the job's parameters in the dialog's forms. */
const JOB_PREFIX = 'job.';

/** The fields that carry the target through the dialog's forms: the key, origin, state, and the job's parameters as job.name. */
export function applyFields(target: ApplyTarget): Record<string, string> {
  const fields: Record<string, string> = { api_key: target.app.apiKey, origin: target.origin, state: target.state };
  if (target.ret) fields.ret = target.ret;
  for (const name of JOB_PARAMS) if (target.job[name] !== undefined) fields[JOB_PREFIX + name] = target.job[name]!;
  return fields;
}
