// Every OAuth error the authorization server sends, one class per code (RFC 6749 4.1.2.1 and
// 5.2, plus the service's own user_cancelled_* codes), and the three ways they go out: a
// redirect to the app, a JSON body from the token endpoint, or an error page on the auth host.
// Handlers throw these; none builds an error body by hand.
import { problemResponse } from '../views/problemPage.js';
import { withParams } from '../http/withParams.js';
import { redirectResponse } from '../http/redirectResponse.js';

type OAuthErrorCode =
  | 'invalid_request'
  | 'unauthorized_client'
  | 'access_denied'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'server_error'
  | 'invalid_client'
  | 'invalid_grant'
  | 'invalid_redirect_uri'
  | 'unsupported_grant_type'
  | 'user_cancelled_login'
  | 'user_cancelled_authorize'
  | 'unauthorized_scope_error'
  | 'invalid_scope_error';

/** The body RFC 6749 5.2 defines for token endpoint errors. */
interface OAuthErrorBody {
  error: OAuthErrorCode;
  error_description: string;
}

export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    readonly description: string,
    /** Status on the token endpoint and on the error page. */
    readonly status = 400,
  ) {
    super(`${code}: ${description}`);
    this.name = 'OAuthError';
  }

  toJSON(): OAuthErrorBody {
    return { error: this.code, error_description: this.description };
  }
}

/** A required parameter is missing, empty, repeated or malformed, or the request is otherwise wrong. */
export class InvalidRequest extends OAuthError {
  constructor(description: string, status = 400) {
    super('invalid_request', description, status);
  }
}
/** The member or the service denied the request (legacy path: every refusal). */
export class AccessDenied extends OAuthError {
  constructor(description = 'the user denied your request') {
    super('access_denied', description);
  }
}
/** response_type is not `code`. */
export class UnsupportedResponseType extends OAuthError {
  constructor(description: string) {
    super('unsupported_response_type', description);
  }
}
/** A scope value is unknown, misspelled or repeated. */
export class InvalidScope extends OAuthError {
  constructor(description: string) {
    super('invalid_scope', description);
  }
}
/** The member closed the sign-in step (current path). */
export class UserCancelledLogin extends OAuthError {
  constructor(description = 'The user cancelled LinkedIn login') {
    super('user_cancelled_login', description);
  }
}
/** The member refused the permissions (current path). */
export class UserCancelledAuthorize extends OAuthError {
  constructor(description = 'The user cancelled the authorization') {
    super('user_cancelled_authorize', description);
  }
}
/**
 * Today's authorization endpoint refusing a scope name it does not know, as LinkedIn words it:
 * `invalid_scope_error` `Unknown scope "offline_access"` (n8n-io/n8n#29434).
 */
export class UnknownScope extends OAuthError {
  constructor(scope: string) {
    super('invalid_scope_error', `Unknown scope "${scope}"`);
  }
}
/**
 * The app asked for a scope of a product it does not have (today's platform: `unauthorized_scope_error`).
 * Today's authorization endpoint words it as LinkedIn does, quotes HTML-escaped and nothing more:
 * `Scope &quot;r_liteprofile&quot; is not authorized for your application`
 * (decioferreira/omniauth-linkedin-oauth2#45, nextauthjs/next-auth#8316); which product it needs goes
 * to the journal's notes. The legacy path (`product` given) keeps the explanation in the description.
 */
export class UnauthorizedScope extends OAuthError {
  constructor(scope: string, product?: string) {
    super(
      'unauthorized_scope_error',
      product === undefined ? `Scope &quot;${scope}&quot; is not authorized for your application` : `Scope "${scope}" is not authorized for your application (it needs the product ${product}).`,
    );
  }
}
/** A scope refused on a replayed day (history/datedScopes.ts), in LinkedIn's words of that day. */
export class DatedScopeRefusalError extends OAuthError {
  constructor(code: 'invalid_scope' | 'unauthorized_scope_error', description: string) {
    super(code, description);
  }
}
/** The client may not use this grant (RFC 6749 5.2 unauthorized_client). */
export class UnauthorizedClient extends OAuthError {
  constructor(description: string) {
    super('unauthorized_client', description);
  }
}
/** Client authentication failed: unknown client, no or wrong secret (RFC 6749 5.2: status 401). */
export class InvalidClient extends OAuthError {
  constructor(description: string) {
    super('invalid_client', description, 401);
  }
}
/** The code is unknown, expired, used, or was issued for another redirect_uri or client. */
export class InvalidGrant extends OAuthError {
  constructor(description: string) {
    super('invalid_grant', description);
  }
}
/** A redirect_uri at the token endpoint other than the one the code was issued for (the mock's sentence; today's path answers LinkedIn's, CodeRefusal). */
export class RedirectUriMismatch extends InvalidGrant {}

/**
 * LinkedIn's sentence for a code it will not exchange at /oauth/v2/accessToken: reused, expired,
 * issued to another app or for another redirect_uri (d3xt3r2909/linkedin_login#77 and #75,
 * pennersr/django-allauth#2758, scribejava/scribejava#848).
 */
export const CODE_REFUSED =
  'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists';

/**
 * Today's token endpoint refusing a code as LinkedIn does: `invalid_request`, or `invalid_redirect_uri`
 * for a redirect_uri other than the code's, both with LinkedIn's one sentence (CODE_REFUSED).
 */
export class CodeRefusal extends OAuthError {
  constructor(redirectMismatch: boolean) {
    super(redirectMismatch ? 'invalid_redirect_uri' : 'invalid_request', CODE_REFUSED);
  }
}

/** grant_type is not authorization_code. */
export class UnsupportedGrantType extends OAuthError {
  constructor(description: string) {
    super('unsupported_grant_type', description);
  }
}

/** Headers RFC 6749 5.1 requires on every token endpoint response. */
export const NO_STORE_HEADERS = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

/** The token endpoint's JSON error response (RFC 6749 5.2). */
export function tokenErrorResponse(error: OAuthError, extraHeaders: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json;charset=UTF-8', ...NO_STORE_HEADERS, ...extraHeaders };
  return new Response(JSON.stringify(error.toJSON()), { status: error.status, headers });
}

/** The redirect to the app with error, error_description and (when the request had one) state (RFC 6749 4.1.2.1). */
export function errorRedirect(error: OAuthError, redirectUri: string, state: string | undefined, headers: [string, string][] = [], status = 302): Response {
  const params: [string, string][] = [
    ['error', error.code],
    ['error_description', error.description],
  ];
  if (state !== undefined) params.push(['state', state]);
  return redirectResponse(withParams(redirectUri, params), headers, status);
}

/** The error page on the auth host, for errors that must not redirect. */
export function errorPageResponse(error: OAuthError, headers: [string, string][] = []): Response {
  const problem = {
    title: 'Authorization error',
    heading: 'This request cannot be completed',
    code: error.code,
    message: error.description,
    advice: 'The application that sent you here made a request the service cannot accept. Go back to the application and try again; if it keeps happening, tell its developers the text above.',
  };
  return problemResponse(problem, error.status === 401 ? 400 : error.status, headers);
}
