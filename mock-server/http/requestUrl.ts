// A request's URL, parsed once however many parts of the service look at it (the standalone
// server, the gateway, the REST pipeline). Readers must not change the URL they get.

const parsed = new WeakMap<Request, URL>();

/** `new URL(request.url)`, the same object on every call for the same request. Do not modify it. */
export function requestUrl(request: Request): URL {
  // A request the standalone server made carries it (ServerRequest.ts); no table to look in.
  let url = (request as { parsedUrl?: URL }).parsedUrl ?? parsed.get(request);
  if (!url) {
    url = new URL(request.url);
    parsed.set(request, url);
  }
  return url;
}

/** Tells requestUrl the URL `request` was made from (its href is request.url), sparing a parse. */
export function rememberUrl(request: Request, url: URL): void {
  parsed.set(request, url);
}
