// The fidelity ledger (docs/fidelity.md): its products, in the order the page shows them, and
// every entry. One file of entries per product in ledger/, each an array of plain records; the
// tests that pin an entry carry its id in their titles, and mock-server/fidelity/ledger.test.ts
// keeps the two in step (an entry no test pins, an id no entry has, a doc or live entry without
// its address all fail).
import type { LedgerEntry, LedgerProduct } from './ledgerTypes.js';
import { V1_ENTRIES } from './ledger/v1Rest.js';
import { OAUTH2_ENTRIES } from './ledger/oauth2.js';
import { OAUTH1_ENTRIES } from './ledger/oauth1.js';
import { OIDC_ENTRIES } from './ledger/oidc.js';
import { MEMBERS_ENTRIES } from './ledger/members.js';
import { RESTLI_ENTRIES } from './ledger/restli.js';
import { POSTS_ENTRIES } from './ledger/posts.js';
import { MEDIA_ENTRIES } from './ledger/media.js';
import { PAGES_ENTRIES } from './ledger/pages.js';
import { SOCIAL_ENTRIES } from './ledger/social.js';
import { IDENTITY_ENTRIES } from './ledger/identity.js';
import { WEBHOOKS_ENTRIES } from './ledger/webhooks.js';
import { TAGS_ENTRIES } from './ledger/tags.js';
import { LINKS_ENTRIES } from './ledger/links.js';

export const LEDGER_PRODUCTS: readonly LedgerProduct[] = [
  { key: 'V1', name: 'REST API v1', era: 'v1', covers: 'api.linkedin.com/v1: profiles, connections, search, network updates, shares, companies, groups, mailbox; formats, selectors, paging, errors' },
  { key: 'OAUTH2', name: 'OAuth 2.0 (authorization code, refresh, client credentials)', era: 'both', covers: '/oauth/v2/authorization, /oauth/v2/accessToken and the legacy /uas/oauth2 paths, the dialog, grants and token lifetimes' },
  { key: 'OAUTH1', name: 'OAuth 1.0a', era: 'v1', covers: '/uas/oauth/requestToken, authorize, authenticate, accessToken, signed v1 calls, the framework token exchange' },
  { key: 'OIDC', name: 'Sign In with LinkedIn using OpenID Connect', era: 'today', covers: 'the discovery document, the JWKS, the id_token, /v2/userinfo' },
  { key: 'MEMBERS', name: 'Profile API (/v2/me, /v2/emailAddress, /v2/people)', era: 'today', covers: 'the member of the token, the picture decoration, the e-mail address, other members, and what sign-in libraries do with them' },
  { key: 'RESTLI', name: "Rest.li and versions of today's API", era: 'today', covers: 'LinkedIn-Version, projections and decorations, query tunnelling, complex query values, the 404 and 429 bodies, what today\'s platform does with OAuth 1.0a' },
  { key: 'POSTS', name: 'Share on LinkedIn and the Posts API', era: 'today', covers: '/rest/posts (create, read, find, update, delete, little text, duplicates), /v2/ugcPosts, /v2/shares, the page of a post' },
  { key: 'MEDIA', name: 'Images, Videos and Documents APIs', era: 'today', covers: '/rest/images, /rest/videos in parts, /rest/documents, the legacy /v2/assets, processing, what a post may name, bounds' },
  { key: 'PAGES', name: 'Community Management API: company pages', era: 'today', covers: 'organizationAcls and page roles, statistics, posting and uploading as a page, the partner gate and the tiers' },
  { key: 'SOCIAL', name: 'Community Management API: comments and reactions', era: 'today', covers: '/rest/socialActions, /rest/reactions, the unversioned /v2/socialActions and likes' },
  { key: 'IDENTITY', name: 'Verified on LinkedIn and Member Data Portability', era: 'today', covers: 'identityMe, verificationReport and validationStatus on their tiers and versions, the verification page; the EEA member\'s snapshot, change log and authorizations' },
  { key: 'WEBHOOKS', name: 'Webhooks: Organization Social Action Notifications and Apply with LinkedIn', era: 'both', covers: 'registration and the validation challenge, re-validation and blocking, /rest/eventSubscriptions, the notifications and X-LI-Signature, retries on the mock clock; the v1 era\'s signed application POST to data-url' },
  { key: 'TAGS', name: 'Plugins of the v1 framework', era: 'v1', covers: 'IN/FollowCompany, IN/Apply and the apply dialog, IN/JYMBII, IN/CompanyInsider, IN/RecommendProduct, the share counter' },
  { key: 'LINKS', name: 'Share and profile links', era: 'both', covers: '/shareArticle and /cws/share?url=, /sharing/share-offsite/ with its Open Graph preview, the feed composer, Add to Profile' },
];

export const LEDGER: readonly LedgerEntry[] = [
  ...V1_ENTRIES,
  ...OAUTH2_ENTRIES,
  ...OAUTH1_ENTRIES,
  ...OIDC_ENTRIES,
  ...MEMBERS_ENTRIES,
  ...RESTLI_ENTRIES,
  ...POSTS_ENTRIES,
  ...MEDIA_ENTRIES,
  ...PAGES_ENTRIES,
  ...SOCIAL_ENTRIES,
  ...IDENTITY_ENTRIES,
  ...WEBHOOKS_ENTRIES,
  ...TAGS_ENTRIES,
  ...LINKS_ENTRIES,
];
