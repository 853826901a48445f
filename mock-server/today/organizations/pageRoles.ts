// Who holds which role on which company page (Organization Access Control by Role
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-access-control-by-role).
// A v1 company administrator (`admins`, the is-company-admin of v1) is an ADMINISTRATOR, APPROVED;
// a fixture gives any other role, in any state, with `companies[].pageRoles`. What each role may
// do is one table, pagePermissions.ts, which every room asks. One writer, `setPageRole`, changes an
// assignment (PUT /organizationAcls), keeping the v1 administrators and the roles one record.
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

/**
 * Sets `memberId`'s `role` on the page to `state` (PUT /organizationAcls): an APPROVED ADMINISTRATOR is a
 * v1 administrator (v1's company admin, today's ADMINISTRATOR alike); any other assignment is kept in the
 * page's role list, once per member and role. The one writer of a page's roles.
 * @example setPageRole(company, 'aZ3kq9XbW1', 'CURATOR', 'APPROVED')
 */
export function setPageRole(company: CompanyRecord, memberId: string, role: OrganizationRole, state: RoleState): void {
  const others = (company.pageRoles ?? []).filter((given) => !(given.memberId === memberId && given.role === role));
  if (role === 'ADMINISTRATOR') {
    company.admins = company.admins.filter((id) => id !== memberId);
    if (state === 'APPROVED') {
      company.admins.push(memberId);
      company.pageRoles = others;
      return;
    }
  }
  company.pageRoles = [...others, { memberId, role, state }];
}
