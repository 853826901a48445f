// IN/FollowCompany's service side (docs/tags.md, "IN/FollowCompany"):
//   GET /cws/followcompany?companyIdentifier=ID&counterPosition=right|top|bottom|none&origin=PAGE
//     the button's frame, as the original's followcompany_url took it: "Follow" and the follower
//     count (the company's followers, numFollowers), "Following" when the member the frame sees
//     follows already. Framable by any page; its script opens the follow window.
//   GET, POST /cws/followcompany/follow?companyIdentifier=ID
//     the follow window: sign-in if needed, then the member follows (the v1 follow data:
//     store/followCompany.ts, the same as POST /v1/people/~/following/companies). Opened by the
//     frame's button, it follows at once; opened any other way, it asks first. It answers the frame
//     that opened it with one message, which the frame hands to its page (data-onsuccess).
import type { MockContext } from '../context/context.js';
import type { CompanyRecord } from '../store/network.js';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { findCompany } from '../views/profileCards.js';
import { FRAME_CSP, renderFollowFrame } from '../views/widgetFrames.js';
import { renderFollowPage, FOLLOW_PAGE_CSP } from '../views/followPages.js';
import { renderLinkDonePage, LINK_DONE_CSP } from '../views/linkPages.js';
import { pageResponse } from '../views/pageResponse.js';
import { relayResponse, statusBody } from '../views/relayPage.js';
import { encodeRelayMessage } from '../jsapi/relayMessage.js';
import { pageOriginParam } from '../jsapi/pageOriginParam.js';
import { signedInMember } from '../oauth/browserCookies.js';
import { followCompany } from '../store/followCompany.js';
import { formatShareCount } from './shareCount.js';
import { showLink, submitLink, type LinkKind } from '../links/linkFlow.js';
import { FOLLOW_MARK } from '../../protocol/marks.js';
import { FOLLOW_COMPANY_PATH } from '../../protocol/paths.js';

/** The follow window's path. */
export const FOLLOW_WINDOW_PATH = `${FOLLOW_COMPANY_PATH}/follow`;

const POSITIONS = ['right', 'top', 'bottom', 'none'];

function frameAnswer(html: string, status = 200): Response {
  return new HttpResponse(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': FRAME_CSP, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' },
  });
}

function plain(status: number, text: string): Response {
  return new HttpResponse(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });
}

/** The frame's answer to a request that names no company it knows. */
function unknownCompany(id: string | null): Response {
  return plain(id ? 404 : 400, id ? `No company has the id or name ${id}.` : 'The companyIdentifier parameter is missing: give the company id (data-id of IN/FollowCompany).');
}

/** The button's frame. */
function followFrame(ctx: MockContext, request: Request): Response {
  const url = new URL(request.url);
  const params = url.searchParams;
  const id = params.get('companyIdentifier');
  const company = id ? findCompany(ctx.network, id) : undefined;
  if (!company) return unknownCompany(id);
  const position = POSITIONS.includes(params.get('counterPosition') ?? '') ? params.get('counterPosition')! : 'none';
  const member = signedInMember(ctx, request)?.member;
  const follow = new URL(FOLLOW_WINDOW_PATH, url);
  follow.search = new URLSearchParams({ companyIdentifier: company.id }).toString();
  return frameAnswer(
    renderFollowFrame({
      companyId: company.id,
      companyName: company.name,
      count: formatShareCount(company.followers.length),
      position,
      following: !!member && company.followers.includes(member.id),
      followUrl: follow.href,
      serviceOrigin: url.origin,
      pageOrigin: pageOriginParam(params.get('origin')),
    }),
  );
}

/** The message the follow window hands the frame, and the frame its page: the company, following, the new count. */
function followedMessage(company: CompanyRecord): string {
  return encodeRelayMessage({ id: company.id, following: 'true', count: String(company.followers.length), fCount: formatShareCount(company.followers.length) }, FOLLOW_MARK);
}

/** The page that answers the frame that opened the window (on the service's own origin) and closes. */
function followedAnswer(request: Request, company: CompanyRecord): Response {
  return relayResponse({
    origin: new URL(request.url).origin,
    mode: 'popup',
    title: `Follow ${company.name}`,
    message: followedMessage(company),
    body: statusBody('Following', `You follow ${company.name}. This window closes itself.`),
    close: true,
  });
}

/**
 * The follow window of one service (it reads companies from that service's store), on the flow of
 * today's links: sign-in, single-use CSRF, one action, a form sent twice acts once.
 */
function followWindowOf(ctx: MockContext): LinkKind<{ company: CompanyRecord }> {
  return {
    path: FOLLOW_WINDOW_PATH,
    title: 'Follow',
    signInHeading: 'Sign in to follow this company',
    primary: 'follow',
    read(params) {
      const id = params.get('companyIdentifier');
      const company = id ? findCompany(ctx.network, id) : undefined;
      if (!company) return { problem: id ? `No company has the id or name ${id}.` : 'The follow window needs companyIdentifier=<company id>; open it from the IN/FollowCompany button.' };
      return { target: { company } };
    },
    fields: (target) => ({ companyIdentifier: target.company.id }),
    async page(_ctx, request, target, member, form) {
      const company = target.company;
      // Already following: the same answer as a follow, so the frame and the page hear it.
      if (company.followers.includes(member.id)) {
        const answer = followedAnswer(request, company);
        return { html: await answer.text(), csp: answer.headers.get('content-security-policy') ?? undefined };
      }
      const shown = { id: company.id, name: company.name, industry: company.industry, followers: formatShareCount(company.followers.length) };
      return { html: renderFollowPage({ form, member, company: shown }), csp: FOLLOW_PAGE_CSP };
    },
    async act(_ctx, request, target, member) {
      followCompany(ctx, target.company, member.id);
      return { done: followedAnswer(request, target.company) };
    },
    cancelled(target) {
      const page = renderLinkDonePage({ heading: 'Not followed', status: `You do not follow ${target.company.name}.`, links: [] });
      return pageResponse(page, 200, [], { 'content-security-policy': LINK_DONE_CSP });
    },
  };
}

export function followHandlers(ctx: MockContext): RequestHandler[] {
  const kind = followWindowOf(ctx);
  return [
    http.get(`*${FOLLOW_COMPANY_PATH}`, ({ request }) => followFrame(ctx, request)),
    http.get(`*${FOLLOW_WINDOW_PATH}`, ({ request }) => showLink(kind, ctx, request)),
    http.post(`*${FOLLOW_WINDOW_PATH}`, ({ request }) => submitLink(kind, ctx, request)),
  ];
}
