// Every route of today's API, in one list (docs/v2.md).
import { matchTodayRoute, rawSegments, type TodayRoute } from './TodayRoute.js';
import { memberRoutes } from './members/members.js';
import { postRoutes } from './posts/posts.js';
import { imageRoutes } from './media/images.js';
import { organizationRoutes } from './organizations/organizationRoutes.js';
import { videoRoutes } from './media/videos.js';
import { documentRoutes } from './media/documents.js';
import { assetRoutes } from './media/assets.js';
import { socialActionRoutes } from './socialActions/socialActionRoutes.js';
import { eventSubscriptionRoutes } from './eventSubscriptions/eventSubscriptions.js';
import { identityRoutes } from './identity/identityRoutes.js';
import { portabilityRoutes } from './portability/portabilityRoutes.js';

export const TODAY_ROUTES: TodayRoute[] = [...memberRoutes, ...postRoutes, ...imageRoutes, ...videoRoutes, ...documentRoutes, ...assetRoutes, ...organizationRoutes, ...socialActionRoutes, ...eventSubscriptionRoutes, ...identityRoutes, ...portabilityRoutes];

/** True when a route of today's API has this path (any method: a wrong one gets its 405 here). */
export function isTodayRoutePath(pathname: string): boolean {
  // The first segment decides most paths (every /v1 call) without splitting the path.
  const start = pathname.search(/[^/]/);
  const end = pathname.indexOf('/', start);
  if (start >= 0 && !FIRST_SEGMENTS.has(pathname.slice(start, end < 0 ? undefined : end)) && !FIRST_SEGMENTS.has(':')) return false;
  return matchTodayRoute(TODAY_ROUTES, rawSegments(pathname)) !== undefined;
}

/** The first segment of every route of today's API (`:` for one that starts with a parameter). */
const FIRST_SEGMENTS = new Set(TODAY_ROUTES.map((route) => rawSegments(route.path)[0]!.replace(/^:.*/, ':')));
