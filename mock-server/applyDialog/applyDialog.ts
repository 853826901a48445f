// The apply dialog (the original's apply_url, `/cws/job/apply`), opened by IN.UI.Apply and the IN/Apply
// button in a popup: sign-in if needed (the app's name on it), then the job and the member's profile, a
// phone number and a cover letter (required when the tag says data-phone="required",
// data-coverletter="required"). Submit sends the application: POSTed to the job's data-url, signed
// with the app's secret, by the webhooks' delivery engine (webhooks/deliverApplication.ts: the
// member's full profile, the cover letter, the job, meta "Apply with LinkedIn", `Content-Signature`);
// to data-email it would have been e-mailed, which the mock cannot do: a note in the journal says so.
// The dialog then answers the page that opened it (APPLY_MARK), as the share dialog does, and closes:
// data-onsuccess gets {event: "success", job}. Cancel answers user_cancelled. Docs: docs/tags.md "IN/Apply".
import type { MockContext } from '../context/context.js';
import type { LinkKind } from '../links/linkFlow.js';
import type { MemberRecord } from '../store/types.js';
import { showLink, submitLink } from '../links/linkFlow.js';
import { http, type RequestHandler } from 'msw';
import { applyFields, applyTarget, type ApplyTarget } from './applyTarget.js';
import { renderApplyPage, APPLY_DIALOG_TITLE, type ApplyDraft } from '../views/applyPages.js';
import { relayToPage } from '../jsapi/relayToPage.js';
import { statusBody } from '../views/relayPage.js';
import { noteRequest } from '../http/requestNotes.js';
import { applicantProfile } from '../v1/people/applicantProfile.js';
import { deliverApplication } from '../webhooks/deliverApplication.js';
import { APPLY_MARK } from '../../protocol/marks.js';
import { APPLY_PATH } from '../../protocol/paths.js';
import { APPLY_COVER_LETTER_MAX, APPLY_PHONE_MAX } from '../defaults.js';

const CANCELLED = 'The member cancelled the application.';

function draftOf(sent?: URLSearchParams): ApplyDraft {
  return { phone: sent?.get('phone') ?? '', coverLetter: sent?.get('coverLetter') ?? '' };
}

/** The relay page that answers the page that opened the dialog, and closes the window. */
function answer(target: ApplyTarget, fields: Record<string, string>, body: string): Response {
  return relayToPage({ origin: target.origin, ret: target.ret, mode: 'popup', mark: APPLY_MARK, title: APPLY_DIALOG_TITLE }, { state: target.state, ...fields }, body, true);
}

/** What the member sent, checked: the phone number when the job requires one, the cover letter likewise; lengths. */
function applicationProblem(target: ApplyTarget, draft: ApplyDraft): string | undefined {
  const phone = draft.phone.trim();
  const letter = draft.coverLetter.replace(/\r\n?/g, '\n');
  if (target.job.phone === 'required' && !phone) return 'This job asks for your phone number: add it and submit again.';
  if (phone.length > APPLY_PHONE_MAX || (phone && !/^[+0-9 ().\-/x]+$/i.test(phone))) return `Give your phone number in digits (with +, spaces, dashes or brackets), at most ${APPLY_PHONE_MAX} characters.`;
  if (target.job.coverLetter === 'required' && !letter.trim()) return 'This job asks for a cover letter: write one and submit again.';
  if (letter.length > APPLY_COVER_LETTER_MAX) return `Your cover letter is ${letter.length} characters long; at most ${APPLY_COVER_LETTER_MAX} are allowed.`;
  return undefined;
}

/** The apply dialog of one service. */
function applyDialogOf(ctx: MockContext): LinkKind<ApplyTarget> {
  return {
    path: APPLY_PATH,
    title: APPLY_DIALOG_TITLE,
    signInHeading: 'Sign in to apply with your LinkedIn profile',
    primary: 'apply',
    read: (params) => applyTarget(ctx, params),
    fields: applyFields,
    app: (target) => target.app,
    async page(_ctx, _request, target, member, form, again) {
      const job = target.job;
      const draft = again ? draftOf(again.sent) : { phone: phoneOf(member), coverLetter: '' };
      return {
        html: renderApplyPage({
          form,
          member,
          draft,
          error: again?.error,
          job: { title: job.jobTitle!, company: target.companyName, location: job.jobLocation, logo: job.logo, themeColor: job.themeColor, phoneRequired: job.phone === 'required', coverLetterRequired: job.coverLetter === 'required' },
        }),
      };
    },
    async act(_ctx, request, target, member, sent) {
      const draft = draftOf(sent);
      const problem = applicationProblem(target, draft);
      if (problem) return { error: problem };
      const person = applicantProfile(ctx, member.id)!;
      const phone = draft.phone.trim();
      if (phone) person.phoneNumbers = { _total: 1, values: [{ phoneNumber: phone, phoneType: 'mobile' }] };
      const letter = draft.coverLetter.replace(/\r\n?/g, '\n').trim();
      const job = target.job;
      const fields: Record<string, string> = {};
      if (job.url) {
        const delivery = deliverApplication(ctx, {
          apiKey: target.app.apiKey,
          url: job.url,
          application: { person, job: { id: job.jobId ?? '', title: job.jobTitle, companyName: target.companyName, location: job.jobLocation }, ...(letter ? { coverLetter: letter } : {}) },
        });
        fields.delivery = String(delivery.id);
        if (job.urlFormat?.toLowerCase() === 'xml') {
          noteRequest(request, `data-urlformat="xml": the application went to ${job.url} as JSON; the era's XML form of an application is on no public record, so the mock sends the JSON one (docs/tags.md, "IN/Apply").`);
        }
      }
      if (job.email) {
        noteRequest(request, `data-email: LinkedIn e-mailed ${job.email} a summary of the application and the member's profile as a PDF; the mock sends no e-mail.${job.url ? '' : ' Give data-url to receive the application in a test.'}`);
      }
      return { done: answer(target, fields, statusBody('Application sent', `Your application for ${job.jobTitle} at ${target.companyName} was sent. This window closes itself.`)) };
    },
    cancelled: (target) => answer(target, { error: 'user_cancelled', error_description: CANCELLED }, statusBody('Not sent', 'Nothing was sent. This window closes itself.')),
  };
}

/** The member's first phone number, to start the form with. */
function phoneOf(member: MemberRecord): string {
  const list = Array.isArray(member.phoneNumbers) ? (member.phoneNumbers as { phoneNumber?: string }[]) : [];
  return list[0]?.phoneNumber ?? '';
}

export function applyDialogHandlers(ctx: MockContext): RequestHandler[] {
  const kind = applyDialogOf(ctx);
  return [http.get(`*${APPLY_PATH}`, ({ request }) => showLink(kind, ctx, request)), http.post(`*${APPLY_PATH}`, ({ request }) => submitLink(kind, ctx, request))];
}
