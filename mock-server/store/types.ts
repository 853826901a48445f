// Records the mock service holds. Ids are strings everywhere. Member fields use their v1 JSON
// (camelCase) names, so a fixture file reads like the API's own JSON.
import type { Product, Scope } from '../scopes.js';

/** An application registration (spec: "Application registration"). */
export interface AppRecord {
  apiKey: string;
  secretKey: string;
  name: string;
  logoUrl?: string;
  /** Absolute URLs without '#'; their query strings are ignored when matching. */
  redirectUrls: string[];
  /** Used when an authorization request carries no scope (current flow). */
  defaultScope: Scope[];
  /** Member ids designated developers (the developer rate limit). */
  developers: string[];
  /**
   * The original's "JavaScript API domains": exact origins (http://localhost:5173) or host
   * patterns with `*` wildcards (*.example.com, any scheme and port).
   */
  jsOrigins: string[];
  /**
   * Self-serve products of today's developer portal this app does not have (scopes.ts PRODUCTS);
   * absent or empty: it has them all. Ask with apps/appHasProduct.ts.
   */
  withheldProducts?: Product[];
  /**
   * Partner products LinkedIn approved this app for (scopes.ts PRODUCTS: refresh tokens, client
   * credentials, Community Management); absent or empty: none. Ask with apps/appHasProduct.ts.
   */
  grantedProducts?: Product[];
  /**
   * The tier of the Community Management API (docs/organizations.md): 'standard' (the default) or
   * 'development', whose posts as a page LinkedIn refuses with 403 partnerApiPostsExternal.CREATE.
   */
  communityManagementTier?: 'development' | 'standard';
  /** The day it was registered on the developer portal, YYYY-MM-DD; absent: an app of the v1 era (docs/over-time.md). */
  createdOn?: string;
  /** In a partner program of the v1 era: the 2015 developer program transition spares it (docs/over-time.md). */
  v1Partner?: boolean;
  /** The app's id in the developer portal (`urn:li:developerApplication:{id}`); absent: derived from the API key (apps/applicationId.ts). */
  applicationId?: string;
}

/** A member: sign-in credentials plus profile fields under their v1 JSON names. */
export interface MemberRecord {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  headline?: string;
  /** What the member verified on LinkedIn (Verified on LinkedIn, docs/identity.md); absent: nothing. */
  verification?: MemberVerification;
  [field: string]: unknown;
}

/** A member's verifications on LinkedIn: identity (a government ID) and workplace (a work e-mail or Microsoft Entra). */
export interface MemberVerification {
  identity?: { verifiedAt: number; method?: string };
  workplace?: { verifiedAt: number; method?: string; organizationName: string; organizationUrl?: string };
}

/** What every credential a member grants an app has: access tokens and refresh tokens alike. */
export interface GrantedCredential {
  token: string;
  apiKey: string;
  memberId: string;
  scopes: Scope[];
  issuedAt: number;
  expiresAt: number;
  /** Set when it stopped working before its expiry: the member revoked the app, or granted other scopes. */
  invalidated?: 'revoked' | 'replaced';
}

/** An access token as the service remembers it. */
export interface AccessTokenRecord extends GrantedCredential {
  /** The authorization code this token was exchanged for (a reused code revokes it, RFC 6749 4.1.2). */
  code?: string;
  /** `framework`: the 30-minute token the JavaScript framework (in.js) gets at sign-in; absent for OAuth tokens. */
  kind?: 'framework';
  /**
   * OAuth 1.0a tokens only: the token secret the app signs with (RFC 5849 3.4.2). A token with a
   * secret works only in signed requests; one without (OAuth 2.0) only as a bearer token.
   */
  tokenSecret?: string;
  /**
   * An application token (client_credentials, `auth_type` 2L): it acts for no member (`memberId`
   * is empty) and every member endpoint refuses it.
   */
  application?: true;
  /** The refresh token a token was issued with or from (today's platform). */
  refreshToken?: string;
}

/** Result of checking a presented token: what the REST handlers need to answer. */
export type TokenCheck =
  | { status: 'valid'; record: AccessTokenRecord }
  | { status: 'invalid' }
  | { status: 'expired'; record: AccessTokenRecord }
  | { status: 'revoked'; record: AccessTokenRecord };
