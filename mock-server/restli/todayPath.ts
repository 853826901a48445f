// Which paths are today's API: /v2, the versioned /rest, and the image upload URLs
// (/dms-uploads/…). They answer JSON only, in today's error body (RestliError.ts), and their
// preflights allow today's headers. Written once for the REST pipeline, its formats and CORS.

const TODAY_PATH = /^\/(v2|rest|dms-uploads)(\/|$)/;

/**
 * @example isTodayPath('/rest/posts') // true
 * @example isTodayPath('/v1/people/~') // false
 */
export function isTodayPath(pathname: string): boolean {
  return TODAY_PATH.test(pathname);
}
