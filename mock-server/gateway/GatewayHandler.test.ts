// The journal the gateway keeps: what it records (status, duration, headers and bodies with every
// secret redacted), what it leaves out, and how tests query it (filters, counts) over HTTP and
// service.admin.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMockService, type MockService } from '../index.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { AUTH, TEST_FIXTURES, approve, authorizeUrl, exchange, locationParams } from '../../test/support/oauthFlow.js';
import { REQUEST_JOURNAL_LIMIT } from '../defaults.js';

const server = setupServer();
let service: MockService;
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(() => {
  service = createMockService({ fixtures: TEST_FIXTURES });
  server.resetHandlers(...service.handlers, http.get('*/outside', () => HttpResponse.text('not the service')));
});

const adminJson = async (path: string, body?: unknown) =>
  (await fetch(`${AUTH}/__admin/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();

describe('the request journal', () => {
  it('keeps method, redacted URL, status, duration, headers and bodies; never a token, code, secret or password', async () => {
    const browser = new FakeBrowser();
    const redirect = await approve(browser, authorizeUrl('current'));
    const code = locationParams(redirect).get('code')!;
    const exchanged = await exchange('current', { code });
    const { access_token: token } = (await exchanged.json()) as { access_token: string };
    await fetch(`${AUTH}/v1/people/~?format=json&oauth2_access_token=${token}`);
    await fetch(`${AUTH}/v1/people/~`, { headers: { authorization: `Bearer ${token}` } });

    const journal = service.admin.requests();
    const text = JSON.stringify(journal);
    for (const secret of [token, code, 'test-secret', 'demo-password', browser.cookies.get('li_at')!, browser.cookies.get('bcookie')!]) {
      expect(text.includes(secret), `journal leaks ${secret.slice(0, 12)}…`).toBe(false);
    }
    const login = journal.find((entry) => entry.method === 'POST' && entry.requestBody?.includes('session_key'))!;
    expect(login.requestBody).toMatch(/session_password=REDACTED/);
    expect(login.requestBody).toContain('session_key=ada.lovelace%40example.com');
    const allow = journal.find((entry) => entry.responseHeaders.location?.includes('app.example.test/callback'))!;
    expect(allow.responseHeaders.location).toMatch(/[?&]code=REDACTED/);
    const tokenCall = journal.find((entry) => entry.url.endsWith('/oauth/v2/accessToken'))!;
    expect(tokenCall).toMatchObject({ status: 200, requestHeaders: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(tokenCall.requestBody).toMatch(/client_secret=REDACTED/);
    expect(tokenCall.requestBody).toMatch(/(^|&)code=REDACTED/);
    expect(JSON.parse(tokenCall.responseBody!)).toMatchObject({ access_token: 'REDACTED', expires_in: expect.any(Number) });
    const query = journal.find((entry) => entry.url.includes('oauth2_access_token'))!;
    expect(query.url).toBe(`${AUTH}/v1/people/~?format=json&oauth2_access_token=REDACTED`);
    expect(query.responseBody).toContain('Ada');
    const bearer = journal.at(-1)!;
    expect(bearer).toMatchObject({ method: 'GET', status: 200, requestHeaders: { authorization: 'Bearer REDACTED' } });
    expect(bearer.durationMs).toBeGreaterThanOrEqual(0);
    expect(bearer.responseHeaders['content-type']).toMatch(/xml/);
    expect(bearer.responseBody).toMatch(/^<\?xml/);
    expect(browser.cookies.size).toBeGreaterThan(0);
    expect(journal.some((entry) => /li_at=REDACTED/.test(entry.requestHeaders.cookie ?? ''))).toBe(true);
  });

  it('leaves out admin requests and requests the service does not answer; keeps the last entries only', async () => {
    await adminJson('clock');
    await fetch(`${AUTH}/outside`);
    expect(service.admin.requests()).toEqual([]);
    for (let i = 0; i < REQUEST_JOURNAL_LIMIT + 3; i++) await fetch(`${AUTH}/v1/nothing?i=${i}`);
    const journal = service.admin.requests();
    expect(journal).toHaveLength(REQUEST_JOURNAL_LIMIT);
    expect(journal[0]!.seq).toBe(4);
    expect(journal[0]).toMatchObject({ status: 404, url: `${AUTH}/v1/nothing?i=3` });
  });

  it('filters by method, path pattern and status, and counts matches (GET /__admin/requests, POST /__admin/requests/count, service.admin)', async () => {
    const token = service.context.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile', 'rw_nus'] }).token;
    const call = (path: string, init: RequestInit = {}) => fetch(`${AUTH}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
    await call('/v1/people/~');
    await call('/v1/people/~?format=json');
    await call('/v1/people/~/connections');
    await call('/v1/people/~/shares', { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<share><comment>hi</comment><visibility><code>anyone</code></visibility></share>' });
    await fetch(`${AUTH}/v1/people/~`);

    const listed = (await adminJson('requests?method=GET&path=/v1/people/~&status=200')) as { requests: { url: string }[] };
    expect(listed.requests.map((entry) => entry.url)).toEqual([`${AUTH}/v1/people/~`, `${AUTH}/v1/people/~?format=json`]);
    expect(await adminJson('requests/count', { method: 'POST', path: '/v1/people/~/shares' })).toEqual({ count: 1 });
    expect(await adminJson('requests/count', { path: '/v1/people/*' })).toEqual({ count: 5 });
    expect(await adminJson('requests/count', { path: '/v1/people/~', status: 401 })).toEqual({ count: 1 });
    expect(await adminJson('requests/count', { path: '/v1/people/~', query: { format: 'json' } })).toEqual({ count: 1 });
    expect(await adminJson('requests/count', { headers: { authorization: 'Bearer REDACTED' } })).toEqual({ count: 4 });
    expect(service.admin.countRequests({ method: 'GET', path: '/v1/people/~/connections' })).toEqual({ count: 1 });
    expect(service.admin.requests({ status: 201 })).toHaveLength(1);
    const bad = await fetch(`${AUTH}/__admin/requests/count`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ colour: 'red' }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: expect.stringMatching(/Unknown field 'colour'/) });
    expect((await fetch(`${AUTH}/__admin/requests?status=abc`)).status).toBe(400);
  });

  it('records a dropped connection with status null and the fault that did it', async () => {
    service.admin.addFault({ path: '/v1/people/~', fail: 'drop' });
    await expect(fetch(`${AUTH}/v1/people/~`)).rejects.toThrow();
    expect(service.admin.requests()).toMatchObject([{ url: `${AUTH}/v1/people/~`, status: null, fault: 1 }]);
  });
});

describe('the gateway under setupWorker', () => {
  it("prints MSW's console line for each answer, as MSW's own handlers do (setupWorker without quiet)", async () => {
    const gateway = createMockService().handlers.at(-1)!;
    const lines: string[] = [];
    const group = vi.spyOn(console, 'groupCollapsed').mockImplementation((...args: unknown[]) => void lines.push(String(args[0])));
    const quiet = [vi.spyOn(console, 'log').mockImplementation(() => undefined), vi.spyOn(console, 'groupEnd').mockImplementation(() => undefined)];
    try {
      await gateway.log({ request: new Request('https://api.example.test/v1/people/~'), response: new Response('x', { status: 200 }), parsedResult: undefined });
      await vi.waitFor(() => expect(lines.join('\n')).toMatch(/\[MSW\] .* GET https:\/\/api\.example\.test\/v1\/people\/~ \(%c200 OK/));
    } finally {
      for (const spy of [group, ...quiet]) spy.mockRestore();
    }
  });
});
