// One service, two carriers: the standalone server (its own fast path, server/httpServer.ts →
// GatewayHandler.respond, answers written without a Fetch Response when a route answers as text)
// and MSW's setupServer (the same handlers, every answer a Fetch Response) must give the same
// answer to the same request: status, headers (the server in the order Fetch Headers list them,
// as the server wrote a Response's), Set-Cookie values and body. A corpus of valid and invalid
// calls, both API eras, XML and JSON, faults, rate limits, HEAD, preflights, cookies and bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { setupServer } from 'msw/node';
import { startServer, type RunningServer } from '../../mock-server/index.js';
import { ADA, TEST_APP, TEST_FIXTURES } from '../support/oauthFlow.js';

/** Headers only the server's connection adds, and the length, which the server states and MSW may leave out. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface Seen {
  status: number;
  headers: [string, string][];
  cookies: string[];
  body: string;
}

/** What changes from one call to the next whatever carries it: an error's request id and time stamp, a form's CSRF token, a new browser's id. */
function steady(body: string): string {
  return body
    .replace(/("requestId":\s*")[A-Z0-9]{10}"/g, '$1…"')
    .replace(/(<request-id>)[A-Z0-9]{10}(<\/request-id>)/g, '$1…$2')
    .replace(/("timestamp":\s*)\d+/g, '$1…')
    .replace(/(<timestamp>)\d+(<\/timestamp>)/g, '$1…$2')
    .replace(/(name="csrfToken" value=")[^"]+"/g, '$1…"')
    .replace(/^(bcookie=)[^;]+/, '$1…');
}

interface Call {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The service's host name it is sent to (default api.linkedin.com). */
  host?: string;
  /** Run before each of the two calls (a fault is used up by the call it fires on). */
  before?: () => void;
}

let running: RunningServer;
let port: number;
let token: string;
const msw = setupServer();

beforeAll(async () => {
  running = await startServer({ port: 0, fixtures: TEST_FIXTURES });
  port = (running.server.address() as net.AddressInfo).port;
  msw.use(...running.handlers);
  running.admin.setClock({ now: '2026-06-01T12:00:00Z' });
  token = running.admin.issueToken({ memberId: ADA.id, apiKey: TEST_APP.apiKey, scopes: ['r_basicprofile', 'r_emailaddress', 'w_share', 'r_network'] }).access_token;
});
afterAll(async () => {
  msw.close();
  await running.close();
});

/** The answer through setupServer: fetch to the service's own host name, intercepted in-process. */
async function throughMsw(call: Call): Promise<Seen> {
  msw.listen({ onUnhandledRequest: 'error' });
  try {
    const response = await fetch(`http://${call.host ?? 'api.linkedin.com'}${call.path}`, { method: call.method, headers: call.headers, body: call.body, redirect: 'manual' });
    const body = await response.text();
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie' && !CONNECTION_HEADERS.has(name));
    return { status: response.status, headers, cookies: response.headers.getSetCookie().map(steady), body: steady(body) };
  } finally {
    msw.close();
  }
}

/** The answer through the standalone server's socket, read byte for byte (Host: the same name). */
async function throughServer(call: Call): Promise<Seen & { contentLength: string | undefined; bodyBytes: number }> {
  const lines = [`${call.method} ${call.path} HTTP/1.1`, `host: ${call.host ?? 'api.linkedin.com'}`, 'connection: close'];
  for (const [name, value] of Object.entries(call.headers ?? {})) lines.push(`${name}: ${value}`);
  const body = call.body === undefined ? Buffer.alloc(0) : Buffer.from(call.body);
  if (call.body !== undefined) lines.push(`content-length: ${body.length}`);
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
    socket.end(Buffer.concat([Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1'), body]));
  });
  const split = bytes.indexOf('\r\n\r\n');
  const [statusLine, ...headerLines] = bytes.subarray(0, split).toString('latin1').split('\r\n');
  const answerBody = bytes.subarray(split + 4);
  const all = headerLines.map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1).trim()] as [string, string];
  });
  const named = (name: string) => all.find(([key]) => key.toLowerCase() === name)?.[1];
  return {
    status: Number(statusLine!.split(' ')[1]),
    headers: all.filter(([name]) => name.toLowerCase() !== 'set-cookie' && !CONNECTION_HEADERS.has(name.toLowerCase())),
    cookies: all.filter(([name]) => name.toLowerCase() === 'set-cookie').map(([, value]) => steady(value)),
    body: steady(answerBody.toString('utf8')),
    contentLength: named('content-length'),
    bodyBytes: answerBody.length,
  };
}

const bearer = () => ({ authorization: `Bearer ${token}` });
const calls = (): Call[] => [
  { name: 'own profile, JSON', method: 'GET', path: '/v1/people/~?format=json', headers: bearer() },
  { name: 'own profile, XML', method: 'GET', path: '/v1/people/~', headers: bearer() },
  { name: 'field selector, x-li-format', method: 'GET', path: '/v1/people/~:(id,first-name,positions)', headers: { ...bearer(), 'x-li-format': 'json' } },
  { name: 'connections', method: 'GET', path: '/v1/people/~/connections?format=json&count=3', headers: bearer() },
  { name: 'HEAD of a profile', method: 'HEAD', path: '/v1/people/~?format=json', headers: bearer() },
  { name: 'token in the query', method: 'GET', path: `/v1/people/~?format=json&oauth2_access_token=${token}` },
  { name: 'no token', method: 'GET', path: '/v1/people/~?format=json' },
  { name: 'unknown token, XML', method: 'GET', path: '/v1/people/~', headers: { authorization: 'Bearer nope' } },
  { name: 'unknown scheme', method: 'GET', path: '/v1/people/~', headers: { authorization: 'Basic eDp5' } },
  { name: 'token sent twice', method: 'GET', path: `/v1/people/~?oauth2_access_token=${token}`, headers: bearer() },
  { name: 'bad escape', method: 'GET', path: '/v1/people/%zz?format=json', headers: bearer() },
  { name: 'bad escape off the API', method: 'GET', path: '/uas/js/%zz' },
  { name: 'no such REST path', method: 'GET', path: '/v1/nothing-here?format=json', headers: bearer() },
  { name: 'method not allowed', method: 'DELETE', path: '/v1/people/~', headers: bearer() },
  { name: 'bad field selector', method: 'GET', path: '/v1/people/~:(id,,', headers: bearer() },
  { name: 'preflight from a registered origin', method: 'OPTIONS', path: '/v1/people/~', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } },
  { name: 'preflight from a stranger', method: 'OPTIONS', path: '/v1/people/~', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } },
  { name: 'cross-origin call from an origin of another app', method: 'GET', path: '/v1/people/~?format=json', headers: { ...bearer(), origin: 'http://localhost:3000' } },
  { name: 'cross-origin call from a stranger', method: 'GET', path: '/v1/people/~?format=json', headers: { ...bearer(), origin: 'https://evil.example' } },
  { name: 'share with a broken JSON body', method: 'POST', path: '/v1/people/~/shares?format=json', headers: { ...bearer(), 'content-type': 'application/json' }, body: '{"comment":' },
  { name: 'share with an XML body missing its parts', method: 'POST', path: '/v1/people/~/shares', headers: { ...bearer(), 'content-type': 'text/xml' }, body: '<share></share>' },
  { name: "today's /v2/me", method: 'GET', path: '/v2/me', headers: bearer() },
  { name: "today's /v2/me, projection", method: 'GET', path: '/v2/me?projection=(id,localizedFirstName)', headers: bearer() },
  { name: '/rest without LinkedIn-Version', method: 'GET', path: '/rest/posts?q=author&author=urn%3Ali%3Aperson%3Ax', headers: bearer() },
  { name: '/v2/me without a token', method: 'GET', path: '/v2/me' },
  // The OAuth endpoints refuse plain http from a name that is not loopback (setupServer's request here) but
  // not from a loopback peer (the server's): a rule of the connection, not of the carrier, so they are left out.
  { name: 'framework session refresh, no session (cookies)', host: 'www.linkedin.com', method: 'GET', path: `/uas/js/authuserspace?api_key=${TEST_APP.apiKey}`, headers: { cookie: 'bcookie=x', referer: 'http://localhost:3000/' } },
  { name: 'framework logout (Set-Cookie)', host: 'www.linkedin.com', method: 'GET', path: `/uas/connect/logout?api_key=${TEST_APP.apiKey}`, headers: { cookie: 'bcookie=x; li_at=gone; li_at_cross_site=gone' } },
  { name: 'widget stylesheet', host: 'platform.linkedin.com', method: 'GET', path: '/scripts/in-widgets.css' },
  { name: 'share dialog page', host: 'www.linkedin.com', method: 'GET', path: '/cws/share?url=https%3A%2F%2Fexample.com%2F', headers: { cookie: 'bcookie=x' } },
  { name: 'share dialog page, new browser (Set-Cookie)', host: 'www.linkedin.com', method: 'GET', path: '/cws/share?url=https%3A%2F%2Fexample.com%2F' },
  { name: 'share count (JSONP)', host: 'www.linkedin.com', method: 'GET', path: '/countserv/count/share?url=https%3A%2F%2Fexample.com%2F&callback=cb' },
  { name: 'health', method: 'GET', path: '/__admin/health' },
  { name: 'injected 503', method: 'GET', path: '/v1/people/~?format=json', headers: bearer(), before: () => running.admin.addFault({ path: '/v1/people/~', status: 503, times: 1 }) },
  { name: 'injected 401', method: 'GET', path: '/v1/people/~', headers: bearer(), before: () => running.admin.addFault({ path: '/v1/people/~', unauthorized: 'expired', times: 1 }) },
  { name: 'injected body', method: 'GET', path: '/v2/me', headers: bearer(), before: () => running.admin.addFault({ path: '/v2/me', status: 200, body: '{"x":1}', responseHeaders: { 'content-type': 'application/json' }, times: 1 }) },
  { name: 'malformed answer', method: 'GET', path: '/v1/people/~?format=json', headers: bearer(), before: () => running.admin.addFault({ path: '/v1/people/~', fail: 'malformed', times: 1 }) },
  {
    name: 'rate limit reached',
    method: 'GET',
    path: '/v1/people/~?format=json',
    headers: bearer(),
    before: () => {
      running.context.traffic.limits = { ...running.context.traffic.limits, memberPerDay: 0 };
    },
  },
];

describe('the standalone server and setupServer give the same answers', () => {
  for (const [index, call] of calls().entries()) {
    it(call.name, async () => {
      // The corpus is built after beforeAll has a token.
      const live = calls()[index]!;
      const limits = running.context.traffic.limits;
      try {
        live.before?.();
        const viaMsw = await throughMsw(live);
        live.before?.();
        const viaServer = await throughServer(live);
        // A HEAD answer has no body on the wire; MSW hands fetch the body its handler made.
        const mswBody = live.method === 'HEAD' ? '' : viaMsw.body;
        expect(`${viaServer.status} ${viaServer.body.slice(0, 300)}`).toBe(`${viaMsw.status} ${mswBody.slice(0, 300)}`);
        expect(viaServer.body).toBe(mswBody);
        // Fetch lists headers sorted by name; the server writes a Response's in that order.
        expect(viaServer.headers).toEqual(viaMsw.headers);
        expect(viaServer.cookies).toEqual(viaMsw.cookies);
        if (live.method !== 'HEAD' && viaServer.status !== 204) expect(viaServer.contentLength).toBe(String(viaServer.bodyBytes));
        // The journal saw the two requests alike (the server's also lists Host, Connection and the body's length, which fetch adds on the wire).
        const journaled = running.admin.requests().slice(-2).map(({ seq: _seq, at: _at, durationMs: _ms, requestHeaders, responseHeaders, ...entry }) => {
          const { connection: _c, 'content-length': _l, host: _h, ...request } = requestHeaders;
          // Each of the two calls was answered by a fault of its own (a new id): that one fired is what must match.
          return { ...entry, fault: typeof entry.fault, requestHeaders: request, responseHeaders, responseBody: entry.responseBody && steady(entry.responseBody) };
        });
        if (!live.path.startsWith('/__admin/')) {
          expect(journaled).toHaveLength(2);
          expect(journaled[1]).toEqual(journaled[0]);
        }
      } finally {
        running.context.traffic.limits = limits;
        running.admin.clearFaults();
      }
    });
  }
});
