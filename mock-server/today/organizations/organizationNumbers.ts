// The numbers of a page, generated from the data set, deterministic and consistent with v1's
// `GET /v1/companies/{id}/company-statistics` (v1/companies/companies.ts):
//   followers: the company's followers (v1 `num-followers`, `follow-statistics.count`); when each
//     followed is not recorded, so they are spread evenly over the FOLLOWER_SPREAD_DAYS before now,
//     the rule v1's `counts-by-month` follows (its month-end totals are followersAt at those times);
//   a page post's impressions: 3 per follower (at least one follower), clicks one in 40 impressions,
//     likes and comments those of its company update and those made through today's API (its
//     reactions, every type, and its comments, replies included: what the post's social-action summary
//     counts), shares its reshares; the same rule v1's `views-by-month` applies to the month's status
//     updates, so the sums agree for the likes and comments of v1's era;
//   unique impressions two thirds of impressions; engagement (clicks + likes + comments + shares) / impressions
//     (LinkedIn's definition; v1's leaves shares out);
//   follower facets: industry and employees as v1 counts them; seniority, function, staff count
//     range, country and region of each follower from followerDemographics.ts, each totalling the
//     follower count;
//   page views of a day: a quarter of the followers then, plus 5 per company update that day;
//     desktop three in five of them, mobile the rest; careers page clicks one jobs click in 20 views
//     and one of each other kind in 100, desktop and mobile apart (pageClicks); the views by facet
//     split as the followers' facets are (pageDemographics.ts).
import type { MockContext } from '../../context/context.js';
import { commentGroups, reactionGroup, type CompanyRecord, type ShareRecord } from '../../store/network.js';
import { industryCode } from '../../vocabulary/industries.js';
import { liUrn } from '../../restli/urn.js';
import { FOLLOWER_SPREAD_DAYS } from '../../defaults.js';
import { followerFacetsOf, type FollowerFacets } from './followerDemographics.js';

const DAY_MS = 86_400_000;
const IMPRESSIONS_PER_FOLLOWER = 3;
const IMPRESSIONS_PER_CLICK = 40;

/**
 * The page's follower count now: `networkSizes/{urn:li:organization:…}` `firstDegreeSize`, the
 * admin page's Pages section, v1 `num-followers`.
 * @example followerCount(company) === company.followers.length
 */
export function followerCount(company: CompanyRecord): number {
  return company.followers.length;
}

/**
 * How many of the page's followers followed it by time `at` (all of them at `now`).
 * @example followersAt(company, now, now) === company.followers.length
 */
export function followersAt(company: CompanyRecord, now: number, at: number): number {
  const from = now - FOLLOWER_SPREAD_DAYS * DAY_MS;
  const share = Math.min(1, Math.max(0, (at - from) / (FOLLOWER_SPREAD_DAYS * DAY_MS)));
  return Math.round(company.followers.length * share);
}

/** Share statistics: LinkedIn's `totalShareStatistics`. */
export interface ShareNumbers {
  impressionCount: number;
  uniqueImpressionsCount: number;
  clickCount: number;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  engagement: number;
}

/** The posts of a page (its company shares, v1 and today's), oldest first. */
export function pagePosts(ctx: MockContext, company: CompanyRecord): ShareRecord[] {
  return [...ctx.network.shares.values()].filter((s) => s.companyId === company.id).sort((a, b) => a.timestamp - b.timestamp || a.id.localeCompare(b.id));
}

/**
 * The statistics of a set of the page's posts, summed the way v1 sums a month: impressions first,
 * clicks from their total.
 */
export function shareNumbers(ctx: MockContext, company: CompanyRecord, posts: readonly ShareRecord[]): ShareNumbers {
  return shareNumbersOf(ctx, company, posts)(posts);
}

/**
 * The statistics of any subsets of `posts`: what each post counts (likes, comments, reshares) is read
 * from the store once, in one pass, so a call answering many buckets or posts costs the store once
 * and each answer only its posts (round five #4).
 * @example const numbers = shareNumbersOf(ctx, company, posts); numbers([posts[0]]); numbers([])
 */
export function shareNumbersOf(ctx: MockContext, company: CompanyRecord, posts: readonly ShareRecord[]): (subset: readonly ShareRecord[]) => ShareNumbers {
  const counts = new Map(posts.map((p) => [p.id, { likes: 0, comments: 0, reshares: 0 }]));
  for (const u of ctx.network.updates) {
    const count = u.type === 'CMPY' && u.companyId === company.id && u.shareId !== undefined ? counts.get(u.shareId) : undefined;
    if (!count) continue;
    count.likes += u.likes.length;
    count.comments += u.comments.length;
  }
  for (const s of ctx.network.shares.values()) {
    const count = s.attributionShareId !== undefined ? counts.get(s.attributionShareId) : undefined;
    if (count) count.reshares++;
  }
  // Today's reactions and comments on each post, by the store's groups (no other post's looked at).
  for (const [id, count] of counts) {
    count.likes += ctx.network.reactions.group(reactionGroup(`share:${id}`)).size;
    count.comments += ctx.network.socialComments.group(commentGroups.post(id)).size;
  }
  const perPost = Math.max(company.followers.length, 1) * IMPRESSIONS_PER_FOLLOWER;
  return (subset) => {
    let likeCount = 0;
    let commentCount = 0;
    let shareCount = 0;
    const seen = new Set<string>();
    for (const post of subset) {
      const count = counts.get(post.id);
      if (!count || seen.has(post.id)) continue;
      seen.add(post.id);
      likeCount += count.likes;
      commentCount += count.comments;
      shareCount += count.reshares;
    }
    const impressionCount = seen.size * perPost;
    const clickCount = Math.round(impressionCount / IMPRESSIONS_PER_CLICK);
    const engagement = impressionCount ? Number(((clickCount + likeCount + commentCount + shareCount) / impressionCount).toFixed(4)) : 0;
    return { impressionCount, uniqueImpressionsCount: Math.round((impressionCount * 2) / 3), clickCount, likeCount, commentCount, shareCount, engagement };
  };
}

/** The members who follow the page and work there now (v1 `follow-statistics.employee-count`). */
export function employeeFollowers(ctx: MockContext, company: CompanyRecord): string[] {
  return company.followers.filter((id) => {
    const positions = ctx.directory.members.get(id)?.positions;
    return Array.isArray(positions) && (positions as { isCurrent?: boolean; company?: { id?: unknown } }[]).some((p) => p.isCurrent && String(p.company?.id) === company.id);
  });
}

/** Lifetime follower counts by facet, LinkedIn's `followerCountsBy…` (organic: every follower; paid: none). */
export function followerFacets(ctx: MockContext, company: CompanyRecord): Record<string, unknown> {
  const counts = (n: number) => ({ organicFollowerCount: n, paidFollowerCount: 0 });
  const industries = new Map<number, number>();
  for (const id of company.followers) {
    const code = industryCode(ctx.directory.members.get(id)?.industry);
    if (code !== undefined) industries.set(code, (industries.get(code) ?? 0) + 1);
  }
  const employees = employeeFollowers(ctx, company).length;
  const followers = company.followers.map((id) => followerFacetsOf(ctx, id));
  return {
    followerCountsByAssociationType: employees ? [{ associationType: 'EMPLOYEE', followerCounts: counts(employees) }] : [],
    followerCountsByIndustry: [...industries]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .map(([code, n]) => ({ industry: liUrn('industry', String(code)), followerCounts: counts(n) })),
    followerCountsBySeniority: facetCounts(followers, 'seniority', counts),
    followerCountsByFunction: facetCounts(followers, 'function', counts),
    followerCountsByStaffCountRange: facetCounts(followers, 'staffCountRange', counts),
    followerCountsByGeoCountry: facetCounts(followers, 'geoCountry', counts, 'geo'),
    followerCountsByGeo: facetCounts(followers, 'geo', counts),
  };
}

/**
 * One facet's counts, LinkedIn's `[{ {key}: value, followerCounts }]` (`key` the facet's name, `geo`
 * for the countries as for the regions), most followers first (then by value): every follower
 * once, so they total the follower count.
 */
function facetCounts(followers: readonly FollowerFacets[], facet: keyof FollowerFacets, counts: (n: number) => unknown, key: string = facet): Record<string, unknown>[] {
  const tally = new Map<string, number>();
  for (const follower of followers) tally.set(follower[facet], (tally.get(follower[facet]) ?? 0) + 1);
  return [...tally]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en', { numeric: true }))
    .map(([value, n]) => ({ [key]: value, followerCounts: counts(n) }));
}

/** A count of page views and of the members behind them. */
interface PageViewPair {
  pageViews: number;
  uniquePageViews: number;
}

/** LinkedIn's `views` record as the mock fills it. */
export interface PageViewCounts {
  allPageViews: PageViewPair;
  allDesktopPageViews: PageViewPair;
  allMobilePageViews: PageViewPair;
  overviewPageViews: PageViewPair;
}

/** How many of the page's views fall in [start, end): a quarter of the followers a day, plus 5 per company update. */
function viewCount(ctx: MockContext, company: CompanyRecord, now: number, start: number, end: number): number {
  let views = 0;
  const updates = ctx.network.updates.filter((u) => u.type === 'CMPY' && u.companyId === company.id);
  for (let day = start; day < end; day += DAY_MS) {
    const dayEnd = Math.min(day + DAY_MS, end);
    views += Math.ceil(followersAt(company, now, dayEnd) / 4) + 5 * updates.filter((u) => u.timestamp >= day && u.timestamp < dayEnd).length;
  }
  return views;
}

/**
 * `views` page views as LinkedIn's `views` record: desktop three in five, mobile the rest, unique
 * three in five; the overview page all of them.
 * @example viewsOfCount(10).allDesktopPageViews // { pageViews: 6, uniquePageViews: 6 }
 */
export function viewsOfCount(views: number): PageViewCounts {
  const unique = Math.ceil((views * 3) / 5);
  const desktop = Math.round((views * 3) / 5);
  const pair = (n: number, u: number) => ({ pageViews: n, uniquePageViews: u });
  return {
    allPageViews: pair(views, unique),
    allDesktopPageViews: pair(desktop, Math.min(unique, desktop)),
    allMobilePageViews: pair(views - desktop, Math.min(unique, views - desktop)),
    overviewPageViews: pair(views, unique),
  };
}

/** Page views in [start, end): LinkedIn's `views` record of `totalPageStatistics`. */
export function pageViews(ctx: MockContext, company: CompanyRecord, now: number, start: number, end: number): PageViewCounts {
  return viewsOfCount(viewCount(ctx, company, now, start, end));
}

/** Page views per careers page click of each kind: one jobs click in 20 views, one of each other kind in 100. */
const VIEWS_PER_JOBS_CLICK = 20;
const VIEWS_PER_OTHER_CLICK = 100;

/**
 * The careers page clicks of `views` page views, LinkedIn's `clicks` record of `totalPageStatistics`
 * (`careersPageClicks` and `mobileCareersPageClicks`, each `{careersPageBannerPromoClicks,
 * careersPageEmployeesClicks, careersPagePromoLinksClicks, careersPageJobsClicks}`, the fields
 * ebx/ebx-linkedin-sdk's TotalPageStatistics reads): jobs clicks one in VIEWS_PER_JOBS_CLICK views,
 * the others one in VIEWS_PER_OTHER_CLICK, split desktop and mobile as the views are (the mock's rule).
 * @example pageClicks(viewsOfCount(200)).careersPageClicks.careersPageJobsClicks // 6
 */
export function pageClicks(views: PageViewCounts): Record<string, Record<string, number>> {
  const kinds = (n: number) => ({
    careersPageBannerPromoClicks: Math.floor(n / VIEWS_PER_OTHER_CLICK),
    careersPageEmployeesClicks: Math.floor(n / VIEWS_PER_OTHER_CLICK),
    careersPagePromoLinksClicks: Math.floor(n / VIEWS_PER_OTHER_CLICK),
    careersPageJobsClicks: Math.floor(n / VIEWS_PER_JOBS_CLICK),
  });
  return { careersPageClicks: kinds(views.allDesktopPageViews.pageViews), mobileCareersPageClicks: kinds(views.allMobilePageViews.pageViews) };
}

/** The lifetime window of page views: the FOLLOWER_SPREAD_DAYS before now. */
export function lifetimeWindow(now: number): { start: number; end: number } {
  return { start: now - FOLLOWER_SPREAD_DAYS * DAY_MS, end: now };
}
