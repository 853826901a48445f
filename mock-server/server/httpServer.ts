import http from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
// A namespace import: with an msw older than 2.2.0 (no getResponse) the package still loads, and
// createMockService says which versions work (mswCompatibility.ts) instead of a link error.
import * as msw from 'msw';
import type { RequestHandler } from 'msw';
import { notFoundAnswer } from '../views/notFoundPage.js';
import { routePaths } from '../gateway/routePaths.js';
import { FAVICON_PATH, faviconResponse } from '../pictures/favicon.js';
import { serveStatic, type StaticRoute } from './staticFiles.js';
import { packageRoot } from './packageRoot.js';
import { refusal } from './refusal.js';
import { readBodyWithin } from './readBodyWithin.js';
import { bodyLimitOf } from '../http/bodyLimit.js';
import { ServerRequest, fetchRequest } from '../http/ServerRequest.js';
import { redactUrl } from '../gateway/redact.js';
import { reasonOf, type RequestLogEntry } from './requestLog.js';
import { TENANT_HEADER, tenantFromPage, tenantOf } from './tenants.js';
export type { RequestLogEntry } from './requestLog.js';
import { GatewayHandler } from '../gateway/GatewayHandler.js';
import { knownText } from '../http/textResponse.js';
import { isTextAnswer, sortedHeaderNames, type Answer, type TextAnswer } from '../http/textAnswer.js';
import { hostAllowed, hostHeaderProblem, hostnameOf, isServiceHostName, misdirectedMessage } from '../http/serviceHosts.js';
import {
  CONNECTIONS_CHECK_INTERVAL_MS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_BODY_BYTES,
  MAX_CONNECTIONS,
  MAX_HEADER_BYTES,
  REQUEST_TIMEOUT_MS,
  SERVED_METHODS,
  SOCKET_IDLE_TIMEOUT_MS,
} from '../defaults.js';

const BUILD_HINT = 'The SDK is not built yet: run `npm run build` in the in-js folder.';
/** The only admin path that answers whatever the Host (readiness checks in containers). */
const HEALTH_PATH = '/__admin/health';

/**
 * What the standalone server serves besides the API: the SDK bundles, the demo, and what a page
 * needs to run the mock service itself with MSW's setupWorker (docs/node-api.md).
 */
function defaultStaticRoutes(root = packageRoot()): StaticRoute[] {
  const dist = join(root, 'dist');
  const built = (path: string, file: string) => ({ prefix: path, target: join(dist, file), missingHint: BUILD_HINT });
  return [
    ...['in.js', 'in.min.js', 'in.js.map', 'in.min.js.map'].map((name) => built('/' + name, name)),
    // The parts the framework loads when a page first uses one of their tags (src/tags/lazyTags.ts).
    { prefix: '/in-parts/', target: join(dist, 'in-parts'), missingHint: BUILD_HINT },
    { prefix: '/demo/', target: join(root, 'demo') },
    // The page with no server (setupWorker): the service with MSW inside, and MSW's worker script of that version.
    built('/mock/in-mock-worker.js', 'in-mock-worker.js'),
    built('/mock/in-mock-worker.js.map', 'in-mock-worker.js.map'),
    built('/mockServiceWorker.js', 'mockServiceWorker.js'),
  ];
}

/** The connection limits and timeouts (defaults.ts); tests make them small. */
export interface ConnectionLimits {
  maxConnections: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  socketIdleTimeoutMs: number;
  checkIntervalMs: number;
}

interface HttpServerOptions {
  /** Files served beside the API (default: the SDK bundles, the demo, MSW's browser files). */
  staticRoutes?: StaticRoute[];
  /** The address clients use: every request is answered as this origin, whatever its Host says. */
  publicUrl?: string;
  /** Believe `X-Forwarded-Proto` (a TLS-terminating proxy in front sets it). Default false. */
  trustProxy?: boolean;
  /** Serve https with this key and certificate (PEM). */
  tls?: { key: string; cert: string };
  /** The service clock, for the timestamps in REST error bodies. */
  now?: () => number;
  /**
   * The handlers of the tenant a request names (server/tenants.ts), or a sentence why there are
   * none (503: too many), or `missing` (421: a host name naming no live tenant). `create`: the
   * request carries the tenant header, which may make the tenant; a host name never does.
   * Without it, every request reaches `handlers`.
   */
  tenantHandlers?: (name: string, create: boolean) => RequestHandler[] | string | { missing: string };
  /** Called once per request when its answer is sent (or its connection dropped). */
  onRequest?: (entry: RequestLogEntry) => void;
  /** Other connection limits than defaults.ts's (tests). */
  limits?: Partial<ConnectionLimits>;
  /**
   * What goes after a static script of the framework (jsapi/retiredInJs.ts) for the service a
   * request reaches (`tenant`: its name, or null for the server's own), or null for nothing: the
   * retired SDK's patch when that service replays a day from 2019-03-01 (docs/over-time.md).
   */
  frameworkScriptSuffix?: (pathname: string, tenant: string | null) => string | null;
}

function isLoopbackAddress(address: string | undefined): boolean {
  return !!address && (/^(::ffff:)?127\./.test(address) || address === '::1');
}

/** The request target as a path (absolute-form URLs lose their origin), or null for any other form ('*', 'host:port', 'x'). */
function pathOf(target: string): string | null {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return /^https?:$/.test(url.protocol) ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

/**
 * A node:http (or, with `tls`, node:https) server answering every request with the MSW handlers
 * (the same list the Node tests give setupServer), then the static routes, then a 404. Before a
 * request reaches the handlers it is checked here, and refused in the service's own error format
 * (refusal.ts), never with a 500: a method the service does not serve (405), a missing or
 * malformed Host header (400), a Host the service does not answer to (421: a DNS-rebinding page;
 * http/serviceHosts.ts), a body over MAX_BODY_BYTES (413, refused as it streams in, and that
 * connection closed). A PUT to an upload URL is judged by its head first (the gateway's
 * `bodyLimit`, today/media/uploadHead.ts): refused at once, without reading a byte of its body and
 * with `Connection: close`, when its path, item or `ut` is not one; otherwise bounded by what its
 * item can keep (413 past it). Connections are capped and timed out (MAX_CONNECTIONS and the timeouts of
 * defaults.ts). Every body is read whole before the answer, so a keep-alive connection
 * always goes on with its next request. The request's URL is built from what the client cannot
 * forge: a request addressed to one of the service's own names (www, api, platform
 * .linkedin.com) is answered on that name, so links, redirects and OAuth 1.0a signatures use the
 * Host the client used; any other request as the public address when configured, else as its
 * Host; the scheme comes from the connection (TLS, or X-Forwarded-Proto with `trustProxy`, or the
 * public address's). The connection's facts go beside the request (http/connection.ts).
 */
export function createHttpServer(handlers: RequestHandler[], options: HttpServerOptions = {}): http.Server {
  const staticRoutes = options.staticRoutes ?? defaultStaticRoutes();
  const publicUrl = options.publicUrl ? new URL(options.publicUrl) : undefined;
  const publicHosts = publicUrl ? [publicUrl.host] : [];
  const limits: ConnectionLimits = {
    maxConnections: MAX_CONNECTIONS,
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
    socketIdleTimeoutMs: SOCKET_IDLE_TIMEOUT_MS,
    checkIntervalMs: CONNECTIONS_CHECK_INTERVAL_MS,
    ...options.limits,
  };
  const now = options.now ?? Date.now;
  const listener = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const method = req.method ?? 'GET';
    const target = pathOf(req.url ?? '/');
    const path = target ?? '/';
    // Logged redacted from the start: a refusal (400, 405, 413) is logged before the URL is built.
    let loggedPath = '';
    let reason: string | undefined;
    if (options.onRequest) {
      const started = performance.now();
      loggedPath = target === null ? '(not a path)' : redactUrl(target);
      const log = options.onRequest;
      res.once('close', () => {
        const status = res.headersSent ? res.statusCode : 0;
        const entry: RequestLogEntry = { time: new Date().toISOString(), method, path: loggedPath, status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
        if (status >= 400 && status < 500 && reason) entry.reason = reason;
        log(entry);
      });
    }
    const host = req.headers.host;
    const refuse = (status: number, message: string, headers: Record<string, string> = {}) => {
      reason ??= reasonOf(message);
      const fallbackUrl = new URL((publicUrl?.origin ?? 'http://localhost') + (/[^\x21-\x7e]/.test(path) ? '/' : path));
      return send(res, refusal(fallbackUrl, req.headers, status, message, now(), headers), method === 'HEAD');
    };
    try {
      if (!(SERVED_METHODS as readonly string[]).includes(method)) {
        return await refuse(405, `The service does not serve the method ${method}; it serves ${SERVED_METHODS.join(', ')}.`, { allow: SERVED_METHODS.join(', ') });
      }
      if (target === null) {
        reason = 'The request target is not a path.'; // the sentence below echoes it, secrets and all
        return await refuse(400, `The request target '${req.url}' is not a path; send a path such as /v1/people/~.`);
      }
      const hostProblem = hostHeaderProblem(host);
      if (hostProblem || host === undefined) return await refuse(400, hostProblem!);
      if (!hostAllowed(host, publicHosts) && new URL(path, 'http://x').pathname !== HEALTH_PATH) {
        return await refuse(421, misdirectedMessage(host, publicHosts), { connection: 'close' });
      }
      const tls = (req.socket as TLSSocket).encrypted === true;
      const forwarded = options.trustProxy ? String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim().toLowerCase() : '';
      const scheme = tls || forwarded === 'https' ? 'https' : forwarded === 'http' || !publicUrl ? 'http' : publicUrl.protocol.slice(0, -1);
      const origin = publicUrl && !isServiceHostName(hostnameOf(host)) ? publicUrl.origin : `${scheme}://${host}`;
      const url = new URL(origin + path);
      // Only --log reads it: no redaction per request without it.
      if (options.onRequest) loggedPath = pathOf(redactUrl(url.href)) ?? path;
      let served: RequestHandler[] = handlers;
      const tenant = options.tenantHandlers ? tenantOf(host, req.headers[TENANT_HEADER]) : null;
      if (tenant !== null && typeof tenant === 'object') return await refuse(400, tenant.problem);
      // The header is test code's, never a web page's: a request that carries it with an Origin
      // (any page's fetch or XHR) makes and reaches no tenant, whatever the browser did about the
      // preflight (tenantFromPage).
      const fromPage = tenantFromPage(req.headers[TENANT_HEADER], req.headers.origin);
      if (fromPage) return await refuse(403, fromPage);
      if (tenant !== null) {
        const own = options.tenantHandlers!(tenant, req.headers[TENANT_HEADER] !== undefined);
        if (typeof own === 'string') return await refuse(503, own, { 'retry-after': '60' });
        if (!Array.isArray(own)) return await refuse(421, own.missing);
        served = own;
      }
      const servedGateway = served.length === 1 && served[0] instanceof GatewayHandler ? served[0] : undefined;
      // The body is judged by the request's head before any byte of it is read (an upload PUT: its
      // item, its `ut`, what it can keep; today/media/uploadHead.ts). A request refused whatever its
      // body is answered as if it had none, and its connection closed, so the body is never read.
      const judged = method === 'GET' || method === 'HEAD' ? undefined : servedGateway?.bodyLimit(method, url);
      const closeAfter = judged === 'refuse';
      const limit = judged === undefined || judged === 'refuse' ? bodyLimitOf(method, servedGateway ? url.pathname : path) : judged.bytes;
      const read = closeAfter ? EMPTY : readBodyWithin(req, limit);
      const body = read instanceof Promise ? await read : read;
      if (body === 'aborted') return void req.socket.destroy();
      if (body === 'too-large') {
        const why = typeof judged === 'object' ? ` ${judged.why}` : '';
        return await refuse(413, `The request body is larger than ${limit} bytes, the most the service accepts here; send a smaller one.${why}`, { connection: 'close' });
      }
      // A Fetch Request over node's own header record, made real only if a handler needs it (http/ServerRequest.ts).
      const connection = { host, loopback: isLoopbackAddress(req.socket.remoteAddress), publicUrl: !!publicUrl };
      const request = new ServerRequest(url, method, req.headers, method === 'GET' || method === 'HEAD' ? undefined : (body as Uint8Array<ArrayBuffer>), connection);
      let response: Answer | null;
      if (servedGateway) response = (await servedGateway.respond(request, { baseUrl: origin })) ?? null;
      else response = (await msw.getResponse(served, fetchRequest(request), { baseUrl: origin })) ?? null;
      if (closeAfter) res.setHeader('connection', 'close');
      if (!response && (method === 'GET' || method === 'HEAD')) {
        if (url.pathname === '/') response = new Response(null, { status: 302, headers: { location: '/demo/' } });
        else if (url.pathname === FAVICON_PATH) response = faviconResponse();
        else response = await serveStatic(url.pathname, staticRoutes);
        const suffix = response?.status === 200 ? options.frameworkScriptSuffix?.(url.pathname, tenant) : null;
        if (response && suffix) response = new Response(`${await response.text()}\n${suffix}`, { status: 200, headers: response.headers });
      }
      // Nothing serves it: the page or the sentence, naming the nearest of every route (gateway/routePaths.ts).
      if (!response) response = notFoundAnswer(request, url.pathname, routePaths(served));
      if (options.onRequest && response.status >= 400 && response.status < 500) {
        reason = reasonOf(isTextAnswer(response) ? (response.text ?? '') : (knownText(response) ?? (await response.clone().text().catch(() => ''))));
      }
      if (isTextAnswer(response)) sendText(res, response, method === 'HEAD');
      else await send(res, response, method === 'HEAD');
    } catch (error) {
      // Never a stack trace to the client: log it here, answer in plain words.
      console.error('in-mock-server: request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The mock service failed on this request; its console shows why.\n');
    }
  };

  // requireHostHeader: false, so a request without Host reaches the listener and gets a sentence.
  const server = options.tls
    ? https.createServer({ key: options.tls.key, cert: options.tls.cert, requireHostHeader: false, maxHeaderSize: MAX_HEADER_BYTES, connectionsCheckingInterval: limits.checkIntervalMs }, listener)
    : http.createServer({ requireHostHeader: false, maxHeaderSize: MAX_HEADER_BYTES, connectionsCheckingInterval: limits.checkIntervalMs }, listener);
  server.maxConnections = limits.maxConnections;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.setTimeout(limits.socketIdleTimeoutMs, (socket) => socket.destroy());
  // What node's HTTP parser refuses before any handler (a bad request line or header, headers too
  // large) is answered in words too, then the connection closes.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const message =
      status === 431
        ? 'The request headers are too large; send fewer or shorter headers.'
        : status === 408
          ? 'The request took too long to arrive; send it again.'
          : 'The request is not valid HTTP/1.1 (request line or headers); the service cannot read it.';
    // The path it was meant for, when the request line can be read, chooses the format.
    const rawTarget = /^\S+ (\S+) /.exec(error.rawPacket?.toString('latin1') ?? '')?.[1];
    const target = rawTarget === undefined ? null : pathOf(rawTarget);
    const url = new URL((publicUrl?.origin ?? 'http://localhost') + (target && !/[^\x21-\x7e]/.test(target) ? target : '/'));
    const answer = refusal(url, {}, status, message, now(), { connection: 'close' });
    void answer.arrayBuffer().then((body) => {
      const head = [`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`, ...[...answer.headers].map(([name, value]) => `${name}: ${value}`), `content-length: ${body.byteLength}`];
      socket.end(Buffer.concat([Buffer.from(head.join('\r\n') + '\r\n\r\n', 'latin1'), Buffer.from(body)]));
    });
  });
  // CONNECT (a proxy tunnel) is not something the service does.
  server.on('connect', (_req, socket) => {
    const text = `The service does not serve the method CONNECT; it serves ${SERVED_METHODS.join(', ')}.\n`;
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nallow: ${SERVED_METHODS.join(', ')}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`);
  });
  return server;
}

/**
 * Sends an answer held as text (http/textAnswer.ts) as a Response of it would be sent: the
 * headers in the order Fetch Headers list them, then the text in one write with its length.
 */
function sendText(res: http.ServerResponse, answer: TextAnswer, headOnly: boolean): void {
  res.statusCode = answer.status;
  let ascii = true;
  for (const name of sortedHeaderNames(answer)) {
    const value = answer.headers[name]!;
    if (ascii && NOT_ASCII.test(value)) ascii = false;
    res.setHeader(name, value);
  }
  if (headOnly) res.end();
  // Text goes out in the same write as the head (node joins them); a head with latin-1 in it must
  // stay latin-1, so then the text goes as bytes, in a write of its own.
  else res.end(answer.text === null ? EMPTY : ascii ? answer.text : Buffer.from(answer.text));
}

const NOT_ASCII = /[^\x00-\x7f]/;

const EMPTY = Buffer.alloc(0);

/**
 * Sends an answer: a TextAnswer as it is (sendText), a Fetch Response read. A network-error response (an injected `drop` fault) closes the
 * connection without an answer; a body that breaks off (an injected `truncate`) is sent as far
 * as it goes, then the connection is closed.
 */
async function send(res: http.ServerResponse, response: Answer, headOnly: boolean): Promise<void> {
  if (isTextAnswer(response)) return sendText(res, response, headOnly);
  if (response.type === 'error') {
    res.socket?.destroy();
    return;
  }
  const known = headOnly ? undefined : knownText(response);
  const chunks: Uint8Array[] = known !== undefined ? [Buffer.from(known)] : [];
  let broken = false;
  if (!headOnly && known === undefined && response.body) {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    } catch {
      broken = true;
    }
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (broken) {
    res.write(Buffer.concat(chunks), () => res.socket?.destroy());
    return;
  }
  res.end(headOnly ? undefined : Buffer.concat(chunks));
}
