import { http, HttpResponse } from 'msw';
import type { MockContext } from '../context.js';
import { originAllowed, restrictedMessage } from '../apps/jsOrigins.js';
import { xdrpcPage } from '../views/proxyPage.js';
import { FRAMEWORK_AUTH_PATHS, frameworkAuthorize, frameworkComplete } from './frameworkAuthorize.js';
import { FRAMEWORK_SESSION_PATHS, logoutSession, refreshSession } from './frameworkSession.js';
import { shareDialogHandlers } from '../shareDialog/shareDialogHandlers.js';

/** Path of the API proxy page on the API host (the original's). */
export const PROXY_PATH = '/uas/js/xdrpc.html';

function html(body: string, status = 200) {
  return new HttpResponse(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

function problemPage(message: string) {
  return html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>in.js API proxy</title></head><body><p>${message
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')}</p></body></html>`, 400);
}

/** The server side of the browser SDK: sign-in window, session refresh and logout, the API proxy page. */
export function sdkHandlers(ctx: MockContext) {
  return [
    http.get(`*${FRAMEWORK_AUTH_PATHS.authorize}`, ({ request }) => frameworkAuthorize(ctx, request)),
    http.get(`*${FRAMEWORK_AUTH_PATHS.complete}`, ({ request }) => frameworkComplete(ctx, request)),
    http.get(`*${FRAMEWORK_SESSION_PATHS.refresh}`, ({ request }) => refreshSession(ctx, request)),
    http.get(`*${FRAMEWORK_SESSION_PATHS.logout}`, ({ request }) => logoutSession(ctx, request)),
    ...shareDialogHandlers(ctx),
    http.get(`*${PROXY_PATH}`, ({ request }) => {
      const url = new URL(request.url);
      const apiKey = url.searchParams.get('api_key') ?? '';
      const origin = url.searchParams.get('origin') ?? '';
      const mode = url.searchParams.get('mode') === 'name' ? 'name' : 'message';
      let pageOrigin: string;
      try {
        pageOrigin = new URL(origin).origin;
      } catch {
        return problemPage(`The proxy needs the page's origin (origin=scheme://host:port), not '${origin}'.`);
      }
      if (pageOrigin !== origin) return problemPage(`origin must be an origin such as http://localhost:5173, not '${origin}'.`);
      const app = ctx.directory.apps.get(apiKey);
      const refusal = !app
        ? `Unknown API key '${apiKey}': check the api_key setting of the in.js script tag.`
        : originAllowed(app, origin)
          ? ''
          : restrictedMessage(app);
      return html(xdrpcPage({ origin, refusal, mode }));
    }),
  ];
}
