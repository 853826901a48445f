// The v1 era's Apply with LinkedIn: once a member applied through the IN/Apply tag, LinkedIn POSTed
// the application to the job's `data-url`, server to server: JSON with the member's profile
// (`person`), `coverLetter`, `questions` ({_total, values: [{question, answer}]}), `job`
// ({id, position: {title}, company: {name}}) and `meta: "Apply with LinkedIn"`, signed with
// `Content-Signature: base64(HMAC-SHA1(api secret, raw body))`
// (rmaceissoft/python-apply-linkedin: apply_linkedin/tests_parser.py, django/decorators.py). A
// non-200 gets it re-sent, 6 times, as Apply Connect describes its application POSTs ("Receive
// Applications", learn.microsoft.com/linkedin/talent/apply-connect/receive-applications). It goes
// through the same delivery engine as today's notifications: `admin.deliveries()` lists it, the
// receiver faults apply, retries follow the mock clock (docs/webhooks.md "Apply with LinkedIn").
import type { MockContext } from '../context/context.js';
import type { Delivery } from '../store/webhooks.js';
import { enqueueApplication } from './enqueueDelivery.js';

/** What the IN/Apply dialog gives: the applicant's profile (v1/people/applicantProfile.ts), the job of the tag, the answers. */
export interface ApplicationInput {
  /** The member's profile in v1 JSON. */
  person: Record<string, unknown>;
  /** The job of the tag: `data-jobId`, `data-jobTitle`, `data-companyName`, `data-jobLocation`. */
  job: { id: string; title?: string; companyName?: string; location?: string };
  coverLetter?: string;
  /** The tag's questions and the member's answers, in order. */
  questions?: { question: string; answer: string }[];
}

/** What the receiver gets, in the order of the application response data structure. */
export function applicationBody(input: ApplicationInput): string {
  const questions = input.questions ?? [];
  const job: Record<string, unknown> = { id: input.job.id };
  if (input.job.title !== undefined) job.position = { title: input.job.title };
  if (input.job.companyName !== undefined) job.company = { name: input.job.companyName };
  if (input.job.location !== undefined) job.location = input.job.location;
  return JSON.stringify({
    ...(input.coverLetter !== undefined ? { coverLetter: input.coverLetter } : {}),
    person: input.person,
    questions: { _total: questions.length, ...(questions.length ? { values: questions.map(({ question, answer }) => ({ answer, question })) } : {}) },
    job,
    meta: 'Apply with LinkedIn',
  });
}

/**
 * POSTs an application to the job's `data-url` for the app `apiKey` (its secret signs it) and
 * returns the delivery, which goes on in the background (await it with the testing helper
 * `waitForDelivery`). Throws an Error naming the problem for an unknown app or a URL that is not
 * absolute http(s).
 * @example deliverApplication(ctx, { apiKey: 'demo-api-key', url: 'https://jobs.example/apply', application: { person: applicantProfile(ctx, 'aZ3kq9XbW1')!, job: { id: '1100', title: 'CEO', companyName: 'Nokia' }, coverLetter: 'Hello' } })
 */
export function deliverApplication(ctx: MockContext, post: { apiKey: string; url: string; application: ApplicationInput }): Delivery {
  if (!ctx.directory.apps.has(post.apiKey)) throw new Error(`There is no app with the API key '${post.apiKey}'; the application is signed with its secret.`);
  let url: URL;
  try {
    url = new URL(post.url);
  } catch {
    throw new Error(`The data-url '${post.url}' is not an absolute URL; LinkedIn POSTs the application to an absolute http(s) URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The data-url '${post.url}' is not http(s); LinkedIn POSTs the application over HTTP.`);
  return enqueueApplication(ctx, { apiKey: post.apiKey, url: url.href, body: applicationBody(post.application), jobId: post.application.job.id });
}
