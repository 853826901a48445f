/**
 * The `origin` parameter of the framework's windows and frames (sign-in window, share dialog,
 * API proxy): the page's exact origin, scheme://host[:port] and nothing after it (no path,
 * query, fragment or credentials). Undefined for anything else, so a caller refuses it.
 * @example pageOriginParam('http://localhost:5173') // 'http://localhost:5173'
 * @example pageOriginParam('http://localhost:5173/page') // undefined
 */
export function pageOriginParam(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.origin === 'null' || url.username || url.password || url.pathname !== '/' || url.search || url.hash) return undefined;
    // The origin as the browser writes it; "http://EXAMPLE.com:80" is not how a page names itself.
    return url.origin === raw ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The sentence that refuses a bad `origin` parameter of `what` ("The share window"). */
export function pageOriginProblem(what: string, raw: string | null, opener: string): string {
  return `${what} needs the page's origin (origin=scheme://host:port, e.g. http://localhost:5173), not '${raw ?? ''}'. Open it through ${opener}.`;
}
