// `GET /profile/add?startTask=CERTIFICATION_NAME&name=…&organizationId=…&issueYear=…&issueMonth=…
// &certUrl=…&certId=…`: "Add to Profile", the link course and certificate providers put beside a
// certificate (one of the uses LinkedIn kept open in 2015). The member signs in if needed, sees the
// "Add license or certification" form filled from the link, may change it, and saves: the
// certification is in the member's profile (`GET /v1/people/~:(certifications)`) and on the admin
// page's "Added to profiles". Docs: docs/links.md.
import type { LinkKind } from './linkFlow.js';
import { renderAddToProfilePage, renderLinkDonePage, LINK_DONE_CSP, type CertificationDraft } from '../views/linkPages.js';
import { pageResponse } from '../views/pageResponse.js';
import { urlProblem } from '../shareDialog/shareDialogInput.js';
import { CERTIFICATION_PARAMS, CERTIFICATION_TASK, certificationFrom, certificationsOf, draftFromLink, nextCertificationId } from './certification.js';

/** The path of the Add to Profile link. */
export const PROFILE_ADD_PATH = '/profile/add';

/** The link's parameters as they came (the ones it may carry). */
type ProfileAddTarget = Record<string, string>;

function draftOfForm(sent: URLSearchParams): CertificationDraft {
  const field = (name: string) => sent.get(name) ?? '';
  return {
    name: field('name'),
    organization: field('organization'),
    issueMonth: field('issueMonth'),
    issueYear: field('issueYear'),
    expirationMonth: field('expirationMonth'),
    expirationYear: field('expirationYear'),
    certId: field('certId'),
    certUrl: field('certUrl'),
  };
}

/** The way back to the credential's page, when the link gave a web address (never a javascript: one). */
function backLinks(target: ProfileAddTarget): { id: string; href: string; text: string }[] {
  return target.certUrl && !urlProblem(target.certUrl) ? [{ id: 'back', href: target.certUrl, text: 'Back to the credential' }] : [];
}

/** The form's fields carry the member's values under the link's own names; the link's go in `link.*`. */
const LINK_PREFIX = 'link.';

export const profileAdd: LinkKind<ProfileAddTarget> = {
  path: PROFILE_ADD_PATH,
  title: 'Add to profile',
  signInHeading: 'Sign in to add this to your profile',
  primary: 'save',
  read(params) {
    // The GET names the parameters as they are; the forms carry them as link.name (the visible fields keep the plain names).
    const posted = params.has(`${LINK_PREFIX}startTask`);
    const target: ProfileAddTarget = {};
    for (const name of CERTIFICATION_PARAMS) {
      const value = params.get(posted ? LINK_PREFIX + name : name);
      if (value !== null) target[name] = value;
    }
    if (target.startTask !== CERTIFICATION_TASK) {
      return {
        problem: `Add to Profile opens with startTask=${CERTIFICATION_TASK} (a license or certification), not ${target.startTask ? `'${target.startTask}'` : 'without a startTask'}: /profile/add?startTask=${CERTIFICATION_TASK}&name=…&organizationId=…&issueYear=…&issueMonth=…&certUrl=…&certId=….`,
      };
    }
    return { target };
  },
  fields: (target) => Object.fromEntries(Object.entries(target).map(([name, value]) => [LINK_PREFIX + name, value])),
  async page(ctx, _request, target, member, form, again) {
    const fromLink = draftFromLink(ctx, target);
    const draft = again ? draftOfForm(again.sent) : fromLink.draft;
    return { html: renderAddToProfilePage({ form, member, draft, notes: fromLink.notes, error: again?.error }), notes: fromLink.notes };
  },
  async act(ctx, _request, target, member, sent) {
    const made = certificationFrom(draftOfForm(sent), nextCertificationId(member), ctx.clock.now(), target.organizationId);
    if ('problem' in made) return { error: made.problem };
    const certification = made.certification;
    member.certifications = [...certificationsOf(member), certification];
    ctx.portability.record(member.id, 'CREATE', { resource: 'certification', record: certification }, ctx.clock.now());
    const page = renderLinkDonePage({
      heading: 'Added to your profile',
      status: `${certification.name} (${certification.authority?.name}) is now in the Licenses & certifications of your profile.`,
      links: backLinks(target),
    });
    return { done: pageResponse(page, 200, [], { 'content-security-policy': LINK_DONE_CSP }), stillTrue: () => certificationsOf(member).includes(certification) };
  },
  cancelled(target) {
    const page = renderLinkDonePage({
      heading: 'Not added',
      status: 'Nothing was added to your profile.',
      links: backLinks(target),
    });
    return pageResponse(page, 200, [], { 'content-security-policy': LINK_DONE_CSP });
  },
};
