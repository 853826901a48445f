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

// ---- REST API (issue 4) ----

/** Largest `count` any paged list accepts (the original's connections maximum); more is a 400. */
export const MAX_PAGE_COUNT = 500;
/** Page size when a request names no `count`: connections come whole (up to the maximum)… */
export const CONNECTIONS_DEFAULT_COUNT = 500;
/** …network updates, company updates, search results, groups, posts and mailbox items by ten. */
export const LIST_DEFAULT_COUNT = 10;
/** People search pages hold at most 25 results, like the original. */
export const SEARCH_MAX_COUNT = 25;
/** Network updates pages hold at most 250 updates (the v1 docs, as WSO2's connector quotes them). */
export const NETWORK_UPDATES_MAX_COUNT = 250;
/**
 * How many of an update's comments the update itself carries (EMO: "The first 5 comments are
 * included"); the newest five, as the window of LJ DOC-1006 (start 7 of 18) suggests.
 */
export const UPDATE_COMMENTS_INLINE = 5;
/**
 * Rate limits per UTC day on the mock clock (spec "Limits": the numbers are not shown, so these
 * are ours, generous enough for a day of development; fixtures `rateLimits` change them).
 * Developer calls count against `developerPerDay` instead of `memberPerDay`.
 */
export const RATE_LIMITS = { appPerDay: 100_000, memberPerDay: 5_000, developerPerDay: 20_000 };
/** Share limits of the original: comment, content title and description lengths. */
export const SHARE_COMMENT_MAX = 700;
export const SHARE_TITLE_MAX = 200;
export const SHARE_DESCRIPTION_MAX = 256;
/** Longest current status, group post title/summary and message body the service accepts. */
export const STATUS_MAX = 700;
export const POST_TITLE_MAX = 200;
export const POST_SUMMARY_MAX = 4_000;
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 7_000;
/** Recipients of one message (the Throttle Limits page: "each to up to 10 connections"). */
export const MESSAGE_RECIPIENTS_MAX = 10;
/** Largest request body the REST API reads, in bytes; more is a 400. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Largest delay a fault may inject, so a test can't hang the service. */
export const MAX_FAULT_DELAY_MS = 60_000;
/** Public site the profile URLs point to (siteStandardProfileRequest, publicProfileUrl). */
export const SITE_URL = 'https://www.linkedin.com';
/** How long a browser may cache a CORS preflight answer. */
export const CORS_MAX_AGE_SECONDS = 600;
/** Lifetime of the browser SDK's framework token, and what IN.User.refresh() adds (spec: "Client script session"). */
export const FRAMEWORK_SESSION_SECONDS = 1800;

// ---- OAuth 1.0a (issue 13) ----

/** Request token lifetime: the real service answered `oauth_expires_in=599`; the member must authorize it within that. */
export const OAUTH1_REQUEST_TOKEN_LIFETIME_SECONDS = 599;
/**
 * How long the app may exchange an authorized request token (its verifier) for an access token,
 * from the member's approval: long enough to type an out-of-band PIN, short as a code should be.
 */
export const OAUTH1_VERIFIER_LIFETIME_SECONDS = 300;
/**
 * How far oauth_timestamp may be from the service clock, either way ("synced within 5 minutes of
 * LinkedIn's clock", LinkedIn DevRel). Nonces are remembered as long as their timestamp is in it.
 */
export const OAUTH1_TIMESTAMP_WINDOW_SECONDS = 300;
