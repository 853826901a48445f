/**
 * The URL as the client addressed it, which is what it signed (RFC 5849 3.4.1.2): the request's
 * URL with the scheme a TLS-terminating proxy reports in `X-Forwarded-Proto`, and without a port
 * that is the scheme's default. The standalone server builds the request URL from the Host
 * header the client sent; MSW in a test sees the URL the client fetched.
 * @example addressedUrl(new Request('http://127.0.0.1:8787/uas/oauth/requestToken')).href
 */
export function addressedUrl(request: Request): URL {
  const url = new URL(request.url);
  const forwarded = (request.headers.get('x-forwarded-proto') ?? '').split(',')[0]!.trim().toLowerCase();
  if (forwarded === 'https' || forwarded === 'http') {
    const port = url.port;
    url.protocol = `${forwarded}:`;
    // Setting the protocol keeps an explicit port; the base string URI must not name a default one.
    url.port = (forwarded === 'https' && port === '443') || (forwarded === 'http' && port === '80') ? '' : port;
  }
  return url;
}

/**
 * The base string URI (RFC 5849 3.4.1.2): scheme and host in lower case, the port only when it
 * is not the scheme's default, the path as sent, no query and no fragment.
 * @example baseStringUri(new Request('https://API.example.com:443/r%20v/X?id=1')) // 'https://api.example.com/r%20v/X'
 */
export function baseStringUri(request: Request): string {
  const url = addressedUrl(request);
  return `${url.origin}${url.pathname}`;
}
