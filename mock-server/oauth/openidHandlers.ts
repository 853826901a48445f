import { http } from 'msw';
import type { MockContext } from '../context/context.js';
import { DISCOVERY_PATH, JWKS_PATH, USERINFO_PATH, discoveryDocument } from '../oidc/discoveryDocument.js';
import { signingKeyOf } from '../oidc/signingKey.js';
import { userinfo } from '../oidc/userinfo.js';
import { jsonResponse } from '../answers/jsonAnswer.js';
import { OAUTH_PATHS } from './oauthPaths.js';
import { InvalidRequest, tokenErrorResponse } from './errors.js';
import { INTROSPECT_PATH, introspectToken } from './introspectToken.js';
import { atExactPath } from '../http/exactPath.js';
import { asOfOf } from '../context/asOf.js';
import { oidcServed } from '../history/datedOidc.js';
import { notFoundAnswer } from '../views/notFoundPage.js';

const json = (body: unknown) => jsonResponse(body, 200, { 'access-control-allow-origin': '*' });

/** Today's sign-in around the token endpoint: discovery, the JWKS, /v2/userinfo, token introspection. */
export function openidHandlers(ctx: MockContext) {
  return [
    // Each only at its exact path, as LinkedIn's (docs/security.md, "Tenants, the code replay, media and paths").
    // On a replayed day before OpenID Connect opened (2023-08-01), neither is served: the page not found of a path nothing serves.
    http.get(`*${DISCOVERY_PATH}`, atExactPath(DISCOVERY_PATH, ({ request }) => (oidcServed(asOfOf(ctx)) ? json(discoveryDocument(new URL(request.url), OAUTH_PATHS.current, asOfOf(ctx))) : notFoundAnswer(request, DISCOVERY_PATH)))),
    http.get(`*${JWKS_PATH}`, atExactPath(JWKS_PATH, async ({ request }) => (oidcServed(asOfOf(ctx)) ? json({ keys: [(await signingKeyOf(ctx.signingKey)).publicJwk] }) : notFoundAnswer(request, JWKS_PATH)))),
    http.get(`*${USERINFO_PATH}`, atExactPath(USERINFO_PATH, ({ request }) => userinfo(ctx, request))),
    http.post(`*${INTROSPECT_PATH}`, atExactPath(INTROSPECT_PATH, ({ request }) => introspectToken(ctx, request))),
    http.all(
      `*${INTROSPECT_PATH}`,
      atExactPath(INTROSPECT_PATH, ({ request }) => tokenErrorResponse(new InvalidRequest(`Token introspection takes POST, not ${request.method}.`, 405), { allow: 'POST' })),
    ),
  ];
}
