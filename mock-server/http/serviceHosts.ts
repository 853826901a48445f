// Which names the service answers to: the Host rule of the standalone server,
// written once. A request is answered only when its Host names this machine (loopback), an address
// the operator configured (`--public-url`), or one of the real service's own host names, which a
// team maps to the mock (hosts entry, compose alias) so unchanged clients reach it. Any other name
// is what a DNS-rebinding page sends (its own name re-pointed at 127.0.0.1): refused with 421.
import { REFUSAL_QUOTE_CHARS, SERVICE_HOST_NAMES } from '../defaults.js';

/** True for `localhost`, `*.localhost`, 127.0.0.0/8 and `::1` (with or without brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1';
}

/** The host name in a Host header value (`[::1]:8787` → `[::1]`, `Localhost:80` → `localhost`). */
export function hostnameOf(host: string): string {
  const bracket = /^(\[[^\]]*\])(?::\d*)?$/.exec(host);
  return (bracket ? bracket[1]! : host.replace(/:\d*$/, '')).toLowerCase();
}

/** A Host header: a name or IPv4 address, or an IPv6 address in brackets, with an optional port. */
const HOST_HEADER = /^(?:[A-Za-z0-9._~!$&'()*+,;=%-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Why a Host header value is not a host and optional port, or null when it is one. The WHATWG URL
 * parser has the last word, so every Host that passes also makes a URL (`%00`, `xn--`,
 * `1.2.3.4.5`, `[1::2::3]` do not: each used to make every path answer 500).
 * @example hostHeaderProblem('[1::2::3]') // "The Host header '[1::2::3]' is not a host name…"
 */
export function hostHeaderProblem(host: string | undefined): string | null {
  if (host === undefined) return 'The request has no Host header; HTTP/1.1 requires one (the name and port the service was called by).';
  if (wellFormedHosts.has(host)) return null;
  let ok = HOST_HEADER.test(host) && Number(/:(\d+)$/.exec(host)?.[1] ?? 0) <= 65535;
  if (ok) {
    try {
      ok = new URL(`http://${host}/`).host !== '';
    } catch {
      ok = false;
    }
  }
  if (!ok) return `The Host header '${host.slice(0, REFUSAL_QUOTE_CHARS)}' is not a host name or address with an optional port.`;
  if (wellFormedHosts.size >= WELL_FORMED_HOSTS_KEPT) wellFormedHosts.clear();
  wellFormedHosts.add(host);
  return null;
}

/** Host values found well formed lately: a server sees the same few on every request, and the URL parse is not free. */
const wellFormedHosts = new Set<string>();
const WELL_FORMED_HOSTS_KEPT = 64;

/**
 * True when a request addressed to `host` (a Host header value that passed hostHeaderProblem) is
 * the service's to answer: a loopback name on any port, one of `publicHosts` (host and port of each
 * configured public address, exactly), or one of the real service's host names on any port.
 * @example hostAllowed('api.linkedin.com', []) // true
 */
export function hostAllowed(host: string, publicHosts: readonly string[]): boolean {
  const name = hostnameOf(host);
  return isLoopbackHost(name) || isServiceHostName(name) || publicHosts.includes(host.toLowerCase());
}

/** True for the real service's own names (www, api, platform .linkedin.com). */
export function isServiceHostName(hostname: string): boolean {
  return (SERVICE_HOST_NAMES as readonly string[]).includes(hostname.toLowerCase());
}

/** The 421 sentence for a Host the service does not answer to. */
export function misdirectedMessage(host: string, publicHosts: readonly string[]): string {
  const names = ['a loopback name (localhost, 127.0.0.1, [::1])', ...publicHosts.map((publicHost) => `the public address ${publicHost}`), `the service's own names (${SERVICE_HOST_NAMES.join(', ')})`];
  return (
    `The service answers only requests addressed to ${names.join(', ')}; this one names '${host.slice(0, REFUSAL_QUOTE_CHARS)}'. ` +
    `Call it by one of those names${publicHosts.length ? '' : ', or start the service with --public-url set to the address clients use'} (docs/security.md, "DNS rebinding").`
  );
}
