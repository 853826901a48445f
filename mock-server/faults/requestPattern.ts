// Which requests a fault rule or a journal query means (like WireMock's request patterns):
// method, path (exact, or with `*` for any characters), query parameters and headers, all
// optional. One rule for POST /__admin/faults, GET /__admin/requests and POST /__admin/requests/count.

export interface RequestPattern {
  /** e.g. "GET"; any method when absent. */
  method?: string;
  /**
   * A path such as /v1/people/~ (exact), or with `*` standing for any characters (/v1/people/*,
   * /oauth/*Token). It matches the request's path as sent, or its resource path (`resourcePath`):
   * /v1/people/~ matches /v1/people/~:(id,first-name) too, however the client spelled its selector.
   */
  path?: string;
  /** Parameters the query must have, each with exactly this value. */
  query?: Record<string, string>;
  /** Headers the request must have, each with exactly this value (names in any case). */
  headers?: Record<string, string>;
}

/** What a pattern is matched against: a live request, or a journal entry. */
export interface RequestFacts {
  method: string;
  url: URL;
  header(name: string): string | null;
}

export const PATTERN_FIELDS = ['method', 'path', 'query', 'headers'] as const;

function stringMap(value: unknown, name: string): Record<string, string> | string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `'${name}' must be an object of names to values, such as {"format": "json"}.`;
  for (const [key, inner] of Object.entries(value)) if (typeof inner !== 'string') return `'${name}.${key}' must be a string.`;
  return value as Record<string, string>;
}

/**
 * The pattern in `body` (only its pattern fields are read), or a sentence saying what is wrong.
 * @example patternFrom({ method: 'get', path: '/v1/people/*' }) // { method: 'GET', path: '/v1/people/*' }
 */
export function patternFrom(body: Record<string, unknown>): RequestPattern | string {
  const pattern: RequestPattern = {};
  if (body.method !== undefined) {
    if (typeof body.method !== 'string' || !/^[A-Za-z]{1,20}$/.test(body.method)) return "'method' must be an HTTP method such as GET or POST.";
    pattern.method = body.method.toUpperCase();
  }
  if (body.path !== undefined) {
    if (typeof body.path !== 'string' || !body.path.startsWith('/')) return "'path' must be a path starting with '/', such as /v1/people/~, with '*' for any characters (/v1/people/*).";
    pattern.path = body.path;
  }
  for (const name of ['query', 'headers'] as const) {
    if (body[name] === undefined) continue;
    const map = stringMap(body[name], name);
    if (typeof map === 'string') return map;
    pattern[name] = name === 'headers' ? Object.fromEntries(Object.entries(map).map(([key, value]) => [key.toLowerCase(), value])) : { ...map };
  }
  return pattern;
}

const compiled = new Map<string, RegExp>();

function pathRegExp(path: string): RegExp {
  let regexp = compiled.get(path);
  if (!regexp) {
    regexp = new RegExp('^' + path.split('*').map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*') + '$');
    if (compiled.size > 1000) compiled.clear();
    compiled.set(path, regexp);
  }
  return regexp;
}

/**
 * The path of the resource a request names: percent-escapes decoded and every field selector
 * `:(…)` left out (nested ones with it), so a pattern names the resource, not the fields a client
 * asked of it. `::(…)` (the v1 API's list of members, /v1/people::(~,id=x)) is part of the resource.
 * @example resourcePath('/v1/people/~:(id,positions:(title))') // '/v1/people/~'
 * @example resourcePath('/v1/people/~%3A%28id%29/connections') // '/v1/people/~/connections'
 */
export function resourcePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the path as sent.
  }
  let out = '';
  for (let index = 0; index < decoded.length; index++) {
    if (decoded[index] === ':' && decoded[index + 1] === '(' && decoded[index - 1] !== ':') {
      let depth = 0;
      let end = index + 1;
      for (; end < decoded.length; end++) {
        if (decoded[end] === '(') depth++;
        else if (decoded[end] === ')' && --depth === 0) break;
      }
      index = end;
      continue;
    }
    out += decoded[index];
  }
  return out;
}

/** True when the request has everything the pattern names. */
export function matchesPattern(pattern: RequestPattern, request: RequestFacts): boolean {
  if (pattern.method && pattern.method !== request.method.toUpperCase()) return false;
  if (pattern.path !== undefined) {
    const regexp = pathRegExp(pattern.path);
    if (!regexp.test(request.url.pathname) && !regexp.test(resourcePath(request.url.pathname))) return false;
  }
  for (const [name, value] of Object.entries(pattern.query ?? {})) if (!request.url.searchParams.getAll(name).includes(value)) return false;
  for (const [name, value] of Object.entries(pattern.headers ?? {})) if (request.header(name) !== value) return false;
  return true;
}
