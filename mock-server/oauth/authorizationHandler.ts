import { http } from 'msw';
import type { MockContext } from '../context/context.js';
import { InvalidRequest, errorPageResponse } from './errors.js';
import { OAUTH_PATHS, type PathFamily } from './oauthPaths.js';
import { authorize } from './authorize.js';

/** GET on both authorization paths; any other method gets a 405 page. */
export function authorizationHandlers(ctx: MockContext, family: PathFamily) {
  const path = `*${OAUTH_PATHS[family].authorization}`;
  return [
    http.get(path, ({ request }) => authorize(ctx, request, family)),
    http.all(path, ({ request }) =>
      errorPageResponse(new InvalidRequest(`The authorization endpoint takes GET (a browser navigation), not ${request.method}.`, 405), [['allow', 'GET']]),
    ),
  ];
}
