// GET /rest/memberSnapshotData?q=criteria[&domain=…][&start=N] (the Member Snapshot API,
// https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-snapshot-api):
// the member's data at the time of the call, by domain (snapshotDomains.ts), paged as LinkedIn pages it:
//   - every page's `elements` holds exactly one element, `{snapshotDomain, snapshotData: [rows]}`
//     ("elements field will always contain exactly 1 element");
//   - `start` is the index of a page, not of a row (0, 1, 2…); a page holds up to `count` rows of
//     one domain (default and most SNAPSHOT_ROWS_PER_PAGE, LinkedIn's samples' 10);
//   - `paging.links` has `prev` and `next`, `{type, rel, href}`, with the href LinkedIn writes;
//     `paging.total` is the number of pages;
//   - past the last page, and for a domain with no data: 404 "No data found for this memberId",
//     the end LinkedIn tells clients to loop until.
// `domain` is case-sensitive, one of LinkedIn's list; another value is refused.
import type { TodayCall } from '../TodayRoute.js';
import type { PageLink, PagingRule } from '../../restli/paging.js';
import { pagingOf } from '../../restli/paging.js';
import { InvalidParameter, NotFound } from '../../api/errors.js';
import { SNAPSHOT_ROWS_PER_PAGE } from '../../defaults.js';
import { LINKEDIN_DOMAINS, SNAPSHOT_DOMAINS, type SnapshotRow } from './snapshotDomains.js';
import { portabilityMember } from './portabilityAccess.js';

/** How a snapshot pages: `count` rows of a domain a page, at most SNAPSHOT_ROWS_PER_PAGE. */
const SNAPSHOT_PAGING: PagingRule = { defaultCount: SNAPSHOT_ROWS_PER_PAGE, maxCount: SNAPSHOT_ROWS_PER_PAGE, overMax: 'cap' };

/** LinkedIn's answer past the last page, the end of a walk. */
export const NO_DATA_MESSAGE = 'No data found for this memberId';

/** The href of page `start`, as LinkedIn writes it (`/rest/memberSnapshotData?count=10&domain=PROFILE&q=criteria&start=1`). */
function pageHref(count: number, domain: string | null, start: number): string {
  const query = new URLSearchParams({ count: String(count), ...(domain !== null && { domain }), q: 'criteria', start: String(start) });
  return `/rest/memberSnapshotData?${query}`;
}

/** `GET /rest/memberSnapshotData?q=criteria`. */
export function memberSnapshot(call: TodayCall) {
  const { member } = portabilityMember(call, 'memberSnapshotData', 'FINDER-criteria');
  const domain = call.query.get('domain');
  if (domain !== null && !LINKEDIN_DOMAINS.has(domain)) throw new InvalidParameter('domain');
  const paging = pagingOf(call.query, SNAPSHOT_PAGING);
  const rowsPerPage = paging.count || SNAPSHOT_ROWS_PER_PAGE;
  // Every page of the snapshot, in order: a domain's rows cut into pages of rowsPerPage.
  const pages: { snapshotDomain: string; snapshotData: SnapshotRow[] }[] = [];
  for (const one of SNAPSHOT_DOMAINS) {
    if (domain !== null && one.name !== domain) continue;
    const rows = one.rows(call.ctx, member, call.apiOrigin);
    for (let at = 0; at < rows.length; at += rowsPerPage) pages.push({ snapshotDomain: one.name, snapshotData: rows.slice(at, at + rowsPerPage) });
  }
  const page = pages[paging.start];
  if (!page) throw new NotFound(NO_DATA_MESSAGE);
  const links: PageLink[] = [];
  if (paging.start > 0) links.push({ type: 'application/json', rel: 'prev', href: pageHref(rowsPerPage, domain, paging.start - 1) });
  if (paging.start < pages.length - 1) links.push({ type: 'application/json', rel: 'next', href: pageHref(rowsPerPage, domain, paging.start + 1) });
  return { body: { paging: { start: paging.start, count: rowsPerPage, links, total: pages.length }, elements: [page] } };
}
