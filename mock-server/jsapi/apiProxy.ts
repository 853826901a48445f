import type { MockContext } from '../context/context.js';
import { originAllowed, restrictedMessage } from '../apps/jsOrigins.js';
import { proxyHeaders, proxyPage } from '../views/proxyPage.js';
import { problemResponse } from '../views/problemPage.js';
import { pageOriginParam, pageOriginProblem } from './pageOriginParam.js';
import { returnUrlParam } from './returnUrlParam.js';

/**
 * `GET /uas/js/xdrpc.html?api_key=&origin=[&mode=fragment&ret=]`: the API proxy page for one page
 * origin (views/proxyPage.ts). In message mode an origin the key does not list gets a page that
 * refuses every call, and says so to that origin. In fragment mode (a page without postMessage) the
 * answer goes to `ret`, so the key must list the origin and `ret` must be on it; anything else is
 * an error page that answers nobody.
 */
export function apiProxy(ctx: MockContext, request: Request): Response {
  const params = new URL(request.url).searchParams;
  const apiKey = params.get('api_key') ?? '';
  const origin = pageOriginParam(params.get('origin'));
  const problem = (message: string) => problemResponse({ title: 'in.js API proxy', heading: 'The API proxy cannot start', message });
  if (!origin) return problem(pageOriginProblem('The API proxy', params.get('origin'), 'IN.API'));
  const app = ctx.directory.apps.get(apiKey);
  const unknownKey = `Unknown API key '${apiKey}': check the api_key setting of the in.js script tag.`;
  const page = (settings: Parameters<typeof proxyPage>[0]) => new Response(proxyPage(settings), { headers: proxyHeaders(origin) });
  if (params.get('mode') === 'fragment') {
    if (!app) return problem(unknownKey);
    const ret = returnUrlParam(app, origin, params.get('ret'));
    if ('problem' in ret) return problem(ret.problem);
    if (!ret.ret) return problem(`The API proxy without postMessage (mode=fragment) needs ret, a static file on the page's origin such as ${origin}/favicon.ico. Call it through IN.API.`);
    return page({ origin, refusal: '', mode: 'fragment', ret: ret.ret });
  }
  const refusal = !app ? unknownKey : originAllowed(app, origin) ? '' : restrictedMessage(app);
  return page({ origin, refusal, mode: 'message' });
}
