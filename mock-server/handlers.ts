import type { RequestHandler } from 'msw';
import type { MockContext } from './context/context.js';
import { healthHandlers } from './admin/healthHandlers.js';
import { pictureHandlers } from './media/picture.js';
import { faviconHandlers } from './media/favicon.js';
import { jsapiHandlers } from './jsapi/jsapiHandlers.js';
import { shareDialogHandlers } from './shareDialog/shareDialogHandlers.js';
import { widgetHandlers } from './widgets/widgetHandlers.js';
import { notFoundHandlers } from './rest/pipeline/notFound.js';
import { adminHandlers } from './admin/adminHandlers.js';
import { oauthHandlers } from './oauth/handlers.js';
import { oauth1Handlers } from './oauth1/oauth1Handlers.js';
import { malformedUrlHandlers, restHandlers } from './rest/pipeline/restHandlers.js';
import { GatewayHandler } from './gateway/GatewayHandler.js';
import { v2Handlers } from './v2/v2Handlers.js';

/**
 * The whole mock service as MSW handlers, for `setupServer` (Node tests), `setupWorker`
 * (browser) and the standalone server alike: the gateway (faults, journal) in front of every route.
 */
export function createHandlers(ctx: MockContext): RequestHandler[] {
  return [new GatewayHandler(ctx, routeHandlers(ctx))];
}

/** Every route of the service, in the order they are tried. Paths start with `*` so they match any origin. */
export function routeHandlers(ctx: MockContext): RequestHandler[] {
  return [
    // First: MSW's own path matching throws on a URL with a bad escape (%zz), so answer 400 before it runs.
    ...malformedUrlHandlers(ctx),
    // Today's API (/v2 Rest.li resources, /rest): before the v1 REST route, which answers the
    // /v2 paths it does not have with the 404 of every REST path.
    ...v2Handlers(ctx),
    // The REST API next: its paths (/v1/…, /v2/…) are no other route's, and it takes most calls.
    ...restHandlers(ctx),
    ...healthHandlers(ctx),
    ...jsapiHandlers(ctx),
    ...shareDialogHandlers(ctx),
    ...widgetHandlers(ctx),
    ...pictureHandlers(ctx),
    ...faviconHandlers(),
    ...adminHandlers(ctx),
    ...oauthHandlers(ctx),
    ...oauth1Handlers(ctx),
    ...notFoundHandlers(ctx),
  ];
}
