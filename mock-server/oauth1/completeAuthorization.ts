import type { MockContext } from '../context/context.js';
import { InvalidRequest, OAuthError, errorPageResponse } from '../oauth/errors.js';
import { completeUrl } from './completeUrl.js';
import { returnToConsumer } from './returnToConsumer.js';
import { pendingRequestTokenRule } from './rules/pendingRequestTokenRule.js';

/**
 * `GET /uas/oauth/complete?oauth_token=…&code=…&state=…` (or `&error=…`): where the dialog sends
 * the browser back. A code counts only if the dialog issued it for exactly this address and this
 * app; it is used up, and the member's approval goes to the request token. A refusal (Cancel or
 * Deny) becomes oauth_problem=user_refused at the callback.
 */
export function completeAuthorization(ctx: MockContext, request: Request): Response {
  try {
    const params = new URL(request.url).searchParams;
    const { record, app } = pendingRequestTokenRule(ctx, params);
    if (params.has('error')) return returnToConsumer(ctx, record, app, 'refused');
    const check = ctx.codes.check(params.get('code') ?? '');
    if (check.status !== 'valid' || check.record.apiKey !== app.apiKey || check.record.redirectUri !== completeUrl(request, record.token).href) {
      throw new InvalidRequest('This sign-in has expired or was already completed. Go back to the application and sign in again.');
    }
    ctx.codes.markUsed(check.record.code);
    return returnToConsumer(ctx, record, app, { memberId: check.record.memberId });
  } catch (error) {
    if (error instanceof OAuthError) return errorPageResponse(error);
    throw error;
  }
}
