// Organization Lookup (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-lookup-api):
//   GET /rest/organizations/{id}                          one page (the admin view for a member with a role on it)
//   GET /rest/organizations?ids=List(1001,1002)            batch get: {results, statuses, errors} keyed by id
//   GET /rest/organizations?q=vanityName&vanityName=x      finder: the page with that vanity name (v1 universal-name)
//   GET /rest/networkSizes/{org urn}?edgeType=COMPANY_FOLLOWED_BY_MEMBER   {firstDegreeSize}: the follower count
//       (the old spelling CompanyFollowedByMember only on /v2 and on versions before 202305)
// and the same on /v2 (unversioned). Ids are the v1 company ids.
import type { TodayCall } from '../TodayRoute.js';
import type { CompanyRecord } from '../../store/network.js';
import { projectRecord } from '../../restli/projectRecord.js';
import { listParam } from '../../restli/complexValue.js';
import { parseUrn } from '../../restli/urn.js';
import { record } from '../../records/safeKey.js';
import { organizationEnv, viewOfPage } from './organizationAccess.js';
import { finderAnswer } from './finderAnswer.js';
import { ORGANIZATIONS_BATCH_MAX } from '../../defaults.js';
import { followerCount } from './organizationNumbers.js';
import { BadRequest, InvalidParameter, NotFound } from '../../api/errors.js';

function notFound(id: string): NotFound {
  return new NotFound(`Organization ${id} does not exist.`);
}

function view(call: TodayCall, company: CompanyRecord, fields = call.projection): Record<string, unknown> {
  return projectRecord(company, viewOfPage(call, company, fields), fields, organizationEnv(call));
}

/** A path or batch key: the id, or (as some clients send it) the organization URN. */
function idOf(key: string): string {
  const urn = parseUrn(key);
  return urn && urn.namespace === 'li' && urn.entityType === 'organization' ? urn.id : key;
}

export function getOrganization(call: TodayCall) {
  const id = idOf(call.params.id);
  const company = call.ctx.network.companies.get(id);
  if (!company) throw notFound(id);
  return { body: view(call, company) };
}

function batchGet(call: TodayCall) {
  const ids = listParam(call.url, 'ids', { max: ORGANIZATIONS_BATCH_MAX, tooMany: (count) => new BadRequest(`A batch get takes at most ${ORGANIZATIONS_BATCH_MAX} ids, not ${count}.`) }) ?? [];
  // Keyed by what the caller sent: records with no prototype, so an id such as `__proto__` is only a key.
  const results = record();
  const statuses = record<number>();
  const errors = record();
  for (const given of ids) {
    if (typeof given !== 'string' || !given) throw new InvalidParameter('ids');
    const company = call.ctx.network.companies.get(idOf(given));
    if (company) {
      results[given] = view(call, company);
      statuses[given] = 200;
    } else {
      statuses[given] = 404;
      errors[given] = { status: 404, message: `Organization ${idOf(given)} does not exist.` };
    }
  }
  return { body: { results, statuses, errors } };
}

function byVanityName(call: TodayCall) {
  const name = call.query.get('vanityName');
  if (!name) throw new BadRequest('The vanityName finder needs vanityName={vanity name}.');
  const found = [...call.ctx.network.companies.values()].filter((c) => c.universalName.toLowerCase() === name.toLowerCase());
  return { body: finderAnswer(found, undefined, call.projection, (company, fields) => view(call, company, fields)) };
}

export function organizations(call: TodayCall) {
  if (call.finder === 'vanityName') return byVanityName(call);
  if (call.query.has('ids')) return batchGet(call);
  throw new BadRequest('GET organizations needs an id in the path, ids=List(…) or q=vanityName.');
}

/** The edge a page's follower count is asked with, and its spelling before version 202305. */
const EDGE_TYPE = 'COMPANY_FOLLOWED_BY_MEMBER';
const OLD_EDGE_TYPE = 'CompanyFollowedByMember';
/**
 * The first LinkedIn-Version (YYYYMM01) that refuses OLD_EDGE_TYPE: "This changed in the LinkedIn API
 * 202305 release" (ebx/ebx-linkedin-sdk CHANGELOG 4.5.0; ebx/ebx-linkedin-sdk#367: a 400 on the old value).
 */
export const EDGE_TYPE_RENAMED_VERSION = '20230501';

/**
 * Whether `edgeType` asks for a page's followers in the call's version: COMPANY_FOLLOWED_BY_MEMBER
 * always; the old CompanyFollowedByMember on /v2 (unversioned) and on /rest versions before 202305.
 * @example edgeTypeAccepted('CompanyFollowedByMember', '20261101') // false
 */
export function edgeTypeAccepted(edgeType: string | null, version: string | undefined): boolean {
  if (edgeType === EDGE_TYPE) return true;
  return edgeType === OLD_EDGE_TYPE && (version === undefined || version < EDGE_TYPE_RENAMED_VERSION);
}

/** The follower count of a page: `networkSizes/{urn:li:organization:…}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`. */
export function networkSize(call: TodayCall) {
  if (!edgeTypeAccepted(call.query.get('edgeType'), call.version)) throw new InvalidParameter('edgeType');
  const urn = call.urns.urn;
  const company = call.ctx.network.companies.get(urn.id);
  if (!company) throw notFound(urn.id);
  return { body: { firstDegreeSize: followerCount(company) } };
}
