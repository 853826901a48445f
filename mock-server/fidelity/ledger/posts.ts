// Ledger entries of posting: /rest/posts (the Posts API), /v2/ugcPosts, /v2/shares (Share on LinkedIn) (docs/fidelity.md; the shape: mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

const UGC_ID = 'https://github.com/MicrosoftDocs/feedback/issues/3651';
const DELETE_204 = 'https://withone.ai/knowledge/linked-in';
const GHOST_DUP = 'https://github.com/ComposioHQ/composio/issues/2710';
const POLL = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/poll-post-api';
const POSTS_API = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api';
const SHARE = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/share-on-linkedin';
const UGC = 'https://learn.microsoft.com/en-us/linkedin/compliance/integrations/shares/ugc-post-api';
const SHARES = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/share-api';
const LITTLE = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/little-text-format';
const CM = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/community-management-overview';
const N8N_CUT = 'https://github.com/n8n-io/n8n/issues/10179';
const DUPLICATE = 'https://github.com/Arisamiga/Linkedin-RSS/issues/5';
const AUTHOR_403 = 'https://github.com/n8n-io/n8n/issues/1714';
const JS_CLIENT = 'https://github.com/linkedin-developers/linkedin-api-js-client';

export const POSTS_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-POSTS-001', resource: 'POST /rest/posts', rule: 'a post is 201 with x-restli-id urn:li:share:{19 digits} and Content-Length: 0, read back by its encoded URN', source: 'doc', address: POSTS_API },
  { id: 'F-POSTS-002', resource: 'POST /rest/posts', rule: 'linkedin-api-client creates /posts with a versionString and reads the created id (x-restli-id)', source: 'code', address: JS_CLIENT },
  { id: 'F-POSTS-003', resource: 'POST /rest/posts', rule: 'the author must be the token\'s member: another is 403 "Field Value validation failed in REQUEST_BODY: Data Processing Exception while processing fields [/author]"', source: 'live', address: AUTHOR_403 },
  { id: 'F-POSTS-004', resource: 'POST /rest/posts', rule: 'w_member_social is needed: without it 403 ACCESS_DENIED posts.CREATE.{version}', source: 'doc', address: SHARE },
  { id: 'F-POSTS-005', resource: 'POST /rest/posts', rule: 'a body field of a wrong value is 422 in Rest.li\'s "ERROR :: /path :: …" form (visibility EVERYONE is not an enum symbol)', source: 'choice' },
  { id: 'F-POSTS-006', resource: 'POST /rest/posts', rule: 'the author may be named by the OpenID Connect subject the app knows the member by', source: 'choice' },
  { id: 'F-POSTS-007', resource: 'POST /rest/posts', rule: 'a post made through /rest/posts is the member\'s current share and a SHAR update of v1, and counts on its URL in the share counter', source: 'choice' },
  { id: 'F-POSTS-008', resource: 'POST /rest/posts', rule: 'commentary is little text: an unescaped reserved character cuts it there and the answer is still 201; the journal says where', source: 'live', address: N8N_CUT },
  { id: 'F-POSTS-009', resource: 'POST /rest/posts', rule: 'escaped characters, mentions @[Name](urn) and hashtags {hashtag|\\#|tag} are kept whole', source: 'doc', address: LITTLE },
  { id: 'F-POSTS-010', resource: 'POST /rest/posts', rule: 'a broken template (an unescaped @ with no (urn)) is cut where it breaks', source: 'choice' },
  { id: 'F-POSTS-011', resource: 'POST /rest/posts', rule: 'the same post twice by one author is 422 DUPLICATE_POST "Content is a duplicate of urn:li:share:…" naming the first', source: 'live', address: DUPLICATE },
  { id: 'F-POSTS-012', resource: 'GET /rest/posts/{urn}', rule: 'a self-serve app reads no post back, even its own: 403 partnerApiPostsExternal.GET.{version}01; the Community Management API with r_member_social opens it', source: 'doc', address: CM },
  { id: 'F-POSTS-013', resource: 'GET /rest/posts/{urn}', rule: 'another member\'s post is restricted; an unknown one is 404; seeded v1 shares read back as posts', source: 'choice' },
  { id: 'F-POSTS-014', resource: 'GET /rest/posts?q=author', rule: 'the author finder: 403 partnerApiPostsExternal.FINDER-author for a self-serve app; the caller\'s posts, newest first, with the Community Management API and r_member_social', source: 'doc', address: POSTS_API },
  { id: 'F-POSTS-015', resource: 'GET /rest/posts?q=author', rule: 'sortBy LAST_MODIFIED (the default) puts an edited post first; CREATED keeps the order of creation', source: 'doc', address: POSTS_API },
  { id: 'F-POSTS-016', resource: 'DELETE /rest/posts/{urn}', rule: 'a delete is 204, then the post is 404; another member\'s post is refused', source: 'doc', address: POSTS_API },
  { id: 'F-POSTS-017', resource: 'POST /rest/posts/{urn}', rule: 'a partial update of the commentary (patch.$set) is 204 and reads back as edited', source: 'doc', address: POSTS_API },
  { id: 'F-POSTS-018', resource: 'POST /rest/posts/{urn}', rule: 'a partial update\'s commentary is little text too: cut at the first unescaped reserved character, still 204', source: 'choice' },
  { id: 'F-POSTS-019', resource: 'POST /v2/ugcPosts', rule: 'a UGC post is 201 with X-RestLi-Id; MemberNetworkVisibility CONNECTIONS makes it for connections only', source: 'doc', address: SHARE },
  { id: 'F-POSTS-020', resource: 'POST /v2/ugcPosts', rule: 'ugcPosts refuses another author and a post without text or media', source: 'doc', address: UGC },
  { id: 'F-POSTS-021', resource: 'POST /v2/shares', rule: 'the legacy /v2/shares answers 201 with the share record (id, activity, owner, text, content, distribution, created, lastModified)', source: 'doc', address: SHARES },
  { id: 'F-POSTS-022', resource: 'GET /feed/update/{urn}/', rule: 'the page of a published post shows it as members see it: little text displayed, markup escaped, reshare, media, comments', source: 'choice' },
  { id: 'F-POSTS-023', resource: 'GET /feed/update/{urn}/', rule: 'the note of little text\'s cut follows the commentary: set by /rest/posts, replaced or removed by a partial update', source: 'choice' },
  { id: 'F-POSTS-024', resource: 'GET /feed/update/{urn}/', rule: 'a post the service does not have is a 404 in the service\'s look', source: 'choice' },
  { id: 'F-POSTS-025', resource: 'POST /rest/posts', rule: '--state keeps posts and uploaded images', source: 'choice' },
  { id: 'F-POSTS-026', resource: 'POST /rest/posts, /v2/ugcPosts', rule: 'a post created as a draft (lifecycleState DRAFT) is a 422: only published posts are made', source: 'choice' },
  { id: 'F-POSTS-027', resource: 'GET /rest/posts/{urn}', rule: 'urn:li:ugcPost: with a share\'s digits names the same post (in reads and in statistics\' ugcPosts=List(…)); the answer names it urn:li:share:', source: 'choice' },
  { id: 'F-POSTS-028', resource: 'GET /rest/posts/{urn}', rule: 'reading one\'s own post needs the restricted r_member_social: w_member_social only writes, even with the Community Management API', source: 'doc', address: POSTS_API },
  { id: 'F-POSTS-029', resource: 'POST /v2/ugcPosts', rule: 'the 201 of a UGC post carries {"id": the post URN} in its body besides X-RestLi-Id', source: 'live', address: UGC_ID },
  { id: 'F-POSTS-030', resource: 'POST /rest/posts', rule: 'isReshareDisabledByAuthor: true stops others resharing the post (a 422 in the mock\'s words); its author still may, and it reads back', source: 'choice' },
  { id: 'F-POSTS-031', resource: 'DELETE /rest/posts/{urn}', rule: 'a delete is idempotent: the same DELETE again is 204; another member still gets the 403', source: 'live', address: DELETE_204 },
  { id: 'F-POSTS-032', resource: 'POST /rest/posts', rule: 'the same post again after a delete is DUPLICATE_POST for a day, naming the deleted post; then it publishes', source: 'live', address: GHOST_DUP },
  { id: 'F-POSTS-033', resource: 'POST /rest/posts', rule: 'an article post needs its title: without one Rest.li\'s 422; with one, 201', source: 'doc', address: POSTS_API },
  { id: 'F-POSTS-034', resource: 'POST /rest/posts', rule: 'visibility LOGGED_IN and CONTAINER, LinkedIn values, are taken and read back as sent; a page posts PUBLIC or LOGGED_IN only', source: 'doc', address: POSTS_API },
  { id: 'F-POSTS-035', resource: 'POST /rest/posts', rule: 'a poll post (2 to 4 options, a duration) is published and reads back; a celebration post is the 400 the Celebration API documents', source: 'doc', address: POLL },
  { id: 'F-POSTS-036', resource: 'GET /v2/ugcPosts?q=authors', rule: 'the legacy \'Retrieve UGC Posts by authors\': a page\'s posts in the UGC shape for a role that reads them; a member\'s own need r_member_social', source: 'doc', address: UGC },
  { id: 'F-POSTS-037', resource: 'GET /rest/posts?ids=List(…)', rule: 'batch gets of posts, images and videos answer {results, statuses, errors}, each key as GET answers it', source: 'code', address: JS_CLIENT },
  { id: 'F-POSTS-038', resource: 'POST /rest/posts, /v2/ugcPosts, /v2/shares', rule: 'a commentary past 3,000 characters is a 400 in the body of LinkedIn\'s content service (FIELD_ARRAY_SIZE_TOO_HIGH, maxLength 3000), on a new post and on a partial update (the body as the mock\'s issue cites it; not confirmed here)', source: 'choice' },
];
