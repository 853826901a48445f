import { http, type RequestHandler } from 'msw';
import type { MockContext } from '../context/context.js';
import { InvalidRequest, errorPageResponse } from '../oauth/errors.js';
import { MethodNotAllowed, problemResponse } from './errors.js';
import { OAUTH1_PATHS } from './oauth1Paths.js';
import { requestToken } from './requestToken.js';
import { authorizeRequestToken } from './authorizeRequestToken.js';
import { completeAuthorization } from './completeAuthorization.js';
import { accessToken } from './accessToken.js';
import { invalidateToken } from './invalidateToken.js';

type Endpoint = (ctx: MockContext, request: Request) => Promise<Response>;

/** A token endpoint: GET and POST (real clients sent both), any other method a 405 problem. */
function tokenEndpoint(ctx: MockContext, path: string, what: string, run: Endpoint): RequestHandler[] {
  return [
    http.get(`*${path}`, ({ request }) => run(ctx, request)),
    http.post(`*${path}`, ({ request }) => run(ctx, request)),
    http.all(`*${path}`, ({ request }) => problemResponse(new MethodNotAllowed(what, request.method, ['POST', 'GET']), request)),
  ];
}

/** A page of the browser's part: GET, any other method a 405 page. */
function browserEndpoint(path: string, run: (request: Request) => Response): RequestHandler[] {
  return [
    http.get(`*${path}`, ({ request }) => run(request)),
    http.all(`*${path}`, ({ request }) => errorPageResponse(new InvalidRequest(`${path} takes GET (a browser navigation), not ${request.method}.`, 405), [['allow', 'GET']])),
  ];
}

/** The legacy OAuth 1.0a protocol (RFC 5849, as the real service ran it) on any host. */
export function oauth1Handlers(ctx: MockContext): RequestHandler[] {
  return [
    ...tokenEndpoint(ctx, OAUTH1_PATHS.requestToken, 'request token endpoint', requestToken),
    ...tokenEndpoint(ctx, OAUTH1_PATHS.accessToken, 'access token endpoint', accessToken),
    ...tokenEndpoint(ctx, OAUTH1_PATHS.invalidateToken, 'token invalidation endpoint', invalidateToken),
    ...browserEndpoint(OAUTH1_PATHS.authorize, (request) => authorizeRequestToken(ctx, request, 'authorize')),
    ...browserEndpoint(OAUTH1_PATHS.authenticate, (request) => authorizeRequestToken(ctx, request, 'authenticate')),
    ...browserEndpoint(OAUTH1_PATHS.complete, (request) => completeAuthorization(ctx, request)),
  ];
}
