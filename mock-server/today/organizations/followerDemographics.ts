// Who a page's follower is, in the facets of LinkedIn's follower statistics (Organization Follower
// Statistics https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/follower-statistics),
// read from the member's v1 profile where it says, derived from the member id where it does not:
//   seniority (`urn:li:seniority:{1..10}`, LinkedIn's Seniorities,
//     https://learn.microsoft.com/en-us/linkedin/shared/references/v2/standardized-data/seniorities):
//     from the title of the current position (SENIORITY_BY_TITLE; a title none matches is 3, Entry);
//   function (`urn:li:function:{1..26}`, LinkedIn's Job Functions,
//     https://learn.microsoft.com/en-us/linkedin/shared/references/v2/standardized-data/functions):
//     from the same title (FUNCTION_BY_TITLE);
//   staff count range (`SIZE_11_TO_50`…): the head count of the current employer when it is a page of
//     the data set (the rule organizationRecords.ts gives a page's own staffCountRange);
//   country (`urn:li:geo:{id}`, LinkedIn's Geo ids, https://learn.microsoft.com/en-us/linkedin/shared/references/v2/standardized-data/locations/geo):
//     the v1 `location.country.code` (so the counts agree with v1's company-statistics `countries`);
//   region (`urn:li:geo:{id}`): the v1 `location.name` when it is an area of vocabulary/locations.ts,
//     whose geo id is 90000000 + its region number (LinkedIn's own for us:84, the San Francisco Bay
//     Area, urn:li:geo:90000084; the mock's for the others).
// A member without a current position, a title no rule reads, an employer outside the data set or a
// location outside the list gets a value picked from the member id (FNV-1a hash of `{facet}:{id}`),
// so every follower counts once in every facet and each facet totals the follower count.
import type { MockContext } from '../../context/context.js';
import { LOCATION_AREAS, areaNamed } from '../../vocabulary/locations.js';
import { staffCountRange, STAFF_COUNT_RANGE_NAMES } from './organizationRecords.js';

/** One follower's facets, as LinkedIn's follower statistics name them. */
export interface FollowerFacets {
  seniority: string;
  function: string;
  staffCountRange: string;
  geoCountry: string;
  geo: string;
}

/** LinkedIn's geo ids of the countries of the data set's places. */
export const COUNTRY_GEO_IDS: Record<string, number> = {
  us: 103644278,
  gb: 101165590,
  de: 101282230,
  fr: 105015875,
  ca: 101174742,
  nl: 102890719,
  se: 105117694,
  in: 102713980,
  ng: 105365761,
};

/** The geo id of an area of vocabulary/locations.ts. */
export const areaGeoId = (region: number) => 90_000_000 + region;

/** Title words → seniority (first match wins): 10 Owner, 9 Partner, 8 CXO, 7 VP, 6 Director, 5 Manager, 4 Senior, 2 Training, 1 Unpaid. */
const SENIORITY_BY_TITLE: [RegExp, number][] = [
  [/\b(owner|founder)\b/i, 10],
  [/\bpartner\b/i, 9],
  [/\b(chief|ceo|cto|cfo|coo|cio)\b/i, 8],
  [/\b(vp|vice president)\b/i, 7],
  [/\b(director|head of)\b/i, 6],
  [/\b(manager|lead)\b/i, 5],
  [/\b(senior|principal|staff|architect)\b/i, 4],
  [/\b(intern|trainee|apprentice)\b/i, 2],
  [/\bvolunteer\b/i, 1],
];
/** Entry level, the seniority of a title no rule above reads. */
const ENTRY_SENIORITY = 3;

/** Title words → job function (first match wins). */
const FUNCTION_BY_TITLE: [RegExp, number][] = [
  [/\bproduct\b/i, 19], // Product Management
  [/\b(recruit\w*|talent|people|hr)\b/i, 12], // Human Resources
  [/\bmarketing\b/i, 15], // Marketing
  [/\b(account executive|sales)\b/i, 25], // Sales
  [/\b(writer|editor|communications?)\b/i, 16], // Media and Communication
  [/\b(designer|design)\b/i, 3], // Arts and Design
  [/\b(scientist|research\w*|analyst)\b/i, 24], // Research
  [/\b(engineer\w*|architect|developer|technology)\b/i, 8], // Engineering
  [/\b(finance|accountant)\b/i, 10], // Finance
  [/\b(teacher|professor|lecturer)\b/i, 7], // Education
  [/\b(lawyer|counsel|legal)\b/i, 14], // Legal
  [/\b(operations|logistics)\b/i, 18], // Operations
];
const FUNCTION_COUNT = 26;
const SENIORITY_COUNT = 10;

/** FNV-1a, 32 bits: a stable number of a text, for the derived facets. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A value picked from `choices` by the member id, the same each time. */
const pick = <T>(facet: string, memberId: string, choices: readonly T[]): T => choices[hash(`${facet}:${memberId}`) % choices.length]!;

interface Position {
  isCurrent?: boolean;
  title?: unknown;
  company?: { id?: unknown };
}

/**
 * The facets of one follower.
 * @example followerFacetsOf(ctx, 'aZ3kq9XbW1').geoCountry // 'urn:li:geo:101165590' (Ada lives in London)
 */
export function followerFacetsOf(ctx: MockContext, memberId: string): FollowerFacets {
  const member = ctx.directory.members.get(memberId);
  const current = Array.isArray(member?.positions) ? (member.positions as Position[]).find((p) => p.isCurrent) : undefined;
  const title = typeof current?.title === 'string' ? current.title : undefined;
  const seniority = title !== undefined ? (SENIORITY_BY_TITLE.find(([words]) => words.test(title))?.[1] ?? ENTRY_SENIORITY) : pick('seniority', memberId, range(SENIORITY_COUNT));
  const jobFunction = (title !== undefined ? FUNCTION_BY_TITLE.find(([words]) => words.test(title))?.[1] : undefined) ?? pick('function', memberId, range(FUNCTION_COUNT));
  const employer = current?.company?.id === undefined ? undefined : ctx.network.companies.get(String(current.company.id));
  const staff = employer ? staffCountRange(employer.employeeCount) : pick('staffCountRange', memberId, STAFF_COUNT_RANGE_NAMES);
  const location = member?.location as { name?: unknown; country?: { code?: unknown } } | undefined;
  const code = typeof location?.country?.code === 'string' ? location.country.code.toLowerCase() : undefined;
  const known = code !== undefined && COUNTRY_GEO_IDS[code] !== undefined ? code : undefined;
  const inCountry = LOCATION_AREAS.filter((area) => area.country === known);
  const area = areaNamed(location?.name) ?? (inCountry.length ? pick('geo', memberId, inCountry) : pick('geo', memberId, LOCATION_AREAS));
  return {
    seniority: `urn:li:seniority:${seniority}`,
    function: `urn:li:function:${jobFunction}`,
    staffCountRange: staff,
    geoCountry: `urn:li:geo:${COUNTRY_GEO_IDS[known ?? area.country]}`,
    geo: `urn:li:geo:${areaGeoId(area.region)}`,
  };
}

/** 1..n. */
function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}
