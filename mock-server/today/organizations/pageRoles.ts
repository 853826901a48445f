// Who holds which role on which company page (Organization Access Control by Role
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-access-control-by-role).
// A v1 company administrator (`admins`, the is-company-admin of v1) is an ADMINISTRATOR, APPROVED;
// a fixture gives any other role, in any state, with `companies[].pageRoles`. What each role may
// do is written here once, for the handlers, the docs and the tests:
//   post, comment and upload as the page (w_organization_social): POSTING_ROLES (Posts API)
//   read its posts with the author finder (r_organization_social): PAGE_POST_READING_ROLES (Posts API)
//   read its statistics (follower, page, share statistics): ANALYTICS_ROLES
//   subscribe an app to its social action notifications (rw_organization_admin): NOTIFICATION_SUBSCRIBER_ROLES
//   see its admin-only fields (Organization Lookup): any APPROVED role
import type { MockContext } from '../../context/context.js';
import type { CompanyRecord } from '../../store/network.js';

/** The roles of organizationAcls (Organization Access Control by Role). */
export const ORGANIZATION_ROLES = [
  'ADMINISTRATOR',
  'CONTENT_ADMINISTRATOR',
  'DIRECT_SPONSORED_CONTENT_POSTER',
  'RECRUITING_POSTER',
  'LEAD_CAPTURE_ADMINISTRATOR',
  'LEAD_GEN_FORMS_MANAGER',
  'ANALYST',
  'CURATOR',
] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** The states of a role assignment. */
export const ROLE_STATES = ['APPROVED', 'REQUESTED', 'REJECTED', 'REVOKED'] as const;
export type RoleState = (typeof ROLE_STATES)[number];

/** Roles that may post, comment and upload media as the page (Posts API, w_organization_social). */
export const POSTING_ROLES: readonly OrganizationRole[] = ['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR', 'DIRECT_SPONSORED_CONTENT_POSTER', 'RECRUITING_POSTER'];

/**
 * Roles that may read the page's posts with the author finder: the Posts API restricts
 * r_organization_social to ADMINISTRATOR, DIRECT_SPONSORED_CONTENT_POSTER and CONTENT_ADMIN.
 * RECRUITING_POSTER posts as the page but is not one of them, so it does not read the page's posts.
 */
export const PAGE_POST_READING_ROLES: readonly OrganizationRole[] = ['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR', 'DIRECT_SPONSORED_CONTENT_POSTER'];

/** Roles that may read the page's statistics (follower, page and share statistics). */
export const ANALYTICS_ROLES: readonly OrganizationRole[] = ['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR', 'ANALYST', 'CURATOR'];

/**
 * Roles that may subscribe an app to the page's social action notifications (Organization Social
 * Action Notifications: rw_organization_admin, "restricted to organizations in which the
 * authenticated member has the following role: ADMINISTRATOR"); a subscriber who loses it gets none.
 */
export const NOTIFICATION_SUBSCRIBER_ROLES: readonly OrganizationRole[] = ['ADMINISTRATOR'];

/** One role assignment, as organizationAcls lists it. */
export interface PageAcl {
  companyId: string;
  memberId: string;
  role: OrganizationRole;
  state: RoleState;
}

/**
 * Every role assignment on a page: its v1 administrators first (ADMINISTRATOR, APPROVED), then the
 * roles its fixture gives (a member listed in both keeps each distinct role once).
 * @example aclsOfPage(company)[0] // { companyId: '1001', memberId: 'aZ3kq9XbW1', role: 'ADMINISTRATOR', state: 'APPROVED' }
 */
export function aclsOfPage(company: CompanyRecord): PageAcl[] {
  const out: PageAcl[] = company.admins.map((memberId) => ({ companyId: company.id, memberId, role: 'ADMINISTRATOR', state: 'APPROVED' }));
  for (const given of company.pageRoles ?? []) {
    if (out.some((acl) => acl.memberId === given.memberId && acl.role === given.role)) continue;
    out.push({ companyId: company.id, memberId: given.memberId, role: given.role as OrganizationRole, state: (given.state ?? 'APPROVED') as RoleState });
  }
  return out;
}

/** Every role assignment of the data set, page by page in company order. */
export function allAcls(ctx: MockContext): PageAcl[] {
  return [...ctx.network.companies.values()].flatMap(aclsOfPage);
}

/** The APPROVED roles a member holds on a page. */
export function approvedRoles(company: CompanyRecord, memberId: string): OrganizationRole[] {
  return aclsOfPage(company).filter((acl) => acl.memberId === memberId && acl.state === 'APPROVED').map((acl) => acl.role);
}

/** True when the member holds one of `roles`, APPROVED, on the page. */
export function hasRole(company: CompanyRecord, memberId: string, roles: readonly OrganizationRole[]): boolean {
  return approvedRoles(company, memberId).some((role) => roles.includes(role));
}
