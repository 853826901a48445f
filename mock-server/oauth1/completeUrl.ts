import { addressedUrl } from './addressedUrl.js';
import { OAUTH1_PATHS } from './oauth1Paths.js';

/**
 * Where the shared login and consent dialog sends the browser back for an OAuth 1.0a request
 * token: its redirect URI, on the host the flow runs on, naming the request token. A code the
 * dialog issues is bound to exactly this URL, so it only ever completes this request token.
 * @example completeUrl(request, 'fe9d7429-…').href // 'https://api.linkedin.com/uas/oauth/complete?oauth_token=fe9d7429-…'
 */
export function completeUrl(request: Request, requestToken: string): URL {
  const url = new URL(OAUTH1_PATHS.complete, addressedUrl(request));
  url.searchParams.set('oauth_token', requestToken);
  return url;
}
