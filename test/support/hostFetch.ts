// A fetch for tests of the standalone server that sends every request to one address (as a DNS
// entry would), keeping the URL's host in the Host header: how a client reaches a service by a
// name such as in-mock:8789 in a container network, or how a DNS-rebinding page reaches it.
// Node's own fetch cannot set Host, so this goes through node:http / node:https.
import http from 'node:http';
import https from 'node:https';

export interface HostFetchTarget {
  /** Where to connect, whatever host the URL names. */
  address: string;
  port: number;
  /** For https URLs: the certificate (PEM) to trust. */
  ca?: string;
  /** Connect from this local address (e.g. a non-loopback interface). */
  localAddress?: string;
}

/** A fetch-like function sending every request to `target`, with the URL's host as the Host header. */
export function hostFetch(target: HostFetchTarget) {
  return (url: string, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const parsed = new URL(url);
      const headers: Record<string, string> = { host: parsed.host };
      new Headers(init.headers).forEach((value, name) => (headers[name] = value));
      const body = init.body === undefined || init.body === null ? undefined : String(init.body);
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const client = parsed.protocol === 'https:' ? https : http;
      const request = client.request(
        {
          host: target.address,
          port: target.port,
          method: init.method ?? 'GET',
          path: parsed.pathname + parsed.search,
          headers,
          localAddress: target.localAddress,
          ...(parsed.protocol === 'https:' && { ca: target.ca, servername: parsed.hostname }),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const out = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(name, one);
            }
            const status = response.statusCode ?? 0;
            resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: out }));
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}
