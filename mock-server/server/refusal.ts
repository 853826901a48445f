import type http from 'node:http';
import { eraOfPath } from '../api/era.js';
import { RestError } from '../api/errors.js';
import { errorAnswer } from '../answers/errorAnswer.js';
import { answerResponse } from '../http/textAnswer.js';
import { adminErrorResponse } from '../admin/adminErrorResponse.js';
import { InvalidRequest, tokenErrorResponse } from '../oauth/errors.js';
import { OAUTH_PATHS } from '../oauth/oauthPaths.js';
import { OAuth1Problem, problemResponse } from '../oauth1/errors.js';
import { OAUTH1_PATHS } from '../oauth1/oauth1Paths.js';

/** The OAuth 2.0 token endpoints: their errors are RFC 6749 5.2 JSON. */
const OAUTH2_TOKEN_PATHS = new Set(Object.values(OAUTH_PATHS).map((paths) => paths.accessToken));
/** The OAuth 1.0a token endpoints: their problems are form-encoded, with the same in WWW-Authenticate. */
const OAUTH1_TOKEN_PATHS = new Set<string>([OAUTH1_PATHS.requestToken, OAUTH1_PATHS.accessToken, OAUTH1_PATHS.invalidateToken]);

/**
 * A refusal of the standalone server's own (before any handler: bad method, Host or body size),
 * in the format of the path it was meant for: the REST error body of the path's era (api/era.ts) on
 * /v1 (XML, or JSON when asked) and today's paths (JSON), the admin API's JSON under /__admin/, the OAuth 2.0 JSON error on its token
 * endpoints, the OAuth 1.0a problem on its token endpoints (`parameter_rejected`), a plain-text
 * sentence anywhere else.
 * @example refusal(url, req.headers, 413, 'The request body is larger than …', Date.now())
 */
export function refusal(url: URL, requestHeaders: http.IncomingHttpHeaders, status: number, message: string, now: number, headers: Record<string, string> = {}): Response {
  const era = eraOfPath(url.pathname);
  if (era) {
    const format = requestHeaders['x-li-format'];
    const request = new Request(url, { headers: typeof format === 'string' ? { 'x-li-format': format } : {} });
    return answerResponse(errorAnswer({ era, request }, new RestError(status, message), { now, headers }));
  }
  if (url.pathname.startsWith('/__admin/')) return adminErrorResponse(status, message, undefined, headers);
  if (OAUTH2_TOKEN_PATHS.has(url.pathname)) return tokenErrorResponse(new InvalidRequest(message, status), headers);
  if (OAUTH1_TOKEN_PATHS.has(url.pathname)) {
    const answer = problemResponse(new OAuth1Problem('parameter_rejected', message, status), new Request(url));
    for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
    return answer;
  }
  return new Response(message + '\n', { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}
