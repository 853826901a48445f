// The authorization dialog: login, then consent, for one waiting authorization request.
import type { MockContext } from '../context/context.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS, BROWSER_COOKIE, CSRF_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import type { DialogRequest } from '../store/dialogRequests.js';
import { AccessDenied, InvalidRequest, OAuthError, UserCancelledAuthorize, UserCancelledLogin, errorPageResponse, errorRedirect } from './errors.js';
import { redirectResponse } from '../http/redirectResponse.js';
import { OAUTH_PATHS } from './oauthPaths.js';
import { actionIn, BUTTONS } from '../views/buttons.js';
import { renderConsentPage } from '../views/consentPage.js';
import { renderLoginPage } from '../views/loginPage.js';
import { pageResponse } from '../views/pageResponse.js';
import { browserIdOf, endSession, existingBrowserId, signedInMember, startSession } from './browserCookies.js';
import { grantCovers } from './rules/grantCovers.js';
import { memberFromLoginForm } from './rules/memberFromLoginForm.js';
import { issueCodeRedirect } from './issueCode.js';
import { recordGrant } from './grantLife.js';
import { autoApproved } from './autoApprove.js';
import type { AppRecord } from '../store/types.js';
import { dialogUrl } from './parkForDialog.js';
import { consentRefused } from './consentRefused.js';

const EXPIRED = 'This sign-in request has expired or was already completed. Go back to the application and sign in again.';
const OTHER_BROWSER = 'This sign-in request was started in another browser; go back to the application and sign in from this one.';
/**
 * The same refusal when the request carries no browser cookie at all: a client that keeps no
 * cookies (an HTTP client in a test, auto-approve included) loses the one the authorization
 * endpoint set before the redirect to the dialog. docs/testing.md, "Auto-approve".
 */
const NO_BROWSER_COOKIE =
  `This sign-in request was started in another browser, or by a client that keeps no cookies: this request carries no ${BROWSER_COOKIE} cookie, which the authorization endpoint set before sending it here. ` +
  'Go back to the application and sign in from one browser. A test client following the redirects itself (auto-approve over HTTP) needs a cookie jar between them; a test that only needs a code can get one without the dialog: service.admin.issueCode or POST /__admin/codes.';
const CSRF_FAILED = 'This form was not sent from the sign-in dialog, or was already sent or is too old (CSRF check). Go back to the application and sign in again.';

/** The waiting request this browser may continue, or an error page. */
function requestOf(ctx: MockContext, id: string | null, browserId: string | undefined): DialogRequest {
  const pending = ctx.dialogRequests.get(id);
  if (!pending) throw new InvalidRequest(EXPIRED);
  if (pending.browserId !== browserId) throw new InvalidRequest(browserId === undefined ? NO_BROWSER_COOKIE : OTHER_BROWSER, 403);
  return pending;
}

/** The app a waiting request is for, or an error page when it is gone. */
function appOf(ctx: MockContext, pending: DialogRequest): AppRecord {
  const app = ctx.directory.apps.get(pending.apiKey);
  if (!app) throw new InvalidRequest(`The application '${pending.apiKey}' is no longer registered.`);
  return app;
}

/** The next step for a waiting request: login, consent, or (valid grant, unless it asks for consent) straight back with a code. */
function nextStep(ctx: MockContext, request: Request, pending: DialogRequest, extra: { error?: string; email?: string; status?: number } = {}): Response {
  const app = appOf(ctx, pending);
  const form = {
    action: new URL(OAUTH_PATHS[pending.family].dialog, request.url).pathname,
    hidden: { request: pending.id, csrfToken: ctx.csrf.issue(pending.browserId, `dialog:${pending.id}`, CSRF_TOKEN_LIFETIME_SECONDS) },
  };
  const signedIn = signedInMember(ctx, request);
  if (!signedIn) return pageResponse(renderLoginPage({ app, form, error: extra.error, email: extra.email, scopes: pending.scopes }), extra.status ?? 200);
  const refused = consentRefused(ctx, pending, signedIn.member);
  if (refused) return refused;
  if (pending.prompt !== 'consent' && grantCovers(ctx.grants.get(signedIn.member.id, app.apiKey), pending.scopes, ctx.clock.now(), ACCESS_TOKEN_LIFETIME_SECONDS)) {
    ctx.dialogRequests.finish(pending.id);
    return issueCodeRedirect(ctx, { app, memberId: signedIn.member.id, scopes: pending.scopes, redirectUri: pending.redirectUri, state: pending.state }, [], 303);
  }
  return pageResponse(renderConsentPage({ app, member: signedIn.member, scopes: pending.scopes, form }));
}

/** `GET {dialog}?request=ID`: shows the login or the consent page for the waiting request (or approves it at once: autoApprove.ts). */
export function showDialog(ctx: MockContext, request: Request): Response {
  const browser = browserIdOf(request);
  try {
    // A fresh id (a Set-Cookie to send) means the request carried no browser cookie.
    const pending = requestOf(ctx, new URL(request.url).searchParams.get('request'), browser.cookies.length ? undefined : browser.id);
    return autoApproved(ctx, request, pending, appOf(ctx, pending)) ?? nextStep(ctx, request, pending);
  } catch (error) {
    if (error instanceof OAuthError) return errorPageResponse(error, browser.cookies);
    throw error;
  }
}

/** `POST {dialog}`: Sign in, Cancel, Allow, Deny or Sign out, each checked against its CSRF token. */
export async function submitDialog(ctx: MockContext, request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  try {
    const browserId = existingBrowserId(request);
    const pending = requestOf(ctx, form.get('request'), browserId);
    if (!ctx.csrf.consume(form.get('csrfToken'), browserId, `dialog:${pending.id}`)) throw new InvalidRequest(CSRF_FAILED, 403);
    const again = () => dialogUrl(request, pending);
    const refuse = (error: OAuthError) => {
      ctx.dialogRequests.finish(pending.id);
      return errorRedirect(pending.family === 'legacy' ? new AccessDenied() : error, pending.redirectUri, pending.state, [], 303);
    };
    switch (actionIn(form, BUTTONS)) {
      case 'login': {
        const login = memberFromLoginForm(ctx.directory, form);
        if ('error' in login) return nextStep(ctx, request, pending, login);
        return redirectResponse(again(), startSession(ctx, request, login.member), 303);
      }
      case 'cancel':
        return refuse(new UserCancelledLogin());
      case 'deny':
        return refuse(new UserCancelledAuthorize());
      case 'allow': {
        const signedIn = signedInMember(ctx, request);
        if (!signedIn) return nextStep(ctx, request, pending, { error: 'Your sign-in has ended; sign in again.' });
        const app = appOf(ctx, pending);
        const refused = consentRefused(ctx, pending, signedIn.member);
        if (refused) return refused;
        recordGrant(ctx, signedIn.member.id, app.apiKey, pending.scopes);
        ctx.dialogRequests.finish(pending.id);
        const flow = { app, memberId: signedIn.member.id, scopes: pending.scopes, redirectUri: pending.redirectUri, state: pending.state };
        return issueCodeRedirect(ctx, flow, [], 303);
      }
      case 'signout':
        return redirectResponse(again(), endSession(ctx, request), 303);
      default:
        throw new InvalidRequest("The form did not say what to do: send exactly one 'action' (login, cancel, allow, deny or signout).");
    }
  } catch (error) {
    if (error instanceof OAuthError) return errorPageResponse(error);
    throw error;
  }
}
