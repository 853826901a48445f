// The member's privacy settings page: the apps they granted, with a Revoke button for each.
import type { MockContext } from '../context/context.js';
import { CSRF_TOKEN_LIFETIME_SECONDS, PRIVACY_SETTINGS_PATH } from '../defaults.js';
import { InvalidRequest, OAuthError, errorPageResponse } from './errors.js';
import { redirectResponse } from '../http/redirectResponse.js';
import { actionIn, BUTTONS } from '../views/buttons.js';
import { renderLoginPage } from '../views/loginPage.js';
import { renderPrivacySettingsPage } from '../views/privacySettingsPage.js';
import { pageResponse } from '../views/pageResponse.js';
import { browserIdOf, endSession, existingBrowserId, signedInMember, startSession } from './browserCookies.js';
import { memberByCredentials } from './rules/memberFromLoginForm.js';
import { revokeGrant } from './grantLife.js';

const PURPOSE = 'psettings';
const CSRF_FAILED = 'This form was not sent from your settings page, or was already sent or is too old (CSRF check). Open the page again.';

function page(ctx: MockContext, request: Request, browserId: string, extra: { error?: string; email?: string; notice?: string } = {}, headers: [string, string][] = []): Response {
  const form = { action: PRIVACY_SETTINGS_PATH, hidden: { csrfToken: ctx.csrf.issue(browserId, PURPOSE, CSRF_TOKEN_LIFETIME_SECONDS) } };
  const signedIn = signedInMember(ctx, request);
  if (!signedIn) {
    return pageResponse(renderLoginPage({ form, error: extra.error, email: extra.email, title: 'Sign in to see your permitted services' }), 200, headers);
  }
  const grants = ctx.grants
    .forMember(signedIn.member.id)
    .sort((a, b) => a.grantedAt - b.grantedAt)
    .map((grant) => ({ grant, app: ctx.directory.apps.get(grant.apiKey) }));
  return pageResponse(renderPrivacySettingsPage({ member: signedIn.member, grants, form, notice: extra.notice }), 200, headers);
}

/** `GET /psettings/permitted-services`. `?revoked=KEY` shows that the app was revoked. */
export function showPrivacySettings(ctx: MockContext, request: Request): Response {
  const browser = browserIdOf(request);
  const revoked = new URL(request.url).searchParams.get('revoked');
  const name = revoked ? (ctx.directory.apps.get(revoked)?.name ?? revoked) : undefined;
  return page(ctx, request, browser.id, { notice: name ? `${name} can no longer access your account.` : undefined }, browser.cookies);
}

/** `POST /psettings/permitted-services`: Sign in, Revoke (field apiKey) or Sign out. */
export async function submitPrivacySettings(ctx: MockContext, request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const browserId = existingBrowserId(request);
  const back = new URL(PRIVACY_SETTINGS_PATH, request.url);
  try {
    if (!browserId || !ctx.csrf.consume(form.get('csrfToken'), browserId, PURPOSE)) throw new InvalidRequest(CSRF_FAILED, 403);
    switch (actionIn(form, BUTTONS)) {
      case 'login': {
        const email = form.get('session_key') ?? '';
        const member = memberByCredentials(ctx.directory, email, form.get('session_password') ?? '');
        if (!member) return page(ctx, request, browserId, { error: 'That e-mail address and password do not match an account. Try again.', email });
        return redirectResponse(back.href, startSession(ctx, request, member), 303);
      }
      case 'revoke': {
        const signedIn = signedInMember(ctx, request);
        if (!signedIn) return page(ctx, request, browserId, { error: 'Your sign-in has ended; sign in again.' });
        const apiKey = form.get('apiKey') ?? '';
        if (!ctx.grants.get(signedIn.member.id, apiKey)) throw new InvalidRequest(`You have no grant for the application '${apiKey}' to revoke.`);
        revokeGrant(ctx, signedIn.member.id, apiKey);
        back.searchParams.set('revoked', apiKey);
        return redirectResponse(back.href, [], 303);
      }
      case 'signout':
        return redirectResponse(back.href, endSession(ctx, request), 303);
      default:
        throw new InvalidRequest("The form did not say what to do: send exactly one 'action' (login, revoke or signout).");
    }
  } catch (error) {
    if (error instanceof OAuthError) return errorPageResponse(error);
    throw error;
  }
}
