// The pages and scripts the framework's tags load from the service: their stylesheet, the share
// counter (IN/Share) and the profile cards (IN/MemberProfile, IN/CompanyProfile).
import { http, HttpResponse } from 'msw';
import type { MockContext } from '../context/context.js';
import { countScript, countShares, DEFAULT_COUNT_CALLBACK, isCallbackPath, MAX_CALLBACK_LENGTH } from './shareCount.js';
import { cardPage, companyCard, findCompany, findMember, memberCard } from '../views/profileCards.js';
import { htmlEscape } from '../views/htmlEscape.js';
import { WIDGET_CSS } from './widgetStylesheet.js';
import { COMPANY_CARD_PATH, MEMBER_CARD_PATH, SHARE_COUNT_PATH, WIDGET_CSS_PATH } from '../../protocol/paths.js';


/**
 * Card pages are made to be framed by any page (no X-Frame-Options, no frame-ancestors); they
 * run no script and load nothing but their inline style.
 */
const CARD_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const CSS_HEADERS = {
  'content-type': 'text/css; charset=utf-8',
  'cache-control': 'public, max-age=3600',
  'access-control-allow-origin': '*',
  'x-content-type-options': 'nosniff',
};

function badRequest(message: string): Response {
  return new HttpResponse(message + '\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });
}

function card(status: number, title: string, body: string): Response {
  return new HttpResponse(cardPage(title, body), { status, headers: CARD_HEADERS });
}

function missingCard(text: string): Response {
  return card(404, 'Profile not found', `<div class="missing">${htmlEscape(text)}</div>`);
}

export function widgetHandlers(ctx: MockContext) {
  return [
    // Linked by pages on any site; the same text for everyone.
    http.get(`*${WIDGET_CSS_PATH}`, () => new HttpResponse(WIDGET_CSS, { headers: CSS_HEADERS })),

    http.get(`*${SHARE_COUNT_PATH}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const url = params.get('url');
      const callback = params.get('callback') ?? DEFAULT_COUNT_CALLBACK;
      if (!url) return badRequest(`The url parameter is missing: ask ${SHARE_COUNT_PATH}?url=<address>&callback=<function>.`);
      if (!isCallbackPath(callback)) {
        return badRequest(
          `The callback parameter must be a JavaScript name or dotted path of at most ${MAX_CALLBACK_LENGTH} characters, such as ${DEFAULT_COUNT_CALLBACK}; got '${callback.slice(0, MAX_CALLBACK_LENGTH)}'.`,
        );
      }
      return new HttpResponse(countScript(callback, url, countShares(ctx.network, url)), {
        headers: {
          'content-type': 'application/javascript; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    }),

    http.get(`*${MEMBER_CARD_PATH}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const id = params.get('public_profile_url');
      if (!id) return badRequest('The public_profile_url parameter is missing: give a public profile URL or a member id.');
      const member = findMember(ctx.directory, id);
      if (!member) return missingCard(`No member has the public profile ${id}.`);
      const related = params.get('related') !== 'false';
      return card(200, `${member.firstName} ${member.lastName}`, memberCard(member, { related }));
    }),

    http.get(`*${COMPANY_CARD_PATH}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const id = params.get('companyIdentifier');
      if (!id) return badRequest('The companyIdentifier parameter is missing: give a company id or name.');
      const company = findCompany(ctx.network, id);
      if (!company) return missingCard(`No company has the id or name ${id}.`);
      const related = params.get('related') !== 'false';
      return card(200, company.name, companyCard(company, { related }));
    }),
  ];
}
