// Organization Authorizations, the permission check LinkedIn recommends over reading roles
// (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-authorizations/organization-authorizations;
// "Getting Started": "LinkedIn recommends that partners call the permission-based endpoint
// /organizationAuthorizations, to check a user's permission level"; methods GET, BATCH_GET, BATCH_FIND;
// permission rw_organization_admin):
//   GET /rest/organizationAuthorizations/(impersonator:{person urn},organization:{org urn},authorizationAction:(organizationRoleAuthorizationAction:(actionType:ADMINISTRATOR_READ)))
//   GET /rest/organizationAuthorizations?ids=List((impersonator:…,organization:…,authorizationAction:(…)),…)
//   GET /rest/organizationAuthorizations?bq=authorizationActionsAndImpersonator&authorizationActions=List((authorizationAction:(…)),…)[&impersonator=…]
// (the batch finder as linkedin-api-client's own example sends it, each criterion the action itself,
// `List((OrganizationRoleAuthorizationAction:(actionType:ADMINISTRATOR_READ)),…)`, is read too).
// Each authorization is `{impersonator, organization, authorizationAction, status}`, `status`
// `{"approved":{}}` or `{"denied":{}}`, answered from the member's roles in the page permissions every
// other check of the mock asks (pagePermissions.ts; the mapping of the action types is below, docs/organizations.md):
// an app that gates a feature on this endpoint gets the answer the feature's own call gets. The
// impersonator is the caller (a person URN of another member is a 403): a member learns their own
// permissions. The batch finder answers, per criterion, every page the member holds a role on.
import type { TodayCall, TodayResult } from '../TodayRoute.js';
import { rawSegments } from '../TodayRoute.js';
import type { CompanyRecord } from '../../store/network.js';
import { complexParam, listParam, parseComplexValue, type RestliValue } from '../../restli/complexValue.js';
import { parseUrn } from '../../restli/urn.js';
import { own, record } from '../../records/safeKey.js';
import { callerIsPerson } from '../callerIsPerson.js';
import { allAcls } from './pageRoles.js';
import { memberMayOnPage, type PageAction } from './pagePermissions.js';
import { companyOfOrganization } from './organizationAccess.js';
import { organizationUrn } from './organizationRecords.js';
import { ORGANIZATIONS_BATCH_MAX } from '../../defaults.js';
import { AccessDenied, BadRequest, InvalidParameter } from '../../api/errors.js';

const RESOURCE = 'organizationAuthorizations';

/** The action kinds LinkedIn's page names, as their union members are written in JSON. */
const KINDS = ['organizationRoleAuthorizationAction', 'organizationContentAuthorizationAction', 'organizationProfileAuthorizationAction', 'organizationActivityAuthorizationAction', 'organizationAnalyticsAuthorizationAction', 'organizationApplicationAuthorizationAction'] as const;
type Kind = (typeof KINDS)[number];

/**
 * Which page permission answers an action (the mock's mapping: LinkedIn names the actions, not the roles
 * behind each): the role actions are the page's administrators' (listRoles, assignRoles); creating,
 * editing and deleting organic posts the roles that post (post, delete), viewing them as the author
 * the roles that read its posts (readPosts); the dark (sponsored) posts' the same; analytics the
 * statistics' (readStatistics); any other kind or type, the administrators'.
 */
function permissionOf(kind: Kind, actionType: string): PageAction {
  if (kind === 'organizationRoleAuthorizationAction') return actionType.endsWith('_WRITE') ? 'assignRoles' : 'listRoles';
  if (kind === 'organizationContentAuthorizationAction') {
    if (actionType.endsWith('_VIEW_AS_AUTHOR')) return 'readPosts';
    if (actionType.endsWith('_DELETE')) return 'delete';
    if (actionType.endsWith('_CREATE') || actionType.endsWith('_EDIT')) return 'post';
  }
  if (kind === 'organizationAnalyticsAuthorizationAction') return 'readStatistics';
  return 'listRoles';
}

interface Action {
  kind: Kind;
  actionType: string;
}

const isRecord = (value: RestliValue | undefined): value is Record<string, RestliValue> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * An action from its Rest.li value: `(organizationRoleAuthorizationAction:(actionType:X))`, or that
 * wrapped as `(authorizationAction:(…))`; a kind written with a capital first letter (linkedin-api-client's
 * example) is the same kind. Anything else is `Parameter '{name}' is invalid`.
 */
function actionOf(value: RestliValue | undefined, name: string): Action {
  const union = isRecord(value) && isRecord(own(value, 'authorizationAction')) ? (value.authorizationAction as Record<string, RestliValue>) : value;
  if (!isRecord(union) || Object.keys(union).length !== 1) throw new InvalidParameter(name);
  const [written] = Object.keys(union);
  const kind = KINDS.find((k) => k.toLowerCase() === written!.toLowerCase());
  const inner = union[written!];
  const actionType = isRecord(inner) ? own(inner, 'actionType') : undefined;
  if (!kind || typeof actionType !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(actionType)) throw new InvalidParameter(name);
  return { kind, actionType };
}

/** One authorization as the answer writes it. */
function authorization(call: TodayCall, impersonator: string, company: CompanyRecord, action: Action): Record<string, unknown> {
  const permission = permissionOf(action.kind, action.actionType);
  // The member's permission on the page, whatever the asking token carries (it needs rw_organization_admin to ask).
  const approved = memberMayOnPage(call.caller.memberId, permission, company);
  return {
    impersonator,
    organization: organizationUrn(company.id),
    authorizationAction: { [action.kind]: { actionType: action.actionType } },
    status: approved ? { approved: {} } : { denied: {} },
  };
}

/** The impersonator a call names (the caller when it names none); another member is a 403. */
function impersonatorOf(call: TodayCall, given: RestliValue | undefined, access: string): string {
  if (given === undefined) return `urn:li:person:${call.caller.memberId}`;
  const person = typeof given === 'string' ? parseUrn(given) : undefined;
  if (person?.namespace !== 'li' || person.entityType !== 'person') throw new InvalidParameter('impersonator');
  if (!callerIsPerson(call, person.id)) throw new AccessDenied(RESOURCE, access, call.version);
  return given as string;
}

/** One key `(impersonator:…,organization:…,authorizationAction:(…))` read into what it asks. */
function keyAsked(call: TodayCall, value: RestliValue, name: string, access: string): { impersonator: string; company: CompanyRecord | undefined; organization: string; action: Action } {
  if (!isRecord(value) || typeof own(value, 'organization') !== 'string') throw new InvalidParameter(name);
  const organization = value.organization as string;
  const urn = parseUrn(organization);
  if (urn?.namespace !== 'li' || urn.entityType !== 'organization') throw new InvalidParameter(name);
  // The key's action field: `authorizationAction` (the batch finder's criterion name), or `action`.
  const action = actionOf(own(value, 'authorizationAction') ?? own(value, 'action'), name);
  return { impersonator: impersonatorOf(call, own(value, 'impersonator'), access), company: companyOfOrganization(call, organization), organization, action };
}

/** An authorization asked of a page the data set does not have: denied (no one holds a role there). */
function deniedOf(impersonator: string, organization: string, action: Action): Record<string, unknown> {
  return { impersonator, organization, authorizationAction: { [action.kind]: { actionType: action.actionType } }, status: { denied: {} } };
}

/** GET /rest/organizationAuthorizations/{key}. */
export function getAuthorization(call: TodayCall): TodayResult {
  const raw = rawSegments(call.url.pathname)[2] ?? '';
  const asked = keyAsked(call, parseComplexValue(raw, 'key'), 'key', 'GET');
  return { body: asked.company ? authorization(call, asked.impersonator, asked.company, asked.action) : deniedOf(asked.impersonator, asked.organization, asked.action) };
}

/** GET /rest/organizationAuthorizations?ids=List(…) and ?bq=authorizationActionsAndImpersonator. */
export function authorizations(call: TodayCall): TodayResult {
  if (call.query.get('bq') === 'authorizationActionsAndImpersonator') return batchFind(call);
  if (call.query.has('bq')) throw new BadRequest(`'${call.query.get('bq')}' is not a batch finder of ${RESOURCE}; use bq=authorizationActionsAndImpersonator.`);
  if (!call.query.has('ids')) throw new BadRequest(`GET ${RESOURCE} needs a key in the path, ids=List(…) or bq=authorizationActionsAndImpersonator.`);
  const ids = listParam(call.url, 'ids', { max: ORGANIZATIONS_BATCH_MAX, tooMany: (count) => new BadRequest(`A batch get takes at most ${ORGANIZATIONS_BATCH_MAX} keys, not ${count}.`) }) ?? [];
  const raws = rawItems(call.url.searchParams.get('ids') ?? '');
  const results = record();
  const statuses = record<number>();
  ids.forEach((value, index) => {
    const asked = keyAsked(call, value, 'ids', 'BATCH_GET');
    // Keyed as the caller wrote the key (records with no prototype: a key is only a key).
    const keyText = raws[index] ?? String(index);
    results[keyText] = asked.company ? authorization(call, asked.impersonator, asked.company, asked.action) : deniedOf(asked.impersonator, asked.organization, asked.action);
    statuses[keyText] = 200;
  });
  return { body: { results, statuses, errors: {} } };
}

/** The items of a `List(…)` as written, each decoded once (the keys of a batch get's answer). */
function rawItems(list: string): string[] {
  const inner = list.startsWith('List(') && list.endsWith(')') ? list.slice(5, -1) : '';
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '(') depth++;
    else if (inner[i] === ')') depth--;
    else if (inner[i] === ',' && depth === 0) {
      out.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  if (inner) out.push(inner.slice(start));
  return out;
}

/** The batch finder: per criterion, the authorization on every page the member holds a role on. */
function batchFind(call: TodayCall): TodayResult {
  const criteria = listParam(call.url, 'authorizationActions', { max: ORGANIZATIONS_BATCH_MAX, tooMany: (count) => new BadRequest(`The batch finder takes at most ${ORGANIZATIONS_BATCH_MAX} authorizationActions, not ${count}.`) });
  if (!criteria?.length) throw new BadRequest('The batch finder authorizationActionsAndImpersonator needs authorizationActions=List((authorizationAction:(organizationRoleAuthorizationAction:(actionType:ADMINISTRATOR_READ))),…).');
  const impersonator = impersonatorOf(call, complexParam(call.url, 'impersonator'), 'BATCH_FINDER');
  const pages = [...new Set(allAcls(call.ctx).filter((acl) => acl.memberId === call.caller.memberId).map((acl) => acl.companyId))].map((id) => call.ctx.network.companies.get(id)!);
  const elements = criteria.map((criterion) => {
    const action = actionOf(criterion, 'authorizationActions');
    const found = pages.map((company) => authorization(call, impersonator, company, action));
    return { elements: found, paging: { start: 0, count: found.length, links: [] } };
  });
  return { body: { elements } };
}
