import type { AppRecord } from '../../store/types.js';
import { InvalidRequest } from '../errors.js';
import { paramProblem, readParam } from './readParam.js';
import { redirectUriAllowed, redirectUrlProblem } from '../../apps/redirectUrls.js';

/** At most this many registered URLs are listed on the page; the rest are counted. */
const LISTED_URLS = 10;

/**
 * The app's registered redirect URLs, as the mismatch page lists them (the app's own settings, not a
 * secret: its developer sees them in the developer portal).
 * @example registeredUrls(app) // "Registered: https://app.example/callback."
 */
export function registeredUrls(app: { redirectUrls: readonly string[] }): string {
  const urls = app.redirectUrls;
  if (!urls.length) return 'No redirect URL is registered with this API key.';
  const more = urls.length > LISTED_URLS ? ` and ${urls.length - LISTED_URLS} more` : '';
  return `Registered: ${urls.slice(0, LISTED_URLS).join(', ')}${more}.`;
}

/**
 * redirect_uri must be present once, absolute, without '#', and match a URL registered with
 * the API key (spec: "Redirect URL rules" 1, 4, 5; "redirect_uri not registered"). Errors
 * show a page and never redirect (RFC 6749 4.1.2.1).
 */
export function redirectUriRule(params: URLSearchParams, app: AppRecord): string {
  const read = readParam(params, 'redirect_uri');
  if (read.kind !== 'ok') throw new InvalidRequest(paramProblem('redirect_uri', read, 'one of the redirect URLs registered with your API key'));
  const problem = redirectUrlProblem(read.value);
  if (problem) throw new InvalidRequest(`The redirect_uri is not valid: ${problem}`);
  if (!redirectUriAllowed(app, read.value)) {
    throw new InvalidRequest(
      `The redirect_uri '${read.value}' does not match the redirect URLs registered with the API key '${app.apiKey}'; it must match a URL registered with the API key (query strings are ignored). ${registeredUrls(app)}`,
    );
  }
  return read.value;
}
