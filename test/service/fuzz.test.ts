// Fuzzing the whole service: thousands of generated requests (malformed URLs, field
// selectors, headers, methods, bodies, OAuth parameter combinations, admin calls) through the
// handlers under setupServer and through the standalone server's sockets. For each: no 5xx that
// a fault did not inject, no thrown error, no hang, and every error body in the documented format
// (docs/security.md, "Error formats"). Bounded in runs and time; the seed is fixed so npm test is
// repeatable (FUZZ_SEED=<n> explores others).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import net from 'node:net';
import { setupServer } from 'msw/node';
import { http } from 'msw';
import { createMockService, startServer, type RunningServer } from '../../mock-server/index.js';
import { TEST_APP, TEST_FIXTURES, REDIRECT } from '../support/oauthFlow.js';
import { rfc3986, signRequest } from '../support/oauth1Client.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const BASE = 'https://fuzz.example.test';
/** Longest any one request may take (no fault adds a delay here). */
const ANSWER_WITHIN_MS = 5000;

// ---- What the documented formats look like ----

const OAUTH_TOKEN_PATHS = /^\/(oauth\/v2|uas\/oauth2)\/accessToken\/?$/i;
const OAUTH1_TOKEN_PATHS = /^\/uas\/oauth\/(requestToken|accessToken|invalidateToken)$/;

/** Why an error answer is not in the format its path documents, or null. */
function formatProblem(path: string, status: number, type: string, body: string): string | null {
  if (status < 400) return null;
  const lower = path.toLowerCase();
  if (/^\/v[12](\/|$)/.test(lower)) {
    if (/json/.test(type)) {
      const json = JSON.parse(body) as Record<string, unknown>;
      return json.status === status && typeof json.message === 'string' && json.message.length > 10 ? null : `REST JSON error without status/message: ${body.slice(0, 200)}`;
    }
    return /xml/.test(type) && new RegExp(`<error>[\\s\\S]*<status>${status}</status>[\\s\\S]*<message>[^<]{10,}</message>`).test(body) ? null : `REST XML error expected: ${type} ${body.slice(0, 200)}`;
  }
  if (lower.startsWith('/__admin/')) {
    const json = JSON.parse(body) as Record<string, unknown>;
    return typeof json.error === 'string' && typeof json.message === 'string' ? null : `admin error without error/message: ${body.slice(0, 200)}`;
  }
  if (OAUTH_TOKEN_PATHS.test(path) && /json/.test(type)) {
    const json = JSON.parse(body) as Record<string, unknown>;
    return typeof json.error === 'string' && typeof json.error_description === 'string' ? null : `OAuth error without error/error_description: ${body.slice(0, 200)}`;
  }
  if (OAUTH1_TOKEN_PATHS.test(path) && /text\/plain/.test(type)) {
    const form = new URLSearchParams(body);
    return form.get('oauth_problem') && (form.get('oauth_problem_advice') ?? '').length > 10 ? null : `OAuth 1.0a problem without oauth_problem/oauth_problem_advice: ${body.slice(0, 200)}`;
  }
  if (/text\/html/.test(type)) return /id="error"/.test(body) ? null : `HTML error page without #error: ${body.slice(0, 200)}`;
  if (/text\/plain/.test(type)) return body.trim().length > 10 ? null : `plain-text error without a sentence: ${JSON.stringify(body)}`;
  if (/javascript/.test(type)) return body.length > 0 ? null : 'empty script error';
  return `error in an undocumented format: ${status} ${type} ${body.slice(0, 120)}`;
}

// ---- Generators ----

const junk = fc.string({ unit: fc.constantFrom(...'aZ09~-_.!*\'();:@&=+$,/?#[]%<>{}|\\^` "\u00e9\u4e2d\ud83d\ude00\u0000'.split('')), maxLength: 24 });
const escape = fc.constantFrom('%zz', '%', '%2', '%00', '%2F', '%25', '%E9', '%C3%A9', '%FF', '%u1234');
const selector = fc.oneof(
  fc.constant(':(id,first-name)'),
  fc.constant(':(id,positions:(title,company:(name)))'),
  fc.constant(':('),
  fc.constant(':())'),
  fc.constant(':(id,,)'),
  fc.constant(':(' + 'a,'.repeat(200) + ')'),
  fc.constant(':(' + '('.repeat(60) + ')'),
  junk.map((text) => `:(${text})`),
);
const segment = fc.oneof(
  fc.constantFrom('~', 'id=aZ3kq9XbW1', 'id=nobody', 'url=http%3A%2F%2Fx', 'connections', 'shares', 'network', 'updates', 'companies', 'groups', 'people', 'people-search', 'mailbox', 'current-status', 'email-domain=x.com', '..', '.', ''),
  junk,
  escape,
  fc.nat({ max: 99999 }).map(String),
);
const prefix = fc.constantFrom(
  '/v1/people', '/v1/people/~', '/v1/companies', '/v1/groups', '/v1/people-search', '/v2/me', '/v2/people', '/v1', '/v2',
  '/oauth/v2/authorization', '/oauth/v2/accessToken', '/oauth/v2/dialog', '/uas/oauth2/authorization', '/uas/oauth2/accessToken', '/uas/oauth2/authorize',
  '/uas/js/userspace', '/uas/js/authorize', '/uas/connect/logout', '/cws/share', '/countserv/count/share', '/cws/member/public_profile', '/cws/company/profile',
  '/psettings/permitted-services', '/__admin/clock', '/__admin/fixtures', '/__admin/tokens', '/__admin/requests', '/__admin/requests/count', '/__admin/faults',
  '/__admin/verify', '/__admin/revoke', '/__admin/nope', '/media', '/demo/', '/in.js', '/', '/nothing',
);
const path = fc.tuple(prefix, fc.array(segment, { maxLength: 4 }), fc.option(selector, { nil: undefined })).map(([start, rest, fields]) => {
  const joined = [start, ...rest].join('/').replace(/\/+$/, '') || '/';
  return fields ? joined + fields : joined;
});
const oauthParam = fc.oneof(
  fc.tuple(fc.constant('response_type'), fc.constantFrom('code', 'token', '', 'CODE')),
  fc.tuple(fc.constant('client_id'), fc.constantFrom(TEST_APP.apiKey, 'demo-api-key', 'unknown', '')),
  fc.tuple(fc.constant('redirect_uri'), fc.constantFrom(REDIRECT, 'https://evil.example/cb', 'javascript:alert(1)', '/relative', '', REDIRECT + '#frag')),
  fc.tuple(fc.constant('state'), junk),
  fc.tuple(fc.constant('scope'), fc.constantFrom('r_basicprofile', 'r_basicprofile r_network', 'r_everything', 'r_basicprofile,r_basicprofile', '', 'rw_nus%20r_network')),
  fc.tuple(fc.constant('grant_type'), fc.constantFrom('authorization_code', 'password', '')),
  fc.tuple(fc.constant('code'), fc.constantFrom('x', '', 'A'.repeat(43))),
  fc.tuple(fc.constant('client_secret'), fc.constantFrom(TEST_APP.secretKey, 'wrong', '')),
  fc.tuple(fc.constantFrom('oauth2_access_token', 'format', 'start', 'count', 'request', 'api_key', 'url', 'modified-since', 'keywords', 'mode', 'status', 'method', 'path'), junk),
  fc.tuple(fc.constantFrom('format', 'start', 'count'), fc.constantFrom('json', 'xml', '-1', '1e9', '0', 'NaN', '500', '501')),
);
const query = fc.array(oauthParam, { maxLength: 6 }).map((pairs) => (pairs.length ? '?' + pairs.map(([name, value]) => `${name}=${encodeURIComponent(value.toWellFormed())}`).join('&') : ''));
const rawQuery = fc.oneof(query, escape.map((e) => `?a=${e}`), junk.map((text) => '?' + text.replace(/#/g, '')));

const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD');
const headerPair = fc.oneof(
  fc.tuple(fc.constant('authorization'), fc.constantFrom('Bearer VALID', 'Bearer ', 'Bearer x y', 'Basic dXNlcjpwYXNz', 'OAuth oauth_token="x"', 'bearer VALID', 'VALID')),
  fc.tuple(fc.constant('content-type'), fc.constantFrom('application/json', 'text/xml', 'application/xml', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-8', 'garbage')),
  fc.tuple(fc.constant('x-li-format'), fc.constantFrom('json', 'xml', 'JSON', '')),
  fc.tuple(fc.constant('origin'), fc.constantFrom('http://localhost:3000', 'null', 'http://evil.example', 'https://fuzz.example.test')),
  fc.tuple(fc.constant('cookie'), fc.constantFrom('li_at=x', 'bcookie=y; li_at=', '=;=;', 'a'.repeat(500) + '=1', 'linkedin_oauth_demo-api-key=%7B')),
  fc.tuple(fc.constantFrom('accept', 'x-requested-with', 'referer', 'access-control-request-method'), fc.constantFrom('*/*', 'XMLHttpRequest', 'http://x/', 'GET', 'DELETE')),
);
const xmlBody = fc.oneof(
  fc.constant('<share><comment>hi</comment><visibility><code>anyone</code></visibility></share>'),
  fc.constant('<x><__proto__><a>1</a></__proto__></x>'),
  fc.constant('<a>'.repeat(60) + '</a>'.repeat(60)),
  fc.constant('<!DOCTYPE x [<!ENTITY e "e">]><x>&e;</x>'),
  fc.constant('<share><comment>' + 'x'.repeat(800) + '</comment></share>'),
  fc.constant('<mailbox-item><recipients><recipient><person path="/people/~"/></recipient></recipients><subject>s</subject><body>b</body></mailbox-item>'),
  junk.map((text) => `<share><comment>${text}</comment></share>`),
);
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.constant('{"__proto__":{"polluted":true}}'),
  fc.constant('['.repeat(3000) + ']'.repeat(3000)),
  fc.constant('{"now":1e20}'),
  fc.constant('{"advanceSeconds":1e308}'),
  fc.constant('{"now":"not a time"}'),
  fc.constant('{"memberId":"aZ3kq9XbW1","scopes":["r_basicprofile"]}'),
  fc.constant('{"apps":[{"apiKey":"fuzz","secretKey":"s","name":"F","redirectUrls":["https://f.example/cb"]}]}'),
  fc.constant('{"path":"/v1/people/~","status":503}'),
  fc.constant('{"comment":"c","visibility":{"code":"anyone"}}'),
);
const body = fc.oneof(fc.constant(undefined), junk, xmlBody, jsonBody, query.map((q) => q.slice(1)));

const generatedRequest = fc.record({ method, path, query: rawQuery, headers: fc.array(headerPair, { maxLength: 5 }), body });

// ---- In-process: every handler under setupServer ----

describe('fuzzing the handlers (setupServer)', () => {
  const service = createMockService({ fixtures: TEST_FIXTURES });
  // What no handler answers gets the standalone server's plain-text 404, as it would there.
  const server = setupServer(...service.handlers, http.all('*', ({ request }) => new Response(`Nothing is served at ${request.method} ${new URL(request.url).pathname}.\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })));
  const token = service.context.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile', 'r_network', 'rw_nus', 'w_messages', 'rw_groups'] }).token;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answers thousands of generated requests with no uninjected 5xx, no thrown error, no hang, and documented error bodies', async () => {
    const errors = vi.spyOn(console, 'error');
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(generatedRequest, async (generated) => {
        runs++;
        const headers = new Headers();
        for (const [name, value] of generated.headers) headers.set(name, value.replace('VALID', token));
        const hasBody = generated.body !== undefined && generated.method !== 'GET' && generated.method !== 'HEAD';
        let url: string;
        try {
          url = new URL(BASE + generated.path + generated.query).href;
        } catch {
          return; // not a URL a client could send at all
        }
        const request = fetch(url, { method: generated.method, headers, body: hasBody ? generated.body : undefined, redirect: 'manual' });
        const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS));
        const response = await Promise.race([request, timeout]);
        const text = generated.method === 'HEAD' ? '' : await response.text();
        const journaled = service.admin.requests().at(-1);
        if (response.status >= 500) expect(journaled?.fault, `${response.status} ${generated.method} ${url}: ${text.slice(0, 200)}`).toBeDefined();
        if (generated.method !== 'HEAD' && !(response.status >= 500 && journaled?.fault)) {
          expect(formatProblem(new URL(url).pathname, response.status, response.headers.get('content-type') ?? '', text), `${generated.method} ${url}`).toBeNull();
        }
        service.admin.clearFaults();
      }),
      { seed: SEED, numRuns: 2000, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: false },
    );
    expect(runs).toBeGreaterThan(500);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
    // Whatever happened, the service still answers as usual.
    expect((await fetch(`${BASE}/v1/people/~?format=json`, { headers: { authorization: `Bearer ${service.context.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile'] }).token}` } })).status).toBeLessThan(500);
  }, 120_000);
});

// ---- The standalone server's sockets: what no fetch client would send ----

describe('fuzzing the standalone server (raw sockets)', () => {
  let running: RunningServer;
  let port: number;
  beforeAll(async () => {
    running = await startServer({ port: 0, fixtures: TEST_FIXTURES });
    port = (running.server.address() as net.AddressInfo).port;
  });
  afterAll(() => running.close());

  function exchangeRaw(data: Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms to ${JSON.stringify(data.toString('latin1').slice(0, 200))}`));
      }, ANSWER_WITHIN_MS);
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(text);
      });
      socket.on('error', () => undefined);
      socket.end(data);
    });
  }

  const rawMethod = fc.oneof(method, fc.constantFrom('TRACE', 'PROPFIND', 'TRACK', 'get', 'G\tET', 'PRI', 'M-SEARCH', 'SOURCE'), fc.string({ unit: fc.constantFrom(...'ABCXYZ-_'.split('')), minLength: 1, maxLength: 8 }));
  const target = fc.oneof(path.map((p) => p.replace(/[\s]/g, '%20')), fc.constantFrom('*', 'http://evil.example/v1/people/~', '//evil.example/x', 'v1/people/~', '/\u00e9', '/%', '/?%zz'));
  const hostHeader = fc.oneof(fc.constantFrom('127.0.0.1', 'localhost:1', '[::1]:1', 'evil.example', '', 'a b', '[::1', 'x:99999', 'h/p', 'u@h', 'x'.repeat(300)), fc.constant(null));
  const extraHeaders = fc.array(fc.tuple(fc.constantFrom('x-li-format', 'content-type', 'authorization', 'transfer-encoding', 'origin', 'x-forwarded-proto', 'expect'), fc.constantFrom('json', 'text/xml', 'Bearer x', 'gzip', 'null', 'https', '100-continue', '')), { maxLength: 4 });
  const rawRequest = fc.record({ method: rawMethod, target, host: hostHeader, headers: extraHeaders, body: fc.option(fc.oneof(junk, jsonBody, xmlBody), { nil: undefined }) });

  it('answers hundreds of malformed requests in words, never with a 5xx, and keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(rawRequest, async (generated) => {
        const lines = [`${generated.method} ${generated.target} HTTP/1.1`];
        if (generated.host !== null) lines.push(`Host: ${generated.host}`);
        for (const [name, value] of generated.headers) if (name !== 'transfer-encoding' && name !== 'expect') lines.push(`${name}: ${value}`);
        const payload = generated.body === undefined ? Buffer.alloc(0) : Buffer.from(generated.body);
        if (payload.length) lines.push(`Content-Length: ${payload.length}`);
        lines.push('Connection: close');
        const text = await exchangeRaw(Buffer.concat([Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1'), payload]));
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
        expect(status, `${generated.method} ${generated.target}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
        expect(status, `${generated.method} ${generated.target}: ${text.slice(0, 300)}`).toBeLessThan(500);
        if (status >= 400 && generated.method !== 'HEAD') {
          const [head, ...rest] = text.split('\r\n\r\n');
          const type = /content-type: ([^\r\n]*)/i.exec(head!)?.[1] ?? '';
          const chunked = /transfer-encoding: chunked/i.test(head!);
          const body = chunked ? rest.join('\r\n\r\n').replace(/^[0-9a-f]+\r\n|\r\n[0-9a-f]+\r\n|\r\n0\r\n\r\n$/gi, '') : rest.join('\r\n\r\n');
          // A request line the server cannot split (a method with spaces or tabs) names no path.
          // The bytes sent (latin1), as the server reads them.
          const sent = Buffer.from(generated.target, 'latin1').toString('latin1');
          const pathname = !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(generated.method) || /[^\x21-\x7e]/.test(sent) ? '/' : sent.startsWith('/') ? sent.split('?')[0]! : /^https?:\/\//.test(sent) ? new URL(sent).pathname : '/';
          expect(formatProblem(pathname, status, type, body), `${generated.method} ${generated.target}`).toBeNull();
        }
      }),
      { seed: SEED, numRuns: 500, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: false },
    );
    expect((await fetch(`${running.url}/__admin/health`)).status).toBe(200);
  }, 90_000);
});

// ---- OAuth 1.0a: signed and unsigned requests, every parameter hostile (issue 25) ----

describe('fuzzing OAuth 1.0a (setupServer)', () => {
  const service = createMockService({ fixtures: TEST_FIXTURES });
  const server = setupServer(...service.handlers, http.all('*', ({ request }) => new Response(`Nothing is served at ${request.method} ${new URL(request.url).pathname}.\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  const access = service.admin.issueOAuth1Token({ memberId: 'aZ3kq9XbW1', apiKey: TEST_APP.apiKey });
  const pending = service.context.requestTokens.issue({ apiKey: TEST_APP.apiKey, callback: REDIRECT, scopes: ['r_basicprofile'], lifetimeSeconds: 599 });

  const hostile = fc.oneof(
    junk,
    fc.constantFrom('', ' ', 'oob', 'OOB', REDIRECT, `${REDIRECT}\r\nSet-Cookie: x=1`, `${REDIRECT}\u2028`, `${REDIRECT}\u0000`, 'javascript:alert(1)', '//evil.example', 'https://evil.example/cb#x', '1.0', '1.0a', '0', '-1', '1e20', '99999999999999', 'HMAC-SHA1', 'PLAINTEXT', 'RSA-SHA1', 'hmac-sha1'),
    fc.constantFrom('x'.repeat(3000), 'n'.repeat(200), `${REDIRECT}?${'a'.repeat(5000)}`),
    fc.constantFrom(access.oauth_token, pending.token, pending.secret, access.oauth_token_secret),
  );
  const protocolName = fc.constantFrom('oauth_callback', 'oauth_verifier', 'oauth_nonce', 'oauth_timestamp', 'oauth_version', 'oauth_token', 'oauth_body_hash', 'oauth_signature', 'oauth_consumer_key', 'oauth_signature_method', 'oauth_unknown');
  const endpoint = fc.constantFrom('/uas/oauth/requestToken', '/uas/oauth/accessToken', '/uas/oauth/invalidateToken', '/uas/oauth/authorize', '/uas/oauth/authenticate', '/uas/oauth/complete', '/v1/people/~', '/v1/people/~/connections');
  const signed = fc.record({
    kind: fc.constant('signed' as const),
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
    path: endpoint,
    consumer: fc.constantFrom([TEST_APP.apiKey, TEST_APP.secretKey], ['demo-api-key', 'demo-secret-key'], [TEST_APP.apiKey, 'wrong'], ['unknown-key', 'x']),
    token: fc.constantFrom(undefined, [access.oauth_token, access.oauth_token_secret], [pending.token, pending.secret], [access.oauth_token, 'wrong'], ['junk', '']),
    signatureMethod: fc.constantFrom('HMAC-SHA1', 'PLAINTEXT', 'RSA-SHA1', 'hmac-sha1', ''),
    timestamp: fc.constantFrom<number | null | undefined>(undefined, null, 0, 1, 4102444800, 99999999999),
    nonce: fc.oneof(fc.constant<string | null | undefined>(undefined), fc.constant(null), hostile),
    version: fc.constantFrom<string | null | undefined>(undefined, null, '1.0a', '2'),
    oauth: fc.array(fc.tuple(protocolName, hostile), { maxLength: 4 }),
    form: fc.array(fc.tuple(fc.constantFrom('scope', 'xoauth_oauth2_access_token', 'format', 'oauth_callback', 'comment'), hostile), { maxLength: 3 }),
    transport: fc.constantFrom<'header' | 'query' | 'body'>('header', 'query', 'body'),
  });
  const unsigned = fc.record({
    kind: fc.constant('unsigned' as const),
    method: fc.constantFrom('GET', 'POST'),
    path: endpoint,
    header: fc.oneof(
      fc.array(fc.tuple(protocolName, hostile), { maxLength: 6 }).map((pairs) => 'OAuth ' + pairs.map(([name, value]) => `${name}="${rfc3986(value.toWellFormed())}"`).join(', ')),
      fc.constantFrom('OAuth', 'OAuth ,,,', 'OAuth oauth_token', 'OAuth oauth_token="a", oauth_token="b"', 'OAuth realm="x" oauth_nonce="y"', 'OAuth oauth_consumer_key=unquoted', 'OAuth oauth_signature="%zz"', 'oauth oauth_consumer_key="test-key"'),
    ),
    query: fc.array(fc.tuple(protocolName, hostile), { maxLength: 4 }),
  });

  it('answers signed and unsigned requests with hostile parameters: no uninjected 5xx, documented formats, small answers', async () => {
    const errors = vi.spyOn(console, 'error');
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(signed, unsigned), async (generated) => {
        runs++;
        let url: string;
        let init: RequestInit;
        if (generated.kind === 'signed') {
          const signedRequest = signRequest({
            url: BASE + generated.path,
            method: generated.method,
            consumerKey: generated.consumer[0],
            consumerSecret: generated.consumer[1],
            token: generated.token?.[0],
            tokenSecret: generated.token?.[1],
            signatureMethod: generated.signatureMethod,
            timestamp: generated.timestamp,
            nonce: generated.nonce === undefined || generated.nonce === null ? generated.nonce : generated.nonce.toWellFormed(),
            version: generated.version,
            oauth: Object.fromEntries(generated.oauth.map(([name, value]) => [name, value.toWellFormed()])),
            form: generated.method === 'GET' ? undefined : generated.form.map(([name, value]) => [name, value.toWellFormed()] as [string, string]),
            transport: generated.method === 'GET' && generated.transport === 'body' ? 'query' : generated.transport,
          });
          url = signedRequest.url;
          init = signedRequest.init;
        } else {
          const query = generated.query.map(([name, value]) => `${name}=${rfc3986(value.toWellFormed())}`).join('&');
          url = BASE + generated.path + (query ? `?${query}` : '');
          init = { method: generated.method, headers: { authorization: generated.header } };
        }
        const request = fetch(url, { ...init, redirect: 'manual' });
        const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS));
        const response = await Promise.race([request, timeout]);
        const text = await response.text();
        const what = `${init.method} ${url.slice(0, 300)}`;
        expect(response.status, `${what}: ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(formatProblem(new URL(url).pathname, response.status, response.headers.get('content-type') ?? '', text), what).toBeNull();
        // Bounded whatever was sent (items 2 and 3): the answer, its challenge and the journal entry.
        expect(text.length, what).toBeLessThan(64 * 1024);
        expect((response.headers.get('www-authenticate') ?? '').length, what).toBeLessThan(8 * 1024);
        const location = response.headers.get('location');
        if (location) expect(location, what).toMatch(/^[\x21-\x7e]+$/);
        expect(JSON.stringify(service.admin.requests().at(-1) ?? {}).length, what).toBeLessThan(32 * 1024);
      }),
      { seed: SEED, numRuns: 1500, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: false },
    );
    expect(runs).toBeGreaterThan(300);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
    // The legitimate client still signs in and calls the API.
    const me = signRequest({ url: `${BASE}/v1/people/~?format=json`, token: access.oauth_token, tokenSecret: access.oauth_token_secret });
    expect((await fetch(me.url, me.init)).status).toBe(200);
  }, 90_000);
});
