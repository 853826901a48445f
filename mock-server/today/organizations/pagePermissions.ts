// What a member may do with a company page, as one table (Organization Access Control by Role
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-access-control-by-role;
// the Posts API https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api;
// the Comments API https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api;
// the Videos API https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/videos-api):
// each action names the APPROVED roles on the page that allow it, the scopes of which the token
// must carry one (none named: the endpoint's own scopes decide, docs/organizations.md "Endpoints"),
// and the product the app must have when the rule asks it itself. Every room asks the one question,
// `mayOnPage` (and `tokenMayActOnPages`, where LinkedIn refuses a token before it looks at the page);
// none checks a role itself (test/architecture/pagePermissions.test.ts). The table is docs/organizations.md's
// "Roles" table, row for row (pagePermissions.test.ts).
import type { TodayCall } from '../TodayRoute.js';
import type { CompanyRecord } from '../../store/network.js';
import { grantsAnyOf, type Product, type Scope } from '../../scopes.js';
import { appHasProduct } from '../../apps/appHasProduct.js';
import { aclsOfPage, ORGANIZATION_ROLES, type OrganizationRole } from './pageRoles.js';

/** One action of the table. */
export interface PagePermission {
  /** The action as docs/organizations.md names it. */
  what: string;
  /** The APPROVED roles on the page that allow it. */
  roles: readonly OrganizationRole[];
  /** Any one of these on the token; undefined: the endpoint's scopes decide (the rule adds none). */
  scopes?: readonly Scope[];
  /** The product of the developer portal the token's app must have, when the rule asks it itself. */
  product?: Product;
  /** Where the rule comes from (a source tag of docs/organizations.md, or our choice). */
  source: string;
}

/** Roles that post, comment and upload as the page (Posts API, w_organization_social). */
const POSTING_ROLES: readonly OrganizationRole[] = ['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR', 'DIRECT_SPONSORED_CONTENT_POSTER', 'RECRUITING_POSTER'];

/** The four scopes of the organization products: a token with one of them is an "organization token". */
const ORGANIZATION_TOKEN_SCOPES: readonly Scope[] = ['w_organization_social', 'r_organization_social', 'rw_organization_admin', 'r_organization_admin'];

/** The scopes that act for a page in comments and reactions (w_organization_social, or the Community Management API's feed scope). */
const PAGE_SOCIAL_WRITE_SCOPES: readonly Scope[] = ['w_organization_social', 'w_organization_social_feed'];

/** The table. */
export const PAGE_PERMISSIONS = {
  post: {
    what: 'post, upload as the page',
    roles: POSTING_ROLES,
    scopes: ['w_organization_social'],
    product: 'communityManagement',
    source: 'POSTS, IMAGES',
  },
  uploadVideo: {
    what: 'upload a video as the page (`POST /rest/videos?action=initializeUpload`, the page as `owner`)',
    roles: ['ADMINISTRATOR', 'DIRECT_SPONSORED_CONTENT_POSTER'],
    scopes: ['w_organization_social'],
    product: 'communityManagement',
    source: 'VIDEOS ("the caller needs to have ADMIN or DSC permissions for the company page")',
  },
  delete: {
    what: "delete the page's posts",
    roles: POSTING_ROLES,
    scopes: ['w_organization_social'],
    product: 'communityManagement',
    source: 'our choice: the roles that post (LinkedIn does not document one for a delete)',
  },
  readPosts: {
    what: 'read its posts with the author finder (`GET /rest/posts?q=author&author=urn:li:organization:…`)',
    // The Posts API restricts r_organization_social to ADMINISTRATOR, DIRECT_SPONSORED_CONTENT_POSTER
    // and CONTENT_ADMIN: a RECRUITING_POSTER posts as the page but does not read its posts.
    roles: ['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR', 'DIRECT_SPONSORED_CONTENT_POSTER'],
    scopes: ['r_organization_social', 'rw_organization_admin', 'r_organization_admin'],
    source: 'POSTS (`r_organization_social` "restricted to … ADMINISTRATOR, DIRECT_SPONSORED_CONTENT_POSTER, CONTENT_ADMIN"); a `RECRUITING_POSTER` posts as the page but does not read its posts',
  },
  readPost: {
    what: 'read one of its posts by URN (`GET /rest/posts/{urn}`)',
    roles: ORGANIZATION_ROLES,
    source: 'our choice: anyone who runs the page',
  },
  readUpload: {
    what: 'read its legacy assets (`GET /v2/assets/{id}`)',
    roles: ORGANIZATION_ROLES,
    source: 'our choice: anyone who runs the page',
  },
  pollMedia: {
    what: "poll the status of its images and documents (`GET /rest/images/{urn}`, `/rest/documents/{urn}`); a member's own images and documents take the same token (a video's status, any token)",
    roles: ORGANIZATION_ROLES,
    scopes: ORGANIZATION_TOKEN_SCOPES,
    source: 'IMAGES, DOCUMENTS as Postiz\'s provider records LinkedIn: "images and documents only by organization tokens — a w_member_social token is write-only for those endpoints"; which role: our choice, anyone who runs the page',
  },
  comment: {
    what: 'comment and react as the page',
    roles: POSTING_ROLES,
    scopes: PAGE_SOCIAL_WRITE_SCOPES,
    source: 'COMMENTS (page roles), POSTS (the roles that post)',
  },
  readComments: {
    what: "read the comments of its posts",
    roles: POSTING_ROLES,
    scopes: ['r_organization_social', 'r_organization_social_feed', ...PAGE_SOCIAL_WRITE_SCOPES],
    source: 'COMMENTS',
  },
  readStatistics: {
    what: 'read its statistics (follower, page and share statistics)',
    // The three statistics pages name rw_organization_admin alone, "Restricted to organizations in which the
    // authenticated member has the following role: ADMINISTRATOR".
    roles: ['ADMINISTRATOR'],
    scopes: ['rw_organization_admin'],
    source: 'FOLLOW, PAGE, SHARE (`rw_organization_admin` "Restricted to organizations in which the authenticated member has the following role: ADMINISTRATOR")',
  },
  listRoles: {
    what: 'list its role assignments (`q=organization`)',
    roles: ['ADMINISTRATOR'],
    source: 'ACL',
  },
  assignRoles: {
    what: 'add, change or revoke a role assignment (`PUT /rest/organizationAcls/{key}`)',
    roles: ['ADMINISTRATOR'],
    scopes: ['rw_organization_admin'],
    source: 'ACL (`rw_organization_admin` "Restricted to organizations in which the authenticated member has the role type ADMINISTRATOR")',
  },
  seeAdminFields: {
    what: 'see its admin-only fields',
    roles: ORGANIZATION_ROLES,
    source: 'LOOKUP',
  },
  subscribe: {
    what: 'subscribe an app to its social action notifications (a subscription lasts while its member holds the role)',
    roles: ['ADMINISTRATOR'],
    source: 'NOTIFICATIONS (`rw_organization_admin` "restricted to organizations in which the authenticated member has the following role: ADMINISTRATOR")',
  },
} as const satisfies Record<string, PagePermission>;

/** The actions of the table. */
export type PageAction = keyof typeof PAGE_PERMISSIONS;
export const PAGE_ACTIONS = Object.keys(PAGE_PERMISSIONS) as PageAction[];

/** Who asks: the service and the caller's token. */
type Asker = Pick<TodayCall, 'ctx' | 'caller'>;

/** The APPROVED roles a member holds on a page. */
function approvedRoles(company: CompanyRecord, memberId: string): OrganizationRole[] {
  return aclsOfPage(company)
    .filter((acl) => acl.memberId === memberId && acl.state === 'APPROVED')
    .map((acl) => acl.role);
}

/**
 * Whether the caller's token carries what `action` asks of it on any page: one of the row's scopes
 * and its app the row's product. LinkedIn refuses a token without them before it looks at the page
 * (postAsPage.ts), so a room may ask this alone first.
 * @example tokenMayActOnPages(call, 'post') // false for a token without w_organization_social
 */
export function tokenMayActOnPages(call: Asker, action: PageAction): boolean {
  const rule: PagePermission = PAGE_PERMISSIONS[action];
  if (rule.scopes && !grantsAnyOf(call.caller.scopes, rule.scopes)) return false;
  if (!rule.product) return true;
  const app = call.ctx.directory.apps.get(call.caller.apiKey);
  return !!app && appHasProduct(app, rule.product);
}

/**
 * Whether a member's roles on `company` allow `action`, whatever the token: for a rule asked when no
 * call is made (a subscription lasts only while its member may subscribe). A call asks `mayOnPage`.
 * @example memberMayOnPage('aZ3kq9XbW1', 'subscribe', company)
 */
export function memberMayOnPage(memberId: string, action: PageAction, company: CompanyRecord | undefined): boolean {
  if (!company) return false;
  const roles: readonly OrganizationRole[] = PAGE_PERMISSIONS[action].roles;
  return approvedRoles(company, memberId).some((role) => roles.includes(role));
}

/**
 * The one question every room asks of a page: may the caller do `action` on `company` (undefined:
 * no such page, so no)? Its token as the row asks, and one of the row's roles APPROVED on the page.
 * @example mayOnPage(call, 'readStatistics', company)
 */
export function mayOnPage(call: Asker, action: PageAction, company: CompanyRecord | undefined): boolean {
  return tokenMayActOnPages(call, action) && memberMayOnPage(call.caller.memberId, action, company);
}
