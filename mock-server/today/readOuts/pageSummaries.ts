// The company pages as the admin page's Pages section lists them (`admin.pages()`,
// `GET /__admin/pages`): each page as LinkedIn's organization (`urn:li:organization:{id}`), its
// name and vanity name, its follower count (followerCount, the number networkSizes answers) and
// every role assignment on it (aclsOfPage, what organizationAcls lists), with the member's name.
// In company order, as the data set holds them.
import type { MockContext } from '../../context/context.js';
import type { CompanyRecord } from '../../store/network.js';
import { liUrn } from '../../restli/urn.js';
import { organizationUrn } from '../organizations/organizationRecords.js';
import { followerCount } from '../organizations/organizationNumbers.js';
import { aclsOfPage, type OrganizationRole, type RoleState } from '../organizations/pageRoles.js';

/** One role assignment on a page: the member (`urn:li:person:{id}`, as organizationAcls names the assignee), the role and its state. */
export interface PageRoleSummary {
  memberId: string;
  /** `urn:li:person:{memberId}`, organizationAcls' `roleAssignee`. */
  member: string;
  /** The member's name, or their id when the data set no longer holds them. */
  name: string;
  role: OrganizationRole;
  state: RoleState;
}

/** One company page of `admin.pages()`. */
export interface PageSummary {
  /** `urn:li:organization:{company id}`. */
  urn: string;
  /** The v1 company id. */
  id: string;
  /** `localizedName`. */
  name: string;
  /** `vanityName` (v1 `universal-name`): the page's address, linkedin.com/company/{vanityName}. */
  vanityName: string;
  /** The follower count, networkSizes' `firstDegreeSize`. */
  followers: number;
  /** Every role assignment, organizationAcls' order: v1 administrators first, then the fixture's roles. */
  roles: PageRoleSummary[];
}

function summaryOf(ctx: MockContext, company: CompanyRecord): PageSummary {
  return {
    urn: organizationUrn(company.id),
    id: company.id,
    name: company.name,
    vanityName: company.universalName,
    followers: followerCount(company),
    roles: aclsOfPage(company).map((acl) => {
      const member = ctx.directory.members.get(acl.memberId);
      return { memberId: acl.memberId, member: liUrn('person', acl.memberId), name: member ? `${member.firstName} ${member.lastName}` : acl.memberId, role: acl.role, state: acl.state };
    }),
  };
}

/**
 * Every company page of the data set with its followers and roles.
 * @example pageSummaries(ctx)[0].urn // 'urn:li:organization:1001'
 */
export function pageSummaries(ctx: MockContext): PageSummary[] {
  return [...ctx.network.companies.values()].map((company) => summaryOf(ctx, company));
}
