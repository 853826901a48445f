import type { Clock } from '../store/clock.js';
import type { TokenStore } from '../store/tokens.js';
import type { Directory } from '../store/directory.js';
import type { CodeStore } from '../store/codes.js';
import type { GrantStore } from '../store/grants.js';
import type { SessionStore } from '../store/sessions.js';
import type { CsrfStore } from '../store/csrf.js';
import type { DialogRequestStore } from '../store/dialogRequests.js';
import type { Journal } from '../store/journal.js';
import type { ServerBudget } from './serverBudget.js';
import type { NetworkStore } from '../store/network.js';
import type { Traffic } from '../store/traffic.js';
import type { FormAnswerStore } from '../store/formAnswers.js';
import type { RequestTokenStore } from '../store/requestTokens.js';
import type { NonceStore } from '../store/nonces.js';
import type { AutoApprovalStore } from '../store/autoApprovals.js';
import { ACCESS_TOKEN_LENGTH, AUTHORIZATION_CODE_LIFETIME_SECONDS, MEDIA_PROCESSING_SECONDS, SUNSET_WARNING_DAYS } from '../defaults.js';
import type { FixtureSettings, Fixtures } from '../fixtureFormat/types.js';
import type { RefreshTokenStore } from '../store/refreshTokens.js';
import type { SubjectStore } from '../store/subjects.js';
import type { SigningJwk, SigningKeyHolder } from '../store/signingKey.js';
import type { VersionUseStore } from '../store/versionUse.js';
import type { WebhookStore } from '../store/webhooks.js';
import type { PortabilityStore } from '../store/portability.js';
import type { VerificationSeenStore } from '../store/verificationSeen.js';

/** Settings of the authorization server, resolved from start-up options, fixture settings and defaults.ts. */
export interface ServiceSettings {
  tokenLength: number;
  codeLifetimeSeconds: number;
  strictHttps: boolean;
  /** Seconds of the mock clock an uploaded image, video or document stays PROCESSING (docs/media.md "Processing"). */
  mediaProcessingSeconds: Record<keyof typeof MEDIA_PROCESSING_SECONDS, number>;
  /** Every new upload is held in PROCESSING until released (admin API). */
  holdMedia: boolean;
  /** A call whose LinkedIn-Version is sunset within this many days gets a journal note (docs/over-time.md). */
  sunsetWarningDays: number;
  /** Hosts share-offsite may read a shared page from besides loopback (the previewHosts option). */
  previewHosts: readonly string[];
}

/** State one mock service instance holds; every handler reads it, nothing is global. */
export interface MockContext {
  clock: Clock;
  tokens: TokenStore;
  directory: Directory;
  /** Authorization codes (OAuth). */
  codes: CodeStore;
  /** Members' consents per app (OAuth). */
  grants: GrantStore;
  /** Login sessions on the auth host (OAuth dialog). */
  sessions: SessionStore;
  /** Per-form CSRF tokens of the dialog and privacy pages. */
  csrf: CsrfStore;
  /** Authorization requests waiting in the dialog. */
  dialogRequests: DialogRequestStore;
  /** Recent requests, for GET /__admin/requests. */
  journal: Journal;
  /** Settings that came from fixture sets (start-up options in `startup.options` win over them). */
  fixtureSettings: FixtureSettings;
  /** What POST /__admin/reset returns to. */
  startup: { fixtures: Fixtures; options: MockContextOptions };
  /** REST data: connections, companies, groups, posts, shares, updates, statuses, mailbox (REST API). */
  network: NetworkStore;
  /** Rate-limit counters and injected faults (REST API). */
  traffic: Traffic;
  /** The share dialog's answers to its forms, so a form sent twice acts once. */
  formAnswers: FormAnswerStore;
  /** OAuth 1.0a request tokens and their verifiers. */
  requestTokens: RequestTokenStore;
  /** OAuth 1.0a nonces seen within the timestamp window (replay protection). */
  nonces: NonceStore;
  /** Who the sign-in dialog approves for without showing itself (oauth/autoApprove.ts). */
  autoApprovals: AutoApprovalStore;
  /** Refresh tokens of today's platform (apps with the refreshTokens product). */
  refreshTokens: RefreshTokenStore;
  /** Pairwise subjects: the `sub` each app sees for a member (OpenID Connect, /v2). */
  subjects: SubjectStore;
  /** The id_token signing key (oidc/signingKey.ts makes it at first use unless given). */
  signingKey: SigningKeyHolder;
  /** What the whole server may keep, shared with its other tenants (context/serverBudget.ts). */
  budget: ServerBudget;
  /** The LinkedIn-Versions this run's /rest calls sent (GET /__admin/versions). */
  versionUse: VersionUseStore;
  /**
   * The day the admin API set to replay (admin.setAsOf): ms, null for none (today's platform), or
   * undefined when not set (the start-up option, then the fixture setting: context/asOf.ts).
   */
  asOfSet: { value?: number | null };
  /** Webhooks: registered endpoints, event subscriptions, deliveries, receiver-side faults (webhooks/, docs/webhooks.md). */
  webhooks: WebhookStore;
  /** Member Data Portability: members registered per app, and the change log of what members did (docs/identity.md). */
  portability: PortabilityStore;
  /** Verified on LinkedIn: what each app last saw of each member's verifications (docs/identity.md). */
  verificationSeen: VerificationSeenStore;
}

export interface MockContextOptions {
  /** Fixed service time in ms since the epoch; by default the clock follows real time. */
  now?: number;
  /**
   * A fixture set to start with (checked; throws FixtureError). It adds to the default data set
   * (the demo app, Ada Lovelace and the other default members, the generated network), or
   * replaces it with `"replaceDefaults": true`. `POST /__admin/reset` comes back to it.
   */
  fixtures?: Fixtures;
  /** Refuse plain-http authorization and token requests even on loopback hosts (CLI --strict-https). */
  strictHttps?: boolean;
  /** Access token length in characters (CLI --token-length; default 500). */
  tokenLength?: number;
  /** Authorization code lifetime in seconds (default 60). */
  codeLifetimeSeconds?: number;
  /**
   * The address clients use, e.g. "http://in-mock:8789" (CLI --public-url): the standalone server
   * answers every request as that origin (redirects, dialog links), and the admin API accepts it
   * in the Host header besides the loopback names.
   */
  publicUrl?: string;
  /** False turns the admin API off: every /__admin/ path but health answers 404 (CLI --no-admin). Default true. */
  adminApi?: boolean;
  /** Every admin request must carry `Authorization: Bearer <adminToken>` (CLI --admin-token). */
  adminToken?: string;
  /**
   * The id of a member every sign-in dialog approves for at once, without the login and consent
   * pages (CLI --auto-approve); `service.admin.autoApprove` changes it. Default: the dialog asks.
   */
  autoApprove?: string;
  /**
   * The private RSA key (a JWK with `kid`) the service signs id_tokens with, so a test can pin it;
   * by default one is made at first use and kept (`--state` saves it).
   */
  signingKey?: SigningJwk;
  /**
   * Seconds of the mock clock an uploaded item of each media type stays PROCESSING before it is
   * AVAILABLE (CLI --media-processing), e.g. `{ video: 120, document: 10 }`; a type not named keeps
   * its default (MEDIA_PROCESSING_SECONDS: image 0, document 5, video 30). 0 to 86400 each.
   */
  mediaProcessingSeconds?: Partial<Record<'image' | 'video' | 'document', number>>;
  /**
   * Every new image, video and document stays PROCESSING once uploaded until released one by one
   * (`POST /__admin/media`, `service.admin.mediaProcessing`, the admin page) (CLI --hold-media). Default false.
   */
  holdMedia?: boolean;
  /**
   * A /rest call whose `LinkedIn-Version` is sunset within this many days of the mock clock gets a
   * journal note and a badge on the admin page (CLI --sunset-warning-days). Default 30; 0 to 3650.
   */
  sunsetWarningDays?: number;
  /**
   * Replay LinkedIn's platform as it was on this day (CLI --as-of): '2019-06-01', an ISO time or ms.
   * The dated changes of docs/over-time.md apply as of it (v1's shutdown, the JavaScript SDK's end,
   * partner-only resources, closed sign-in products, the OpenID issuer) and the LinkedIn-Version
   * calendar is read on it. Default: none, today's platform with a working v1 era. The clock is
   * not moved: tokens, signatures and id_tokens keep the clock's time.
   */
  asOf?: string | number;
  /**
   * Host names the service may read a shared page from for share-offsite's preview besides this
   * machine (loopback), e.g. `['blog.example.com']`: hosts a test answers itself (an MSW handler in
   * the same process, a name mapped to loopback). Never the network otherwise (docs/links.md).
   */
  previewHosts?: string[];
}

/** Every key of MockContextOptions, for refusing a misspelled one (didYouMean.ts). */
export const CONTEXT_OPTION_KEYS = ['now', 'fixtures', 'strictHttps', 'tokenLength', 'codeLifetimeSeconds', 'publicUrl', 'adminApi', 'adminToken', 'autoApprove', 'signingKey', 'mediaProcessingSeconds', 'holdMedia', 'sunsetWarningDays', 'asOf', 'previewHosts'] as const;
// Compile-time: the list names every option (a new option left out of it fails here).
const everyOptionListed: Exclude<keyof MockContextOptions, (typeof CONTEXT_OPTION_KEYS)[number]> extends never ? true : false = true;
void everyOptionListed;

/** The settings in force: start-up options, then fixture settings, then defaults.ts. */
export function settingsOf(ctx: MockContext): ServiceSettings {
  const options = ctx.startup.options;
  return {
    tokenLength: options.tokenLength ?? ctx.fixtureSettings.tokenLength ?? ACCESS_TOKEN_LENGTH,
    codeLifetimeSeconds: options.codeLifetimeSeconds ?? ctx.fixtureSettings.codeLifetimeSeconds ?? AUTHORIZATION_CODE_LIFETIME_SECONDS,
    strictHttps: options.strictHttps ?? ctx.fixtureSettings.strictHttps ?? false,
    mediaProcessingSeconds: { ...MEDIA_PROCESSING_SECONDS, ...options.mediaProcessingSeconds },
    holdMedia: options.holdMedia ?? false,
    sunsetWarningDays: options.sunsetWarningDays ?? SUNSET_WARNING_DAYS,
    previewHosts: options.previewHosts ?? [],
  };
}
