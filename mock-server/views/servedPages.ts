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
  { href: '/oauth/v2/authorization', what: 'the OAuth 2.0 dialog (needs response_type, client_id, redirect_uri)' },
  { href: '/uas/oauth2/authorization', what: 'the OAuth 2.0 dialog, legacy path' },
  { href: '/feed/update/urn:li:share:{id}/', what: 'a published post as the network shows it, with its reactions and comments' },
  { href: '/in.js', what: 'the framework script' },
  { href: '/v1/people/~', what: 'the REST API (needs an access token)' },
];

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
