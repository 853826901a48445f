// The error body of today's API (api.linkedin.com/v2, /rest): {status, serviceErrorCode, code,
// message}, as current responses carry it (docs/oidc.md cites the captures).
import { jsonResponse } from './jsonResponse.js';

export interface V2ErrorBody {
  status: number;
  serviceErrorCode: number;
  code: string;
  message: string;
}

/** The token problems of today's API, each with the real service's serviceErrorCode, code and message. */
export const V2_TOKEN_ERRORS = {
  invalid: { serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' },
  revoked: { serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN', message: 'The token used in the request has been revoked by the user' },
  expired: { serviceErrorCode: 65602, code: 'EXPIRED_ACCESS_TOKEN', message: 'The token used in the request has expired' },
  empty: { serviceErrorCode: 65604, code: 'EMPTY_ACCESS_TOKEN', message: 'Empty or missing OAuth2 access token' },
} as const;

/**
 * A JSON error response of today's API.
 * @example v2ErrorResponse({ status: 401, ...V2_TOKEN_ERRORS.invalid })
 */
export function v2ErrorResponse(body: V2ErrorBody, headers: Record<string, string> = {}): Response {
  const ordered = { status: body.status, serviceErrorCode: body.serviceErrorCode, code: body.code, message: body.message };
  return jsonResponse(ordered, body.status, { 'x-restli-protocol-version': '2.0.0', ...headers });
}
