import type { MockContext } from '../context/context.js';
import { InvalidRequest, NO_STORE_HEADERS, OAuthError, tokenErrorResponse } from './errors.js';
import { tokenParams } from './rules/tokenParams.js';
import { clientAuthenticationRule } from './rules/clientAuthenticationRule.js';
import { paramProblem, readParam } from './rules/readParam.js';
import { scopeList } from './grantTokens.js';
import { jsonResponse } from '../answers/jsonAnswer.js';

/** Path of token introspection (not in the discovery document, as on the real service). */
export const INTROSPECT_PATH = '/oauth/v2/introspectToken';

/** What introspection tells about an access token (Token Introspection; times in seconds). */
export interface IntrospectionAnswer {
  active: boolean;
  client_id?: string;
  authorized_at?: number;
  created_at?: number;
  status?: 'active' | 'expired' | 'revoked';
  expires_at?: number;
  scope?: string;
  auth_type?: '2L' | '3L';
}

/**
 * `POST /oauth/v2/introspectToken`, form `client_id`, `client_secret`, `token`: the state of an
 * access token of the calling app, of either era (OAuth 2.0 and 1.0a, member and application
 * tokens). A token the service does not know, or another app's, is `{"active": false}`.
 */
export async function introspectToken(ctx: MockContext, request: Request): Promise<Response> {
  try {
    const params = await tokenParams(request, 'current');
    const app = clientAuthenticationRule(request, params, ctx.directory);
    const read = readParam(params, 'token');
    if (read.kind !== 'ok') throw new InvalidRequest(paramProblem('token', read, 'the access token to introspect'));
    const check = ctx.tokens.verify(read.value);
    let answer: IntrospectionAnswer = { active: false };
    if (check.status !== 'invalid' && check.record.apiKey === app.apiKey) {
      const record = check.record;
      const grant = record.application ? undefined : ctx.grants.get(record.memberId, record.apiKey);
      answer = {
        active: check.status === 'valid',
        client_id: record.apiKey,
        authorized_at: Math.floor(Math.min(grant?.grantedAt ?? record.issuedAt, record.issuedAt) / 1000),
        created_at: Math.floor(record.issuedAt / 1000),
        status: check.status === 'valid' ? 'active' : check.status,
        expires_at: Math.floor(record.expiresAt / 1000),
        ...(!record.application && { scope: scopeList(record.scopes) }),
        auth_type: record.application ? '2L' : '3L',
      };
    }
    return jsonResponse(answer, 200, { 'content-type': 'application/json;charset=UTF-8', ...NO_STORE_HEADERS });
  } catch (error) {
    if (error instanceof OAuthError) return tokenErrorResponse(error);
    throw error;
  }
}
