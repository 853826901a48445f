// Every default, lifetime and limit of the mock service in one place (spec: "Limits").

/** Port of the standalone server when --port is not given. */
export const DEFAULT_PORT = 8787;
/** Interface the standalone server binds to when --host is not given: loopback only. */
export const DEFAULT_HOST = '127.0.0.1';

/** Access token lifetime: 60 days (spec: "Limits"). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 5184000;

// ---- OAuth 2.0 authorization server ----

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
/** Number of recent requests `GET /__admin/requests` keeps (per service: the server's own, or a tenant's). */
export const REQUEST_JOURNAL_LIMIT = 500;
/**
 * Journal entries the whole standalone server keeps, over its own service and every tenant
 * (context/serverBudget.ts): past it the server's oldest entry goes, whichever journal holds it.
 * Each entry is bounded (JOURNAL_BODY_CHARS, JOURNAL_HEADER_CHARS), so the journals stay near 16 MiB.
 */
export const SERVER_JOURNAL_LIMIT = 2_000;
/** Cookie that holds the member's login session on the auth host (HttpOnly, SameSite=Lax: every browser keeps it). */
export const SESSION_COOKIE = 'li_at';
/**
 * The same session in a cookie a browser may send to the auth host from another site's page (the
 * silent auto-login frame): HttpOnly, SameSite=None, Secure; set only where browsers accept Secure
 * (https, and http on loopback hosts). docs/signin.md, "Pages on another site".
 */
export const CROSS_SITE_SESSION_COOKIE = 'li_at_cross_site';
/** Cookie that identifies the browser, to bind CSRF tokens and dialog requests to it (HttpOnly). */
export const BROWSER_COOKIE = 'bcookie';
/** Path of the member's privacy settings page listing the apps they granted. */
export const PRIVACY_SETTINGS_PATH = '/psettings/permitted-services';

// ---- REST API ----

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
/**
 * Largest request body the service reads, in bytes (1 MiB): more is a 413. The standalone server
 * stops reading as soon as a body passes it (and closes that connection), so a huge upload never
 * grows the process; the handlers refuse the same under setupServer and setupWorker.
 */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest nesting of elements (XML) or of objects and arrays (JSON) a request body may have; deeper is a 400. */
export const MAX_BODY_DEPTH = 32;
/** Largest delay a fault may inject, so a test can't hang the service. */
export const MAX_FAULT_DELAY_MS = 60_000;
/**
 * The real service's own host names: auth (`www`: sign-in, dialogs, OAuth), API (`api`: REST,
 * OAuth 1.0a) and platform (`platform`: in.js). The standalone server answers requests addressed
 * to them (a hosts entry or compose alias maps them to the mock), on the name each came to
 * (docs/config.md, "Unchanged clients in CI"); no attacker's DNS can re-point them, so they are
 * safe in the Host rule (serviceHosts.ts).
 */
export const SERVICE_HOST_NAMES = ['www.linkedin.com', 'api.linkedin.com', 'platform.linkedin.com'] as const;
/** Public site the profile URLs point to (siteStandardProfileRequest, publicProfileUrl). */
export const SITE_URL = 'https://www.linkedin.com';
/** How long a browser may cache a CORS preflight answer. */
export const CORS_MAX_AGE_SECONDS = 600;
/** Lifetime of the browser SDK's framework token, and what IN.User.refresh() adds (spec: "Client script session"). */
export const FRAMEWORK_SESSION_SECONDS = 1800;
/**
 * Longest URL Internet Explorer opens: 2,083 characters (Microsoft KB 208427). A page without
 * postMessage (IE 6/7) gets a window's answer in the URL fragments of hidden frames on its own
 * origin, in pieces that keep each frame's URL within this length.
 */
export const IE_URL_MAX_CHARS = 2083;
/** Longest `ret` (where a page without postMessage is answered) the framework's windows and the API proxy take. */
export const RETURN_URL_MAX_CHARS = 512;

// ---- OAuth 1.0a ----

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
/**
 * Longest value of any OAuth 1.0a protocol parameter (`oauth_*`), oauth_callback included, in
 * characters: more is `parameter_rejected`, so no stored record or echoed problem holds an
 * attacker's megabyte. Real clients send UUID tokens, 28-character HMAC-SHA1
 * signatures and callbacks well within a browser's URL length.
 */
export const OAUTH1_PARAM_MAX_CHARS = 2048;
/** Longest oauth_nonce, in characters (clients send 16 to 64): each accepted one is kept for the timestamp window. */
export const OAUTH1_NONCE_MAX_CHARS = 128;
/**
 * Longest base string a `signature_invalid` problem shows, in characters (the rest is cut and
 * marked): the answer and its WWW-Authenticate stay readable by any HTTP client, and the journal
 * small, whatever the body signed.
 */
export const OAUTH1_PROBLEM_BASE_STRING_CHARS = 1024;
/** Longest piece of a request a refusal quotes back (a Host header, an oauth_problem naming a scope, the parameter names of a problem), in characters. */
export const REFUSAL_QUOTE_CHARS = 256;
/** Longest oauth_problem_advice (and REST message) an OAuth 1.0a problem carries, in characters, whatever it quotes of the request. */
export const OAUTH1_PROBLEM_ADVICE_CHARS = 2048;

// ---- Hardening and operations ----

/** Earliest and latest time the service clock may be set or advanced to (ms since the epoch): 1970 to the end of 9999. */
export const CLOCK_MIN_MS = 0;
export const CLOCK_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/**
 * How long an expired or revoked access token, and an expired or used authorization code, is
 * still remembered (mock clock), so that calls with it get "Expired access token" / "revoked" and
 * a replayed code still revokes its tokens; after that the record is dropped and the token reads
 * as unknown ("Invalid access token").
 */
export const EXPIRED_RECORD_RETENTION_SECONDS = 7 * 24 * 60 * 60;
/**
 * Most authorization requests that may wait in the dialog at once (any browser, signed in or
 * not), over the whole server (its own service and every tenant, context/serverBudget.ts): past it
 * the oldest is dropped, so a flood of unauthenticated requests cannot grow memory.
 */
export const MAX_PENDING_DIALOG_REQUESTS = 2_000;
/** Most unused CSRF tokens kept at once over the whole server (every rendered login or consent form holds one); the oldest go first. */
export const MAX_CSRF_TOKENS = 4_000;
/** Most login sessions kept at once (each needs a correct password); the oldest go first. */
export const MAX_LOGIN_SESSIONS = 10_000;
/** Most authorization codes and access tokens kept at once; the oldest go first. */
export const MAX_CODES = 10_000;
export const MAX_ACCESS_TOKENS = 50_000;
/** Most OAuth 1.0a request tokens kept at once; the oldest go first. */
export const MAX_REQUEST_TOKENS = 10_000;
/**
 * Most OAuth 1.0a nonces remembered at once (each until its timestamp leaves the accepted window);
 * the oldest go first, so a flood of signed calls (the demo app's secret is public) cannot grow
 * memory: with nonces of at most OAUTH1_NONCE_MAX_CHARS, about 400 bytes each, under 10 MiB.
 */
export const MAX_NONCES = 20_000;
/** Most share-dialog answers remembered at once (a form sent twice gets the same answer); the oldest go first. */
export const MAX_REMEMBERED_ANSWERS = 1_000;
/** The stores drop expired entries at least this often (mock clock), besides at once when the clock is moved. */
export const SWEEP_INTERVAL_SECONDS = 60;
/** Characters of a request or response body the journal keeps (the rest is cut off, marked). */
export const JOURNAL_BODY_CHARS = 4096;
/** Characters of each header value the journal keeps (the rest is cut off, marked), so an entry stays small whatever a header holds. */
export const JOURNAL_HEADER_CHARS = 2048;
/** Largest `times` a fault may ask for; leave `times` out with a `share` for "until cleared". */
export const MAX_FAULT_TIMES = 1_000_000;
/** Most faults that may wait at once. */
export const MAX_FAULTS = 200;
/** Most sign-ins that may be queued for automatic approval at once (POST /__admin/auto-approve with once). */
export const MAX_QUEUED_APPROVALS = 1_000;
/** Redirects a window served in the page (windowsInPage.ts) follows in one step before it gives up, as browsers stop at about 20. */
export const WINDOW_MAX_REDIRECTS = 20;
/** Methods the service serves; any other (TRACE, CONNECT, PROPFIND…) is a 405. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'] as const;
/**
 * The standalone server's connections: at most MAX_CONNECTIONS at once (more are closed
 * as they arrive, so a flood of idle sockets cannot use up the process's open files, 1,024 by
 * default on Linux); a client has HEADERS_TIMEOUT_MS to send a request's headers (an idle or
 * slow-header socket is closed then, with a 408 when a request had begun) and REQUEST_TIMEOUT_MS
 * for the whole request with its body; a keep-alive connection waits KEEP_ALIVE_TIMEOUT_MS for its
 * next request; a connection on which nothing moves either way for SOCKET_IDLE_TIMEOUT_MS is closed
 * (longer than the longest fault delay, so an injected delay still answers).
 */
export const MAX_CONNECTIONS = 512;
/**
 * Largest request line and headers together the standalone server reads, in bytes (Node's
 * default, made ours): more is a 431. It also bounds what a request can store through its URL,
 * e.g. an OAuth 2.0 `state` a pending dialog request keeps (MAX_PENDING_DIALOG_REQUESTS of them).
 */
export const MAX_HEADER_BYTES = 16 * 1024;
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
export const SOCKET_IDLE_TIMEOUT_MS = MAX_FAULT_DELAY_MS + 15_000;
/** How often the server looks for connections past HEADERS_TIMEOUT_MS or REQUEST_TIMEOUT_MS. */
export const CONNECTIONS_CHECK_INTERVAL_MS = 1_000;
/** How often `--state FILE` saves the state while the service runs (and once more on exit). */
export const STATE_SAVE_INTERVAL_SECONDS = 10;
/** Days the certificate `--https` generates at start is valid. */
export const SELF_SIGNED_CERT_DAYS = 30;

/**
 * How often the command-line server checks that the process that started it is still there (ms).
 * `npx in-mock-server` runs it under `sh -c`, and a SIGTERM to npm ends npm and the shell
 * without passing the signal on; the server sees its parent gone and stops as on SIGTERM.
 */
export const PARENT_CHECK_INTERVAL_MS = 500;

/**
 * inMock.signIn (in-js/testing/playwright): how long it waits for the sign-in popup after `open`
 * runs, and, when the page was signed in already, how long before it says so (a signed-in page
 * opens no popup: IN.User.authorize() calls back at once).
 */
export const SIGN_IN_POPUP_WAIT_MS = 10_000;
export const SIGNED_IN_POPUP_WAIT_MS = 1_500;
/** inMock.signIn, redirect sign-in: how long the page may take from the authorization endpoint back to the app (its callback exchanges the code). */
export const REDIRECT_SIGN_IN_WAIT_MS = 30_000;

/** The longest reason `--log` prints for a 4xx answer (characters; the rest is cut). */
export const MAX_LOG_REASON_CHARS = 200;

/**
 * Tenants of one standalone server (server/tenants.ts): a test worker makes its own service with a
 * request carrying the X-In-Mock-Tenant header (which no page on another site can send), then
 * reaches it by that header or by the host name `<tenant>.localhost`; it is dropped after this long
 * without a request (seconds, real time), and at most this many live at once (about 5 MB each with
 * the default data set: the cap bounds them near 300 MB).
 */
export const TENANT_IDLE_SECONDS = 10 * 60;
export const MAX_TENANTS = 64;

// ---- Today's platform: OpenID Connect, refresh and 2-legged tokens (docs/oidc.md) ----

/** id_token lifetime: `exp − iat = 3600` in real id_tokens (LinkedIn's, 2024). */
export const ID_TOKEN_LIFETIME_SECONDS = 3600;
/** Refresh token lifetime from the first grant: one year (Programmatic Refresh Tokens); a refresh does not reset it. */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** Length of a refresh token in characters (real ones are about the length of an access token; ours are shorter). */
export const REFRESH_TOKEN_LENGTH = 200;
/**
 * Application (2-legged, client_credentials) token lifetime: 30 minutes, the value quoted for the
 * real service (1799 s is seen; not in LinkedIn's documentation).
 */
export const APPLICATION_TOKEN_LIFETIME_SECONDS = 1800;
/** Most refresh tokens kept at once; the oldest go first. */
export const MAX_REFRESH_TOKENS = 50_000;
/**
 * Modulus of the RSA key the service signs id_tokens with when none is given: 2048 bits (LinkedIn's
 * own key has 4096; 2048 is what RS256 needs and generates in a fraction of the time).
 */
export const SIGNING_KEY_MODULUS_BITS = 2048;
/** Characters of a pairwise subject (`sub`); real ones are 10. */
export const SUBJECT_LENGTH = 10;

// ---- Today's API (/v2, /rest; docs/v2.md) ----
/**
 * A call whose `LinkedIn-Version` is sunset within this many days of the mock clock gets a journal
 * note and a badge on the admin page (LinkedIn sends no Sunset or Deprecation header: docs/over-time.md);
 * `sunsetWarningDays` (CLI --sunset-warning-days) changes it.
 */
export const SUNSET_WARNING_DAYS = 30;
/** The most `sunsetWarningDays` takes: ten years. */
export const SUNSET_WARNING_DAYS_MAX = 3650;
/**
 * Distinct `LinkedIn-Version` values one service remembers the calls of (GET /__admin/versions):
 * a client sending a new well-formed value on every call cannot grow it past this.
 */
export const MAX_VERSIONS_REMEMBERED = 100;
/** Seconds an image upload URL of `/rest/images?action=initializeUpload` stays valid. */
export const IMAGE_UPLOAD_URL_LIFETIME_SECONDS = 24 * 60 * 60;
/** Largest image the upload PUT takes, in bytes (the real Images API allows up to 36,152,320 pixels; this mock bounds bytes). */
export const IMAGE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/**
 * The kinds of uploaded media of today's API (today/media/): images (/rest/images), videos
 * (/rest/videos), documents (/rest/documents) and legacy assets (/v2/assets). One bound covers them
 * all (today/media/mediaBounds.ts), so a member cannot fill memory by switching kinds.
 */
export type MediaKind = 'image' | 'video' | 'document' | 'asset';
/**
 * What uploaded media may hold (today/media/mediaBounds.ts). LinkedIn documents no quota nor a
 * lifetime for uploaded media that no post shows (the Images API gives only the upload URL's
 * expiry, `uploadUrlExpiresAt`), so these are ours, written down here and in docs/security.md:
 * - per member: at most `memberItems` items and `memberBytes` bytes (all kinds together);
 * - per server (its own service and every tenant together): `serverItems` items, `serverBytes` bytes;
 * - an item no post shows is dropped `unusedLifetimeSeconds[kind]` after it was made or last
 *   uploaded to (mock clock); one a post shows stays as long as the service does.
 * A new item that does not fit first pushes out the oldest unused items (the member's, then the
 * server's); only when every item in the way is in a post is it refused (429).
 */
export const MEDIA_BOUNDS = {
  memberItems: 100,
  memberBytes: 16 * 1024 * 1024,
  serverItems: 1_000,
  serverBytes: 64 * 1024 * 1024,
  /** Seven days: a week to use an upload in a post, well past its upload URL's day. */
  unusedLifetimeSeconds: { image: 7 * 24 * 60 * 60, video: 7 * 24 * 60 * 60, document: 7 * 24 * 60 * 60, asset: 7 * 24 * 60 * 60 } satisfies Record<MediaKind, number>,
} as const;
/**
 * Bytes of each part of a video upload (`uploadInstructions` of /rest/videos?action=initializeUpload):
 * 4 MiB, LinkedIn's part size; the last part takes the rest (Videos API,
 * https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/videos-api).
 */
export const VIDEO_UPLOAD_PART_BYTES = 4_194_304;
/** Largest `fileSizeBytes` a video upload may declare: 500 MB (Videos API, "Video file size"). */
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
/** Largest document the upload PUT takes: 100 MB (Documents API). */
export const DOCUMENT_MAX_BYTES = 100 * 1024 * 1024;
/** What LinkedIn's processing takes (docs/media.md "Processing"; the Images API and the media limits publishers summarise): an image under this many pixels… */
export const IMAGE_MAX_PIXELS = 36_152_320;
/** …a video of 3 seconds to 30 minutes… */
export const VIDEO_MIN_DURATION_MS = 3_000;
export const VIDEO_MAX_DURATION_MS = 30 * 60 * 1000;
/** …and a document of at most 300 pages. */
export const DOCUMENT_MAX_PAGES = 300;
/** Largest body the standalone server reads for a PUT to an upload URL (`/dms-uploads/…`): the largest one-PUT file, a document. */
export const UPLOAD_MAX_BODY_BYTES = DOCUMENT_MAX_BYTES;
/**
 * Seconds of the mock clock an uploaded item stays PROCESSING before it is AVAILABLE, per media
 * type (docs/media.md "Processing"). LinkedIn processes every upload asynchronously and gives no
 * time; these are what a client sees often enough: images at once (real clients post an image
 * right after its PUT and it works), documents in seconds, videos in tens of seconds.
 */
export const MEDIA_PROCESSING_SECONDS = { image: 0, document: 5, video: 30 } as const;
/** Longest processing time the `mediaProcessingSeconds` option (CLI --media-processing) takes, per type: a day of the mock clock (holdMedia holds for good). */
export const MEDIA_PROCESSING_SECONDS_MAX = 86_400;
/** A poll of `content.poll` (Poll API): a question of at most 140 characters, 2 to 4 options of at most 30 each. */
export const POLL_QUESTION_MAX = 140;
export const POLL_OPTION_MAX = 30;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 4;
/** Images of `content.multiImage.images`: at least 2, at most 20 (MultiImage API). */
export const MULTI_IMAGE_MIN = 2;
export const MULTI_IMAGE_MAX = 20;
/**
 * How long a deleted post still makes the same post a DUPLICATE_POST (seconds of the mock clock):
 * LinkedIn keeps answering it "for 24–48 h" after a delete (ComposioHQ/composio#2710); the mock takes
 * the short end of the range, never stricter than LinkedIn on a guess.
 */
export const DELETED_POST_DUPLICATE_SECONDS = 24 * 3600;
/** Longest `commentary` of /rest/posts and share text of /v2/ugcPosts and /v2/shares (Posts API: "little text" up to 3000 characters). */
export const POST_COMMENTARY_MAX = 3_000;
/** The picture sizes of `profilePicture(displayImage~:playableStreams)`, as the real service lists them (CAP-ME). */
export const PROFILE_PICTURE_SIZES = [100, 200, 400, 800] as const;
/** Posts in one page of the author finder (`GET /rest/posts?q=author`) when `count` is not given, and the most one page may hold. */
export const POSTS_FINDER_DEFAULT_COUNT = 10;
export const POSTS_FINDER_MAX_COUNT = 100;

// ---- Company pages (today/organizations, docs/organizations.md) ----
/** Elements of an organizationAcls page when `count` is not given, and the most one page may hold. */
export const ORGANIZATION_ACLS_DEFAULT_COUNT = 10;
export const ORGANIZATION_ACLS_MAX_COUNT = 100;
/** Most ids one batch get of /rest/organizations takes. */
export const ORGANIZATIONS_BATCH_MAX = 100;
/**
 * Most keys one batch get of posts, images, videos, reactions, comments or social metadata takes
 * (`ids=List(…)`; restli/batchGet.ts): LinkedIn publishes no number for them, so the Organization
 * Lookup API's, our choice.
 */
export const BATCH_GET_MAX = ORGANIZATIONS_BATCH_MAX;
/**
 * Most posts one share statistics call may name (`shares=List(…)` and `ugcPosts=List(…)` together,
 * counted before they are read), and most elements it may answer (buckets × posts with
 * `timeIntervals=`). LinkedIn documents neither; ours, as the batch get's, so a call of a few KB
 * cannot make an answer of megabytes (docs/organizations.md, docs/security.md round five #4).
 */
export const STATISTICS_POSTS_MAX = 100;
export const STATISTICS_ELEMENTS_MAX = 5_000;
/** The longest a statistics `timeIntervals` range may be, in months (corradio/polynomial#119: "must be less than 14 months apart"). */
export const STATISTICS_MAX_RANGE_MONTHS = 14;
/**
 * Share statistics cover the past 12 months only: "only within the past 12 months, using a rolling
 * 12-month window" (Share Statistics, https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/share-statistics).
 */
export const SHARE_STATISTICS_WINDOW_MONTHS = 12;
/** How far back page followers are spread when the data set does not say when each followed (the year v1's company-statistics counts). */
export const FOLLOWER_SPREAD_DAYS = 360;
/**
 * Most comments or reactions one page of today's social actions answers; a larger `count` gets this
 * many (docs/social-actions.md: LinkedIn's own cap is not published, so the mock caps, never refuses).
 */
export const SOCIAL_PAGE_MAX = 100;
/** Comments, replies or reactions in a page when `count` is not given: 10, LinkedIn's default (https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/pagination). */
export const SOCIAL_PAGE_DEFAULT = 10;
/** Longest `message.text` of a comment: 1,250 characters, LinkedIn's limit on a comment (docs/social-actions.md "Refusals"). */
export const COMMENT_TEXT_MAX = 1_250;
/**
 * What the post page (/feed/update/{urn}/) shows at once: the first FEED_COMMENTS_SHOWN comments
 * (the next ones a link away, `?start=`), each with its first FEED_REPLIES_SHOWN replies and the
 * count of the others, as the network's own page shows a few and loads more on demand.
 */
export const FEED_COMMENTS_SHOWN = 10;
export const FEED_REPLIES_SHOWN = 3;
/** How much of the commentary LinkedIn cut off (little text) a post keeps, for the feed page's note (docs/social-actions.md). */
export const FEED_CUT_SHOWN_CHARS = 200;

// ---- The admin page's Posts section (admin.posts(), GET /__admin/posts; docs/node-api.md) ----
/** Most posts `admin.posts()` lists, newest first: enough for a run's own posts, few enough for the page to redraw every second. */
export const ADMIN_RECENT_POSTS = 50;
/** Characters of a post's commentary (as members see it) `admin.posts()` gives; a longer one ends in '…'. */
export const ADMIN_POST_COMMENTARY_CHARS = 140;

/** `in-mock-server check` reads files up to this size; larger ones are data or bundles, not a project's code. */
export const CHECK_FILE_MAX_BYTES = 1024 * 1024;
/** `in-mock-server check --soon`'s default: a pinned LinkedIn-Version with this many days left or fewer sunsets soon. */
export const CHECK_SUNSET_SOON_DAYS = 90;

// ---- v1's jobs API (v1/jobs/, docs/rest.md "Jobs") ----
/** Job search pages hold at most 20 jobs (the v1 reference's `count` range for job search, 0 to 20). */
export const JOB_SEARCH_MAX_COUNT = 20;
/** Characters of a job's description its `description-snippet` keeps (the era's snippets ran about 400 characters). */
export const JOB_DESCRIPTION_SNIPPET_CHARS = 400;

// ---- Today's links: share-offsite's preview (linkPreview/, docs/links.md) ----
/** How long the service waits for a shared page it reads for its preview. */
export const PREVIEW_FETCH_TIMEOUT_MS = 3_000;
/** How much of a shared page the service reads for its preview (the Open Graph tags are in its head). */
export const PREVIEW_MAX_BYTES = 256 * 1024;
/** How many redirects of a shared page the service follows, each to a host it may read. */
export const PREVIEW_MAX_REDIRECTS = 3;
/** The User-Agent the service reads a shared page with: LinkedIn's crawler's, so a page that answers it differently does so here too. */
export const PREVIEW_USER_AGENT = 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)';
/** Most additions through Add to Profile links `admin.profileAdditions()` lists, newest first. */
export const ADMIN_RECENT_ADDITIONS = 50;
// ---- Webhooks (docs/webhooks.md) ----

/**
 * How long LinkedIn waits for a webhook to answer its validation challenge, in real milliseconds:
 * "within 3 seconds" (Webhook validation, learn.microsoft.com/linkedin/shared/api-guide/webhook-validation).
 * The mock waits as long for an event delivery and an application POST too (docs/webhooks.md "Choices").
 */
export const WEBHOOK_RESPONSE_TIMEOUT_MS = 3_000;
/** LinkedIn validates a registered webhook again every 2 hours (mock clock). */
export const WEBHOOK_REVALIDATION_SECONDS = 2 * 60 * 60;
/** Consecutive failed validations after which LinkedIn blocks the webhook. */
export const WEBHOOK_BLOCKING_FAILURES = 3;
/**
 * A failed delivery of an organization's social action notification is retried every 5 minutes for
 * 8 hours, then abandoned (Organization Social Action Notifications; mock clock).
 */
export const WEBHOOK_RETRY_INTERVAL_SECONDS = 5 * 60;
export const WEBHOOK_RETRY_WINDOW_SECONDS = 8 * 60 * 60;
/** An application POST (Apply with LinkedIn) that got no 200 is re-sent 6 times (Apply Connect, "Receive Applications"). */
export const APPLICATION_RESENDS = 6;
/** Between two of them, on the mock clock: LinkedIn does not say; the mock waits as long as for an event's retry. */
export const APPLICATION_RESEND_INTERVAL_SECONDS = WEBHOOK_RETRY_INTERVAL_SECONDS;
/** Deliveries `GET /__admin/deliveries` keeps per service; past it the oldest settled one goes. */
export const WEBHOOK_DELIVERIES_KEPT = 500;
/** Validation challenges kept per webhook for the admin API and page (the latest). */
export const WEBHOOK_CHALLENGES_KEPT = 10;
/** Characters of a receiver's answer body kept with an attempt. */
export const WEBHOOK_ANSWER_CHARS = 2_000;
/** Webhook endpoints one app may register, and event subscriptions one service keeps. */
export const WEBHOOKS_PER_APP = 20;
export const EVENT_SUBSCRIPTIONS_MAX = 1_000;
/** Receiver-side faults that may wait at once (POST /__admin/delivery-faults). */
export const DELIVERY_FAULTS_MAX = 100;

// ---- The apply dialog (applyDialog/, IN/Apply) ----
/** The longest cover letter the dialog takes (LinkedIn's is on no record; a page of text). */
export const APPLY_COVER_LETTER_MAX = 5_000;
/** The longest phone number it takes. */
export const APPLY_PHONE_MAX = 30;

// ---- The v1 tags' frames (widgets/, docs/tags.md) ----
/** Jobs the IN/JYMBII frame lists without data-max, and the most it lists. */
export const JYMBII_DEFAULT_MAX = 5;
export const JYMBII_MAX = 20;
/** People each module of the IN/CompanyInsider frame names at most. */
export const INSIDER_MODULE_MAX = 5;

// ---- Verified on LinkedIn and Member Data Portability (docs/identity.md) ----

/**
 * Verified on LinkedIn's daily limits of the Development and Lite tiers: 500 calls per member and
 * 5,000 per application, across /rest/identityMe and /rest/verificationReport (the Verification
 * Report API's "Rate Limits" table,
 * https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/api-reference/verification-report);
 * Plus is "custom" and has none of its own here.
 */
export const VERIFIED_MEMBER_CALLS_PER_DAY = 500;
export const VERIFIED_APP_CALLS_PER_DAY = 5_000;
/** Most member ids one `POST /rest/validationStatus?action=retrieve` may ask about (the Validation Status API: "up to 500 members per request"). */
export const VALIDATION_STATUS_MAX_IDS = 500;
/** How long an identityMe profile picture URL works, as its `expiresAt` says (ours: LinkedIn does not publish it). */
export const IDENTITY_PICTURE_LIFETIME_MS = 86_400_000;
/** The days of change log events the Member Changelog API keeps ("the past 28 days"). */
export const MEMBER_CHANGE_LOG_DAYS = 28;
/** Events per query of /rest/memberChangeLogs: default 10 (LinkedIn's recommendation), at most 50 ("[1,50]"). */
export const MEMBER_CHANGE_LOG_DEFAULT_COUNT = 10;
export const MEMBER_CHANGE_LOG_MAX_COUNT = 50;
/** Most change log events the service keeps for one member (a bound of ours on what 28 days can hold). */
export const MEMBER_CHANGE_LOG_MAX_EVENTS = 2_000;
/** Most days `verifiedWithinDays` of /rest/verificationReport may name (a guard of ours: ten years). */
export const VERIFIED_WITHIN_DAYS_MAX = 3_650;
/** The longest workplace (organization) name the verification page takes (ours). */
export const VERIFY_ORGANIZATION_MAX = 200;
/** Rows of a domain on one page of /rest/memberSnapshotData (ours: LinkedIn pages long domains without saying by how much). */
export const SNAPSHOT_ROWS_PER_PAGE = 10;
