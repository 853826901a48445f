// Lifetime page statistics by facet (Organization Page Statistics
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/page-statistics:
// "The API returns view and click statistics segmented by various facets"), in the fields the current
// versions answer: pageStatisticsBySeniority (`seniority`), ByFunction (`function`), ByStaffCountRange
// (`staffCountRange`) with the page's views, ByIndustryV2 (`industryV2`), ByGeoCountry and ByGeo (`geo`)
// with allPageViews alone, and ByTargetedContent (the mock has no targeted content: []); the shape as
// live answers show it (gitroomhq/postiz-app's `Root` of the page statistics element).
// The data set records no page visitor, so the mock splits the page's views by its followers' facets
// (followerDemographics.ts; industry as v1 counts it): each facet's values share the views in
// proportion to the followers who hold them, largest remainders first, so every facet totals
// allPageViews. A page without followers has no facet element.
import type { MockContext } from '../../context/context.js';
import type { CompanyRecord } from '../../store/network.js';
import { industryCode } from '../../vocabulary/industries.js';
import { liUrn } from '../../restli/urn.js';
import { followerFacetsOf, type FollowerFacets } from './followerDemographics.js';
import { viewsOfCount, type PageViewCounts } from './organizationNumbers.js';

/** The facets of page statistics: the answer's field, the key its elements name their value by, and which views they carry. */
const FACETS = [
  { field: 'pageStatisticsBySeniority', key: 'seniority', of: 'seniority', views: 'all' },
  { field: 'pageStatisticsByFunction', key: 'function', of: 'function', views: 'all' },
  { field: 'pageStatisticsByStaffCountRange', key: 'staffCountRange', of: 'staffCountRange', views: 'all' },
  { field: 'pageStatisticsByIndustryV2', key: 'industryV2', of: 'industry', views: 'total' },
  { field: 'pageStatisticsByGeoCountry', key: 'geo', of: 'geoCountry', views: 'total' },
  { field: 'pageStatisticsByGeo', key: 'geo', of: 'geo', views: 'total' },
] as const;

type FacetValues = FollowerFacets & { industry: string | undefined };

/**
 * `total` split over `weights` (value → followers), most followers first, in whole numbers that sum to
 * `total` (the largest remainders get the leftover units).
 * @example splitByWeight(10, new Map([['a', 2], ['b', 1]])) // [['a', 7], ['b', 3]]
 */
export function splitByWeight(total: number, weights: ReadonlyMap<string, number>): [string, number][] {
  const sum = [...weights.values()].reduce((n, w) => n + w, 0);
  if (!sum) return [];
  const ordered = [...weights].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en', { numeric: true }));
  const shares = ordered.map(([value, weight]) => ({ value, exact: (total * weight) / sum }));
  const out = shares.map(({ value, exact }) => ({ value, n: Math.floor(exact), rest: exact - Math.floor(exact) }));
  let left = total - out.reduce((n, share) => n + share.n, 0);
  for (const share of [...out].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    share.n++;
    left--;
  }
  return out.map(({ value, n }) => [value, n]);
}

/**
 * The lifetime facets of a page's statistics, each totalling `views.allPageViews.pageViews`.
 * @example pageFacets(ctx, company, pageViews(ctx, company, now, start, now)).pageStatisticsBySeniority[0] // { seniority: 'urn:li:seniority:4', pageStatistics: { views: { … } } }
 */
export function pageFacets(ctx: MockContext, company: CompanyRecord, views: PageViewCounts): Record<string, unknown[]> {
  const followers: FacetValues[] = company.followers.map((id) => {
    const code = industryCode(ctx.directory.members.get(id)?.industry);
    return { ...followerFacetsOf(ctx, id), industry: code === undefined ? undefined : liUrn('industry', String(code)) };
  });
  const out: Record<string, unknown[]> = {};
  for (const facet of FACETS) {
    const weights = new Map<string, number>();
    for (const follower of followers) {
      const value = follower[facet.of];
      if (value !== undefined) weights.set(value, (weights.get(value) ?? 0) + 1);
    }
    out[facet.field] = splitByWeight(views.allPageViews.pageViews, weights).map(([value, n]) => ({
      [facet.key]: value,
      pageStatistics: { views: facet.views === 'all' ? viewsOfCount(n) : { allPageViews: { pageViews: n } } },
    }));
  }
  out.pageStatisticsByTargetedContent = [];
  return out;
}
