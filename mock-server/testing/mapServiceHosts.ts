// The service's real host names (www, api, platform .linkedin.com) mapped to a running mock in the
// app's own Node process, for a CI job with no root, no hosts entry and no containers: every TCP
// connection this process opens to one of those names (node:http, node:https, and fetch, whose
// undici connects through node:net and node:tls too) goes to the mock's address instead, while the
// request keeps its URL, its Host header and, over TLS, the server name the certificate is checked
// against. Node built-ins only: the `node --import in-js/testing/hosts` preload loads it before the app.
import net from 'node:net';
import tls from 'node:tls';
import { SERVICE_HOST_NAMES } from '../defaults.js';

export interface MapServiceHostsOptions {
  /**
   * A certificate (PEM) to trust for the service's names besides the system's, e.g. the one
   * `in-mock-server --https --cert-out FILE` wrote. Without it, start the process with
   * NODE_EXTRA_CA_CERTS=FILE (Node reads that variable only at start).
   */
  ca?: string;
}

interface Mapping {
  host: string;
  port: number;
  ca?: string;
}

const originalConnect = net.Socket.prototype.connect;
const originalTlsConnect = tls.connect;
let active: Mapping | undefined;

function isServiceName(host: unknown): boolean {
  return typeof host === 'string' && (SERVICE_HOST_NAMES as readonly string[]).includes(host.toLowerCase().replace(/\.$/, ''));
}

/** The connect options with the mock's address in place of a service name (a copy; other options as they were). */
function mapped<T extends { host?: unknown; port?: unknown }>(options: T): T {
  return active && isServiceName(options.host) ? { ...options, host: active.host, port: active.port } : options;
}

// Socket#connect takes (options, cb), (port, host, cb), or the array net.connect normalised (with a symbol on it).
function mappedConnect(this: net.Socket, ...args: unknown[]): net.Socket {
  const [first] = args;
  if (Array.isArray(first) && first[0] && typeof first[0] === 'object') {
    const copy = [mapped(first[0] as { host?: unknown }), ...first.slice(1)];
    for (const symbol of Object.getOwnPropertySymbols(first)) (copy as unknown as Record<symbol, unknown>)[symbol] = (first as unknown as Record<symbol, unknown>)[symbol];
    args[0] = copy;
  } else if (first && typeof first === 'object') {
    args[0] = mapped(first as { host?: unknown });
  } else if (active && (typeof first === 'number' || typeof first === 'string') && isServiceName(args[1])) {
    args[0] = active.port;
    args[1] = active.host;
  }
  return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
}

// tls.connect(options, cb) as node:https and undici call it: the certificate to trust for the service's names.
function mappedTlsConnect(...args: unknown[]): tls.TLSSocket {
  const [options] = args;
  if (active?.ca && options && typeof options === 'object' && isServiceName((options as tls.ConnectionOptions).servername ?? (options as tls.ConnectionOptions).host)) {
    args[0] = { ...(options as tls.ConnectionOptions), ca: [...tls.rootCertificates, active.ca] };
  }
  return (originalTlsConnect as (...a: unknown[]) => tls.TLSSocket).apply(tls, args);
}

/**
 * Sends every connection this process opens to www.linkedin.com, api.linkedin.com or
 * platform.linkedin.com (any port) to the mock at `mockUrl` (its host and port), for fetch and
 * node:http(s) alike; the requests keep their URL and Host, so the mock answers as the real name.
 * Use https URLs with a mock started with --https (its certificate names those hosts). Returns a
 * function that undoes it; a second call replaces the first mapping.
 * @example
 * const unmap = mapServiceHosts('https://127.0.0.1:8443', { ca: readFileSync('mock-cert.pem', 'utf8') });
 * await fetch('https://api.linkedin.com/v2/me', { headers: { authorization: `Bearer ${token}` } }); // answered by the mock
 */
export function mapServiceHosts(mockUrl: string, options: MapServiceHostsOptions = {}): () => void {
  let url: URL;
  try {
    url = new URL(mockUrl);
  } catch {
    throw new Error(`mapServiceHosts: '${mockUrl}' is not the mock's address; give its URL, e.g. https://127.0.0.1:8443 (in-mock-server --https --port 8443).`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`mapServiceHosts: the mock's address must be http or https, not '${url.protocol}'.`);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const mapping: Mapping = { host: url.hostname.replace(/^\[|\]$/g, ''), port, ...(options.ca ? { ca: options.ca } : {}) };
  active = mapping;
  net.Socket.prototype.connect = mappedConnect as typeof net.Socket.prototype.connect;
  (tls as { connect: typeof tls.connect }).connect = mappedTlsConnect as typeof tls.connect;
  return () => {
    if (active !== mapping) return;
    active = undefined;
    net.Socket.prototype.connect = originalConnect;
    (tls as { connect: typeof tls.connect }).connect = originalTlsConnect;
  };
}
