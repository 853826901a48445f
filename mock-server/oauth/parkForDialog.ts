import type { MockContext } from '../context/context.js';
import { DIALOG_REQUEST_LIFETIME_SECONDS } from '../defaults.js';
import type { DialogRequest } from '../store/dialogRequests.js';
import { browserIdOf } from './browserCookies.js';
import { redirectResponse } from '../http/redirectResponse.js';
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
  return redirectResponse(dialogUrl(request, parked), browser.cookies);
}

/**
 * The dialog's address for a waiting request, on the host `request` came to.
 * @example dialogUrl(request, { family: 'current', id: 'r1' }) // "https://www.linkedin.com/oauth/v2/dialog?request=r1"…
 */
export function dialogUrl(request: Request, pending: Pick<DialogRequest, 'family' | 'id'>): string {
  const url = new URL(OAUTH_PATHS[pending.family].dialog, request.url);
  url.searchParams.set('request', pending.id);
  return url.href;
}
