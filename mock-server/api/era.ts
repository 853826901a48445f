// Which era of the REST API a request is, written once. v1 (/v1/…) answers XML or JSON with v1's
// error body; today's API (/v2, the versioned /rest, and the image upload URLs /dms-uploads/…)
// answers JSON only, in today's error body, and its preflights allow today's headers. The route
// that takes a request decides its era once and carries it on the call (`ApiCall.era`); what runs
// after (admission, token refusals, CORS, the error answer) asks the call. The gateway's faults and
// the standalone server's refusals, which answer before any route, ask `eraOfPath` here.

/** The two eras of the REST API. */
export type Era = 'v1' | 'today';

/** A call of the REST API as the route that took it knows it: its era, decided once, and the request. */
export interface ApiCall {
  readonly era: Era;
  readonly request: Request;
  /** True when the route acts for the app, not a member, and so takes application (2-legged) tokens, which every other route refuses. */
  readonly applicationTokens?: boolean;
  /**
   * Today's API: the endpoint the call is, `{resource}.{METHOD}` (`me.GET`, `posts.CREATE`), which the
   * daily limits count per (admission/rateLimit.ts); v1 calls have none (one count per app and member).
   */
  readonly endpoint?: string;
  /**
   * The day whose platform the service replays (ms; `asOf`, docs/over-time.md), decided once with
   * the era by the route that takes the call, for the dated rules of history/; null or absent: today's
   * platform, with a working v1 era.
   */
  readonly asOf?: number | null;
}

const V1_PATH = /^\/v1(\/|$)/;
const TODAY_PATH = /^\/(v2|rest|dms-uploads)(\/|$)/;

/**
 * @example isTodayPath('/rest/posts') // true
 * @example isTodayPath('/v1/people/~') // false
 */
function isTodayPath(pathname: string): boolean {
  return TODAY_PATH.test(pathname);
}

/**
 * The era of a path of the REST API, or undefined for the service's other paths (sign-in, pages,
 * the admin API, the framework's).
 * @example eraOfPath('/rest/posts') // 'today'
 * @example eraOfPath('/v1/people/~') // 'v1'
 * @example eraOfPath('/oauth/v2/authorization') // undefined
 */
export function eraOfPath(pathname: string): Era | undefined {
  if (V1_PATH.test(pathname)) return 'v1';
  return isTodayPath(pathname) ? 'today' : undefined;
}
