import type { MockContext } from '../context/context.js';
import { OAUTH1_VERIFIER_LIFETIME_SECONDS } from '../defaults.js';
import type { RequestTokenRecord } from '../store/requestTokens.js';
import type { AppRecord } from '../store/types.js';
import { redirectResponse } from '../http/redirectResponse.js';
import { withParams } from '../http/withParams.js';
import { pageResponse } from '../views/pageResponse.js';
import { problemResponse } from '../views/problemPage.js';
import { renderVerifierPage } from '../views/verifierPage.js';
import { OUT_OF_BAND } from './rules/callbackRule.js';

/**
 * Ends the member's part of an OAuth 1.0a authorization. Allowed (`memberId`): the request token
 * gets its verifier, and the browser goes to the callback with oauth_token and oauth_verifier
 * (RFC 5849 2.2), or, for `oob`, a page shows the verifier. Refused: the callback gets
 * `oauth_problem=user_refused` and nothing else, as the real service sent it (`oob`: a page says
 * so).
 */
export function returnToConsumer(ctx: MockContext, record: RequestTokenRecord, app: AppRecord, outcome: { memberId: string } | 'refused', headers: [string, string][] = []): Response {
  if (outcome === 'refused') {
    ctx.requestTokens.deny(record.token);
    if (record.callback === OUT_OF_BAND) {
      const message = `${app.name} was not given access to your account. You can close this window.`;
      return problemResponse({ title: 'Access not granted', heading: 'You did not allow access', message }, 200, headers);
    }
    return redirectResponse(withParams(record.callback, [['oauth_problem', 'user_refused']]), headers);
  }
  const verifier = ctx.requestTokens.authorize(record.token, outcome.memberId, OAUTH1_VERIFIER_LIFETIME_SECONDS);
  if (record.callback === OUT_OF_BAND) return pageResponse(renderVerifierPage({ app, verifier, lifetimeSeconds: OAUTH1_VERIFIER_LIFETIME_SECONDS }), 200, headers);
  return redirectResponse(
    withParams(record.callback, [
      ['oauth_token', record.token],
      ['oauth_verifier', verifier],
    ]),
    headers,
  );
}
