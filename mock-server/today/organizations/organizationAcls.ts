// Which pages a member runs, and who runs a page (Organization Access Control by Role
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-access-control-by-role):
//   GET /rest/organizationAcls?q=roleAssignee[&role=…][&state=…][&start&count]     the caller's role assignments
//   GET /rest/organizationAcls?q=organization&organization={urn}[&role][&state]    a page's (ADMINISTRATORs of it only)
//   GET /v2/organizationalEntityAcls?q=roleAssignee | q=organizationalTarget&organizationalTarget={urn}
//       the legacy resource: the same with `organizationalTarget` (Postiz `linkedin.page.provider.ts`; renamed in 2021, 247GradLabs/LinkedInNET#38)
// `projection=(elements*(organization~(localizedName,vanityName,logoV2(original~:playableStreams))))`
// decorates each page; a page whose assignment is not APPROVED refuses the decoration (organizationAccess.ts).
import type { TodayCall } from '../TodayRoute.js';
import { projectRecord } from '../../restli/projectRecord.js';
import { aclsOfPage, allAcls, ORGANIZATION_ROLES, ROLE_STATES } from './pageRoles.js';
import { mayOnPage } from './pagePermissions.js';
import { aclTable } from './organizationRecords.js';
import { companyOfOrganization, organizationEnv } from './organizationAccess.js';
import { finderAnswer } from './finderAnswer.js';
import { pagingOf, type PagingRule } from '../../restli/paging.js';
import { oneOf } from './queryValues.js';
import { ORGANIZATION_ACLS_DEFAULT_COUNT, ORGANIZATION_ACLS_MAX_COUNT } from '../../defaults.js';
import { BadRequest, InvalidParameter, AccessDenied } from '../../api/errors.js';

/** How the ACL finders page: 10 by default, at most ORGANIZATION_ACLS_MAX_COUNT (a larger count is a 400). */
const ACL_PAGING: PagingRule = { defaultCount: ORGANIZATION_ACLS_DEFAULT_COUNT, maxCount: ORGANIZATION_ACLS_MAX_COUNT, overMax: 'refuse' };

/** The finder of `/rest/organizationAcls` (`organization`) or of the legacy `/v2/organizationalEntityAcls` (`organizationalTarget`). */
export function aclFinder(organizationKey: 'organization' | 'organizationalTarget', resource: string) {
  const table = aclTable(organizationKey);
  return (call: TodayCall) => {
    const q = call.finder;
    const role = oneOf(call.query, 'role', ORGANIZATION_ROLES);
    const state = oneOf(call.query, 'state', ROLE_STATES);
    let acls;
    // The pipeline lets only q=roleAssignee and q={organizationKey} through (their finders, organizationRoutes.ts).
    if (q === 'roleAssignee') {
      acls = allAcls(call.ctx).filter((acl) => acl.memberId === call.caller.memberId);
    } else {
      const text = call.query.get(organizationKey);
      if (!text) throw new BadRequest(`The ${organizationKey} finder needs ${organizationKey}=urn:li:organization:{id}.`);
      const company = companyOfOrganization(call, text);
      if (!company && !/^urn:li:organization(Brand)?:/.test(text)) throw new InvalidParameter(organizationKey);
      if (!company || !mayOnPage(call, 'listRoles', company)) throw new AccessDenied(resource, `FINDER-${organizationKey}`, call.version);
      acls = aclsOfPage(company);
    }
    const kept = acls.filter((acl) => (role === undefined || acl.role === role) && (state === undefined || acl.state === state));
    const paging = pagingOf(call.query, ACL_PAGING);
    const env = organizationEnv(call, kept);
    return { body: finderAnswer(kept, paging, call.projection, (acl, fields) => projectRecord(acl, table, fields, env)) };
  };
}
