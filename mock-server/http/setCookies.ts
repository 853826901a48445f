// The Set-Cookie values of the service's responses, readable wherever the service runs. A browser
// drops Set-Cookie from a Response that a script constructs (a forbidden response header), so
// when the service runs inside a page (setupWorker), the windows it serves there (windowsInPage.ts)
// read the cookies here instead; in Node they are in the headers as usual.

const kept = new WeakMap<Response, string[]>();

/**
 * `new Response(body, { status, headers })` that keeps the Set-Cookie values of `headers`
 * readable through setCookiesOf, even in a browser.
 * @example return responseWithCookies(null, 303, new Headers([['location', url], ['set-cookie', cookie]]))
 */
export function responseWithCookies(body: BodyInit | null, status: number, headers: Headers): Response {
  const response = new Response(body, { status, headers });
  const cookies = headers.getSetCookie();
  if (cookies.length) kept.set(response, cookies);
  return response;
}

/** The Set-Cookie values of a response: those kept by responseWithCookies, else its headers'. */
export function setCookiesOf(response: Response): string[] {
  return kept.get(response) ?? response.headers.getSetCookie();
}
