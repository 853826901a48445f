// GET /rest/posts?q=author&author={urn}[&isDsc=][&sortBy=][&start=&count=] (Posts API "Find Posts by
// Authors", https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api):
// the posts of one author, a member or a page, one page of them.
//   a person: the caller only, with the restricted r_member_social (Posts API: w_member_social
//     writes only; reading one's own posts is r_member_social's);
//   a page (urn:li:organization:{id}): a member who may read its posts (today/organizations/
//     pagePermissions.ts `readPosts`: a role that reads them, APPROVED, and one of its scopes);
//   anyone else: LinkedIn's partner-gate answer, 403 "Not enough permissions to access:
//     partnerApiPostsExternal.FINDER-author.{version}" (the answer public projects quote for the
//     finder, docs/organizations.md), also the answer of an app without the Community Management API.
// sortBy: LAST_MODIFIED (LinkedIn's default: the last edit, else the creation) or CREATED, newest
// first either way. isDsc=true asks for direct sponsored content, which the mock has none of: no
// elements. A value outside these is a 400.
import type { TodayCall } from '../TodayRoute.js';
import type { ShareRecord } from '../../store/network.js';
import { parseUrn } from '../../restli/urn.js';
import { projectRecord } from '../../restli/projectRecord.js';
import { pageOf, pagingOf, type PagingRule } from '../../restli/paging.js';
import { postTable } from './postRecords.js';
import { POSTS_FINDER_DEFAULT_COUNT, POSTS_FINDER_MAX_COUNT } from '../../defaults.js';
import { callerIsPerson } from '../callerIsPerson.js';
import { grantsAnyOf } from '../../scopes.js';
import { mayOnPage, PAGE_PERMISSIONS } from '../organizations/pagePermissions.js';
import { BadRequest, AccessDenied } from '../../api/errors.js';

/** The partner resource LinkedIn names when it refuses a read of the posting API. */
export const POSTS_PARTNER_RESOURCE = 'partnerApiPostsExternal';

/** The scope that lets a member read their own posts (Posts API: the restricted r_member_social; w_member_social only writes). */
export const MEMBER_POST_READING_SCOPES = ['r_member_social'] as const;

/** The scopes the Posts API names for reading a page's posts ("Find Posts by Authors"): the page permission's. */
export const PAGE_POST_READING_SCOPES = PAGE_PERMISSIONS.readPosts.scopes;

/** The orders of sortBy, LinkedIn's default first. */
export const POST_SORT_ORDERS = ['LAST_MODIFIED', 'CREATED'] as const;
type PostSortOrder = (typeof POST_SORT_ORDERS)[number];

/** How the finder pages: 10 posts by default, at most POSTS_FINDER_MAX_COUNT (a larger count is a 400). */
const POSTS_PAGING: PagingRule = { defaultCount: POSTS_FINDER_DEFAULT_COUNT, maxCount: POSTS_FINDER_MAX_COUNT, overMax: 'refuse' };

/** The order `sortBy` names; LAST_MODIFIED when absent. */
function sortOrder(call: TodayCall): PostSortOrder {
  const text = call.query.get('sortBy');
  if (text === null) return 'LAST_MODIFIED';
  if (!(POST_SORT_ORDERS as readonly string[]).includes(text)) throw new BadRequest(`sortBy must be one of ${POST_SORT_ORDERS.join(', ')}, not '${text}'.`);
  return text as PostSortOrder;
}

/** The boolean `isDsc`; false when absent. */
function wantsSponsored(call: TodayCall): boolean {
  const text = call.query.get('isDsc');
  if (text === null || text === 'false') return false;
  if (text === 'true') return true;
  throw new BadRequest(`isDsc must be true or false, not '${text}'.`);
}

/** When a post last changed, for sortBy=LAST_MODIFIED. */
const lastModified = (share: ShareRecord) => share.editedAt ?? share.timestamp;

/**
 * Which posts the finder's author names, once the caller may read them: the caller's own, or a
 * page's (its company shares). The partner-gate 403 otherwise.
 */
function authoredBy(call: TodayCall): (share: ShareRecord) => boolean {
  const author = call.query.get('author');
  const urn = author === null ? undefined : parseUrn(author);
  const refused = () => new AccessDenied(POSTS_PARTNER_RESOURCE, 'FINDER-author', call.version);
  if (urn && urn.namespace === 'li' && urn.entityType === 'person') {
    if (!callerIsPerson(call, urn.id) || !grantsAnyOf(call.caller.scopes, MEMBER_POST_READING_SCOPES)) throw refused();
    const me = call.caller.memberId;
    return (share) => share.authorId === me && !share.companyId;
  }
  if (urn && urn.namespace === 'li' && urn.entityType === 'organization') {
    const company = call.ctx.network.companies.get(urn.id);
    if (!company || !mayOnPage(call, 'readPosts', company)) throw refused();
    return (share) => share.companyId === company.id;
  }
  throw new BadRequest(`author must be a person or organization URN, urn:li:person:{id} or urn:li:organization:{id}, not '${author ?? ''}'.`);
}

/** The finder: `{paging, elements}`, newest first by `sortBy`, each post projected by `elements*(…)`. */
export function postsByAuthor(call: TodayCall) {
  const mine = authoredBy(call);
  const order = sortOrder(call);
  const sponsored = wantsSponsored(call);
  const paging = pagingOf(call.query, POSTS_PAGING);
  const time = order === 'CREATED' ? (share: ShareRecord) => share.timestamp : lastModified;
  const posts = sponsored ? [] : [...call.ctx.network.shares.values()].filter(mine).sort((a, b) => time(b) - time(a));
  const fields = call.projection?.find((field) => field.name === 'elements')?.fields;
  const page = pageOf(posts, paging);
  return { body: { paging: page.paging, elements: page.elements.map((share) => projectRecord(share, postTable, fields, call.env)) } };
}
