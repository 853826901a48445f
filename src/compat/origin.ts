// Origins (scheme://host:port) without location.origin or URL, which IE 6-10 lack.

var ORIGIN = /^([a-z][a-z0-9+.\-]*:)?\/\/[^\/?#]+/i;

/** The page's own origin. `page` defaults to the current location. */
export function pageOrigin(page?: Location): string {
  var here = page || location;
  return here.protocol + '//' + here.host;
}

/**
 * The origin a URL points at, resolved against the page for protocol-relative and path-only
 * URLs (IE 6-7 return a script's src exactly as written).
 * @example originOf('//cdn.example/in.js') // 'https://cdn.example' on an https page
 */
export function originOf(url: string, page?: Location): string {
  var here = page || location;
  if (url.substring(0, 2) === '//') url = here.protocol + url;
  var match = ORIGIN.exec(url);
  return match ? match[0] : pageOrigin(here);
}

/**
 * The `ret` address of a page without postMessage (IE 6/7): the service answers it in hidden
 * frames at this static file of the page's origin, the answer in their URL fragments
 * (compat/frameAnswer.ts). Any status works (a 404 too); a redirect would carry the fragment
 * along, and a page there would see it.
 */
export function returnAddress(): string {
  return pageOrigin() + '/favicon.ico';
}

/** `ret=<returnAddress()>`, for a query. */
export function returnParam(): string {
  return 'ret=' + encodeURIComponent(returnAddress());
}
