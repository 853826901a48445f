import type { MockContext } from '../context/context.js';
import { originAllowed } from '../apps/jsOrigins.js';
import { statusBody } from '../views/relayPage.js';
import { pageOriginParam } from './pageOriginParam.js';
import { returnUrlParam } from './returnUrlParam.js';
import { relayToPage, type PageAnswer } from './relayToPage.js';
import { deliverToken } from './deliverToken.js';
import { completeUrl, signInProblem } from './frameworkAuthorize.js';

/**
 * `GET /uas/js/authcomplete?client_id=&origin=[&ret=]&code=&state=` (or `&error=`): where the
 * dialog sends the sign-in popup back. The code must have been issued for exactly this return
 * address, so it only ever turns into a token for the origin the sign-in started from; an error
 * goes only where the sign-in window would have sent it.
 */
export async function frameworkComplete(ctx: MockContext, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const app = ctx.directory.apps.get(params.get('client_id') ?? '');
  const origin = pageOriginParam(params.get('origin'));
  if (!app || !origin) return signInProblem('This address does not come from a sign-in window. Close this window and sign in again.');
  const returnTo = returnUrlParam(app, origin, params.get('ret'));
  if ('problem' in returnTo) return signInProblem(returnTo.problem);
  const ret = returnTo.ret;
  const state = params.get('state') ?? '';
  const to: PageAnswer = { origin, mode: 'popup', ret };
  const error = params.get('error');
  if (error) {
    const text = params.get('error_description') ?? error;
    return relayToPage(to, { state, error, error_description: text }, statusBody('Not signed in', text), true);
  }
  const check = ctx.codes.check(params.get('code') ?? '');
  if (check.status !== 'valid' || check.record.apiKey !== app.apiKey || check.record.redirectUri !== completeUrl(request, app.apiKey, origin, ret).href) {
    return signInProblem('This sign-in has expired or was already completed. Close this window and sign in again.');
  }
  if (!originAllowed(app, origin)) return signInProblem('This sign-in cannot be handed to that page.');
  ctx.codes.markUsed(check.record.code);
  return deliverToken(ctx, app, check.record.memberId, check.record.scopes, to, state);
}
