// Ledger entries of company pages of the Community Management API: organizationAcls, organizations, networkSizes, statistics, posting and uploading as a page (docs/fidelity.md; the shape: mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

const VIDEOS = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/videos-api';
const ACL = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-access-control-by-role';
const FOLLOW = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/follower-statistics';
const SHARESTATS = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/share-statistics';
const POSTS_API = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api';
const CM = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/community-management-overview';
const ADMIN_ONLY = 'https://github.com/PipedreamHQ/pipedream/issues/21823';
const TIMEINTERVALS = 'https://github.com/linkedin-developers/linkedin-api-python-client/issues/23';
const AUTHOR_403 = 'https://github.com/n8n-io/n8n/issues/1714';
const DUPLICATE = 'https://github.com/Arisamiga/Linkedin-RSS/issues/5';
const EBX = 'https://github.com/ebx/ebx-linkedin-sdk/pull/262';
const JS_CLIENT = 'https://github.com/linkedin-developers/linkedin-api-js-client';
const CM_ALONE = 'https://github.com/verbb/social-poster/issues/52';
const AUTHZ = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-authorizations/getting-started';
const PAGESTATS = 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/page-statistics';

export const PAGES_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-PAGES-001', resource: 'GET /rest/organizationAcls', rule: 'q=roleAssignee lists the caller\'s roles on pages, filtered by role and state and paged; q=organization the roles on one page', source: 'doc', address: ACL },
  { id: 'F-PAGES-002', resource: 'GET /rest/organizationAcls', rule: 'decorating a page whose assignment is not APPROVED (and no other role) is the ADMIN_ONLY 403', source: 'live', address: ADMIN_ONLY },
  { id: 'F-PAGES-003', resource: 'GET /rest/organizationAcls', rule: 'without an organization scope, or with a token of an app without the product: 403 ACCESS_DENIED', source: 'doc', address: CM },
  { id: 'F-PAGES-004', resource: 'GET /rest/organizationalEntityShareStatistics', rule: 'share statistics sum as v1\'s company-statistics do; follower gains add up to the follower count', source: 'doc', address: SHARESTATS },
  { id: 'F-PAGES-005', resource: 'GET /rest/organizationalEntityFollowerStatistics', rule: 'lifetime follower facets each total the follower count; countries agree with v1\'s company-statistics', source: 'doc', address: FOLLOW },
  { id: 'F-PAGES-006', resource: 'GET /rest/organizationalEntityShareStatistics', rule: 'given posts with timeIntervals: one element per day and post, the numbers on the day it was published', source: 'code', address: EBX },
  { id: 'F-PAGES-007', resource: 'GET /rest/organizationalEntityShareStatistics', rule: 'a malformed timeIntervals is LinkedIn\'s 400 "Parameter \'timeIntervals\' is invalid"; a range of 14 months or more its own message', source: 'live', address: TIMEINTERVALS },
  { id: 'F-PAGES-008', resource: 'POST /v2/ugcPosts', rule: 'a page administrator posts as the page publicly; connections-only is refused; without w_organization_social the [/author] 403', source: 'live', address: AUTHOR_403 },
  { id: 'F-PAGES-009', resource: 'POST /rest/posts', rule: 'the same post twice by the page is LinkedIn\'s 422 DUPLICATE_POST naming the first', source: 'live', address: DUPLICATE },
  { id: 'F-PAGES-010', resource: 'DELETE /rest/posts/{urn}', rule: 'a member who may post as the page deletes its post; a CURATOR, or a token without w_organization_social, gets LinkedIn\'s partner-gate 403', source: 'choice' },
  { id: 'F-PAGES-011', resource: 'page roles', rule: 'who posts, reads the page\'s posts, reads its statistics and assigns roles is what the role table of the docs lists, row by row', source: 'doc', address: ACL },
  { id: 'F-PAGES-012', resource: 'page roles', rule: 'RECRUITING_POSTER posts but does not read the page\'s posts: the Posts API names three roles for r_organization_social', source: 'doc', address: POSTS_API },
  { id: 'F-PAGES-013', resource: 'GET /rest/organizationAcls, /rest/organizations, /rest/networkSizes', rule: 'a scheduler with linkedin-api-client finds the pages, reads them, uploads as the page, posts as it and reads its numbers', source: 'code', address: JS_CLIENT },
  { id: 'F-PAGES-014', resource: 'GET /rest/posts?q=author', rule: 'the author finder with the page as author: the page\'s posts, newest first, paged; the URN encoded by hand or sent raw', source: 'doc', address: POSTS_API },
  { id: 'F-PAGES-015', resource: 'GET /rest/posts?q=author', rule: 'the author finder with a page refuses a member without a role that reads its posts, and a token without an organization read scope', source: 'doc', address: POSTS_API },
  { id: 'F-PAGES-016', resource: 'POST /rest/posts', rule: 'a member whose role may not post as the page, or who has none, gets LinkedIn\'s refusals', source: 'live', address: 'https://github.com/jikig-ai/soleur/issues/4863' },
  { id: 'F-PAGES-017', resource: 'POST /rest/documents, /rest/videos', rule: 'documents and videos owned by the page follow the rule of images; a role that may not post is refused', source: 'doc', address: 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api' },
  { id: 'F-PAGES-018', resource: 'POST /rest/posts', rule: 'a member-only token, an app without the product, or the Development tier cannot post as a page (403 partnerApiPostsExternal.CREATE for Development)', source: 'doc', address: CM },
  { id: 'F-PAGES-019', resource: 'the Community Management API', rule: 'it must be the only product on its app: such an app has none of the sign-in, profile or share products, brings r_basicprofile and w_member_social, and asking it for a sign-in scope is unauthorized_scope_error', source: 'live', address: CM_ALONE },
  { id: 'F-PAGES-020', resource: 'GET /rest/organizationalEntityShareStatistics', rule: 'share statistics count the past 12 months only, a rolling window: a post or a bucket before it counts nothing', source: 'doc', address: SHARESTATS },
  { id: 'F-PAGES-021', resource: 'GET /rest/organizationalEntityFollowerStatistics, /rest/organizationPageStatistics, /rest/organizationalEntityShareStatistics', rule: 'statistics need rw_organization_admin and ADMINISTRATOR of the page; an ANALYST, a CURATOR, a CONTENT_ADMINISTRATOR or a read-only admin scope gets 403 ACCESS_DENIED', source: 'doc', address: FOLLOW },
  { id: 'F-PAGES-022', resource: 'GET /rest/organizationAuthorizations', rule: 'GET, BATCH_GET and the batch finder answer approved or denied per action from the page permissions the other calls ask; another member as impersonator, or no rw_organization_admin, is refused', source: 'doc', address: AUTHZ },
  { id: 'F-PAGES-023', resource: 'PUT /rest/organizationAcls/{key}', rule: 'an ADMINISTRATOR with rw_organization_admin adds, changes or revokes a role (204), seen at once by the finders; anyone else 403, a body naming another assignment 400', source: 'doc', address: ACL },
  { id: 'F-PAGES-024', resource: 'GET /rest/organizationPageStatistics', rule: 'page statistics answer views and careers-page clicks, and lifetime views by seniority, function, staff count range, industry, country and region, each facet totalling allPageViews', source: 'doc', address: PAGESTATS },
  { id: 'F-PAGES-025', resource: 'GET /rest/networkSizes/{urn}', rule: 'the older edgeType CompanyFollowedByMember is refused on /rest from version 202305 (400 "Parameter \'edgeType\' is invalid") and read on /v2 and earlier versions, as public code reports the rename; the body is ours', source: 'choice' },
  { id: 'F-PAGES-026', resource: 'statistics timeIntervals', rule: 'timeGranularityType WEEK is accepted: seven-day buckets from start, the last cut at end', source: 'choice' },
  { id: 'F-PAGES-027', resource: 'GET /rest/organizationalEntityShareStatistics', rule: 'share statistics count the comments and reactions made through /rest: likeCount every reaction, commentCount every comment, replies too', source: 'doc', address: SHARESTATS },
  { id: 'F-PAGES-028', resource: 'POST /rest/videos', rule: 'a page\'s video is uploaded by its ADMINISTRATOR or DIRECT_SPONSORED_CONTENT_POSTER only; a RECRUITING_POSTER still uploads the page\'s images and documents', source: 'doc', address: VIDEOS },
];
