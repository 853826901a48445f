// IN/RecommendProduct's service side (docs/tags.md, "IN/RecommendProduct"):
//   GET /countserv/count/recommendproduct?company=…&product=…&callback=…   the button's count, JSONP
//     (the original's recommend_product_counter_url): `callback({"count":N,"fCnt":"N"});`
//   GET, POST /cws/recommendproduct?company=…&product=…&origin=…&state=…[&api_key=…]   the recommend
//     window (the original's recommend_product_url): sign-in if needed, "Recommend PRODUCT", and the
//     member's recommendation kept with the product (one per member); it answers the page that opened
//     it (RECOMMEND_MARK) with the new count, or with user_cancelled. Like the share dialog it needs no
//     API key; with one, the page's origin must be registered for it.
// `company` is the company's id, universal name or name; `product` the product's id or name.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { MockContext } from '../context/context.js';
import type { AppRecord } from '../store/types.js';
import type { CompanyRecord } from '../store/network.js';
import { findCompany } from '../views/profileCards.js';
import { renderRecommendPage } from '../views/recommendPages.js';
import { relayToPage } from '../jsapi/relayToPage.js';
import { statusBody } from '../views/relayPage.js';
import { pageOriginParam, pageOriginProblem } from '../jsapi/pageOriginParam.js';
import { originAllowed, restrictedMessage } from '../apps/jsOrigins.js';
import { showLink, submitLink, type LinkKind } from '../links/linkFlow.js';
import { formatShareCount, isCallbackPath, MAX_CALLBACK_LENGTH } from './shareCount.js';
import { scriptLiteral } from '../views/scriptLiteral.js';
import { RECOMMEND_MARK } from '../../protocol/marks.js';
import { RECOMMEND_COUNT_PATH, RECOMMEND_PRODUCT_PATH } from '../../protocol/paths.js';

type Product = NonNullable<CompanyRecord['products']>[number];

/** The product a tag names, with its company; or a sentence why not. */
function productOf(ctx: MockContext, params: URLSearchParams): { company: CompanyRecord; product: Product } | { problem: string } {
  const companyRef = params.get('company');
  const productRef = params.get('product')?.trim();
  if (!companyRef || !productRef) return { problem: 'IN/RecommendProduct needs data-company (the company id) and data-product (the product id).' };
  const company = findCompany(ctx.network, companyRef);
  if (!company) return { problem: `No company has the id or name ${companyRef}.` };
  const product = (company.products ?? []).find((p) => String(p.id) === productRef || p.name.toLowerCase() === productRef.toLowerCase());
  if (!product) return { problem: `${company.name} has no product ${productRef}; its products are ${(company.products ?? []).map((p) => `${p.id} (${p.name})`).join(', ') || 'none'}.` };
  return { company, product };
}

/** The recommend window one page opened. */
interface RecommendTarget {
  company: CompanyRecord;
  product: Product;
  app?: AppRecord;
  origin: string;
  state: string;
}

function answer(target: RecommendTarget, fields: Record<string, string>, body: string): Response {
  return relayToPage({ origin: target.origin, mode: 'popup', mark: RECOMMEND_MARK, title: 'Recommend' }, { state: target.state, ...fields }, body, true);
}

function recommendWindowOf(ctx: MockContext): LinkKind<RecommendTarget> {
  return {
    path: RECOMMEND_PRODUCT_PATH,
    title: 'Recommend',
    signInHeading: 'Sign in to recommend this product',
    primary: 'recommend',
    read(params) {
      const found = productOf(ctx, params);
      if ('problem' in found) return found;
      const apiKey = params.get('api_key') ?? '';
      const app = apiKey ? ctx.directory.apps.get(apiKey) : undefined;
      if (apiKey && !app) return { problem: `Unknown API key '${apiKey}'. Check the api_key setting of the in.js script tag.` };
      const origin = pageOriginParam(params.get('origin'));
      if (!origin) return { problem: pageOriginProblem('The recommend window', params.get('origin'), 'the IN/RecommendProduct button') };
      const state = params.get('state') ?? '';
      if (!state) return { problem: 'The recommend window needs a state. Open it from the IN/RecommendProduct button.' };
      if (app && !originAllowed(app, origin)) return { problem: `${restrictedMessage(app)}; this page is on ${origin}.` };
      return { target: { ...found, app, origin, state } };
    },
    fields: (target) => ({ company: target.company.id, product: String(target.product.id), api_key: target.app?.apiKey ?? '', origin: target.origin, state: target.state }),
    app: (target) => target.app,
    async page(_ctx, _request, target, member, form) {
      const recommended = (target.product.recommenders ?? []).includes(member.id);
      return { html: renderRecommendPage({ form, member, company: target.company.name, product: target.product.name, count: formatShareCount(target.product.recommenders?.length ?? 0), recommended }) };
    },
    async act(_ctx, _request, target, member) {
      const product = target.product;
      if (!(product.recommenders ?? []).includes(member.id)) product.recommenders = [...(product.recommenders ?? []), member.id];
      const count = String(product.recommenders!.length);
      return { done: answer(target, { count }, statusBody('Recommended', `You recommend ${product.name}. This window closes itself.`)) };
    },
    cancelled: (target) => answer(target, { error: 'user_cancelled', error_description: 'The member cancelled the recommendation.' }, statusBody('Not recommended', 'Nothing was recommended. This window closes itself.')),
  };
}

function plain(status: number, text: string): Response {
  return new HttpResponse(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });
}

/** The count, as JSONP: `callback({"count":N,"fCnt":"N"});` (fCnt formatted as the share count's). */
function countAnswer(ctx: MockContext, request: Request): Response {
  const params = new URL(request.url).searchParams;
  const callback = params.get('callback') ?? '';
  if (!isCallbackPath(callback)) return plain(400, `The callback parameter must be a JavaScript name or dotted path of at most ${MAX_CALLBACK_LENGTH} characters; got '${callback.slice(0, MAX_CALLBACK_LENGTH)}'.`);
  const found = productOf(ctx, params);
  if ('problem' in found) return plain(params.get('company') && params.get('product') ? 404 : 400, found.problem);
  const count = found.product.recommenders?.length ?? 0;
  return new HttpResponse(`${callback}(${scriptLiteral({ count, fCnt: formatShareCount(count) })});`, {
    headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}

export function recommendHandlers(ctx: MockContext): RequestHandler[] {
  const kind = recommendWindowOf(ctx);
  return [
    http.get(`*${RECOMMEND_COUNT_PATH}`, ({ request }) => countAnswer(ctx, request)),
    http.get(`*${RECOMMEND_PRODUCT_PATH}`, ({ request }) => showLink(kind, ctx, request)),
    http.post(`*${RECOMMEND_PRODUCT_PATH}`, ({ request }) => submitLink(kind, ctx, request)),
  ];
}
