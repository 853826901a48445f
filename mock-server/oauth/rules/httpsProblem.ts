/**
 * Spec: "All authorization and token requests must use https; otherwise an error results."
 * The mock runs on plain http on the developer's own machine, so http is accepted from loopback
 * hosts (localhost, *.localhost, 127.0.0.0/8, ::1) unless the service runs with strictHttps
 * (--strict-https). A TLS-terminating proxy in front of the mock may say `X-Forwarded-Proto: https`.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1';
}

/** Why this authorization or token request is refused for not using https, or null when it may go on. */
export function httpsProblem(request: Request, strictHttps: boolean): string | null {
  const url = new URL(request.url);
  if (url.protocol === 'https:') return null;
  if ((request.headers.get('x-forwarded-proto') ?? '').split(',')[0]!.trim().toLowerCase() === 'https') return null;
  if (!strictHttps && isLoopbackHost(url.hostname)) return null;
  const why = strictHttps ? 'the service runs with --strict-https' : `'${url.hostname}' is not a loopback host`;
  return `Authorization and token requests must use https; this one came over plain http (${why}). Use https://${url.host}${url.pathname}.`;
}
