import type { MockContext } from '../context/context.js';
import { DIALOG_REQUEST_LIFETIME_SECONDS } from '../defaults.js';
import type { DialogRequest } from '../store/dialogRequests.js';
import { browserIdOf } from './browserCookies.js';
import { redirectResponse } from './errors.js';
import { OAUTH_PATHS } from './oauthPaths.js';

/**
 * Keeps a verified authorization request for the dialog, bound to this browser, and sends the
 * browser there (`?request=<id>`): the OAuth authorization endpoints and the framework's
 * sign-in window both end this way when the member must sign in or consent.
 * @example return parkForDialog(ctx, request, { family: 'current', apiKey, redirectUri, state, scopes })
 */
export function parkForDialog(ctx: MockContext, request: Request, pending: Omit<DialogRequest, 'id' | 'expiresAt' | 'browserId'>): Response {
  const browser = browserIdOf(request);
  const parked = ctx.dialogRequests.create({ ...pending, browserId: browser.id }, DIALOG_REQUEST_LIFETIME_SECONDS);
  const dialog = new URL(OAUTH_PATHS[pending.family].dialog, request.url);
  dialog.searchParams.set('request', parked.id);
  return redirectResponse(dialog.href, browser.cookies);
}
