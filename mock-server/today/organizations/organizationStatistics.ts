// A page's statistics (numbers from organizationNumbers.ts):
//   GET /rest/organizationalEntityFollowerStatistics?q=organizationalEntity&organizationalEntity={urn}[&timeIntervals=(…)]
//       (Follower Statistics https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/follower-statistics)
//       lifetime: follower counts by facet; time-bound: followerGains {organicFollowerGain, paidFollowerGain} per bucket
//   GET /rest/organizationPageStatistics?q=organization&organization={urn}[&timeIntervals=(…)]
//       (Page Statistics https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/page-statistics)
//       totalPageStatistics {views, clicks}; lifetime also by facet (pageDemographics.ts)
//   GET /rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity={urn}[&timeIntervals=(…)][&shares=List(…)|&ugcPosts=List(…)]
//       (Share Statistics https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/share-statistics)
//       only within the past 12 months, a rolling window (SHARE_STATISTICS_WINDOW_MONTHS): lifetime sums
//       the posts of the window, a bucket or a named post before it counts nothing
// Each needs the page's readStatistics (pagePermissions.ts); a malformed timeIntervals is LinkedIn's
// `Parameter 'timeIntervals' is invalid`.
import type { TodayCall } from '../TodayRoute.js';
import type { ShareRecord } from '../../store/network.js';
import { listParam } from '../../restli/complexValue.js';
import { parseUrn } from '../../restli/urn.js';
import { hasWildcard, type ProjectionField } from '../../restli/projection.js';
import { own, record } from '../../records/safeKey.js';
import { shareOfNumber } from '../../store/postNumbers.js';
import { analyticsPage } from './organizationAccess.js';
import { organizationUrn } from './organizationRecords.js';
import { finderAnswer } from './finderAnswer.js';
import { addMonths, buckets, timeIntervalsParam } from './queryValues.js';
import { followerFacets, followersAt, lifetimeWindow, pageClicks, pageViews, pagePosts, shareNumbers, shareNumbersOf, type PageViewCounts } from './organizationNumbers.js';
import { pageFacets } from './pageDemographics.js';
import { SHARE_STATISTICS_WINDOW_MONTHS, STATISTICS_ELEMENTS_MAX, STATISTICS_POSTS_MAX } from '../../defaults.js';
import { BadRequest, InvalidParameter } from '../../api/errors.js';


export function followerStatistics(call: TodayCall) {
  const company = analyticsPage(call, 'organizationalEntityFollowerStatistics', 'FINDER-organizationalEntity', call.query.get('organizationalEntity'), 'organizationalEntity');
  const now = call.ctx.clock.now();
  const interval = timeIntervalsParam(call.url, now);
  const entity = organizationUrn(company.id);
  const elements: Record<string, unknown>[] = interval
    ? buckets(interval).map((range) => ({
        timeRange: range,
        followerGains: { organicFollowerGain: followersAt(company, now, range.end) - followersAt(company, now, range.start), paidFollowerGain: 0 },
        organizationalEntity: entity,
      }))
    : [{ ...followerFacets(call.ctx, company), organizationalEntity: entity }];
  return { body: finderAnswer(elements, undefined, call.projection, (element, fields) => pick(element, fields)) };
}

export function pageStatistics(call: TodayCall) {
  const company = analyticsPage(call, 'organizationPageStatistics', 'FINDER-organization', call.query.get('organization'), 'organization');
  const now = call.ctx.clock.now();
  const interval = timeIntervalsParam(call.url, now);
  const organization = organizationUrn(company.id);
  const total = (views: PageViewCounts) => ({ views, clicks: pageClicks(views) });
  let elements: Record<string, unknown>[];
  if (interval) {
    elements = buckets(interval).map((range) => ({ timeRange: range, totalPageStatistics: total(pageViews(call.ctx, company, now, range.start, range.end)), organization }));
  } else {
    // Lifetime: the totals and the views by facet (time-bound statistics are not segmented, as LinkedIn's are not).
    const views = pageViews(call.ctx, company, now, lifetimeWindow(now).start, now);
    elements = [{ totalPageStatistics: total(views), ...pageFacets(call.ctx, company, views), organization }];
  }
  return { body: finderAnswer(elements, undefined, call.projection, (element, fields) => pick(element, fields)) };
}

/**
 * The posts a `shares=List(…)` / `ugcPosts=List(…)` names, each of the page, each URN once (a URN
 * named again is the same post: one element, not one per repeat); a URN of another type is invalid.
 * Both lists together hold at most STATISTICS_POSTS_MAX items, counted before they are read.
 */
function namedPosts(call: TodayCall, companyId: string): { urn: string; post: ShareRecord }[] | undefined {
  const out: { urn: string; post: ShareRecord }[] = [];
  const seen = new Set<string>();
  let named = false;
  let count = 0;
  for (const [parameter, type] of [['shares', 'share'], ['ugcPosts', 'ugcPost']] as const) {
    const list = listParam(call.url, parameter, { max: STATISTICS_POSTS_MAX - count, tooMany: (more) => tooManyPosts(count + more) });
    if (!list) continue;
    named = true;
    count += list.length;
    for (const item of list) {
      const urn = typeof item === 'string' ? parseUrn(item) : undefined;
      if (!urn || urn.namespace !== 'li' || urn.entityType !== type) throw new InvalidParameter(parameter);
      if (seen.has(item as string)) continue;
      seen.add(item as string);
      const post = shareOfNumber(call.ctx.network, 'post', urn.id);
      // Posts of other pages or members have no statistics here: left out, as LinkedIn leaves them out.
      if (post && post.companyId === companyId) out.push({ urn: item as string, post });
    }
  }
  return named ? out : undefined;
}

/** The 400 of a call naming more posts than STATISTICS_POSTS_MAX (the mock's bound; LinkedIn documents none). */
function tooManyPosts(count: number) {
  return new BadRequest(`Share statistics take at most ${STATISTICS_POSTS_MAX} posts in shares=List(…) and ugcPosts=List(…) together, not ${count}; ask for the others in another call.`);
}

/** The field an element names its post in: `ugcPost` for a ugcPost URN, else `share`. */
const postKey = (urn: string) => (urn.startsWith('urn:li:ugcPost:') ? 'ugcPost' : 'share');

/**
 * Whether a post's statistics are still kept: published within the rolling window of the past
 * SHARE_STATISTICS_WINDOW_MONTHS months (LinkedIn keeps share statistics "only within the past 12
 * months, using a rolling 12-month window"; the mock counts a post's numbers when it was published).
 */
function withinWindow(post: ShareRecord, now: number): boolean {
  return post.timestamp >= addMonths(now, -SHARE_STATISTICS_WINDOW_MONTHS);
}

export function shareStatistics(call: TodayCall) {
  const company = analyticsPage(call, 'organizationalEntityShareStatistics', 'FINDER-organizationalEntity', call.query.get('organizationalEntity'), 'organizationalEntity');
  const now = call.ctx.clock.now();
  const interval = timeIntervalsParam(call.url, now);
  const entity = organizationUrn(company.id);
  const named = namedPosts(call, company.id);
  const kept = (post: ShareRecord) => withinWindow(post, now);
  let elements: Record<string, unknown>[];
  if (named && interval) {
    // Given posts and an interval together (ebx/ebx-linkedin-sdk sends both, tested against LinkedIn,
    // PR #262): one element per bucket and post, the post's numbers in the bucket it was published in.
    const ranges = buckets(interval);
    if (ranges.length * named.length > STATISTICS_ELEMENTS_MAX) {
      throw new BadRequest(`This call would answer ${ranges.length * named.length} elements (${ranges.length} ${interval.granularity.toLowerCase()}s × ${named.length} posts); at most ${STATISTICS_ELEMENTS_MAX} are answered. Name fewer posts, or ask for a shorter range or a coarser timeGranularityType.`);
    }
    const numbers = shareNumbersOf(call.ctx, company, named.map(({ post }) => post));
    const none = numbers([]);
    elements = ranges.flatMap((range) =>
      named.map(({ urn, post }) => ({
        [postKey(urn)]: urn,
        timeRange: range,
        totalShareStatistics: kept(post) && post.timestamp >= range.start && post.timestamp < range.end ? numbers([post]) : none,
        organizationalEntity: entity,
      })),
    );
  } else if (named) {
    const numbers = shareNumbersOf(call.ctx, company, named.map(({ post }) => post));
    elements = named.map(({ urn, post }) => ({ [postKey(urn)]: urn, totalShareStatistics: numbers(kept(post) ? [post] : []), organizationalEntity: entity }));
  } else if (interval) {
    // The page's posts oldest first and the buckets in order: one sweep gives each bucket its posts.
    const posts = pagePosts(call.ctx, company).filter(kept);
    const numbers = shareNumbersOf(call.ctx, company, posts);
    let at = 0;
    elements = buckets(interval).map((range) => {
      while (at < posts.length && posts[at]!.timestamp < range.start) at++;
      let end = at;
      while (end < posts.length && posts[end]!.timestamp < range.end) end++;
      const inRange = posts.slice(at, end);
      at = end;
      return { timeRange: range, totalShareStatistics: numbers(inRange), organizationalEntity: entity };
    });
  } else {
    elements = [{ totalShareStatistics: shareNumbers(call.ctx, company, pagePosts(call.ctx, company).filter(kept)), organizationalEntity: entity }];
  }
  return { body: finderAnswer(elements, undefined, call.projection, (element, fields) => pick(element, fields)) };
}

/** A statistics element with only the top-level fields a projection names (a name it does not have is a 400). */
function pick(element: Record<string, unknown>, fields: ProjectionField[] | undefined): Record<string, unknown> {
  if (!fields || hasWildcard(fields)) return element;
  const out = record();
  for (const { name } of fields) {
    if (own(element, name) === undefined) throw new BadRequest(`'${name}' is not a field of this statistics element; its fields are ${Object.keys(element).join(', ')}.`);
    out[name] = element[name];
  }
  return out;
}
