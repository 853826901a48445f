// The REST route table and its matching: which endpoint a method and path reach, or the methods
// the path does allow (405 with Allow), or nothing (the 404 fallback answers).
import type { MockContext } from '../../context/context.js';
import type { Scope } from '../../scopes.js';
import type { AccessTokenRecord } from '../../store/types.js';
import type { FieldRequest } from '../format/fieldSelector.js';
import type { PathSegment, ResourcePath } from './resourcePath.js';
import type { RestResult } from '../format/serialize.js';
import type { ApiCall } from '../../api/era.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an endpoint gets, a call of v1's era: the parsed request and the authenticated caller. */
export interface RestCall extends ApiCall {
  era: 'v1';
  /** The day replayed (history/), null for today's platform: decided once, when the call was taken. */
  asOf: number | null;
  ctx: MockContext;
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** Keys of `segment::(…)` in the path, by the pattern segment's name. */
  keys: Record<string, string[]>;
  /** The field selector, when the path has one. */
  fields?: FieldRequest[];
  /** `:public` or `:full` at the end of a profile path. */
  profileView?: 'public' | 'full';
  caller: AccessTokenRecord;
  /** Origin the request came to, for URLs inside responses. */
  apiOrigin: string;
}

export interface Endpoint {
  /** Any one of these scopes lets the caller in; empty: any valid token. */
  scopes: Scope[];
  /** Whether the path may end in a field selector. */
  selector?: boolean;
  /** Whether the path may end in `:public` or `:full` (profiles). */
  profileViews?: boolean;
  handle(call: RestCall): RestResult | Promise<RestResult>;
}

export interface Route {
  /**
   * Path after the host, e.g. `/v1/people/:person/connections`. `:name` matches one segment;
   * `name::` a literal segment that carries `::(…)` keys; `name::?` one that may carry them.
   */
  path: string;
  methods: Partial<Record<Method, Endpoint>>;
}

type RouteMatch =
  | { kind: 'endpoint'; endpoint: Endpoint; params: Record<string, string>; keys: Record<string, string[]>; route: Route }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'none' };

function matchSegments(pattern: string[], segments: PathSegment[]): { params: Record<string, string>; keys: Record<string, string[]> } | null {
  if (pattern.length !== segments.length) return null;
  // A literal segment that differs rules the route out before anything is made (most routes, on every call).
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i];
    if (!want.startsWith(':') && !want.endsWith(':') && !want.endsWith('::?') && segments[i].name !== want) return null;
  }
  const params: Record<string, string> = {};
  const keys: Record<string, string[]> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i];
    const got = segments[i];
    if (want.startsWith(':')) {
      if (got.keys) return null;
      params[want.slice(1)] = got.name;
    } else if (want.endsWith('::?') || want.endsWith('::')) {
      const name = want.replace(/::\??$/, '');
      if (got.name !== name) return null;
      if (want.endsWith('::') && !got.keys) return null;
      if (got.keys) keys[name] = got.keys;
    } else if (got.name !== want || got.keys) return null;
  }
  return { params, keys };
}

/** Each route list with its paths split into segments, once (routes are matched on every call). */
const compiled = new WeakMap<Route[], { route: Route; pattern: string[] }[]>();

function compiledRoutes(routes: Route[]): { route: Route; pattern: string[] }[] {
  let list = compiled.get(routes);
  // Made again if the list changed length since (route tables are built once, but cheaply safe).
  if (!list || list.length !== routes.length) compiled.set(routes, (list = routes.map((route) => ({ route, pattern: route.path.split('/').filter(Boolean) }))));
  return list;
}

/**
 * Finds the endpoint for `method` and `path` in `routes`.
 * @example matchRoute(routes, 'GET', parseResourcePath('/v1/people/~'))
 */
export function matchRoute(routes: Route[], method: string, path: ResourcePath): RouteMatch {
  let allow: Set<string> | undefined;
  for (const { route, pattern } of compiledRoutes(routes)) {
    const matched = matchSegments(pattern, path.segments);
    if (!matched) continue;
    const endpoint = route.methods[method as Method];
    if (endpoint) return { kind: 'endpoint', endpoint, route, ...matched };
    allow ??= new Set<string>();
    for (const name of Object.keys(route.methods)) allow.add(name);
  }
  if (allow) return { kind: 'method-not-allowed', allow: [...allow, 'OPTIONS'] };
  return { kind: 'none' };
}
