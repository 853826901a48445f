import type { MockContext } from '../../context/context.js';
import type { RequestTokenRecord } from '../../store/requestTokens.js';
import type { AppRecord } from '../../store/types.js';
import { InvalidRequest } from '../../oauth/errors.js';
import { paramProblem, readParam } from '../../oauth/rules/readParam.js';

const START_AGAIN = 'Go back to the application and sign in again.';

/**
 * The browser's part of the flow (authorize, authenticate and the dialog's return) needs the
 * request token in oauth_token, once, issued and still waiting for the member: not expired,
 * authorized, refused or exchanged. Errors are pages on the auth host (the callback is not known
 * to be the app's until the token is).
 */
export function pendingRequestTokenRule(ctx: MockContext, params: URLSearchParams): { record: RequestTokenRecord; app: AppRecord } {
  const read = readParam(params, 'oauth_token');
  if (read.kind !== 'ok') throw new InvalidRequest(paramProblem('oauth_token', read, 'the request token your application received from /uas/oauth/requestToken'));
  const check = ctx.requestTokens.check(read.value);
  switch (check.status) {
    case 'unknown':
      throw new InvalidRequest(`The oauth_token '${read.value}' is not a request token this service issued. ${START_AGAIN}`);
    case 'expired':
      throw new InvalidRequest(`This sign-in request has expired: the application must send you here within ${Math.round((check.record.expiresAt - check.record.issuedAt) / 1000)} seconds of asking for it. ${START_AGAIN}`);
    case 'pending':
      break;
    default:
      throw new InvalidRequest(`This sign-in request was already completed. ${START_AGAIN}`);
  }
  const app = ctx.directory.apps.get(check.record.apiKey);
  if (!app) throw new InvalidRequest(`The application '${check.record.apiKey}' is no longer registered.`);
  return { record: check.record, app };
}
