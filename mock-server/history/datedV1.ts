// What the v1 REST API answered on a replayed day (datedChanges.ts): from the developer program
// transition of 2015-05-12 only the Profile API (/v1/people/~), the Share API and the Companies API
// stayed open to apps in no partner program ("The following endpoints are the only ones that will
// remain available for use: Profile API — /v1/people/~, Share API — /v1/people/~/shares, Companies
// API — /v1/companies/{id}", https://developer.linkedin.com/support/developer-program-transition);
// from 2019-05-01 (apps registered from 2019-01-14: at once) every v1 call answers 410. Plain
// functions of the day, the app and the route's pattern (v1/routes.ts).
import { inEffect, reachesApp, type DatedChangeId } from './datedChanges.js';
import type { DatedApp } from './datedScopes.js';

/** LinkedIn's message of v1's shutdown (hybridauth/hybridauth#1020 and every report after). */
export const V1_GONE_MESSAGE = 'This resource is no longer available under v1 APIs';

/**
 * The v1 routes the transition closed, each with the word of its 403: "Access to connections
 * denied" is LinkedIn's (yiisoft/yii2-authclient#20, 2015); the others follow it (their words are
 * not on record: our choice). A route not named here stayed open (the three APIs above, with what a
 * member reads of their own profile, the companies' pages and search, following a company: what public
 * code still called after 2015, DEKHTIARJonathan/python3-linkedin#3).
 */
const CLOSED_ROUTES: Readonly<Record<string, string>> = {
  '/v1/people/:person/connections': 'connections',
  '/v1/people-search': 'people search',
  '/v1/people/~/people-search': 'people search',
  '/v1/people/:person/network/updates': 'network updates',
  '/v1/people/~/network/updates/:key': 'network updates',
  '/v1/people/~/network/updates/:key/update-comments': 'network updates',
  '/v1/people/~/network/updates/:key/likes': 'network updates',
  '/v1/people/~/network/updates/:key/is-liked': 'network updates',
  '/v1/people/:person/network/network-stats': 'network statistics',
  '/v1/people/~/current-status': 'network updates',
  '/v1/people/~/mailbox': 'messages',
  '/v1/people/~/suggestions/to-follow/companies': 'suggestions',
  '/v1/people::': 'profiles',
  '/v1/companies::': 'companies',
  '/v1/groups': 'groups',
  '/v1/groups/:group': 'groups',
  '/v1/groups/:group/posts': 'groups',
  '/v1/people/~/group-memberships': 'groups',
  '/v1/people/~/group-memberships/:group': 'groups',
  '/v1/people/~/group-memberships/:group/posts': 'groups',
  '/v1/people/~/suggestions/groups': 'groups',
  '/v1/people/~/suggestions/groups/:group': 'groups',
  '/v1/posts': 'groups',
  '/v1/posts/:post': 'groups',
  '/v1/posts/:post/category/code': 'groups',
  '/v1/posts/:post/comments': 'groups',
  '/v1/posts/:post/relation-to-viewer/is-following': 'groups',
  '/v1/posts/:post/relation-to-viewer/is-liked': 'groups',
  '/v1/comments/:comment': 'groups',
  // "jobs api" among what is "no longer supported without being a LinkedIn Partner" (ozgur/python-linkedin#103).
  '/v1/job-search': 'jobs',
  '/v1/jobs/:job': 'jobs',
  '/v1/people/~/job-bookmarks': 'jobs',
  '/v1/people/~/job-bookmarks/:job': 'jobs',
  '/v1/people/~/suggestions/job-suggestions': 'jobs',
};

/** The person routes open for the member themself (`~`) only. */
const OWN_PROFILE_ROUTES = new Set(['/v1/people/:person', '/v1/people/:person/email-address', '/v1/people/:person/picture-urls::?']);

/** The routes the transition left open to every app (the Share and Companies APIs, following a company). */
const OPEN_ROUTES = new Set([
  '/v1/people/~/shares',
  '/v1/people/~/following/companies',
  '/v1/people/~/following/companies/:company',
  '/v1/companies',
  '/v1/companies/:company',
  '/v1/companies/:company/company-statistics',
  '/v1/companies/:company/is-company-share-enabled',
  '/v1/companies/:company/relation-to-viewer/is-company-share-enabled',
  '/v1/companies/:company/shares',
  '/v1/companies/:company/updates',
  '/v1/companies/:company/updates/:key',
  '/v1/companies/:company/updates/:key/update-comments',
  '/v1/companies/:company/updates/:key/likes',
  '/v1/companies/:company/updates/:key/is-liked',
  '/v1/company-search',
]);

/** How the transition of 2015 classed a v1 route: closed, open for `~` only, or open; undefined for a route it does not class (a new one: the test of v1's routes asks). */
export function transitionClass(routePath: string): 'closed' | 'own profile' | 'open' | undefined {
  if (CLOSED_ROUTES[routePath]) return 'closed';
  if (OWN_PROFILE_ROUTES.has(routePath)) return 'own profile';
  return OPEN_ROUTES.has(routePath) ? 'open' : undefined;
}

/** A refusal of a v1 call on a replayed day. */
export interface DatedV1Refusal {
  status: 403 | 410;
  message: string;
  change: DatedChangeId;
}

/**
 * What LinkedIn answered a v1 call instead, on the day `asOf` (null: no replay; nothing refused),
 * for an app and a route pattern (`person`: the path's person, `~` or an id); null when it answered
 * as in its era.
 * @example datedV1Refusal(Date.parse('2019-06-01'), {}, '/v1/people/:person', '~') // 410 "This resource is no longer available under v1 APIs"
 */
export function datedV1Refusal(asOf: number | null, app: DatedApp, routePath: string, person?: string): DatedV1Refusal | null {
  if (asOf === null) return null;
  if (inEffect('v1Retired', asOf)) return { status: 410, message: V1_GONE_MESSAGE, change: 'v1Retired' };
  if (reachesApp('v2ForNewApps', asOf, app.createdOn)) return { status: 410, message: V1_GONE_MESSAGE, change: 'v2ForNewApps' };
  if (!inEffect('partnerPrograms', asOf) || app.v1Partner) return null;
  const closed = CLOSED_ROUTES[routePath] ?? (OWN_PROFILE_ROUTES.has(routePath) && person !== undefined && person !== '~' ? 'profiles' : undefined);
  return closed ? { status: 403, message: `Access to ${closed} denied`, change: 'partnerPrograms' } : null;
}
