// Which pages a member runs, and who runs a page (Organization Access Control by Role
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-access-control-by-role):
//   GET /rest/organizationAcls?q=roleAssignee[&role=…][&state=…][&start&count]     the caller's role assignments
//   GET /rest/organizationAcls?q=organization&organization={urn}[&role][&state]    a page's (ADMINISTRATORs of it only)
//   GET /v2/organizationalEntityAcls?q=roleAssignee | q=organizationalTarget&organizationalTarget={urn}
//       the legacy resource: the same with `organizationalTarget` (Postiz `linkedin.page.provider.ts`; renamed in 2021, 247GradLabs/LinkedInNET#38)
// `projection=(elements*(organization~(localizedName,vanityName,logoV2(original~:playableStreams))))`
// decorates each page; a page whose assignment is not APPROVED refuses the decoration (organizationAccess.ts).
import type { V2Call } from '../V2Route.js';
import { projectRecord } from '../../restli/projectRecord.js';
import { aclsOfPage, allAcls, hasRole, ORGANIZATION_ROLES, ROLE_STATES } from './pageRoles.js';
import { aclTable } from './organizationRecords.js';
import { companyOfOrganization, organizationEnv } from './organizationAccess.js';
import { finderAnswer, finderPaging } from './finderAnswer.js';
import { oneOf } from './queryValues.js';
import { ORGANIZATION_ACLS_DEFAULT_COUNT, ORGANIZATION_ACLS_MAX_COUNT } from '../../defaults.js';
import { BadRequest, InvalidParameter, AccessDenied } from '../../api/errors.js';

/** The finder of `/rest/organizationAcls` (`organization`) or of the legacy `/v2/organizationalEntityAcls` (`organizationalTarget`). */
export function aclFinder(organizationKey: 'organization' | 'organizationalTarget', resource: string) {
  const table = aclTable(organizationKey);
  return (call: V2Call) => {
    const q = call.query.get('q');
    const role = oneOf(call.query, 'role', ORGANIZATION_ROLES);
    const state = oneOf(call.query, 'state', ROLE_STATES);
    let acls;
    if (q === 'roleAssignee') {
      acls = allAcls(call.ctx).filter((acl) => acl.memberId === call.caller.memberId);
    } else if (q === organizationKey) {
      const text = call.query.get(organizationKey);
      if (!text) throw new BadRequest(`The ${organizationKey} finder needs ${organizationKey}=urn:li:organization:{id}.`);
      const company = companyOfOrganization(call, text);
      if (!company && !/^urn:li:organization(Brand)?:/.test(text)) throw new InvalidParameter(organizationKey);
      if (!company || !hasRole(company, call.caller.memberId, ['ADMINISTRATOR'])) throw new AccessDenied(resource, `FINDER-${organizationKey}`, call.version);
      acls = aclsOfPage(company);
    } else {
      throw new BadRequest(`${q === null ? 'The finder is missing' : `'${q}' is not a finder of ${resource}`}; use q=roleAssignee or q=${organizationKey}.`);
    }
    const kept = acls.filter((acl) => (role === undefined || acl.role === role) && (state === undefined || acl.state === state));
    const paging = finderPaging(call.query, ORGANIZATION_ACLS_DEFAULT_COUNT, ORGANIZATION_ACLS_MAX_COUNT);
    const env = organizationEnv(call, kept);
    return { body: finderAnswer(kept, paging, call.projection, (acl, fields) => projectRecord(acl, table, fields, env)) };
  };
}
