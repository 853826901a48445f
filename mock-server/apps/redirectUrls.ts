// The registered application's redirect URLs (spec: "Redirect URL rules"): what makes one valid
// when it is registered, and whether an authorization request's redirect_uri is one of them.
// Fixtures check the first, the OAuth authorization and token endpoints the second, as
// node-oidc-provider asks `client.redirectUriAllowed(uri)`.
import type { AppRecord } from '../store/types.js';

/** Why a redirect URL is not acceptable (rules 1 and 4: absolute, no '#'), or null. */
export function redirectUrlProblem(url: string): string | null {
  if (url.includes('#')) return `'${url}' contains '#'; a redirect URL must not have a fragment.`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `'${url}' is not an absolute URL; a redirect URL needs a scheme and a host (e.g. https://app.example/callback), not just a path.`;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return `'${url}' uses the scheme '${parsed.protocol}'; a redirect URL must be an absolute http or https URL.`;
  }
  if (!parsed.hostname) return `'${url}' has no host; a redirect URL must be absolute.`;
  return null;
}

/** The URL without its query string (rule 3: URL arguments are ignored when matching). */
export function withoutQuery(url: string): string {
  const cut = url.indexOf('?');
  return cut === -1 ? url : url.slice(0, cut);
}

/**
 * True when `requested` is one of the app's registered URLs, compared character for character
 * (RFC 9700 4.1.3: exact string matching) once both query strings are removed (rule 5).
 * @example redirectUriAllowed({ ...app, redirectUrls: ['https://app.example/cb'] }, 'https://app.example/cb?x=1') // true
 */
export function redirectUriAllowed(app: Pick<AppRecord, 'redirectUrls'>, requested: string): boolean {
  const target = withoutQuery(requested);
  return app.redirectUrls.some((url) => withoutQuery(url) === target);
}
