import { connectionOf } from '../../http/connection.js';
import { isLoopbackHost } from '../../http/serviceHosts.js';

export { isLoopbackHost };

/**
 * Spec: "All authorization and token requests must use https; otherwise an error results."
 * The mock runs on plain http on the developer's own machine, so plain http is accepted from
 * this machine unless the service runs with strictHttps (--strict-https).
 *
 * What counts is decided from what the client cannot choose. On the standalone server the URL's
 * scheme comes from the connection (TLS with --https), from the configured public address
 * (--public-url https://…), or from X-Forwarded-Proto only when --trust-proxy says a proxy sets
 * it; "this machine" means the connection comes from a loopback address, or the operator set a
 * plain-http public address on purpose. A Host header naming localhost does not count. Under
 * setupServer and setupWorker there is no connection: the request's own URL decides.
 */
/** Why this authorization or token request is refused for not using https, or null when it may go on. */
export function httpsProblem(request: Request, strictHttps: boolean): string | null {
  const url = new URL(request.url);
  if (url.protocol === 'https:') return null;
  const connection = connectionOf(request);
  const local = connection ? connection.loopback || connection.publicUrl : isLoopbackHost(url.hostname);
  if (!strictHttps && local) return null;
  const why = strictHttps ? 'the service runs with --strict-https' : connection ? 'the connection does not come from this machine' : `'${url.hostname}' is not a loopback host`;
  return `Authorization and token requests must use https; this one came over plain http (${why}). Use https://${url.host}${url.pathname}.`;
}
