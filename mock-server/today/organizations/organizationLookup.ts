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
import type { ProjectionField } from '../../restli/projection.js';
import { batchGet as restliBatchGet, entityProjection } from '../../restli/batchGet.js';
import { parseUrn } from '../../restli/urn.js';
import { organizationEnv, viewOfPage } from './organizationAccess.js';
import { finderAnswer } from './finderAnswer.js';
import { ORGANIZATIONS_BATCH_MAX } from '../../defaults.js';
import { followerCount } from './organizationNumbers.js';
import { BadRequest, InvalidParameter, NotFound } from '../../api/errors.js';

function notFound(id: string): NotFound {
  return new NotFound(`Organization ${id} does not exist.`);
}

function view(call: TodayCall, company: CompanyRecord, fields: ProjectionField[] | undefined): Record<string, unknown> {
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
  return { body: view(call, company, call.projection) };
}

function batchGet(call: TodayCall) {
  // Keyed by what the caller sent (restli/batchGet.ts, the one batch get).
  return {
    body: restliBatchGet(call.url, ORGANIZATIONS_BATCH_MAX, (given) => {
      if (typeof given !== 'string') throw new InvalidParameter('ids');
      const company = call.ctx.network.companies.get(idOf(given));
      if (!company) throw notFound(idOf(given));
      return { name: given, value: view(call, company, entityProjection(call.projection)) };
    }),
  };
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

/**
 * The first version that spells the edge COMPANY_FOLLOWED_BY_MEMBER only: with 202305 and later
 * `CompanyFollowedByMember` answers 400 (ebx/ebx-linkedin-sdk#367; docs/over-time.md), as YYYYMM01.
 */
export const EDGE_TYPE_RENAMED_IN = '20230501';

/** The follower count of a page: `networkSizes/{urn:li:organization:…}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`. */
export function networkSize(call: TodayCall) {
  const edgeType = call.query.get('edgeType');
  // CompanyFollowedByMember: the older spelling of the same edge, still in callers' code: /v2 and
  // versions before 202305 take it (and the new one: not refused on a guess), later versions not.
  const oldSpellingTaken = call.version === undefined || call.version < EDGE_TYPE_RENAMED_IN;
  if (edgeType !== 'COMPANY_FOLLOWED_BY_MEMBER' && !(edgeType === 'CompanyFollowedByMember' && oldSpellingTaken)) throw new InvalidParameter('edgeType');
  const urn = call.urns.urn;
  const company = call.ctx.network.companies.get(urn.id);
  if (!company) throw notFound(urn.id);
  return { body: { firstDegreeSize: followerCount(company) } };
}
