import type { RequestHandler } from 'msw';
import type { MockContext } from './context.js';
import { healthHandlers } from './admin/health.js';
import { sdkHandlers } from './sdk/handlers.js';
import { notFoundHandlers } from './rest/notFound.js';
import { adminHandlers, journalHandler } from './admin/adminHandlers.js';
import { oauthHandlers } from './oauth/handlers.js';

/**
 * The whole mock service as MSW handlers, for `setupServer` (Node tests), `setupWorker`
 * (browser) and the standalone server alike. Paths start with `*` so they match any origin.
 */
export function createHandlers(ctx: MockContext): RequestHandler[] {
  return [journalHandler(ctx), ...healthHandlers(ctx), ...sdkHandlers(ctx), ...adminHandlers(ctx), ...oauthHandlers(ctx), ...notFoundHandlers(ctx)];
}
