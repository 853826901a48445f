// Today's error answer (/v2, /rest, the upload URLs): `{status, serviceErrorCode, code?, message}`
// (DOC-ERR https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/error-handling; the
// `code` member as current answers carry it, e.g. ACCESS_DENIED, VERSION_MISSING), or the other body
// the real service sends for a refusal (RestError.body), as JSON with its length. Past a daily
// limit, LinkedIn's own body exactly. The token problems' codes and messages are here too, for the
// API's refusals (admission/tokenRefusal.ts) and /v2/userinfo's (oidc/userinfo.ts).
import { RestError, Throttled } from '../api/errors.js';
import { jsonAnswer } from './jsonAnswer.js';
import type { TextAnswer } from '../http/textAnswer.js';
import { noteRequest } from '../http/requestNotes.js';

/** The header every Rest.li answer carries, errors included. */
export const RESTLI_HEADERS: Readonly<Record<string, string>> = { 'x-restli-protocol-version': '2.0.0' };

/** The error body of today's API. */
export interface TodayErrorBody {
  status: number;
  serviceErrorCode?: number;
  code?: string;
  message: string;
}

/**
 * The JSON body of a /v2 or /rest error; `code` only when one is known; no serviceErrorCode when it
 * is null: then `{message, status}` (a 422 of Rest.li's validation, searlsco/posse_party#14), or with
 * a code `{status, code, message}` (the 426 of a version not active, n8n-io/n8n#14737), in LinkedIn's key order.
 * @example todayErrorBody(401, 'Empty oauth2 access token') // { status: 401, serviceErrorCode: 401, message: … }
 */
export function todayErrorBody(status: number, message: string, code?: string, serviceErrorCode?: number | null): TodayErrorBody {
  if (serviceErrorCode === null) return code ? { status, code, message } : { message, status };
  if (code) return { status, serviceErrorCode: serviceErrorCode ?? status, code, message };
  return { status, serviceErrorCode: serviceErrorCode ?? status, message };
}

/**
 * LinkedIn's answer past a daily rate limit on /v2 and /rest, exactly (keys in its order): no
 * Retry-After, no X-RateLimit-* (Automattic/wp-calypso#32007; the rate-limits page,
 * https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/rate-limits).
 */
export const THROTTLED_BODY = { serviceErrorCode: 101, message: 'Resource level throttle limit for calls to this resource is reached.', status: 429 } as const;

/**
 * LinkedIn's answer to a call of today's API without a token, exactly (keys in its order): the
 * message integrations match to disconnect an account ("Empty oauth2 access token";
 * oauth-io/sdk-node#27 quotes this body from /v2/me). How to send a token goes to the journal notes.
 */
export const EMPTY_TOKEN_BODY = { serviceErrorCode: 401, message: 'Empty oauth2 access token', status: 401 } as const;

/** The token problems of today's API, each with the real service's serviceErrorCode, code and message (docs/oidc.md cites the captures). */
export const TODAY_TOKEN_ERRORS = {
  invalid: { serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' },
  revoked: { serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN', message: 'The token used in the request has been revoked by the user' },
  expired: { serviceErrorCode: 65602, code: 'EXPIRED_ACCESS_TOKEN', message: 'The token used in the request has expired' },
  empty: { serviceErrorCode: 65604, code: 'EMPTY_ACCESS_TOKEN', message: 'Empty or missing OAuth2 access token' },
} as const;

/**
 * The answer of `error` to a call of today's API, `headers` on top of the JSON type. A Throttled
 * answers LinkedIn's body without Retry-After, and an error with a body of its own that body; what
 * the body does not say (which limit it was and when it resets, the mock's reason, the error's
 * `note`) goes to the journal notes of `request` (docs/v2.md).
 * @example todayErrorAnswer(new AccessDenied('me', 'GET'), { ...RESTLI_HEADERS, ...cors })
 */
export function todayErrorAnswer(error: RestError, headers: Record<string, string> = {}, request?: Request): TextAnswer {
  // The mock's advice, which LinkedIn's body does not carry.
  if (request && error.note) noteRequest(request, error.note);
  if (error instanceof Throttled) {
    if (request) noteRequest(request, error.message);
    const { 'retry-after': _, ...rest } = headers;
    return jsonAnswer(THROTTLED_BODY, 429, rest);
  }
  if (error.body !== undefined) {
    // LinkedIn's own body for this refusal, which does not say the mock's reason: that goes to the journal's notes.
    if (request && error.message) noteRequest(request, error.message);
    return jsonAnswer(error.body, error.status, headers);
  }
  return jsonAnswer(todayErrorBody(error.status, error.message, error.code, error.serviceErrorCode), error.status, headers);
}
