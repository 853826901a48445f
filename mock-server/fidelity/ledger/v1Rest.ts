// Ledger entries of the v1 REST API (api.linkedin.com/v1): profiles, connections, search, network updates, shares, companies, groups, mailbox (docs/fidelity.md; the shape: mock-server/fidelity/ledgerTypes.ts).
// The era's pages are developer.linkedin.com's (archived); the recorded payloads are spring-social-linkedin's test fixtures.
import type { LedgerEntry } from '../ledgerTypes.js';

const PROFILE_API = 'http://developer.linkedin.com/docs/DOC-1002';
const BASIC_FIELDS = 'https://developer.linkedin.com/docs/fields/basic-profile';
const CONTACT_FIELDS = 'https://learn.microsoft.com/en-us/linkedin/shared/references/fields/contact';
const ERR = 'https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/error-handling';
const RATE = 'https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/rate-limits';
const CONNECTIONS_API = 'http://developer.linkedin.com/documents/connections-api';
const SEARCH_API = 'http://developer.linkedin.com/documents/people-search-api';
const UPDATES_API = 'http://developer.linkedin.com/documents/get-network-updates-and-statistics-api';
const COMMENTS_LIKES = 'http://developer.linkedin.com/documents/commenting-reading-comments-and-likes-network-updates';
const SHARE_API = 'https://developer.linkedin.com/docs/share-on-linkedin';
const COMPANY_PAGES = 'https://developer.linkedin.com/docs/company-pages';
const GROUPS_API = 'http://developer.linkedin.com/documents/groups-api';
const MESSAGING = 'http://developer.linkedin.com/documents/messaging-between-connections-api';
const INVITATION = 'http://developer.linkedin.com/documents/invitation-api';
const SPRING = 'https://github.com/spring-attic/spring-social-linkedin';
const HELLO = 'https://github.com/MrSwitch/hello.js/blob/master/src/modules/linkedin.js';
const RFC6750 = 'https://www.rfc-editor.org/rfc/rfc6750#section-3.1';

export const V1_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-V1-001', resource: 'GET /v1/people/~', rule: 'without a field selector the profile is first-name, last-name, headline and site-standard-profile-request', source: 'doc', address: PROFILE_API },
  { id: 'F-V1-002', resource: 'GET /v1/people/~', rule: 'a field selector :(a,b) returns exactly the named fields', source: 'doc', address: PROFILE_API },
  { id: 'F-V1-003', resource: 'GET /v1/people/~', rule: 'nested selectors (location:(name), positions:(title)) select inside a field, in JSON and XML', source: 'doc', address: PROFILE_API },
  { id: 'F-V1-004', resource: 'GET /v1/people/~', rule: 'an unknown field in a selector is a 400 naming it, also nested', source: 'choice' },
  { id: 'F-V1-005', resource: 'GET /v1/people/~', rule: 'a field named twice in a selector is a 400', source: 'choice' },
  { id: 'F-V1-006', resource: 'GET /v1/people/~', rule: 'fields whose permission the token lacks are left out of the answer, not refused', source: 'doc', address: BASIC_FIELDS },
  { id: 'F-V1-007', resource: 'GET /v1/people/~', rule: 'the full profile\'s sub-records (positions, educations, skills, recommendations…) with their own sub-selectors', source: 'code', address: SPRING },
  { id: 'F-V1-008', resource: 'GET /v1/people/~', rule: ':public at the end of a profile path answers the public profile; picture-url;secure=true an https picture', source: 'doc', address: PROFILE_API },
  { id: 'F-V1-009', resource: 'GET /v1/people/~', rule: 'picture-urls::(original) works as a field and as a sub-resource', source: 'doc', address: BASIC_FIELDS },
  { id: 'F-V1-010', resource: 'GET /v1/people/~', rule: 'a token without a profile scope may not read the profile (403)', source: 'choice' },
  { id: 'F-V1-011', resource: 'GET /v1/people/id={id}, /v1/people/url={url}', rule: 'id= and url= name another member; distance and relation-to-viewer are as the caller sees them', source: 'doc', address: PROFILE_API },
  { id: 'F-V1-012', resource: 'GET /v1/people/id={id}', rule: 'another member\'s e-mail address and contact fields stay hidden', source: 'doc', address: CONTACT_FIELDS },
  { id: 'F-V1-013', resource: 'GET /v1/people::(~,id=…)', rule: 'the batch form /people::(…) answers a list, each person with its _key', source: 'code', address: 'https://github.com/hexgnu/linkedin' },
  { id: 'F-V1-014', resource: 'GET /v1/people/id={id}', rule: 'another member shows basic fields only: no full profile, current positions only, and out of network a shortened last name', source: 'choice' },
  { id: 'F-V1-015', resource: 'GET /v1/people/{id}', rule: 'bare ids (the form apiStandardProfileRequest URLs use) name a member; malformed references are 400s', source: 'code', address: SPRING },
  { id: 'F-V1-016', resource: 'GET /v1/people/id={id}', rule: 'an unknown member is a 404 in the error format', source: 'code', address: SPRING },
  { id: 'F-V1-017', resource: 'GET /v1/people/~/email-address', rule: 'with r_emailaddress the e-mail address answers as a JSON string or an XML element', source: 'choice' },
  { id: 'F-V1-018', resource: 'any /v1 call', rule: 'a call without a token (or an empty Bearer) is 401 "Empty oauth2 access token" in the error body {errorCode, message, requestId, status, timestamp}', source: 'doc', address: ERR },
  { id: 'F-V1-019', resource: 'any /v1 call', rule: 'an Authorization header of another scheme is 401 "Unknown authentication schema"', source: 'doc', address: ERR },
  { id: 'F-V1-020', resource: 'any /v1 call', rule: 'an unknown token is 401 "Invalid access token" with WWW-Authenticate: Bearer error="invalid_token"', source: 'doc', address: ERR },
  { id: 'F-V1-021', resource: 'any /v1 call', rule: 'an expired token is 401 "Expired access token"; a revoked one "The token has been revoked"', source: 'doc', address: ERR },
  { id: 'F-V1-022', resource: 'any /v1 call', rule: 'an expired framework token says it is the framework\'s 30-minute token, not a 60-day one', source: 'choice' },
  { id: 'F-V1-023', resource: 'any /v1 call', rule: 'the token is also taken as ?oauth2_access_token=…', source: 'code', address: HELLO },
  { id: 'F-V1-024', resource: 'any /v1 call', rule: 'a token sent both in the header and in the query is 400 invalid_request', source: 'choice', address: RFC6750 },
  { id: 'F-V1-025', resource: 'any /v1 call', rule: 'a token without the scope the resource needs is 403, naming the missing scope, with an insufficient_scope challenge', source: 'doc', address: ERR },
  { id: 'F-V1-026', resource: 'any /v1 call', rule: 'XML by default; JSON with ?format=json or the header x-li-format: json', source: 'code', address: HELLO },
  { id: 'F-V1-027', resource: 'any /v1 call', rule: 'the same data in both formats: kebab-case XML elements, camelCase JSON fields', source: 'code', address: SPRING },
  { id: 'F-V1-028', resource: 'any /v1 call', rule: 'the error body in XML is <error> with status, timestamp, request-id, error-code, message: the twin of the JSON body', source: 'code', address: SPRING },
  { id: 'F-V1-029', resource: 'any /v1 call', rule: 'an invalid escape sequence in the path is a 400 in the error format, never a stack trace', source: 'doc', address: ERR },
  { id: 'F-V1-030', resource: 'any /v1 call', rule: 'a path that does not exist is a 404, the mistyped /v2/person/id=… included', source: 'doc', address: ERR },
  { id: 'F-V1-031', resource: 'any /v1 call', rule: 'an unsupported method is 405 with an Allow header', source: 'doc', address: ERR },
  { id: 'F-V1-032', resource: 'any /v1 call', rule: 'a selector on a path that takes none, or a malformed selector, is 400', source: 'choice' },
  { id: 'F-V1-033', resource: 'any /v1 call', rule: 'a preflight from an origin some app registered is allowed with the SDK headers; another origin is refused; the answer is readable only by the token\'s app', source: 'choice' },
  { id: 'F-V1-034', resource: 'any /v1 call', rule: 'the rate limits: per application, per member through the application, per developer, each per day from midnight UTC; past one, 429', source: 'doc', address: RATE },
  { id: 'F-V1-035', resource: 'any /v1 call', rule: 'past a limit: 429 with the message LinkedIn wrote, "Throttle limit for calls to this resource is reached.", and Retry-After until midnight UTC', source: 'code', address: SPRING },
  { id: 'F-V1-036', resource: 'any /v1 call', rule: 'list answers are the page envelope {_count, _start, _total, values}; _start and _count are left out when the page holds the whole list', source: 'code', address: SPRING },
  { id: 'F-V1-037', resource: 'any /v1 call', rule: 'XML lists carry total, start and count attributes and one element per item', source: 'code', address: SPRING },
  { id: 'F-V1-038', resource: 'any /v1 call', rule: 'start and count page a list: start defaults to 0, a bad value is a 400 naming the parameter', source: 'doc', address: CONNECTIONS_API },
  { id: 'F-V1-039', resource: 'any /v1 call', rule: 'a short last page has _count = the items returned; past the end the page is empty', source: 'choice' },
  { id: 'F-V1-040', resource: 'any /v1 call', rule: 'a JSON body needs Content-Type: application/json and x-li-format: json; XML is the default input', source: 'doc', address: SHARE_API },
  { id: 'F-V1-041', resource: 'any /v1 call', rule: 'a malformed JSON or XML body is a 400 saying where; a body over the limit 413', source: 'choice' },
  { id: 'F-V1-042', resource: 'any /v1 call', rule: 'recorded v1 payloads of real clients (spring-social-linkedin, passport-linkedin-oauth2) keep their key structure', source: 'code', address: SPRING },
  { id: 'F-V1-043', resource: 'GET /v1/people/~/connections', rule: 'with r_network the connections list, whole by default', source: 'doc', address: CONNECTIONS_API },
  { id: 'F-V1-044', resource: 'GET /v1/people/~/connections', rule: 'pages with start and count until start + count >= _total', source: 'doc', address: CONNECTIONS_API },
  { id: 'F-V1-045', resource: 'GET /v1/people/~/connections', rule: 'modified-since and modified=new|updated keep the connections made or changed since then', source: 'doc', address: CONNECTIONS_API },
  { id: 'F-V1-046', resource: 'GET /v1/people/~/connections', rule: 'another member\'s connections are refused', source: 'doc', address: CONNECTIONS_API },
  { id: 'F-V1-047', resource: 'GET /v1/people/~/connections', rule: 'XML: <connections total start count> with one <person> each', source: 'code', address: SPRING },
  { id: 'F-V1-048', resource: 'GET /v1/people-search', rule: 'without a selector the search answers {numResults, people} with id, first-name and last-name', source: 'doc', address: SEARCH_API },
  { id: 'F-V1-049', resource: 'GET /v1/people-search', rule: '/v1/people/~/people-search is the same search', source: 'choice' },
  { id: 'F-V1-050', resource: 'GET /v1/people-search', rule: 'keywords match names, headline, company and school; first-name, last-name, company-name and school-name narrow it', source: 'doc', address: SEARCH_API },
  { id: 'F-V1-051', resource: 'GET /v1/people-search', rule: 'sort=distance puts first-degree connections first; sort=recommenders and sort=connections', source: 'doc', address: SEARCH_API },
  { id: 'F-V1-052', resource: 'GET /v1/people-search', rule: 'facets: counts per bucket, and facet= filters; location, industry, language, company and school facets carry real codes', source: 'doc', address: SEARCH_API },
  { id: 'F-V1-053', resource: 'GET /v1/people-search', rule: 'country-code, postal-code and distance find members by place', source: 'doc', address: SEARCH_API },
  { id: 'F-V1-054', resource: 'GET /v1/people-search', rule: 'needs r_network; count is at most 25', source: 'doc', address: SEARCH_API },
  { id: 'F-V1-055', resource: 'GET /v1/people/~/network/updates', rule: 'with rw_nus the member\'s network updates, newest first, paged, in the v1 shape (updateKey, updateType, timestamp, updateContent)', source: 'doc', address: UPDATES_API },
  { id: 'F-V1-056', resource: 'GET /v1/people/~/network/updates', rule: 'every update type (CONN, SHAR, STAT, JGRP, PICU, PROF…) with its recorded updateContent shape', source: 'code', address: SPRING },
  { id: 'F-V1-057', resource: 'GET /v1/people/~/network/updates', rule: 'type= filters, scope=self gives the member\'s own, and another member\'s updates only with scope=self', source: 'doc', address: UPDATES_API },
  { id: 'F-V1-058', resource: 'GET /v1/people/~/network/updates', rule: 'needs rw_nus', source: 'doc', address: UPDATES_API },
  { id: 'F-V1-059', resource: 'PUT /v1/people/~/network/updates/key={key}/is-liked', rule: 'is-liked true or false likes or unlikes an update; GET …/likes lists them', source: 'doc', address: COMMENTS_LIKES },
  { id: 'F-V1-060', resource: 'POST /v1/people/~/network/updates/key={key}/update-comments', rule: 'a comment the update and GET …/update-comments show; an update holds its five newest comments', source: 'doc', address: COMMENTS_LIKES },
  { id: 'F-V1-061', resource: 'GET /v1/people/~/network/network-stats', rule: 'network statistics: first- and second-degree counts', source: 'doc', address: UPDATES_API },
  { id: 'F-V1-062', resource: 'POST /v1/people/~/shares', rule: 'a JSON share is 201; it becomes the current share, an update in the member\'s and connections\' network updates, not a stranger\'s', source: 'doc', address: SHARE_API },
  { id: 'F-V1-063', resource: 'POST /v1/people/~/shares', rule: 'an XML <share> body answers XML with <update-key>', source: 'doc', address: SHARE_API },
  { id: 'F-V1-064', resource: 'POST /v1/people/~/shares', rule: 'a share needs a comment or a title with submitted-url, and a visibility code anyone or connections-only; otherwise a 400 saying which', source: 'doc', address: SHARE_API },
  { id: 'F-V1-065', resource: 'POST /v1/people/~/shares', rule: 'an element the share document does not have is a 400; null members are absent', source: 'choice' },
  { id: 'F-V1-066', resource: 'POST /v1/people/~/shares', rule: 'needs rw_nus (or w_share)', source: 'choice' },
  { id: 'F-V1-067', resource: 'PUT /v1/people/~/current-status', rule: 'a JSON string sets the status: it shows on the profile and as a STAT update; XML <current-status> too; a JSON object is refused', source: 'code', address: HELLO },
  { id: 'F-V1-068', resource: 'POST /v1/people/~/mailbox', rule: 'with w_messages a message to first-degree connections lands in their mailbox; bad bodies are 400s', source: 'doc', address: MESSAGING },
  { id: 'F-V1-069', resource: 'POST /v1/people/~/mailbox', rule: 'an invitation by id needs the x-li-auth-token halves from api-standard-profile-request; a wrong pair is a 400', source: 'doc', address: INVITATION },
  { id: 'F-V1-070', resource: 'POST /v1/people/~/mailbox', rule: 'an invitation by e-mail to someone who is not a member, with first-name and last-name', source: 'doc', address: INVITATION },
  { id: 'F-V1-071', resource: 'POST /v1/people/~/mailbox', rule: 'recipients as /people/{id} (no id=), the form spring-social-linkedin sends', source: 'code', address: SPRING },
  { id: 'F-V1-072', resource: 'POST /v1/people/~/mailbox', rule: 'at most ten recipients', source: 'doc', address: MESSAGING },
  { id: 'F-V1-073', resource: 'GET /v1/companies/{id}', rule: 'a company: id and name by default, field selectors, universal-name=, 404 for an unknown one', source: 'doc', address: COMPANY_PAGES },
  { id: 'F-V1-074', resource: 'GET /v1/companies/{id}/updates', rule: 'company updates in the page envelope with start, count, event-type, in JSON and XML', source: 'doc', address: COMPANY_PAGES },
  { id: 'F-V1-075', resource: 'POST /v1/companies/{id}/shares', rule: 'a company share by an administrator with rw_company_admin; it shows in the company updates and followers\' network updates', source: 'doc', address: COMPANY_PAGES },
  { id: 'F-V1-076', resource: 'GET /v1/companies/{id}/company-statistics', rule: 'company statistics for administrators with rw_company_admin only', source: 'doc', address: COMPANY_PAGES },
  { id: 'F-V1-077', resource: 'GET /v1/groups', rule: 'with rw_groups: groups paged, one group with selectors', source: 'doc', address: GROUPS_API },
  { id: 'F-V1-078', resource: 'POST /v1/groups', rule: 'creating a group the caller owns (XML body)', source: 'choice' },
  { id: 'F-V1-079', resource: 'GET, POST /v1/groups/{id}/posts', rule: 'group posts and comments: GET and POST /v1/groups/{id}/posts and /v1/posts', source: 'doc', address: GROUPS_API },
  { id: 'F-V1-080', resource: 'POST /v1/groups/{id}/posts', rule: 'only members post; closed groups hide their discussions from non-members', source: 'doc', address: GROUPS_API },
  { id: 'F-V1-081', resource: 'GET, PUT, DELETE /v1/people/~/group-memberships', rule: 'group memberships: list, join (membership-state member; a JGRP update), get, leave', source: 'doc', address: GROUPS_API },
  { id: 'F-V1-082', resource: 'GET /v1/jobs/{id}', rule: 'a job lookup without a selector answers active, company:(id,name), description-snippet, id, position:(title), posting-timestamp, in JSON and XML', source: 'code', address: 'https://github.com/ozgur/python-linkedin' },
  { id: 'F-V1-083', resource: 'GET /v1/jobs/{id}', rule: 'the era\'s full job field selector is answered; an unknown field or job is refused', source: 'code', address: 'https://github.com/mpiccirilli/Rlinkedin' },
  { id: 'F-V1-084', resource: 'GET /v1/job-search', rule: 'job search answers {jobs, numResults}, pages by start and count (at most 20), filters by keywords, title and company', source: 'code', address: 'https://github.com/ozgur/python-linkedin' },
  { id: 'F-V1-085', resource: 'GET /v1/job-search', rule: 'the selectors, facets and XML that Rlinkedin reads', source: 'code', address: 'https://github.com/mpiccirilli/Rlinkedin' },
  { id: 'F-V1-086', resource: 'GET /v1/people/~/suggestions/job-suggestions', rule: 'job suggestions match the member (r_fullprofile); job bookmarks are listed, added (201) and removed (204, 404 for one not saved)', source: 'doc', address: 'http://developer.linkedin.com/documents/job-bookmarks-and-suggestions' },
  { id: 'F-V1-087', resource: 'GET any /v1 path?format=jsonp', rule: 'format=jsonp&callback=NAME answers /**/NAME({…}) as LinkedIn did, a 200 script that may not be sniffed', source: 'live', address: 'https://github.com/MrSwitch/hello.js/issues/585' },
  { id: 'F-V1-088', resource: 'GET any /v1 path?format=jsonp', rule: 'an error goes to error-callback (or callback without one) with its status inside the body; the script itself is a 200 so it runs', source: 'live', address: 'https://github.com/MrSwitch/hello.js/issues/585' },
  { id: 'F-V1-089', resource: 'GET any /v1 path?format=jsonp', rule: 'a callback that is not a JavaScript name or dotted path is a 400 in JSON (no script); < > and U+2028 are escaped in the script', source: 'choice' },
  { id: 'F-V1-090', resource: 'GET any /v1 path?format=jsonp', rule: 'JSONP is never authenticated by the service\'s cookies: without a token, a 401 and no member data', source: 'choice' },
  { id: 'F-V1-091', resource: 'GET any /v1 path?format=jsonp', rule: 'jQuery\'s JSONP works unchanged: its generated callback name and cache-buster', source: 'code', address: 'https://github.com/jquery/jquery' },
];
