// Every default, lifetime and limit of the mock service in one place (spec: "Limits").

/** Port of the standalone server when --port is not given. */
export const DEFAULT_PORT = 8787;
/** Interface the standalone server binds to when --host is not given: loopback only. */
export const DEFAULT_HOST = '127.0.0.1';

/** Access token lifetime: 60 days (spec: "Limits"). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 5184000;

// ---- OAuth 2.0 authorization server (issue 3) ----

/**
 * Authorization code lifetime on the mock clock: the spec says only "very short; must be used
 * at once", so one minute (RFC 6749 4.1.2 recommends at most ten). Configurable with the
 * `codeLifetimeSeconds` option / fixture setting.
 */
export const AUTHORIZATION_CODE_LIFETIME_SECONDS = 60;
/** Length of an access token in characters ("about 500"); `--token-length` / `settings.tokenLength` change it. */
export const ACCESS_TOKEN_LENGTH = 500;
/** Shortest and longest token length the settings accept (clients must handle at least 1000). */
export const ACCESS_TOKEN_LENGTH_MIN = 32;
export const ACCESS_TOKEN_LENGTH_MAX = 4096;
/** How long the member's login session on the auth host lasts (mock clock). */
export const LOGIN_SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
/** How long an authorization request may wait in the dialog before the member must start again. */
export const DIALOG_REQUEST_LIFETIME_SECONDS = 30 * 60;
/** How long a form's CSRF token stays usable (each token is also single-use). */
export const CSRF_TOKEN_LIFETIME_SECONDS = 30 * 60;
/** Number of recent requests `GET /__admin/requests` keeps. */
export const REQUEST_JOURNAL_LIMIT = 500;
/** Cookie that holds the member's login session on the auth host (HttpOnly). */
export const SESSION_COOKIE = 'li_at';
/** Cookie that identifies the browser, to bind CSRF tokens and dialog requests to it (HttpOnly). */
export const BROWSER_COOKIE = 'bcookie';
/** Path of the member's privacy settings page listing the apps they granted. */
export const PRIVACY_SETTINGS_PATH = '/psettings/permitted-services';
