// Adding, changing or revoking a member's role on a page (Organization Access Control by Role,
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-access-control-by-role:
// "methods: PUT, roleAssignee FINDER, organization FINDER"):
//   PUT /rest/organizationAcls/(organization:{org urn},role:{ROLE},roleAssignee:{person urn})   (and /v2)
//   {"roleAssignee":"urn:li:person:…","role":"CURATOR","state":"APPROVED","organization":"urn:li:organization:…"}
//   → 204, no body (a Rest.li UPDATE; the key's form and the record's fields as LinkedIn's Compliance
//   Events record an UPDATE of organizationAcls: resourceUri `/organizationAcls/(organization:…,role:…,roleAssignee:…)`,
//   activity `{roleAssignee, role, state, organization}`).
// Only an ADMINISTRATOR of the page, with rw_organization_admin (pagePermissions.ts assignRoles), may;
// anyone else gets 403 ACCESS_DENIED on organizationAcls.UPDATE. The assignment is written by
// pageRoles.ts setPageRole, so the finders, the page permissions, the admin page and v1's company
// administrators all see it at once.
import type { TodayCall, TodayResult } from '../TodayRoute.js';
import { rawSegments } from '../TodayRoute.js';
import { parseComplexValue, type RestliValue } from '../../restli/complexValue.js';
import { parseUrn } from '../../restli/urn.js';
import { jsonBody } from '../jsonBody.js';
import { ORGANIZATION_ROLES, ROLE_STATES, setPageRole, type OrganizationRole, type RoleState } from './pageRoles.js';
import { mayOnPage } from './pagePermissions.js';
import { companyOfOrganization } from './organizationAccess.js';
import { AccessDenied, BadRequest, NotFound, Unprocessable } from '../../api/errors.js';

const KEY_SHAPE = '(organization:urn:li:organization:{id},role:{ROLE},roleAssignee:urn:li:person:{id}), its URNs percent-encoded';

/** The role assignment a path names: its three parts, read from the raw path segment. */
function keyOf(call: TodayCall): { organization: string; role: OrganizationRole; roleAssignee: string } {
  const raw = rawSegments(call.url.pathname)[2] ?? '';
  let value: RestliValue;
  try {
    value = parseComplexValue(raw, 'key');
  } catch {
    throw new BadRequest(`The key of a role assignment is ${KEY_SHAPE}; '${call.params.key}' cannot be read.`);
  }
  const fields = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  const [organization, role, roleAssignee] = ['organization', 'role', 'roleAssignee'].map(text);
  if (!organization || !role || !roleAssignee) throw new BadRequest(`The key of a role assignment is ${KEY_SHAPE}; '${call.params.key}' lacks a part.`);
  if (!(ORGANIZATION_ROLES as readonly string[]).includes(role)) throw new BadRequest(`'${role}' is not a page role; the roles are ${ORGANIZATION_ROLES.join(', ')}.`);
  return { organization, role: role as OrganizationRole, roleAssignee };
}

/** PUT /rest/organizationAcls/{key}: the assignment of the key, in the body's state. */
export async function updateAcl(call: TodayCall): Promise<TodayResult> {
  const key = keyOf(call);
  const company = companyOfOrganization(call, key.organization);
  if (!company || !mayOnPage(call, 'assignRoles', company)) throw new AccessDenied('organizationAcls', 'UPDATE', call.version);
  const body = await jsonBody(call.request);
  for (const field of ['organization', 'role', 'roleAssignee'] as const) {
    if (body[field] !== undefined && body[field] !== key[field]) {
      throw new BadRequest(`The body's ${field} '${String(body[field])}' is not the key's '${key[field]}'; an update names the assignment of its key.`);
    }
  }
  if (body.state === undefined) throw new Unprocessable('/state', 'field is required but not found and has no default value');
  if (typeof body.state !== 'string' || !(ROLE_STATES as readonly string[]).includes(body.state)) {
    throw new Unprocessable('/state', `${JSON.stringify(body.state)} is not an enum symbol; use ${ROLE_STATES.join(', ')}`);
  }
  const person = parseUrn(key.roleAssignee);
  if (person?.namespace !== 'li' || person.entityType !== 'person') throw new BadRequest(`The roleAssignee of a role assignment is a member, urn:li:person:{id}; it is '${key.roleAssignee}'.`);
  const memberId = call.ctx.subjects.memberOf(call.caller.apiKey, person.id) ?? person.id;
  if (!call.ctx.directory.members.has(memberId)) throw new NotFound(`Member ${person.id} does not exist.`);
  setPageRole(company, memberId, key.role, body.state as RoleState);
  return { status: 204 };
}
