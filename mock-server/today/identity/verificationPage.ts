// `GET {site}/verify?clientId=…&verificationCriteria=…`: the page a Verified on LinkedIn
// `verificationUrl` sends a member to (verificationLink.ts). The one flow of the site's links
// (links/linkFlow.ts): not signed in, the sign-in form with the app named; signed in, the
// verifications the app asks about and whether the member has them; Verify records the missing
// ones (identity with a government ID, workplace with a work e-mail at the organization given),
// Cancel records nothing, and both bring the member back to the app "based on the configured
// redirect URI" (the verification URL guide): the first of its registered redirect URLs, after
// which the app calls /rest/verificationReport again. A form sent twice acts once.
import { http, type RequestHandler } from 'msw';
import type { MockContext } from '../../context/context.js';
import type { AppRecord } from '../../store/types.js';
import { showLink, submitLink, type LinkKind } from '../../links/linkFlow.js';
import { renderVerificationPage, type VerificationRow } from '../../views/verificationPage.js';
import { renderLinkDonePage, LINK_DONE_CSP } from '../../views/linkPages.js';
import { pageResponse } from '../../views/pageResponse.js';
import { redirectResponse } from '../../http/redirectResponse.js';
import { VERIFY_ORGANIZATION_MAX } from '../../defaults.js';
import { verifiedTierOf } from './verifiedTier.js';
import { VERIFY_PATH, type VerificationTarget } from './verificationLink.js';
import { VERIFICATION_CATEGORIES, currentOrganization, verifyMember, type VerificationCategory } from './memberVerification.js';

interface VerifyTarget extends VerificationTarget {
  app: AppRecord;
}

/** Back to the app: its first registered redirect URL, or a last page when it has none. */
function backToApp(app: AppRecord, status: string): Response {
  const back = app.redirectUrls[0];
  if (back) return redirectResponse(back, [], 303);
  return pageResponse(renderLinkDonePage({ heading: 'Verify on LinkedIn', status: `${status} ${app.name} has no redirect URL to go back to.`, links: [] }), 200, [], { 'content-security-policy': LINK_DONE_CSP });
}

/** The verifications the page shows, as the member has them. */
function rowsOf(ctx: MockContext, target: VerifyTarget, memberId: string): VerificationRow[] {
  const member = ctx.directory.members.get(memberId)!;
  return target.criteria.map((category) =>
    category === 'IDENTITY'
      ? { category, verifiedAt: member.verification?.identity?.verifiedAt }
      : { category, verifiedAt: member.verification?.workplace?.verifiedAt, organization: member.verification?.workplace?.organizationName },
  );
}

/** The categories a link or form names: `verificationCriteria` (repeated, or `verificationCriteria.N` in the forms), all when none; undefined for another value. */
function criteriaOf(params: URLSearchParams): VerificationCategory[] | undefined {
  const named = [...params.getAll('verificationCriteria'), ...[...params.keys()].filter((k) => /^verificationCriteria\.\d+$/.test(k)).map((k) => params.get(k)!)];
  if (!named.length) return [...VERIFICATION_CATEGORIES];
  if (named.some((c) => !(VERIFICATION_CATEGORIES as readonly string[]).includes(c))) return undefined;
  return VERIFICATION_CATEGORIES.filter((c) => named.includes(c));
}

/**
 * The verification page of a service: the link names the app by its client id, looked up in the
 * service's directory.
 */
export function verificationPage(ctx: MockContext): LinkKind<VerifyTarget> {
  return {
    path: VERIFY_PATH,
    title: 'Verify on LinkedIn',
    signInHeading: 'Sign in to verify on LinkedIn',
    primary: 'verify',
    app: (target) => target.app,
    read(params) {
      const clientId = params.get('clientId');
      if (!clientId) return { problem: 'The verification link names no application (clientId): open the verificationUrl of /rest/verificationReport as it came.' };
      const app = ctx.directory.apps.get(clientId);
      if (!app) return { problem: `No application has the client id '${clientId}'.` };
      if (!verifiedTierOf(app)) return { problem: `${app.name} does not have Verified on LinkedIn, so it cannot send members to verify.` };
      const criteria = criteriaOf(params);
      if (!criteria) return { problem: 'verificationCriteria is IDENTITY or WORKPLACE (or both), as the verificationUrl of /rest/verificationReport names them.' };
      return { target: { app, clientId, criteria } };
    },
    fields: (target) => {
      const fields: Record<string, string> = { clientId: target.clientId };
      target.criteria.forEach((category, i) => (fields[`verificationCriteria.${i}`] = category));
      return fields;
    },
    async page(_ctx, _request, target, member, form, again) {
      const organization = again?.sent.get('organization') ?? member.verification?.workplace?.organizationName ?? currentOrganization(member) ?? '';
      return { html: renderVerificationPage({ form, app: target.app, member, rows: rowsOf(ctx, target, member.id), organization, error: again?.error }) };
    },
    async act(_ctx, _request, target, member, sent) {
      const organization = (sent.get('organization') ?? '').trim();
      if (target.criteria.includes('WORKPLACE') && !organization) return { error: 'Name your workplace: the organization whose work e-mail you verify.' };
      if (organization.length > VERIFY_ORGANIZATION_MAX) return { error: `The workplace is ${organization.length} characters long; at most ${VERIFY_ORGANIZATION_MAX} are allowed.` };
      verifyMember(member, target.criteria, ctx.clock.now(), organization || undefined);
      return { done: backToApp(target.app, 'Your verifications are recorded.') };
    },
    cancelled(target) {
      return backToApp(target.app, 'Nothing was verified.');
    },
  };
}

/**
 * The page's routes on every host the service answers (the link names www.linkedin.com), at its
 * exact path: MSW's `*\/verify` would also match `/__admin/verify` and any other path ending so.
 */
export function verificationPageHandlers(ctx: MockContext): RequestHandler[] {
  const kind = verificationPage(ctx);
  const at = (request: Request) => new URL(request.url).pathname === VERIFY_PATH;
  return [
    http.get(`*${VERIFY_PATH}`, ({ request }) => (at(request) ? showLink(kind, ctx, request) : undefined)),
    http.post(`*${VERIFY_PATH}`, ({ request }) => (at(request) ? submitLink(kind, ctx, request) : undefined)),
  ];
}
