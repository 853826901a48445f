import { http } from 'msw';
import type { MockContext } from '../context/context.js';
import { InvalidRequest, tokenErrorResponse } from './errors.js';
import { OAUTH_PATHS, type PathFamily } from './oauthPaths.js';
import { tokenEndpoint } from './tokenEndpoint.js';

/** POST on both token paths; any other method gets a 405 JSON error. */
export function accessTokenHandlers(ctx: MockContext, family: PathFamily) {
  const path = `*${OAUTH_PATHS[family].accessToken}`;
  return [
    http.post(path, ({ request }) => tokenEndpoint(ctx, request, family)),
    http.all(path, ({ request }) =>
      tokenErrorResponse(new InvalidRequest(`The token endpoint takes POST, not ${request.method}.`, 405), { allow: 'POST' }),
    ),
  ];
}
