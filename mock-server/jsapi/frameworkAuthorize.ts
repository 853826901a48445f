// The browser SDK's sign-in on the auth host (the original's /uas/oauth2/authorize?immediate=true
// &client_id=KEY&type=user-agent): a popup that reuses the OAuth login and consent dialog, or a
// silent frame (auto-login). Either ends in a relay page that posts a short-lived framework
// token, or an error, to the page's exact origin; only origins registered for the key get one.
import type { MockContext } from '../context.js';
import type { AppRecord } from '../store/types.js';
import { DIALOG_REQUEST_LIFETIME_SECONDS, FRAMEWORK_SESSION_SECONDS } from '../defaults.js';
import { isScope, type Scope } from '../scopes.js';
import { OAUTH_PATHS } from '../oauth/oauthPaths.js';
import { browserIdOf, signedInMember } from '../oauth/browserCookies.js';
import { grantCovers } from '../oauth/rules/grantCovers.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import { pageResponse, renderPage } from '../views/pageResponse.js';
import { htmlEscape } from '../views/htmlEscape.js';
import { originAllowed, restrictedMessage } from '../apps/jsOrigins.js';
import { relayPage, returnUrl, statusBody } from '../views/relayPage.js';
import { signCredentialsCookie } from './credentialsCookie.js';

/** Paths of the SDK's sign-in on the auth host. */
export const FRAMEWORK_AUTH_PATHS = { authorize: '/uas/oauth2/authorize', complete: '/uas/js/authcomplete' };

type Mode = 'popup' | 'silent';

function problem(text: string, status = 400): Response {
  return pageResponse(renderPage('Sign-in error', `<h1>Sign-in cannot start</h1><div class="error" id="error">${htmlEscape(text)}</div>`), status);
}

/** Where and how a window answers: the page's origin, popup or frame, and the window.name return URL if any. */
interface Answer {
  origin: string;
  mode: Mode;
  ret?: string;
}

function relay(to: Answer, fields: Record<string, string | undefined>, body: string, close: boolean, extra: [string, string][] = []): Response {
  const page = relayPage({ origin: to.origin, mode: to.mode, ret: to.ret, fields, body, close });
  const headers = new Headers(page.headers);
  for (const [name, value] of extra) headers.append(name, value);
  return new Response(page.html, { status: 200, headers });
}

/** Scopes from the `scope` setting: space or comma separated; none → the app's default. */
export function frameworkScopes(app: AppRecord, raw: string | null): { scopes: Scope[] } | { unknown: string[] } {
  const names = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  if (!names.length) return { scopes: [...app.defaultScope] };
  const unknown = names.filter((name) => !isScope(name));
  if (unknown.length) return { unknown };
  return { scopes: [...new Set(names)] as Scope[] };
}

/** A fresh framework token for the member, delivered to the page. */
async function deliverToken(ctx: MockContext, app: AppRecord, memberId: string, scopes: Scope[], to: Answer, state: string, extra: [string, string][] = []) {
  const token = ctx.tokens.issue({ apiKey: app.apiKey, memberId, scopes, lifetimeSeconds: FRAMEWORK_SESSION_SECONDS });
  const grant = ctx.grants.get(memberId, app.apiKey);
  if (grant) ctx.grants.put({ ...grant, lastUsedAt: ctx.clock.now() });
  const fields = {
    state,
    access_token: token.token,
    member_id: memberId,
    expires_in: String(FRAMEWORK_SESSION_SECONDS),
    cookie: await signCredentialsCookie(app.secretKey, token.token, memberId),
  };
  return relay(to, fields, statusBody('Signed in', `You are signed in to ${app.name}. This window closes itself.`), true, extra);
}

/** `GET /uas/oauth2/authorize?immediate=true&client_id=&type=user-agent&origin=&state=[&scope=][&mode=silent]` */
export async function frameworkAuthorize(ctx: MockContext, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const mode: Mode = params.get('mode') === 'silent' ? 'silent' : 'popup';
  const apiKey = params.get('client_id') ?? '';
  const app = ctx.directory.apps.get(apiKey);
  if (!app) return problem(`Unknown API key '${apiKey}'. Check the api_key setting of the in.js script tag.`);
  let origin: string;
  try {
    origin = new URL(params.get('origin') ?? '').origin;
  } catch {
    return problem("The sign-in window needs the page's origin (origin=scheme://host:port). Open it through IN.User.authorize().");
  }
  const state = params.get('state') ?? '';
  if (!state) return problem('The sign-in window needs a state. Open it through IN.User.authorize().');
  const ret = returnUrl(origin, params.get('ret'));
  if (ret === null) return problem(`ret must be a URL on the page's origin ${origin}.`);
  const to: Answer = { origin, mode, ret };
  if (!originAllowed(app, origin)) {
    const text = `${restrictedMessage(app)}; this page is on ${origin}.`;
    const body = `<h1>This site may not sign you in</h1><div class="error" id="error">${htmlEscape(text)}</div>`;
    return relay(to, { state, error: 'origin_not_allowed', error_description: restrictedMessage(app) }, body, false);
  }
  const scope = frameworkScopes(app, params.get('scope'));
  if ('unknown' in scope) {
    const text = `Unknown scope ${scope.unknown.map((s) => `'${s}'`).join(', ')} in the scope setting of the in.js script tag.`;
    return relay(to, { state, error: 'invalid_scope', error_description: text }, `<h1>Sign-in error</h1><div class="error" id="error">${htmlEscape(text)}</div>`, false);
  }
  const signedIn = signedInMember(ctx, request);
  if (signedIn && grantCovers(ctx.grants.get(signedIn.member.id, app.apiKey), scope.scopes, ctx.clock.now(), ACCESS_TOKEN_LIFETIME_SECONDS)) {
    return deliverToken(ctx, app, signedIn.member.id, scope.scopes, to, state);
  }
  if (mode === 'silent') {
    return relay(to, { state, error: 'not_authorized', error_description: 'The member is not signed in here, or has not granted this application.' }, statusBody('Not signed in', 'Not signed in.'), false);
  }
  const browser = browserIdOf(request);
  const complete = completeUrl(request, origin, ret);
  const pending = ctx.dialogRequests.create(
    { family: 'current', apiKey: app.apiKey, redirectUri: complete.href, state, scopes: scope.scopes, browserId: browser.id },
    DIALOG_REQUEST_LIFETIME_SECONDS,
  );
  const dialog = new URL(OAUTH_PATHS.current.dialog, request.url);
  dialog.searchParams.set('request', pending.id);
  const headers = new Headers({ location: dialog.href, 'cache-control': 'no-store' });
  if (browser.setCookie) headers.append('set-cookie', browser.setCookie);
  return new Response(null, { status: 302, headers });
}

/** Where the dialog sends the popup back: origin (and ret) fixed, so the code is bound to them. */
function completeUrl(request: Request, origin: string, ret: string | undefined): URL {
  const url = new URL(FRAMEWORK_AUTH_PATHS.complete, request.url);
  url.searchParams.set('origin', origin);
  if (ret) url.searchParams.set('ret', ret);
  return url;
}

/** `GET /uas/js/authcomplete?origin=[&ret=]&code=&state=` (or `&error=`): where the dialog sends the popup back. */
export async function frameworkComplete(ctx: MockContext, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const params = url.searchParams;
  const origin = params.get('origin') ?? '';
  const state = params.get('state') ?? '';
  const ret = returnUrl(origin, params.get('ret'));
  if (ret === null) return problem(`ret must be a URL on the page's origin ${origin}.`);
  const to: Answer = { origin, mode: 'popup', ret };
  const error = params.get('error');
  if (error) {
    const text = params.get('error_description') ?? error;
    return relay(to, { state, error, error_description: text }, statusBody('Not signed in', text), true);
  }
  const check = ctx.codes.check(params.get('code') ?? '');
  const expected = completeUrl(request, origin, ret);
  if (check.status !== 'valid' || check.record.redirectUri !== expected.href) {
    return problem('This sign-in has expired or was already completed. Close this window and sign in again.');
  }
  const app = ctx.directory.apps.get(check.record.apiKey);
  if (!app || !originAllowed(app, origin)) return problem('This sign-in cannot be handed to that page.');
  ctx.codes.markUsed(check.record.code);
  return deliverToken(ctx, app, check.record.memberId, check.record.scopes, to, state);
}
