import type { RequestHandler } from 'msw';
import type { MockContext } from './context/context.js';
import { healthHandlers } from './admin/healthHandlers.js';
import { pictureHandlers } from './pictures/picture.js';
import { faviconHandlers } from './pictures/favicon.js';
import { jsapiHandlers } from './jsapi/jsapiHandlers.js';
import { shareDialogHandlers } from './shareDialog/shareDialogHandlers.js';
import { widgetHandlers } from './widgets/widgetHandlers.js';
import { tagHandlers } from './widgets/tagHandlers.js';
import { applyDialogHandlers } from './applyDialog/applyDialog.js';
import { v1NotFoundHandlers } from './v1/notFound.js';
import { adminHandlers } from './admin/adminHandlers.js';
import { oauthHandlers } from './oauth/handlers.js';
import { oauth1Handlers } from './oauth1/oauth1Handlers.js';
import { v1Handlers } from './v1/v1Handlers.js';
import { malformedUrlHandlers } from './gateway/malformedUrl.js';
import { GatewayHandler } from './gateway/GatewayHandler.js';
import { todayHandlers } from './today/todayHandlers.js';
import { todayNotFoundHandlers } from './today/notFound.js';
import { feedUpdateHandlers } from './today/postPage/feedUpdate.js';
import { linkHandlers } from './links/linkHandlers.js';
import { verificationPageHandlers } from './today/identity/verificationPage.js';

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
    // Today's API (/v2 Rest.li resources, /rest, their preflights); the paths it does not have go on.
    ...todayHandlers(ctx),
    // v1's REST API next: its paths (/v1/…) are no other route's, and it takes most calls.
    ...v1Handlers(ctx),
    ...healthHandlers(ctx),
    ...jsapiHandlers(ctx),
    ...shareDialogHandlers(ctx),
    ...widgetHandlers(ctx),
    ...tagHandlers(ctx),
    ...applyDialogHandlers(ctx),
    ...pictureHandlers(ctx),
    ...feedUpdateHandlers(ctx),
    ...linkHandlers(ctx),
    ...verificationPageHandlers(ctx),
    ...faviconHandlers(),
    ...adminHandlers(ctx),
    ...oauthHandlers(ctx),
    ...oauth1Handlers(ctx),
    ...v1NotFoundHandlers(ctx),
    ...todayNotFoundHandlers(ctx),
  ];
}
