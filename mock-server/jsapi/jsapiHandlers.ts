import { http } from 'msw';
import type { MockContext } from '../context/context.js';
import { AUTH_COMPLETE_PATH, AUTHORIZE_PATH, LOGOUT_PATH, PROXY_PATH, REFRESH_PATH } from '../../protocol/paths.js';
import { frameworkAuthorize } from './frameworkAuthorize.js';
import { frameworkComplete } from './frameworkComplete.js';
import { logoutSession, refreshSession } from './frameworkSession.js';
import { apiProxy } from './apiProxy.js';

/** The service side of the framework (in.js): sign-in window, session refresh and logout, the API proxy page. */
export function jsapiHandlers(ctx: MockContext) {
  return [
    http.get(`*${AUTHORIZE_PATH}`, ({ request }) => frameworkAuthorize(ctx, request)),
    http.get(`*${AUTH_COMPLETE_PATH}`, ({ request }) => frameworkComplete(ctx, request)),
    http.get(`*${REFRESH_PATH}`, ({ request }) => refreshSession(ctx, request)),
    http.get(`*${LOGOUT_PATH}`, ({ request }) => logoutSession(ctx, request)),
    http.get(`*${PROXY_PATH}`, ({ request }) => apiProxy(ctx, request)),
  ];
}
