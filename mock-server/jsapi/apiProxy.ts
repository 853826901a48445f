import type { MockContext } from '../context.js';
import { originAllowed, restrictedMessage } from '../apps/jsOrigins.js';
import { proxyPage } from '../views/proxyPage.js';
import { problemResponse } from '../views/problemPage.js';
import { pageOriginParam, pageOriginProblem } from './pageOriginParam.js';

/**
 * `GET /uas/js/xdrpc.html?api_key=&origin=[&mode=name]`: the API proxy page for one page origin
 * (views/proxyPage.ts). An origin the key does not list gets a page that refuses every call.
 */
export function apiProxy(ctx: MockContext, request: Request): Response {
  const params = new URL(request.url).searchParams;
  const apiKey = params.get('api_key') ?? '';
  const origin = pageOriginParam(params.get('origin'));
  const problem = (message: string) => problemResponse({ title: 'in.js API proxy', heading: 'The API proxy cannot start', message });
  if (!origin) return problem(pageOriginProblem('The API proxy', params.get('origin'), 'IN.API'));
  const app = ctx.directory.apps.get(apiKey);
  const refusal = !app ? `Unknown API key '${apiKey}': check the api_key setting of the in.js script tag.` : originAllowed(app, origin) ? '' : restrictedMessage(app);
  const mode = params.get('mode') === 'name' ? 'name' : 'message';
  return new Response(proxyPage({ origin, refusal, mode }), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
