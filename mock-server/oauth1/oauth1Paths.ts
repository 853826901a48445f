/**
 * The OAuth 1.0a paths (the real service's, on any host: clients sent the browser to api. and
 * www. alike), plus `complete`, where the shared login and consent dialog hands a finished
 * authorization back to the OAuth 1.0a flow.
 */
export const OAUTH1_PATHS = {
  requestToken: '/uas/oauth/requestToken',
  authorize: '/uas/oauth/authorize',
  authenticate: '/uas/oauth/authenticate',
  accessToken: '/uas/oauth/accessToken',
  invalidateToken: '/uas/oauth/invalidateToken',
  complete: '/uas/oauth/complete',
} as const;
