// What a person can open in a browser on the service: the list the not-found page offers, nearest
// first. Paths come from the constants the handlers use, so the list follows them.
import { PRIVACY_SETTINGS_PATH } from '../defaults.js';
import { SHARE_PATH } from '../../protocol/paths.js';

/** A page a browser can open on the service. */
export interface ServedPage {
  /** The path (with an example query where the page needs one). */
  href: string;
  /** What it is, in a few words. */
  what: string;
}

/** Where the admin page and API live. */
export const ADMIN_PAGE_PATH = '/__admin/';
/** The share link of the v1 era (`/shareArticle?mini=true&url=…`). */
export const SHARE_ARTICLE_PATH = '/shareArticle';

/** Every page of the service a browser can open. */
export const SERVED_PAGES: readonly ServedPage[] = [
  { href: '/demo/', what: 'the demo page: in.js against this service' },
  { href: ADMIN_PAGE_PATH, what: 'the admin page: journal, faults, tokens, clock (when the admin API is on)' },
  { href: PRIVACY_SETTINGS_PATH, what: 'permitted services: the applications a member allowed' },
  { href: `${SHARE_ARTICLE_PATH}?mini=true&url=https%3A%2F%2Fexample.com%2F`, what: 'the share link sites used' },
  { href: `${SHARE_PATH}?url=https%3A%2F%2Fexample.com%2F`, what: 'the share dialog' },
  { href: '/sharing/share-offsite/?url=http%3A%2F%2Flocalhost%3A3000%2F', what: "today's share link: the composer with the shared page's preview" },
  { href: '/feed/?shareActive=true&text=Hello', what: "today's post composer, opened with a text" },
  { href: '/profile/add?startTask=CERTIFICATION_NAME&name=Certificate&organizationId=1001', what: 'Add to Profile: a certification for the member\'s profile' },
  { href: '/verify?clientId=demo-api-key&verificationCriteria=IDENTITY', what: "Verified on LinkedIn's verification page, where a report's verificationUrl sends a member" },
  { href: '/oauth/v2/authorization', what: 'the OAuth 2.0 dialog (needs response_type, client_id, redirect_uri)' },
  { href: '/uas/oauth2/authorization', what: 'the OAuth 2.0 dialog, legacy path' },
  { href: '/feed/update/urn:li:share:{id}/', what: 'a published post as the network shows it, with its reactions and comments' },
  { href: '/in.js', what: 'the framework script' },
  { href: '/v1/people/~', what: 'the REST API (needs an access token)' },
];

/** A path the service routes (gateway/routePaths.ts): a pattern such as `/v2/people/:person`, and what answers it. */
export interface RoutePath {
  path: string;
  what: string;
}

/** A page or route near a path asked for; `href` is set when a browser can open it as it is. */
export interface NearbyPath {
  path: string;
  what: string;
  href?: string;
}

/** The path part of an href: what distance is measured to. */
function pathOf(href: string): string {
  return href.split('?')[0]!.toLowerCase();
}

/** Levenshtein distance, for "did you mean" (short strings only). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The pattern as the asked path would fill it: `:name` segments take the asked path's segment there, `name::` is `name`. */
function filled(pattern: string, wanted: string): string {
  const asked = wanted.split('/');
  return pattern
    .toLowerCase()
    .split('/')
    .map((segment, i) => (segment.startsWith(':') ? (asked[i] ?? segment) : segment.replace(/::\??$/, '')))
    .join('/');
}

/** How many near paths the page not found names at most. */
const NEAR_PATHS = 5;

/**
 * The pages and routes nearest to `path` (`near` as nearbyPages decides it), nearest first, at most
 * five: from the pages a browser opens and from every route of both eras (gateway/routePaths.ts).
 * @example nearestPaths('/.well-known/openid-configuration', routePaths(handlers))[0].path // '/oauth/.well-known/openid-configuration'
 */
export function nearestPaths(path: string, routes: readonly RoutePath[]): NearbyPath[] {
  const wanted = path.toLowerCase().slice(0, 64);
  const pages = SERVED_PAGES.map((page) => ({ path: pathOf(page.href), what: page.what, href: page.href }));
  const candidates: NearbyPath[] = [...pages, ...routes.filter((route) => !pages.some((page) => page.path === route.path.toLowerCase()))];
  return candidates
    .map((candidate) => {
      const target = filled(candidate.path, wanted);
      const d = distance(wanted, target);
      const prefix = target.length > 1 && (wanted.startsWith(target) || (target.startsWith(wanted.replace(/\/+$/, '')) && wanted.length > 1));
      const href = candidate.href ?? (/[:*]/.test(candidate.path) ? undefined : candidate.path);
      return { path: candidate.path, what: candidate.what, ...(href ? { href } : {}), d, prefix, near: prefix || d <= Math.max(1, Math.floor(target.length / 3)) };
    })
    .filter((candidate) => candidate.near && candidate.d > 0)
    .sort((a, b) => Number(b.prefix) - Number(a.prefix) || a.d - b.d)
    .slice(0, NEAR_PATHS)
    .map(({ d: _d, near: _near, prefix: _prefix, ...found }) => found);
}

/**
 * The served pages nearest to `path` first (edit distance of the path, at most 64 characters read),
 * with how near each is: `near` when the distance is at most a third of the path's length or one
 * is a prefix of the other.
 * @example nearbyPages('/demo')[0] // { href: '/demo/', what: …, near: true }
 */
export function nearbyPages(path: string): (ServedPage & { near: boolean })[] {
  const wanted = path.toLowerCase().slice(0, 64);
  return SERVED_PAGES.map((page) => {
    const target = pathOf(page.href);
    const d = distance(wanted, target);
    const prefix = target.length > 1 && (wanted.startsWith(target) || target.startsWith(wanted.replace(/\/+$/, '')) && wanted.length > 1);
    return { ...page, near: prefix || d <= Math.max(1, Math.floor(target.length / 3)), d };
  })
    .sort((a, b) => Number(b.near) - Number(a.near) || a.d - b.d)
    .map(({ d: _d, ...page }) => page);
}
