// The routes of company pages (the Community Management API; docs/organizations.md), each on
// /rest (LinkedIn-Version required) and on /v2, all behind the communityManagement product.
// Permissions (LinkedIn's documentation of each resource; where it lists one scope and real
// callers succeed with another, the mock takes both rather than refuse working code):
//   organizationAcls q=roleAssignee, organizations, networkSizes: any of the four organization scopes
//   organizationAcls q=organization: r_organization_admin or rw_organization_admin (and ADMINISTRATOR of the page)
//   PUT organizationAcls/{key} and organizationAuthorizations: rw_organization_admin (their pages name it alone)
//   follower, page and share statistics: rw_organization_admin alone, as their pages name it (and
//   ADMINISTRATOR of the page: pagePermissions.ts readStatistics)
import type { TodayEndpoint, TodayRoute } from '../TodayRoute.js';
import type { Scope } from '../../scopes.js';
import type { Finders } from '../../restli/finder.js';
import { aclFinder } from './organizationAcls.js';
import { updateAcl } from './organizationAclUpdate.js';
import { authorizations, getAuthorization } from './organizationAuthorizations.js';
import { getOrganization, networkSize, organizations } from './organizationLookup.js';
import { followerStatistics, pageStatistics, shareStatistics } from './organizationStatistics.js';

const ORGANIZATION_SCOPES: readonly Scope[] = ['r_organization_admin', 'rw_organization_admin', 'w_organization_social', 'r_organization_social'];
/** The one scope of writing roles (PUT organizationAcls) and of Organization Authorizations, as their pages name it. */
const ROLE_ADMIN_SCOPES: readonly Scope[] = ['rw_organization_admin'];
/** The statistics pages' one scope (Follower, Page and Share Statistics). */
const STATISTICS_SCOPES: readonly Scope[] = ['rw_organization_admin'];

const get = (scopes: readonly Scope[], access: string, handle: TodayEndpoint['handle'], finders?: Finders): TodayEndpoint => ({ scopes, product: 'communityManagement', access, projects: true, handle, ...(finders && { finders }) });

/** The same route on /rest (versioned) and /v2. */
function both(path: string, route: Omit<TodayRoute, 'path' | 'versioned'>): TodayRoute[] {
  return [
    { ...route, path: `/rest${path}`, versioned: true },
    { ...route, path: `/v2${path}` },
  ];
}

export const organizationRoutes: TodayRoute[] = [
  ...both('/organizationAcls', { resource: 'organizationAcls', methods: { GET: get(ORGANIZATION_SCOPES, 'FINDER', aclFinder('organization', 'organizationAcls'), { names: ['roleAssignee', 'organization'] }) } }),
  ...both('/organizationAcls/:key', { resource: 'organizationAcls', keyed: true, methods: { PUT: { scopes: ROLE_ADMIN_SCOPES, product: 'communityManagement', access: 'UPDATE', handle: updateAcl } } }),
  ...both('/organizationAuthorizations', { resource: 'organizationAuthorizations', methods: { GET: { ...get(ROLE_ADMIN_SCOPES, 'BATCH_GET', authorizations), projects: false } } }),
  ...both('/organizationAuthorizations/:key', { resource: 'organizationAuthorizations', keyed: true, methods: { GET: { ...get(ROLE_ADMIN_SCOPES, 'GET', getAuthorization), projects: false } } }),
  { path: '/v2/organizationalEntityAcls', resource: 'organizationalEntityAcls', methods: { GET: get(ORGANIZATION_SCOPES, 'FINDER', aclFinder('organizationalTarget', 'organizationalEntityAcls'), { names: ['roleAssignee', 'organizationalTarget'] }) } },
  ...both('/organizations', { resource: 'organizations', methods: { GET: get(ORGANIZATION_SCOPES, 'FINDER', organizations, { names: ['vanityName'], optional: true }) } }),
  ...both('/organizations/:id', { resource: 'organizations', keyed: true, methods: { GET: get(ORGANIZATION_SCOPES, 'GET', getOrganization) } }),
  ...both('/networkSizes/:urn', { resource: 'networkSizes', keyed: true, urns: { urn: { what: 'an organization', types: ['organization', 'organizationBrand'] } }, methods: { GET: { ...get(ORGANIZATION_SCOPES, 'GET', networkSize), projects: false } } }),
  ...both('/organizationalEntityFollowerStatistics', { resource: 'organizationalEntityFollowerStatistics', methods: { GET: get(STATISTICS_SCOPES, 'FINDER', followerStatistics, { names: ['organizationalEntity'] }) } }),
  ...both('/organizationPageStatistics', { resource: 'organizationPageStatistics', methods: { GET: get(STATISTICS_SCOPES, 'FINDER', pageStatistics, { names: ['organization'] }) } }),
  ...both('/organizationalEntityShareStatistics', { resource: 'organizationalEntityShareStatistics', methods: { GET: get(STATISTICS_SCOPES, 'FINDER', shareStatistics, { names: ['organizationalEntity'] }) } }),
];
