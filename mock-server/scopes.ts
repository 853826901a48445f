// The member permissions of both eras: the spec's Scopes table (v1) and the scopes of today's
// platform (OpenID Connect sign-in, the v2 member API, sharing). The one list the authorization
// server validates against, the consent dialog describes, the docs list and the REST handlers check.
// Also the application "products" of today's developer portal: which scopes and grants each one
// brings, which an app has by default (self-serve) and which only when granted (partner), so
// that a fixture can grant or withhold one (apps/appHasProduct.ts asks).

interface ScopeInfo {
  /** What the consent dialog tells the member the application may do. */
  grants: string;
  /** 'v1': the spec's table; 'today': the current platform; 'both': a v1 scope the current platform still knows. */
  era: 'v1' | 'today' | 'both';
  /** What the scope means on today's platform, when it exists in both eras (docs/oidc.md). */
  v2?: string;
}

export const SCOPES = {
  r_basicprofile: {
    grants: 'Your profile overview: name, photo, headline and current positions',
    era: 'both',
    v2: 'GET /v2/me with the basic profile: the lite profile plus headline and vanityName (Profile API).',
  },
  r_fullprofile: { grants: 'Your full profile: experience, education, skills and recommendations', era: 'v1' },
  r_emailaddress: {
    grants: 'The primary e-mail address of your account',
    era: 'both',
    v2: 'GET /v2/emailAddress?q=members&projection=(elements*(handle~)): the primary e-mail address.',
  },
  r_network: { grants: 'Your first and second degree connections', era: 'v1' },
  r_contactinfo: { grants: 'Your address, phone number and bound accounts', era: 'v1' },
  rw_nus: { grants: 'Read and post network updates as you', era: 'v1' },
  rw_company_admin: { grants: 'Edit the company pages you administer, post updates for them and see their analytics', era: 'v1' },
  rw_groups: { grants: 'Read and post group discussions as you', era: 'v1' },
  w_messages: { grants: 'Send messages and connection invitations as you', era: 'v1' },
  // Appears in the spec only as an example value of the scope parameter; accepted as the
  // permission to post shares, which is what the original granted with it.
  w_share: { grants: 'Share content as you', era: 'v1' },
  // ---- Today's platform (docs/oidc.md). The wording is the developer portal's for each scope. ----
  openid: { grants: 'Use your name and photo', era: 'today' },
  profile: { grants: 'Use your name and photo', era: 'today' },
  email: { grants: 'Use the primary email address associated with your LinkedIn account', era: 'today' },
  r_liteprofile: { grants: 'Use your name and photo', era: 'today' },
  w_member_social: { grants: 'Create, modify, and delete posts, comments, and reactions on your behalf', era: 'today' },
  // The Posts API's restricted read of a member's own posts ("Retrieve posts, comments, and likes on
  // behalf of an authenticated member"), for apps LinkedIn approved: here, with the Community Management API.
  r_member_social: { grants: 'Retrieve your posts, comments, likes, and other engagement data', era: 'today' },
  // The Community Management API's (docs/organizations.md); wording of the consent screen as n8n-io/n8n#1714 shows it.
  r_organization_admin: { grants: "Retrieve your organizations' pages and their reporting data (including follower, visitor and content analytics)", era: 'today' },
  rw_organization_admin: { grants: "Manage your organizations' pages and retrieve reporting data", era: 'today' },
  w_organization_social: { grants: "Create, modify, and delete posts, comments, and reactions on your organization's behalf", era: 'today' },
  r_organization_social: { grants: "Retrieve your organization's posts, comments, reactions, and other engagement data", era: 'today' },
  // The Community Management API's feed permissions for /rest comments and reactions (docs/social-actions.md;
  // Comments API https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api).
  w_member_social_feed: { grants: 'Post, comment, and react on posts on your behalf', era: 'today' },
  r_member_social_feed: { grants: 'Retrieve your posts, comments, and reactions', era: 'today' },
  w_organization_social_feed: { grants: "Post, comment, and react on posts on your organization's behalf", era: 'today' },
  r_organization_social_feed: { grants: "Retrieve your organization's posts, comments, and reactions", era: 'today' },
  // Verified on LinkedIn (docs/identity.md; its quickstarts and API reference,
  // https://learn.microsoft.com/en-us/linkedin/consumer/integrations/verified-on-linkedin/overview).
  r_verify: { grants: 'Retrieve whether your identity and workplace are verified on LinkedIn', era: 'today' },
  r_verify_details: { grants: 'Retrieve the details of your verifications: the verified name, how and when, and the organization', era: 'today' },
  r_profile_basicinfo: { grants: 'Use your name, photo, primary email address and profile URL', era: 'today' },
  r_most_recent_education: { grants: 'Use your most recent education', era: 'today' },
  r_primary_current_experience: { grants: 'Use your current position', era: 'today' },
  // The application permission of Verified on LinkedIn Plus's /rest/validationStatus (2-legged; the release notes).
  r_validation_status: { grants: "Check whether members' verifications are still valid, without a member's consent", era: 'today' },
  // Member Data Portability (DMA; docs/identity.md): the 3rd party product's, the member product's
  // in its API reference, and the one the member product's token tool provisions.
  r_dma_portability_3rd_party: { grants: 'Share your LinkedIn data with this application (Member Data Portability)', era: 'today' },
  r_dma_portability_member: { grants: 'Download your own LinkedIn data through this application (Member Data Portability)', era: 'today' },
  r_dma_portability_self_serve: { grants: 'Download your own LinkedIn data through this application (Member Data Portability)', era: 'today' },
} satisfies Record<string, ScopeInfo>;

export type Scope = keyof typeof SCOPES;

/** True when `name` is a scope the service knows. */
export function isScope(name: string): name is Scope {
  return Object.prototype.hasOwnProperty.call(SCOPES, name);
}

/**
 * The one rule of an endpoint's scopes, in both eras: any one of `wanted` lets a token in (an empty
 * list, any token). v1's scope check (admission/requireScope.ts), today's pipeline and every rule
 * that asks the token for a permission (posting and reading as a page, the decorations' fields) ask it.
 * @example grantsAnyOf(['r_liteprofile', 'openid'], ['r_liteprofile', 'r_basicprofile']) // true
 */
export function grantsAnyOf(granted: readonly string[], wanted: readonly string[]): boolean {
  return wanted.length === 0 || wanted.some((scope) => granted.includes(scope));
}

/** The scope the legacy authorization path uses when a request names none. */
export const LEGACY_DEFAULT_SCOPE: Scope[] = ['r_basicprofile'];

/** The scopes of OpenID Connect sign-in; `openid` is the one that brings an id_token. */
export const OIDC_SCOPES = ['openid', 'profile', 'email'] as const satisfies readonly Scope[];

export interface ProductInfo {
  /** The product's name on the developer portal. */
  name: string;
  /** The scopes an app may request only when it has the product. */
  scopes: readonly Scope[];
  /** What else the product brings, for the docs. */
  brings: string;
  /**
   * Present when the product lets the app make application (2-legged, client_credentials) tokens:
   * the scopes those tokens carry (none for plain client credentials).
   */
  applicationScopes?: readonly Scope[];
  /**
   * 'selfServe': added from the developer portal's Products tab by anyone, so every app has it unless its
   * fixture lists it in `withheldProducts`; 'partner': only for apps LinkedIn approved, so an app has it
   * only when its fixture lists it in `grantedProducts`.
   */
  access: 'selfServe' | 'partner';
  /**
   * The products of the Products tab this one may not share its app with: LinkedIn's portal says the
   * Community Management API "requires that it be the only product on the application for legal and
   * security reasons" (trypostit/trypost#73; verbb/social-poster#52; n8n-io/n8n#7451). An app granted
   * it has none of them, and a fixture naming one of them beside it is refused.
   */
  alone?: readonly string[];
  /**
   * Products whose endpoints an app with this one calls, with the scopes this one brings of theirs
   * (the Community Management app's r_basicprofile and w_member_social: GET /v2/me, posting as the member).
   */
  serves?: readonly string[];
}

/**
 * The products of today's developer portal. An app has the self-serve ones unless its fixture lists
 * some in `withheldProducts`, and the partner ones only when its fixture lists them in
 * `grantedProducts`; v1 scopes that no product names stay available to every app.
 */
export const PRODUCTS = {
  openidSignIn: {
    name: 'Sign In with LinkedIn using OpenID Connect',
    scopes: ['openid', 'profile', 'email'],
    brings: 'the scopes openid, profile, email: an id_token and GET /v2/userinfo',
    access: 'selfServe',
  },
  profileApi: {
    name: 'Profile API (Sign In with LinkedIn, the v2 member profile)',
    scopes: ['r_liteprofile', 'r_basicprofile', 'r_emailaddress'],
    brings: 'the scopes r_liteprofile, r_basicprofile, r_emailaddress: GET /v2/me and /v2/emailAddress (without it, /v2/me answers 403)',
    access: 'selfServe',
  },
  share: {
    name: 'Share on LinkedIn',
    scopes: ['w_member_social'],
    brings: 'the scope w_member_social: posting as the member (/v2/ugcPosts, /rest/posts)',
    access: 'selfServe',
  },
  refreshTokens: {
    name: 'Programmatic refresh tokens',
    scopes: [],
    brings: 'refresh_token and refresh_token_expires_in with every code exchange, and grant_type=refresh_token',
    access: 'partner',
  },
  clientCredentials: {
    name: 'Client Credentials (2-legged OAuth)',
    scopes: [],
    brings: 'grant_type=client_credentials: application tokens the member endpoints refuse',
    applicationScopes: [],
    access: 'partner',
  },
  communityManagement: {
    name: 'Community Management API',
    // r_basicprofile and w_member_social too: the scopes a Community Management app lists without the
    // sign-in or Share products (verbb/social-poster#52; the Community Management API Migration guide,
    // https://learn.microsoft.com/en-us/linkedin/marketing/community-management/community-management-api-migration-guide:
    // content management "Permissions required is w_organization_social, r_organization_social, w_member_social").
    scopes: ['r_organization_admin', 'rw_organization_admin', 'w_organization_social', 'r_organization_social', 'w_member_social_feed', 'r_member_social_feed', 'w_organization_social_feed', 'r_organization_social_feed', 'r_basicprofile', 'w_member_social', 'r_member_social'],
    brings:
      'the scopes r_organization_admin, rw_organization_admin, w_organization_social, r_organization_social: company pages (organizationAcls, organizations, networkSizes, statistics), posting and uploading as a page (docs/organizations.md), comments and reactions on /rest (the _feed scopes; docs/social-actions.md), and the partner-gated reads of the posting API (GET /rest/posts); r_basicprofile and w_member_social (GET /v2/me, posting as the member) without the sign-in and Share products, which its app may not have: it must be the only product on its app; Standard tier unless the app fixture says communityManagementTier: development',
    access: 'partner',
    alone: ['openidSignIn', 'profileApi', 'share'],
    serves: ['profileApi', 'share'],
  },
  // Verified on LinkedIn's three tiers (docs/identity.md): an app holding several is served as the highest.
  verifiedDevelopment: {
    name: 'Verified on LinkedIn (Development tier)',
    scopes: ['r_verify', 'r_verify_details', 'r_profile_basicinfo'],
    brings: "the scopes r_verify, r_verify_details, r_profile_basicinfo: GET /rest/identityMe and /rest/verificationReport for the app's administrators only (its developers); every other member 403; 500 calls per member and 5,000 per app a day",
    access: 'partner',
  },
  verifiedLite: {
    name: 'Verified on LinkedIn (Lite tier)',
    scopes: ['r_verify', 'r_verify_details', 'r_profile_basicinfo'],
    brings: 'the scopes r_verify, r_verify_details, r_profile_basicinfo: GET /rest/identityMe and /rest/verificationReport for every member; 500 calls per member and 5,000 per app a day',
    access: 'partner',
  },
  verifiedPlus: {
    name: 'Verified on LinkedIn Plus',
    scopes: ['r_verify', 'r_verify_details', 'r_profile_basicinfo', 'r_most_recent_education', 'r_primary_current_experience'],
    brings:
      'Lite plus the scopes r_most_recent_education, r_primary_current_experience (identityMe\'s education and position), verifiedDetails in the report (r_verify_details), and application tokens with r_validation_status for POST /rest/validationStatus?action=retrieve; no daily limit of its own',
    applicationScopes: ['r_validation_status'],
    access: 'partner',
  },
  // Member Data Portability (DMA; docs/identity.md): members in the EEA and Switzerland only.
  memberDataPortability3rdParty: {
    name: 'Member Data Portability API (3rd Party)',
    scopes: ['r_dma_portability_3rd_party'],
    brings: "the scope r_dma_portability_3rd_party: GET /rest/memberSnapshotData, /rest/memberChangeLogs, GET and POST /rest/memberAuthorizations (LinkedIn-Version 202312) for a consenting member in the EEA or Switzerland",
    access: 'partner',
  },
  memberDataPortabilityMember: {
    name: 'Member Data Portability API (Member)',
    scopes: ['r_dma_portability_member', 'r_dma_portability_self_serve'],
    brings: "the scopes r_dma_portability_member, r_dma_portability_self_serve: the same APIs for the member's own data; a token with only these scopes gets 403 on /v2/userinfo",
    access: 'partner',
  },
} as const satisfies Record<string, ProductInfo>;

export type Product = keyof typeof PRODUCTS;

/** True when `name` is a product the service knows. */
export function isProduct(name: string): name is Product {
  return Object.prototype.hasOwnProperty.call(PRODUCTS, name);
}

/** The products every app has unless its fixture withholds them. */
export const SELF_SERVE_PRODUCTS = (Object.keys(PRODUCTS) as Product[]).filter((product) => PRODUCTS[product].access === 'selfServe');

/** The products an app has only when its fixture grants them. */
export const PARTNER_PRODUCTS = (Object.keys(PRODUCTS) as Product[]).filter((product) => PRODUCTS[product].access === 'partner');

/**
 * The products any of which lets an app be granted `scope` (a member's scope, or one of its
 * application tokens'), in PRODUCTS' order; none when every app may ask for it.
 * @example productsOfScope('r_verify') // ['verifiedDevelopment', 'verifiedLite', 'verifiedPlus']
 */
export function productsOfScope(scope: Scope): Product[] {
  return (Object.keys(PRODUCTS) as Product[]).filter((product) => {
    const info: ProductInfo = PRODUCTS[product];
    return info.scopes.includes(scope) || !!info.applicationScopes?.includes(scope);
  });
}

/** The products of the Products tab an app holding `product` may not have (ProductInfo.alone). */
export function productsBeside(product: Product): readonly Product[] {
  return ((PRODUCTS[product] as ProductInfo).alone ?? []) as readonly Product[];
}

/** The products whose endpoints an app holding `product` calls as well (ProductInfo.serves). */
export function productsServed(product: Product): readonly Product[] {
  return ((PRODUCTS[product] as ProductInfo).serves ?? []) as readonly Product[];
}

/** The scopes of Member Data Portability (DMA), the products' of docs/identity.md. */
export const DMA_SCOPES: readonly Scope[] = [...PRODUCTS.memberDataPortability3rdParty.scopes, ...PRODUCTS.memberDataPortabilityMember.scopes];
