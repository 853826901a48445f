// GET /v2/ugcPosts?q=authors&authors=List({urn})[&sortBy=LAST_MODIFIED|CREATED][&start=&count=]
// ("Retrieve UGC Posts by authors", UGC Post API
// https://learn.microsoft.com/en-us/linkedin/compliance/integrations/shares/ugc-post-api; the legacy
// finder schedulers still call): the posts of the authors named, newest first, in the UGC shape.
//   a page (urn:li:organization:{id}): a member who may read its posts (the page permissions'
//     readPosts: r_organization_social, rw_organization_admin or r_organization_admin, a role that reads them);
//   the caller (urn:li:person:{id}): with the restricted r_member_social, as the Posts API reads them;
//   anyone else, or without those: 403 `Not enough permissions to access: ugcPosts.FINDER-authors.NO_VERSION`.
// The same posts /rest/posts answers, as /v2/ugcPosts published them: specificContent's ShareContent
// (shareCommentary, shareMediaCategory, media), the MemberNetworkVisibility, created, lastModified.
import type { TodayCall } from '../TodayRoute.js';
import type { ShareRecord } from '../../store/network.js';
import type { RecordTable } from '../../restli/recordTable.js';
import { listParam } from '../../restli/complexValue.js';
import { parseUrn, liUrn } from '../../restli/urn.js';
import { pageOf, pagingOf, type PagingRule } from '../../restli/paging.js';
import { projectRecord } from '../../restli/projectRecord.js';
import { callerIsPerson } from '../callerIsPerson.js';
import { grantsAnyOf } from '../../scopes.js';
import { mayOnPage } from '../organizations/pagePermissions.js';
import { authorUrn, postUrn } from './postRecords.js';
import { MEMBER_POST_READING_SCOPES, POST_SORT_ORDERS } from './postsFinder.js';
import { POSTS_FINDER_DEFAULT_COUNT, POSTS_FINDER_MAX_COUNT } from '../../defaults.js';
import { AccessDenied, BadRequest, InvalidParameter } from '../../api/errors.js';

const UGC_POST_API = 'https://learn.microsoft.com/en-us/linkedin/compliance/integrations/shares/ugc-post-api';

/** How the finder pages: as the Posts API's author finder. */
const UGC_PAGING: PagingRule = { defaultCount: POSTS_FINDER_DEFAULT_COUNT, maxCount: POSTS_FINDER_MAX_COUNT, overMax: 'refuse' };

/** The share's media category and media entries, as /v2/ugcPosts takes them. */
function shareContent(share: ShareRecord): Record<string, unknown> {
  const out: Record<string, unknown> = { shareCommentary: { text: share.comment ?? '' } };
  if (share.images?.length) return { ...out, shareMediaCategory: 'IMAGE', media: share.images.map((id) => ({ status: 'READY', media: liUrn('image', id) })) };
  if (share.media) return { ...out, shareMediaCategory: share.media.urn.startsWith('urn:li:video:') ? 'VIDEO' : 'NATIVE_DOCUMENT', media: [{ status: 'READY', media: share.media.urn, ...(share.media.title && { title: { text: share.media.title } }) }] };
  const c = share.content;
  if (c?.submittedUrl) return { ...out, shareMediaCategory: 'ARTICLE', media: [{ status: 'READY', originalUrl: c.submittedUrl, ...(c.title && { title: { text: c.title } }), ...(c.description && { description: { text: c.description } }) }] };
  return { ...out, shareMediaCategory: 'NONE' };
}

/** A post in the UGC Post API's shape. */
export const ugcPostTable: RecordTable<ShareRecord> = {
  type: 'UgcPost',
  source: UGC_POST_API,
  fields: {
    id: { type: 'urn', get: postUrn },
    author: { type: 'urn', get: authorUrn },
    lifecycleState: { type: 'enum', get: () => 'PUBLISHED' },
    specificContent: { type: 'record', get: (s) => ({ 'com.linkedin.ugc.ShareContent': shareContent(s) }) },
    visibility: { type: 'record', get: (s) => ({ 'com.linkedin.ugc.MemberNetworkVisibility': s.todayVisibility ?? (s.visibility === 'connections-only' ? 'CONNECTIONS' : 'PUBLIC') }) },
    created: { type: 'record', get: (s) => ({ actor: authorUrn(s), time: s.timestamp }) },
    firstPublishedAt: { type: 'long', get: (s) => s.timestamp },
    lastModified: { type: 'record', get: (s) => ({ actor: authorUrn(s), time: s.editedAt ?? s.timestamp }) },
  },
};

/** Which posts each author of `authors=` names, once the caller may read them; the 403 otherwise. */
function authoredBy(call: TodayCall): (share: ShareRecord) => boolean {
  const authors = listParam(call.url, 'authors');
  if (!authors?.length) throw new BadRequest('The authors finder needs authors=List(urn:li:organization:{id}) or List(urn:li:person:{id}).');
  const refused = () => new AccessDenied('ugcPosts', 'FINDER-authors', call.version);
  const pages = new Set<string>();
  let me = false;
  for (const author of authors) {
    const urn = typeof author === 'string' ? parseUrn(author) : undefined;
    if (!urn || urn.namespace !== 'li' || !['person', 'organization'].includes(urn.entityType)) throw new InvalidParameter('authors');
    if (urn.entityType === 'person') {
      if (!callerIsPerson(call, urn.id) || !grantsAnyOf(call.caller.scopes, MEMBER_POST_READING_SCOPES)) throw refused();
      me = true;
    } else {
      const company = call.ctx.network.companies.get(urn.id);
      if (!company || !mayOnPage(call, 'readPosts', company)) throw refused();
      pages.add(company.id);
    }
  }
  const memberId = call.caller.memberId;
  return (share) => (share.companyId !== undefined ? pages.has(share.companyId) : me && share.authorId === memberId);
}

/** `GET /v2/ugcPosts?q=authors`: `{paging, elements}`, newest first by `sortBy`, each projected by `elements*(…)`. */
export function ugcPostsByAuthors(call: TodayCall) {
  const mine = authoredBy(call);
  const sortBy = call.query.get('sortBy') ?? 'LAST_MODIFIED';
  if (!(POST_SORT_ORDERS as readonly string[]).includes(sortBy)) throw new BadRequest(`sortBy must be one of ${POST_SORT_ORDERS.join(', ')}, not '${sortBy}'.`);
  const time = sortBy === 'CREATED' ? (share: ShareRecord) => share.timestamp : (share: ShareRecord) => share.editedAt ?? share.timestamp;
  const posts = [...call.ctx.network.shares.values()].filter(mine).sort((a, b) => time(b) - time(a));
  const fields = call.projection?.find((field) => field.name === 'elements')?.fields;
  const page = pageOf(posts, pagingOf(call.query, UGC_PAGING));
  return { body: { paging: page.paging, elements: page.elements.map((share) => projectRecord(share, ugcPostTable, fields, call.env)) } };
}
