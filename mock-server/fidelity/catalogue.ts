// The catalogue of LinkedIn's documented resource names, both eras, each with where its name comes
// from: what LinkedIn serves, whether or not this mock does. A call to a path the mock has no route
// for answers LinkedIn's own 404 either way (today/notFound.ts, v1/notFound.ts); this list tells the
// two apart for the person reading the journal, the admin page and the test helpers ("LinkedIn serves
// this; this mock does not (yet)") and for `in-mock-server check`. Plain data and a matcher: no HTTP.

/** The API a resource is under: v1 (api.linkedin.com/v1), today's unversioned /v2, today's versioned /rest. */
export type ApiPrefix = '/v1' | '/v2' | '/rest';

export interface CatalogueResource {
  /** LinkedIn's name of the resource (`adAccounts`, `people-search`). */
  name: string;
  /** The prefixes it is documented under. */
  prefixes: readonly ApiPrefix[];
  /**
   * Its documented paths after the prefix; `:x` stands for one segment (an id, a URN, `~`,
   * `id=…`, a Rest.li key). Default: `/{name}` and `/{name}/:key`.
   */
  paths?: readonly string[];
  /** The LinkedIn product (or the v1 API family) that brings it. */
  product: string;
  /** Where its name comes from: LinkedIn's page, or the public client code that calls it. */
  source: string;
  /** The ledger product whose behaviours cover it (docs/fidelity.md), when the mock has one. */
  ledger?: string;
}

const LEARN = 'https://learn.microsoft.com/en-us/linkedin';
const HEXGNU = 'https://github.com/hexgnu/linkedin/blob/master/lib/linked_in/api';
const GROUPS_API = 'http://developer.linkedin.com/documents/groups-api';
const PYTHON_LINKEDIN = 'https://github.com/ozgur/python-linkedin/blob/master/linkedin/linkedin.py';

/** v1 (2009–2019): the resources of api.linkedin.com/v1, as LinkedIn's pages and the era's client libraries name them. */
const V1: CatalogueResource[] = [
  { name: 'people', prefixes: ['/v1'], paths: ['/people/:person', '/people::', '/people/:person/picture-urls', '/people/:person/email-address'], product: 'Profile API (v1)', source: 'http://developer.linkedin.com/docs/DOC-1002', ledger: 'V1' },
  { name: 'connections', prefixes: ['/v1'], paths: ['/people/:person/connections'], product: 'Connections API (v1)', source: 'http://developer.linkedin.com/documents/connections-api', ledger: 'V1' },
  { name: 'people-search', prefixes: ['/v1'], paths: ['/people-search', '/people/~/people-search'], product: 'People Search API (v1)', source: PYTHON_LINKEDIN, ledger: 'V1' },
  { name: 'network/updates', prefixes: ['/v1'], paths: ['/people/:person/network/updates', '/people/:person/network/updates/:key', '/people/:person/network/updates/:key/update-comments', '/people/:person/network/updates/:key/likes', '/people/:person/network/updates/:key/is-liked'], product: 'Network Updates API (v1)', source: `${HEXGNU}/share_and_social_stream.rb`, ledger: 'V1' },
  { name: 'network-stats', prefixes: ['/v1'], paths: ['/people/:person/network/network-stats'], product: 'Network Updates API (v1)', source: PYTHON_LINKEDIN, ledger: 'V1' },
  { name: 'shares', prefixes: ['/v1'], paths: ['/people/~/shares'], product: 'Share API (v1)', source: `${HEXGNU}/share_and_social_stream.rb`, ledger: 'V1' },
  { name: 'current-status', prefixes: ['/v1'], paths: ['/people/~/current-status'], product: 'Share API (v1)', source: 'https://github.com/MrSwitch/hello.js/blob/master/src/modules/linkedin.js', ledger: 'V1' },
  { name: 'person-activities', prefixes: ['/v1'], paths: ['/people/~/person-activities'], product: 'Network Updates API (v1): Post Network Update', source: `${HEXGNU}/share_and_social_stream.rb`, ledger: 'V1' },
  { name: 'mailbox', prefixes: ['/v1'], paths: ['/people/~/mailbox'], product: 'Communications API (v1)', source: `${HEXGNU}/communications.rb`, ledger: 'V1' },
  { name: 'group-memberships', prefixes: ['/v1'], paths: ['/people/:person/group-memberships', '/people/:person/group-memberships/:group', '/people/:person/group-memberships/:group/posts'], product: 'Groups API (v1)', source: PYTHON_LINKEDIN, ledger: 'V1' },
  { name: 'groups', prefixes: ['/v1'], paths: ['/groups', '/groups/:group', '/groups/:group/posts'], product: 'Groups API (v1)', source: PYTHON_LINKEDIN, ledger: 'V1' },
  { name: 'posts', prefixes: ['/v1'], paths: ['/posts', '/posts/:post', '/posts/:post/comments', '/posts/:post/relation-to-viewer/is-liked', '/posts/:post/relation-to-viewer/is-following', '/posts/:post/category/code'], product: 'Groups API (v1)', source: GROUPS_API, ledger: 'V1' },
  { name: 'comments', prefixes: ['/v1'], paths: ['/comments/:comment'], product: 'Groups API (v1)', source: GROUPS_API, ledger: 'V1' },
  { name: 'suggestions/groups', prefixes: ['/v1'], paths: ['/people/~/suggestions/groups', '/people/~/suggestions/groups/:group'], product: 'Groups API (v1)', source: `${HEXGNU}/groups.rb`, ledger: 'V1' },
  { name: 'companies', prefixes: ['/v1'], paths: ['/companies', '/companies::', '/companies/:company', '/companies/:company/updates', '/companies/:company/updates/:key', '/companies/:company/updates/:key/update-comments', '/companies/:company/updates/:key/likes', '/companies/:company/updates/:key/is-liked', '/companies/:company/shares', '/companies/:company/company-statistics', '/companies/:company/is-company-share-enabled', '/companies/:company/relation-to-viewer/is-company-share-enabled'], product: 'Company API (v1)', source: PYTHON_LINKEDIN, ledger: 'V1' },
  { name: 'products', prefixes: ['/v1'], paths: ['/companies/:company/products'], product: 'Company API (v1)', source: PYTHON_LINKEDIN, ledger: 'V1' },
  { name: 'company-search', prefixes: ['/v1'], paths: ['/company-search'], product: 'Company API (v1)', source: PYTHON_LINKEDIN, ledger: 'V1' },
  { name: 'following/companies', prefixes: ['/v1'], paths: ['/people/~/following/companies', '/people/~/following/companies/:company'], product: 'Company API (v1)', source: PYTHON_LINKEDIN, ledger: 'V1' },
  { name: 'suggestions/to-follow/companies', prefixes: ['/v1'], paths: ['/people/~/suggestions/to-follow/companies'], product: 'Company API (v1)', source: 'http://developer.linkedin.com/documents/company-follow-and-suggestions', ledger: 'V1' },
  { name: 'jobs', prefixes: ['/v1'], paths: ['/jobs/:job'], product: 'Jobs API (v1)', source: `${HEXGNU}/jobs.rb`, ledger: 'V1' },
  { name: 'job-search', prefixes: ['/v1'], paths: ['/job-search'], product: 'Jobs API (v1)', source: PYTHON_LINKEDIN, ledger: 'V1' },
  { name: 'job-bookmarks', prefixes: ['/v1'], paths: ['/people/~/job-bookmarks', '/people/~/job-bookmarks/:job'], product: 'Jobs API (v1)', source: `${HEXGNU}/jobs.rb`, ledger: 'V1' },
  { name: 'suggestions/job-suggestions', prefixes: ['/v1'], paths: ['/people/:person/suggestions/job-suggestions'], product: 'Jobs API (v1)', source: `${HEXGNU}/jobs.rb`, ledger: 'V1' },
];

/** Today's platform: /v2 and /rest, as learn.microsoft.com names them. */
const TODAY: CatalogueResource[] = [
  // Sign in and the member's profile.
  { name: 'me', prefixes: ['/v2'], paths: ['/me'], product: 'Profile API (Sign In with LinkedIn)', source: `${LEARN}/shared/integrations/people/profile-api`, ledger: 'MEMBERS' },
  { name: 'people', prefixes: ['/v2'], product: 'Profile API (restricted: other members)', source: `${LEARN}/shared/integrations/people/profile-api`, ledger: 'MEMBERS' },
  { name: 'emailAddress', prefixes: ['/v2'], paths: ['/emailAddress'], product: 'Profile API (Sign In with LinkedIn)', source: `${LEARN}/consumer/integrations/self-serve/sign-in-with-linkedin`, ledger: 'MEMBERS' },
  { name: 'userinfo', prefixes: ['/v2'], paths: ['/userinfo'], product: 'Sign In with LinkedIn using OpenID Connect', source: `${LEARN}/consumer/integrations/self-serve/sign-in-with-linkedin-v2`, ledger: 'OIDC' },
  { name: 'clientAwareMemberHandles', prefixes: ['/v2'], paths: ['/clientAwareMemberHandles'], product: 'Primary Contact API (restricted)', source: `${LEARN}/shared/integrations/people/primary-contact-api` },
  { name: 'connections', prefixes: ['/v2'], paths: ['/connections'], product: 'Connections API (restricted)', source: `${LEARN}/shared/integrations/people/connections-api` },
  // Share on LinkedIn and the posts and media of Community Management.
  { name: 'ugcPosts', prefixes: ['/v2'], product: 'Share on LinkedIn', source: `${LEARN}/consumer/integrations/self-serve/share-on-linkedin`, ledger: 'POSTS' },
  { name: 'shares', prefixes: ['/v2'], product: 'Share on LinkedIn (legacy Shares API)', source: `${LEARN}/marketing/community-management/shares/share-api`, ledger: 'POSTS' },
  { name: 'assets', prefixes: ['/v2'], paths: ['/assets', '/assets/:asset'], product: 'Share on LinkedIn (Assets API)', source: `${LEARN}/consumer/integrations/self-serve/share-on-linkedin`, ledger: 'MEDIA' },
  { name: 'posts', prefixes: ['/rest'], product: 'Community Management API (Posts API)', source: `${LEARN}/marketing/community-management/shares/posts-api`, ledger: 'POSTS' },
  { name: 'images', prefixes: ['/rest'], product: 'Community Management API (Images API)', source: `${LEARN}/marketing/community-management/shares/images-api`, ledger: 'MEDIA' },
  { name: 'videos', prefixes: ['/rest'], product: 'Community Management API (Videos API)', source: `${LEARN}/marketing/community-management/shares/videos-api`, ledger: 'MEDIA' },
  { name: 'documents', prefixes: ['/rest'], product: 'Community Management API (Documents API)', source: `${LEARN}/marketing/community-management/shares/documents-api`, ledger: 'MEDIA' },
  { name: 'socialActions', prefixes: ['/v2', '/rest'], paths: ['/socialActions/:urn', '/socialActions/:urn/comments', '/socialActions/:urn/comments/:comment', '/socialActions/:urn/likes', '/socialActions/:urn/likes/:actor'], product: 'Community Management API (Comments API)', source: `${LEARN}/marketing/community-management/shares/comments-api`, ledger: 'SOCIAL' },
  { name: 'socialMetadata', prefixes: ['/rest'], product: 'Community Management API (Social Metadata API)', source: `${LEARN}/marketing/community-management/shares/social-metadata-api`, ledger: 'SOCIAL' },
  { name: 'reactions', prefixes: ['/rest'], product: 'Community Management API (Reactions API)', source: `${LEARN}/marketing/community-management/shares/reactions-api`, ledger: 'SOCIAL' },
  // Company pages.
  { name: 'organizationAcls', prefixes: ['/v2', '/rest'], paths: ['/organizationAcls', '/organizationAcls/:key'], product: 'Community Management API (Organization Access Control)', source: `${LEARN}/marketing/community-management/organizations/organization-access-control-by-role`, ledger: 'PAGES' },
  { name: 'organizationalEntityAcls', prefixes: ['/v2'], paths: ['/organizationalEntityAcls'], product: 'Community Management API (the deprecated ACL finder)', source: 'https://github.com/gitroomhq/postiz-app/pull/2029', ledger: 'PAGES' },
  { name: 'organizationAuthorizations', prefixes: ['/v2', '/rest'], product: 'Community Management API (Organization Authorizations)', source: `${LEARN}/marketing/community-management/organizations/organization-authorizations/getting-started`, ledger: 'PAGES' },
  { name: 'organizations', prefixes: ['/v2', '/rest'], product: 'Community Management API (Organization Lookup)', source: `${LEARN}/marketing/community-management/organizations/organization-lookup-api`, ledger: 'PAGES' },
  { name: 'organizationsLookup', prefixes: ['/v2', '/rest'], paths: ['/organizationsLookup'], product: 'Community Management API (Organization Lookup: pages the member does not administer)', source: `${LEARN}/marketing/community-management/organizations/organization-lookup-api`, ledger: 'PAGES' },
  { name: 'networkSizes', prefixes: ['/v2', '/rest'], paths: ['/networkSizes/:urn'], product: 'Community Management API (follower count)', source: `${LEARN}/marketing/community-management/organizations/organization-lookup-api`, ledger: 'PAGES' },
  { name: 'organizationalEntityFollowerStatistics', prefixes: ['/v2', '/rest'], paths: ['/organizationalEntityFollowerStatistics'], product: 'Community Management API (Follower Statistics)', source: `${LEARN}/marketing/community-management/organizations/follower-statistics`, ledger: 'PAGES' },
  { name: 'organizationPageStatistics', prefixes: ['/v2', '/rest'], paths: ['/organizationPageStatistics'], product: 'Community Management API (Page Statistics)', source: `${LEARN}/marketing/community-management/organizations/page-statistics`, ledger: 'PAGES' },
  { name: 'organizationalEntityShareStatistics', prefixes: ['/v2', '/rest'], paths: ['/organizationalEntityShareStatistics'], product: 'Community Management API (Share Statistics)', source: `${LEARN}/marketing/community-management/organizations/share-statistics`, ledger: 'PAGES' },
  { name: 'eventSubscriptions', prefixes: ['/rest'], product: 'Community Management API (Organization Social Action Notifications)', source: `${LEARN}/marketing/community-management/organizations/organization-social-action-notifications`, ledger: 'WEBHOOKS' },
  { name: 'events', prefixes: ['/rest'], product: 'Events Management API', source: `${LEARN}/marketing/event-management/events` },
  { name: 'liveAssetActions', prefixes: ['/v2', '/rest'], product: 'Live Events API (restricted: broadcasters)', source: `${LEARN}/consumer/integrations/live-video` },
  { name: 'fieldsOfStudy', prefixes: ['/v2', '/rest'], product: 'Standardized Data (fields of study)', source: `${LEARN}/shared/references/v2/standardized-data/fields-of-study` },
  // Verified on LinkedIn and Member Data Portability (the DMA's member APIs).
  { name: 'identityMe', prefixes: ['/rest'], paths: ['/identityMe'], product: 'Verified on LinkedIn', source: `${LEARN}/consumer/integrations/verified-on-linkedin/api-reference/identity-me`, ledger: 'IDENTITY' },
  { name: 'verificationReport', prefixes: ['/rest'], paths: ['/verificationReport'], product: 'Verified on LinkedIn', source: `${LEARN}/consumer/integrations/verified-on-linkedin/api-reference/verification-report`, ledger: 'IDENTITY' },
  { name: 'validationStatus', prefixes: ['/rest'], paths: ['/validationStatus'], product: 'Verified on LinkedIn (Plus tier)', source: `${LEARN}/consumer/integrations/verified-on-linkedin/api-reference/validation-status`, ledger: 'IDENTITY' },
  { name: 'memberSnapshotData', prefixes: ['/rest'], paths: ['/memberSnapshotData'], product: 'Member Data Portability', source: `${LEARN}/dma/member-data-portability/shared/member-snapshot-api`, ledger: 'IDENTITY' },
  { name: 'memberChangeLogs', prefixes: ['/rest'], paths: ['/memberChangeLogs'], product: 'Member Data Portability', source: `${LEARN}/dma/member-data-portability/shared/member-changelog-api`, ledger: 'IDENTITY' },
  { name: 'memberAuthorizations', prefixes: ['/rest'], paths: ['/memberAuthorizations'], product: 'Member Data Portability', source: `${LEARN}/dma/member-data-portability/shared/member-authorization-management-api`, ledger: 'IDENTITY' },
  // Advertising, reporting, audiences and leads.
  { name: 'adAccounts', prefixes: ['/v2', '/rest'], paths: ['/adAccounts', '/adAccounts/:account', '/adAccountsV2', '/adAccountsV2/:account'], product: 'Advertising API', source: `${LEARN}/marketing/integrations/ads/account-structure/create-and-manage-accounts` },
  { name: 'adAccountUsers', prefixes: ['/v2', '/rest'], product: 'Advertising API', source: `${LEARN}/marketing/integrations/ads/account-structure/create-and-manage-accounts` },
  { name: 'adCampaignGroups', prefixes: ['/v2', '/rest'], paths: ['/adCampaignGroups', '/adCampaignGroups/:group', '/adCampaignGroupsV2', '/adAccounts/:account/adCampaignGroups', '/adAccounts/:account/adCampaignGroups/:group'], product: 'Advertising API', source: `${LEARN}/marketing/integrations/ads/ads-overview` },
  { name: 'adCampaigns', prefixes: ['/v2', '/rest'], paths: ['/adCampaigns', '/adCampaigns/:campaign', '/adCampaignsV2', '/adAccounts/:account/adCampaigns', '/adAccounts/:account/adCampaigns/:campaign'], product: 'Advertising API', source: `${LEARN}/marketing/integrations/ads/account-structure/create-and-manage-campaigns` },
  { name: 'creatives', prefixes: ['/v2', '/rest'], paths: ['/creatives', '/creatives/:creative', '/adAccounts/:account/creatives', '/adAccounts/:account/creatives/:creative'], product: 'Advertising API', source: `${LEARN}/marketing/integrations/ads/ads-overview` },
  { name: 'adAnalytics', prefixes: ['/v2', '/rest'], paths: ['/adAnalytics', '/adAnalyticsV2'], product: 'Advertising API (Reporting)', source: `${LEARN}/marketing/integrations/ads-reporting/ads-reporting` },
  { name: 'dmpSegments', prefixes: ['/v2', '/rest'], paths: ['/dmpSegments', '/dmpSegments/:segment', '/dmpSegments/:segment/users', '/dmpSegments/:segment/companies'], product: 'Audiences (Matched Audiences)', source: `${LEARN}/marketing/matched-audiences/create-and-manage-segments` },
  { name: 'conversions', prefixes: ['/rest'], product: 'Conversions API', source: `${LEARN}/marketing/integrations/ads-reporting/conversions-api` },
  { name: 'conversionEvents', prefixes: ['/rest'], product: 'Conversions API', source: `${LEARN}/marketing/integrations/ads-reporting/conversions-api` },
  { name: 'campaignConversions', prefixes: ['/rest'], product: 'Conversions API (a campaign tied to a conversion rule)', source: `${LEARN}/marketing/integrations/ads-reporting/conversion-tracking` },
  { name: 'leadForms', prefixes: ['/rest'], product: 'Lead Sync API', source: `${LEARN}/marketing/lead-sync/leadsync` },
  { name: 'leadFormResponses', prefixes: ['/rest'], product: 'Lead Sync API', source: `${LEARN}/marketing/lead-sync/leadsync` },
];

export const CATALOGUE: readonly CatalogueResource[] = [...V1, ...TODAY];

/** A member permission LinkedIn documents that this mock does not issue, with the product that brings it. */
export interface CatalogueScope {
  scope: string;
  product: string;
  source: string;
}

/** LinkedIn's documented scopes beyond the mock's (scopes.ts): what `check` names as not mocked. */
export const SCOPE_CATALOGUE: readonly CatalogueScope[] = [
  { scope: 'r_ads', product: 'Advertising API', source: `${LEARN}/marketing/integrations/ads/account-structure/create-and-manage-accounts` },
  { scope: 'rw_ads', product: 'Advertising API', source: `${LEARN}/marketing/integrations/ads/account-structure/create-and-manage-accounts` },
  { scope: 'r_ads_reporting', product: 'Advertising API (Reporting)', source: `${LEARN}/marketing/integrations/ads-reporting/ads-reporting` },
  { scope: 'rw_conversions', product: 'Conversions API', source: `${LEARN}/marketing/integrations/ads-reporting/conversions-api` },
  { scope: 'rw_dmp_segments', product: 'Audiences (Matched Audiences)', source: `${LEARN}/marketing/matched-audiences/create-and-manage-segments` },
  { scope: 'r_events', product: 'Events Management API', source: `${LEARN}/marketing/event-management/events` },
  { scope: 'rw_events', product: 'Events Management API', source: `${LEARN}/marketing/event-management/events` },
  { scope: 'r_marketing_leadgen_automation', product: 'Lead Sync API', source: `${LEARN}/marketing/lead-sync/getting-access-leadsync` },
  { scope: 'r_1st_connections', product: 'Connections API (restricted)', source: `${LEARN}/shared/integrations/people/connections-api` },
  { scope: 'r_compliance', product: 'Compliance API (restricted)', source: `${LEARN}/shared/integrations/people/connections-api` },
  { scope: 'r_primarycontact', product: 'Primary Contact API (restricted)', source: `${LEARN}/shared/integrations/people/primary-contact-api` },
  { scope: 'r_network_primarycontact', product: 'Primary Contact API (restricted)', source: `${LEARN}/shared/integrations/people/connections-primary-contacts` },
];

/** The catalogue's entry of a scope the mock does not issue, or undefined. */
export function scopeInCatalogue(scope: string): CatalogueScope | undefined {
  return SCOPE_CATALOGUE.find((entry) => entry.scope === scope);
}

/** A call the catalogue names: the resource, its prefix and the pattern that matched. */
export interface CatalogueMatch {
  resource: CatalogueResource;
  prefix: ApiPrefix;
  pattern: string;
}

/** The path patterns of a resource under one prefix. */
export function resourcePatterns(resource: CatalogueResource): string[] {
  return resource.paths ? [...resource.paths] : [`/${resource.name}`, `/${resource.name}/:key`];
}

/**
 * The segments of a path after its prefix, the way a LinkedIn path is read: each decoded once, a
 * v1 field selector (`:(…)`), v1 keys (`::(…)`, kept as a `::` mark) and a profile view (`:public`,
 * `:full`) taken off, and Rest.li's tunnelled or batch forms left whole.
 */
function segmentsOf(rest: string, v1: boolean): string[] {
  return rest
    .split('/')
    .filter(Boolean)
    .map((raw) => {
      let segment: string;
      try {
        segment = decodeURIComponent(raw);
      } catch {
        segment = raw;
      }
      if (!v1) return segment;
      if (/::\(/.test(segment)) return segment.replace(/::\(.*$/, '::');
      return segment.replace(/:\(.*$/, '').replace(/:(public|full)$/, '');
    });
}

function matches(pattern: string, segments: string[]): boolean {
  const want = pattern.split('/').filter(Boolean);
  if (want.length !== segments.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? segments[i]!.length > 0 : part === segments[i]));
}

/**
 * The documented resource a path names, or undefined when LinkedIn documents none there (a path
 * LinkedIn does not have, as far as the catalogue knows).
 * @example linkedInResource('/rest/adAccounts/123')?.resource.product // 'Advertising API'
 * @example linkedInResource('/v1/jobs/123:(id,position)')?.resource.name // 'jobs'
 * @example linkedInResource('/rest/nothingHere') // undefined
 */
export function linkedInResource(pathname: string): CatalogueMatch | undefined {
  const prefix = (['/v1', '/v2', '/rest'] as const).find((p) => pathname === p || pathname.startsWith(p + '/'));
  if (!prefix) return undefined;
  const segments = segmentsOf(pathname.slice(prefix.length), prefix === '/v1');
  for (const resource of CATALOGUE) {
    if (!resource.prefixes.includes(prefix)) continue;
    const pattern = resourcePatterns(resource).find((candidate) => matches(candidate, segments));
    if (pattern) return { resource, prefix, pattern };
  }
  return undefined;
}

/** The words the journal, the admin page and the helpers use for a call LinkedIn serves and this mock does not. */
export function unservedSentence(match: CatalogueMatch): string {
  return `LinkedIn serves this (${match.prefix}${match.pattern}, ${match.resource.product}: ${match.resource.source}); this mock does not (yet), so it answered LinkedIn's 404 for a path it has no route for.`;
}
