// The framework's sign-in window on the auth host (the original's /uas/oauth2/authorize
// ?immediate=true&client_id=KEY&type=user-agent): a popup that reuses the OAuth login and consent
// dialog, or a silent frame (auto-login). Either ends in a relay page that hands a short-lived
// framework token, or an error, to the page's exact origin; only origins registered for the key get one.
import type { MockContext } from '../context/context.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../defaults.js';
import { AUTH_COMPLETE_PATH } from '../../protocol/paths.js';
import { signedInMember } from '../oauth/browserCookies.js';
import { grantCovers } from '../oauth/rules/grantCovers.js';
import { scopeRule } from '../oauth/rules/scopeRule.js';
import { asOfOf } from '../context/asOf.js';
import { inEffect } from '../history/datedChanges.js';
import { OAuthError } from '../oauth/errors.js';
import { parkForDialog } from '../oauth/parkForDialog.js';
import { problemResponse } from '../views/problemPage.js';
import { errorBody, statusBody } from '../views/relayPage.js';
import { originAllowed, restrictedMessage } from '../apps/jsOrigins.js';
import { pageOriginParam, pageOriginProblem } from './pageOriginParam.js';
import { returnUrlParam } from './returnUrlParam.js';
import { relayToPage, type PageAnswer } from './relayToPage.js';
import { deliverToken } from './deliverToken.js';

/** The sign-in window's refusal to start, shown in the window (the page hears nothing: it may not). */
export function signInProblem(message: string): Response {
  return problemResponse({ title: 'Sign-in error', heading: 'Sign-in cannot start', message });
}

/** Where the dialog sends the popup back: key, origin (and ret) fixed, so the code is bound to them. */
export function completeUrl(request: Request, apiKey: string, origin: string, ret: string | undefined): URL {
  const url = new URL(AUTH_COMPLETE_PATH, request.url);
  url.searchParams.set('client_id', apiKey);
  url.searchParams.set('origin', origin);
  if (ret) url.searchParams.set('ret', ret);
  return url;
}

/** `GET /uas/oauth2/authorize?immediate=true&client_id=&type=user-agent&origin=&state=[&scope=][&mode=silent][&ret=]` */
export async function frameworkAuthorize(ctx: MockContext, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const mode = params.get('mode') === 'silent' ? 'silent' : 'popup';
  const apiKey = params.get('client_id') ?? '';
  const app = ctx.directory.apps.get(apiKey);
  if (!app) return signInProblem(`Unknown API key '${apiKey}'. Check the api_key setting of the in.js script tag.`);
  // Our choice (docs/over-time.md): on a replayed day from 2019-03-01 the retired SDK's window says so.
  if (inEffect('jsSdkRetired', asOfOf(ctx))) return signInProblem('The JavaScript SDK (in.js) signs no one in since LinkedIn retired it on 2019-03-01, the day replayed is after it (asOf; docs/over-time.md). Sign members in with OAuth 2.0 from your server instead.');
  const origin = pageOriginParam(params.get('origin'));
  if (!origin) return signInProblem(pageOriginProblem('The sign-in window', params.get('origin'), 'IN.User.authorize()'));
  const state = params.get('state') ?? '';
  if (!state) return signInProblem('The sign-in window needs a state. Open it through IN.User.authorize().');
  // Without postMessage the answer goes to ret: refused, never followed, unless it is a file on a registered origin.
  const returnTo = returnUrlParam(app, origin, params.get('ret'));
  if ('problem' in returnTo) return signInProblem(returnTo.problem);
  const ret = returnTo.ret;
  const to: PageAnswer = { origin, mode, ret };
  // With postMessage, an unregistered page hears why (its developer reads it in the console), and nothing else.
  if (!originAllowed(app, origin)) {
    const body = errorBody('This site may not sign you in', `${restrictedMessage(app)}; this page is on ${origin}.`);
    return relayToPage(to, { state, error: 'origin_not_allowed', error_description: restrictedMessage(app) }, body, false);
  }
  let scopes;
  try {
    // The script tag's scope setting, as the SDK sends it (space separated); none → the app's default.
    scopes = scopeRule(params, app, 'current', undefined, asOfOf(ctx));
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    const text = `${error.description} (the scope setting of the in.js script tag)`;
    return relayToPage(to, { state, error: error.code, error_description: text }, errorBody('Sign-in error', text), false);
  }
  const signedIn = signedInMember(ctx, request);
  if (signedIn && grantCovers(ctx.grants.get(signedIn.member.id, app.apiKey), scopes, ctx.clock.now(), ACCESS_TOKEN_LIFETIME_SECONDS)) {
    return deliverToken(ctx, app, signedIn.member.id, scopes, to, state);
  }
  if (mode === 'silent') {
    const description = 'The member is not signed in here, or has not granted this application.';
    return relayToPage(to, { state, error: 'not_authorized', error_description: description }, statusBody('Not signed in', 'Not signed in.'), false);
  }
  return parkForDialog(ctx, request, { family: 'current', apiKey: app.apiKey, redirectUri: completeUrl(request, app.apiKey, origin, ret).href, state, scopes });
}
