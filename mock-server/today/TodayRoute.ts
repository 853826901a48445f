// The route table of today's API: a path pattern, the Rest.li resource name its permission errors
// use (`Not enough permissions to access: me.GET.NO_VERSION`), whether it is versioned (`/rest`,
// LinkedIn-Version required), what lets a caller in, and the plain function that answers.
import type { MockContext } from '../context/context.js';
import type { Scope, Product } from '../scopes.js';
import type { AccessTokenRecord } from '../store/types.js';
import type { ProjectionEnv } from '../restli/projectRecord.js';
import type { ProjectionField } from '../restli/projection.js';
import type { RestliMethod } from '../restli/restliMethod.js';
import type { VersionCalendarName } from '../restli/versionCalendar.js';
import type { ApiCall } from '../api/era.js';
import type { Finders } from '../restli/finder.js';
import type { Urn, UrnParam } from '../restli/urn.js';

export type TodayMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an endpoint gets: a call of today's era. */
export interface TodayCall extends ApiCall {
  era: 'today';
  /** The day replayed (history/), null for today's platform: decided once, when the call was taken. */
  asOf: number | null;
  ctx: MockContext;
  /** The request as it stands after untunnelling (restli/untunnel.ts). */
  request: Request;
  url: URL;
  /** The query, percent-decoded once (a tunnelled form body included). */
  query: URLSearchParams;
  /** Path parameters, each decoded once (`urn%3Ali%3Ashare%3A1` → `urn:li:share:1`). */
  params: Record<string, string>;
  /** The URNs of the path parameters the route declares as URNs (TodayRoute.urns), read once. */
  urns: Record<string, Urn>;
  /** The finder (`q=`) the call names, one the endpoint has (checked by the pipeline); undefined for none. */
  finder?: string;
  caller: AccessTokenRecord;
  apiOrigin: string;
  restliMethod: RestliMethod | undefined;
  /** `/rest` calls: the version as YYYYMM01 (restli/apiVersion.ts). */
  version?: string;
  /** `/rest` calls: the version as sent, `YYYYMM` or `YYYYMM.RR` (a product that answers by release reads it: restli/productVersions.ts). */
  versionSent?: string;
  /** `projection=` or `fields=`, parsed; undefined when the call has neither. */
  projection?: ProjectionField[];
  /** Permissions and decorators for projectRecord. */
  env: ProjectionEnv;
}

/** What an endpoint answers: JSON (or nothing, with Content-Length: 0), a status and headers. */
export interface TodayResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TodayEndpoint {
  /** Any one of these lets the caller in; otherwise 403 ACCESS_DENIED. Empty: any member token. */
  scopes: readonly Scope[];
  /** The product of the developer portal the app must have, or a list of which it must have one (a product's tiers) (scopes.ts PRODUCTS); 403 ACCESS_DENIED without it. */
  product?: Product | readonly Product[];
  /** True: the endpoint acts for the app, not a member, and takes application (2-legged) tokens only; a member's token gets 403 ACCESS_DENIED. */
  application?: true;
  /** The Rest.li method name in permission messages (GET, FINDER, CREATE, ACTION…). */
  access: string;
  /** The name in permission messages of a batch get (`ids=List(…)`) of the same endpoint, when it takes one (restli/batchGet.ts). */
  batchAccess?: string;
  /** The resource name of its permission messages, when it is not the route's (`partnerApiPostsExternal` for the posts finder). */
  resource?: string;
  /** Whether the call may carry `projection=`/`fields=`. */
  projects?: boolean;
  /** The finders (`q=`) it has; the pipeline refuses another (restli/finder.ts). None: `q=` is not read. */
  finders?: Finders;
  handle(call: TodayCall): TodayResult | Promise<TodayResult>;
}

export interface TodayRoute {
  /** Path segments; `:name` matches one segment (decoded), anything else literally. */
  path: string;
  /** The resource name of permission messages (`me`, `emailAddress`, `posts`…). */
  resource: string;
  /** `/rest` routes: LinkedIn-Version required. */
  versioned?: boolean;
  /**
   * The calendar its versions follow when not the Marketing one (restli/versionCalendar.ts): a
   * route of the Talent APIs names 'talent', the Member Snapshot API 'memberDataPortability'.
   */
  versionCalendar?: VersionCalendarName;
  /** True when the path names one entity (`/rest/posts/{urn}`, the simple resource `/v2/me`), for the Rest.li method. */
  keyed?: boolean;
  /** Path parameters that are URNs, and of what types: the pipeline reads them (restli/urn.ts urnParam) before any method's endpoint. */
  urns?: Record<string, UrnParam>;
  methods: Partial<Record<TodayMethod, TodayEndpoint>>;
}

const patterns = new WeakMap<TodayRoute, string[]>();

function patternOf(route: TodayRoute): string[] {
  let pattern = patterns.get(route);
  if (!pattern) patterns.set(route, (pattern = route.path.split('/').filter(Boolean)));
  return pattern;
}

/** The raw (still encoded) segments of a path. */
export function rawSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/**
 * The route whose pattern `segments` match, with its raw parameters, or undefined.
 * @example matchTodayRoute(TODAY_ROUTES, ['v2', 'me'])
 */
export function matchTodayRoute(routes: readonly TodayRoute[], segments: string[]): { route: TodayRoute; params: Record<string, string> } | undefined {
  for (const route of routes) {
    const pattern = patternOf(route);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      if (pattern[i].startsWith(':')) params[pattern[i].slice(1)] = segments[i];
      else ok = pattern[i] === segments[i];
    }
    if (ok) return { route, params };
  }
  return undefined;
}
