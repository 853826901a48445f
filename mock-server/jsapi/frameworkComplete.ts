import type { MockContext } from '../context.js';
import { originAllowed } from '../apps/jsOrigins.js';
import { statusBody } from '../views/relayPage.js';
import { returnUrlParam } from './relayMessage.js';
import { relayToPage, type PageAnswer } from './relayToPage.js';
import { deliverToken } from './deliverToken.js';
import { completeUrl, signInProblem } from './frameworkAuthorize.js';

/**
 * `GET /uas/js/authcomplete?origin=[&ret=]&code=&state=` (or `&error=`): where the dialog sends
 * the sign-in popup back. The code must have been issued for exactly this return address, so
 * it only ever turns into a token for the origin the sign-in started from.
 */
export async function frameworkComplete(ctx: MockContext, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const origin = params.get('origin') ?? '';
  const state = params.get('state') ?? '';
  const ret = returnUrlParam(origin, params.get('ret'));
  if (ret === null) return signInProblem(`ret must be a URL on the page's origin ${origin}.`);
  const to: PageAnswer = { origin, mode: 'popup', ret };
  const error = params.get('error');
  if (error) {
    const text = params.get('error_description') ?? error;
    return relayToPage(to, { state, error, error_description: text }, statusBody('Not signed in', text), true);
  }
  const check = ctx.codes.check(params.get('code') ?? '');
  if (check.status !== 'valid' || check.record.redirectUri !== completeUrl(request, origin, ret).href) {
    return signInProblem('This sign-in has expired or was already completed. Close this window and sign in again.');
  }
  const app = ctx.directory.apps.get(check.record.apiKey);
  if (!app || !originAllowed(app, origin)) return signInProblem('This sign-in cannot be handed to that page.');
  ctx.codes.markUsed(check.record.code);
  return deliverToken(ctx, app, check.record.memberId, check.record.scopes, to, state);
}
