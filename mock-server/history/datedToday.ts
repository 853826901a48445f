// Which routes of today's API a replayed day had (datedChanges.ts): /v2/organizationAcls from its
// rename (the earliest public record, 2021-01-04; before it only /v2/organizationalEntityAcls).
// A route the day did not have answers LinkedIn's 404 for a path it does not serve. Plain
// functions of the day and the route's pattern (today/todayRoutes.ts).
import { inEffect, type DatedChangeId } from './datedChanges.js';

/** Routes that came with a change, by their pattern. */
const ROUTES_FROM: Readonly<Record<string, DatedChangeId>> = {
  '/v2/organizationAcls': 'organizationAcls',
};

/**
 * True when the day replayed (null: none) had the route.
 * @example todayRouteServed(Date.parse('2020-12-01'), '/v2/organizationAcls') // false
 */
export function todayRouteServed(asOf: number | null, routePath: string): boolean {
  const change = ROUTES_FROM[routePath];
  return !change || asOf === null || inEffect(change, asOf);
}
