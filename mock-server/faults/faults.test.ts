// Fault rules through HTTP (setupServer) and service.admin: matching by method, path pattern,
// query and header; any status, the 401 types, delays, spoiled bodies, dropped connections;
// N times or a share of the requests.
import { describe, expect, it } from 'vitest';
import { API, useServiceKit } from '../../test/support/serviceKit.js';
import { TOKEN_PROBLEMS, UNAUTHORIZED_MESSAGES } from '../admission/tokenRefusal.js';

const kit = useServiceKit();

const addFault = (rule: unknown) => fetch(`${API}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) });

describe('POST /__admin/faults and service.admin.addFault', () => {
  it('fails the next N matching calls with the status asked, in the REST error format, then recovers', async () => {
    const added = await addFault({ path: '/v1/people/~', status: 503, times: 2 });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ ok: true, fault: { id: 1, path: '/v1/people/~', status: 503, times: 2 } });
    const token = kit.token();
    for (let i = 0; i < 2; i++) {
      const { status, body } = await kit.getJson('/v1/people/~', token);
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 503, message: expect.stringContaining('injected') });
    }
    expect((await kit.getJson('/v1/people/~', token)).status).toBe(200);
    expect(kit.service.admin.faults()).toEqual([]);
  });

  it('429 with Retry-After, and each of the 401 types with its message and challenge', async () => {
    kit.service.admin.addFault({ path: '/v1/people/*', status: 429, responseHeaders: { 'retry-after': '30' } });
    const throttled = await kit.call('/v1/people/~/connections', kit.token());
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('30');
    expect(await throttled.text()).toMatch(/<status>429<\/status>[\s\S]*Throttle limit exceeded/);
    for (const type of TOKEN_PROBLEMS) {
      kit.service.admin.addFault({ path: '/v1/people/~', unauthorized: type });
      const { status, body, headers } = await kit.getJson('/v1/people/~', kit.token());
      expect(status).toBe(401);
      expect(body.message).toBe(UNAUTHORIZED_MESSAGES[type]);
      expect(headers.get('www-authenticate')).toMatch(/^Bearer realm="api"/);
    }
  });

  it('matches method, path pattern, query and headers; leaves CORS preflights alone unless it names OPTIONS', async () => {
    kit.service.admin.addFault({ method: 'POST', path: '/v1/people/~/*', query: { format: 'json' }, headers: { 'X-Li-Format': 'json' }, status: 500, times: 5 });
    const token = kit.token();
    expect((await kit.call('/v1/people/~/shares?format=json', token, { method: 'POST', headers: { 'x-li-format': 'json', 'content-type': 'application/json' }, body: '{"comment":"a","visibility":{"code":"anyone"}}' })).status).toBe(500);
    // Another method, another query, no header: not matched.
    expect((await kit.call('/v1/people/~/connections?format=json', token, { headers: { 'x-li-format': 'json' } })).status).toBe(200);
    expect((await kit.call('/v1/people/~/shares', token, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<share><comment>a</comment><visibility><code>anyone</code></visibility></share>' })).status).toBe(201);
    kit.service.admin.clearFaults();
    kit.service.admin.addFault({ path: '/v1/*', status: 503 });
    const preflight = await fetch(`${API}/v1/people/~`, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBe(204);
    expect(kit.service.admin.faults()[0]).toMatchObject({ matched: 0, fired: 0 });
  });

  it('a path names the resource however the client spells its selector: /v1/people/~ matches the framework\'s /v1/people/~:(id,first-name,…)', async () => {
    kit.service.admin.addFault({ path: '/v1/people/~', status: 503, times: 2 });
    const token = kit.token();
    expect((await kit.call('/v1/people/~:(id,first-name,positions:(title))', token)).status).toBe(503);
    expect((await kit.call('/v1/people/~%3A%28id%2Cfirst-name%29', token)).status).toBe(503);
    expect(kit.service.admin.faults()).toEqual([]);
    // A selector on a sub-resource does not make it the member's own resource.
    kit.service.admin.addFault({ path: '/v1/people/~', status: 503 });
    expect((await kit.call('/v1/people/~/connections:(id)', token)).status).toBe(200);
    expect(kit.service.admin.faults()[0]).toMatchObject({ matched: 0 });
    kit.service.admin.clearFaults();
    expect(kit.service.admin.countRequests({ path: '/v1/people/~' }).count).toBe(2);
    expect(kit.service.admin.countRequests({ path: '/v1/people/~/connections' }).count).toBe(1);
    expect(kit.service.admin.requests({ path: '/v1/people/~' }).map((entry) => entry.status)).toEqual([503, 503]);
  });

  it('fires for a share of the matching requests, spread evenly, until cleared', async () => {
    kit.service.admin.addFault({ path: '/v1/people/~', status: 500, share: 0.25 });
    const token = kit.token();
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await kit.call('/v1/people/~', token)).status);
    expect(statuses).toEqual([200, 200, 200, 500, 200, 200, 200, 500]);
    expect(kit.service.admin.faults()[0]).toMatchObject({ matched: 8, fired: 2, times: null });
    await fetch(`${API}/__admin/faults`, { method: 'DELETE', headers: { 'content-type': 'application/json' } });
    expect(kit.service.admin.faults()).toEqual([]);
  });

  it('answers late, with a body of its own, a malformed or truncated body, or no answer at all', async () => {
    const token = kit.token();
    kit.service.admin.addFault({ path: '/v1/people/~', delayMs: 120 });
    const started = Date.now();
    expect((await kit.call('/v1/people/~', token)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);

    kit.service.admin.addFault({ path: '/oauth/v2/accessToken', status: 503, body: '{"error":"temporarily_unavailable"}', responseHeaders: { 'content-type': 'application/json' } });
    const own = await fetch(`${API}/oauth/v2/accessToken`, { method: 'POST' });
    expect(own.status).toBe(503);
    expect(await own.json()).toEqual({ error: 'temporarily_unavailable' });

    kit.service.admin.addFault({ path: '/v1/people/~', fail: 'malformed' });
    const malformed = await kit.getJson('/v1/people/~', token);
    expect(malformed.status).toBe(200);
    expect(typeof malformed.body).toBe('string');
    expect(() => JSON.parse(malformed.body)).toThrow();

    kit.service.admin.addFault({ path: '/v1/people/~', fail: 'truncate' });
    const truncated = await kit.call('/v1/people/~', token, { headers: { 'x-li-format': 'json' } });
    expect(truncated.status).toBe(200);
    await expect(truncated.text()).rejects.toThrow();

    kit.service.admin.addFault({ path: '/v1/people/~', fail: 'drop' });
    await expect(kit.call('/v1/people/~', token)).rejects.toThrow(/fetch failed|Failed to fetch/);
    expect((await kit.call('/v1/people/~', token)).status).toBe(200);
  });

  it.each([
    [{ status: 500 }, /'path' is required/],
    [{ path: 'v1', status: 500 }, /'path' must be a path starting with/],
    [{ path: '/v1/x', status: 700 }, /from 200 to 599/],
    [{ path: '/v1/x', status: 500, colour: 'red' }, /Unknown field 'colour'/],
    [{ path: '/v1/x' }, /needs something to do/],
    [{ path: '/v1/x', fail: 'explode' }, /'fail' must be one of drop, truncate, malformed/],
    [{ path: '/v1/x', fail: 'drop', status: 500 }, /cannot be combined/],
    [{ path: '/v1/x', unauthorized: 'stale' }, /'unauthorized' must be one of/],
    [{ path: '/v1/x', unauthorized: 'expired', status: 403 }, /answers 401/],
    [{ path: '/v1/x', status: 500, share: 0 }, /'share' must be a number above 0/],
    [{ path: '/v1/x', status: 500, times: 0 }, /'times' must be a whole number from 1/],
    [{ path: '/v1/x', delayMs: 1e9 }, /'delayMs' must be a whole number/],
    [{ path: '/v1/x', status: 500, query: { a: 1 } }, /'query\.a' must be a string/],
    [{ path: '/v1/x', status: 500, responseHeaders: { 'bad header': 'x' } }, /responseHeaders/],
    [{ path: '/v1/x', status: 500, method: 'G E T' }, /'method' must be an HTTP method/],
  ])('refuses %j with a sentence', async (rule, message) => {
    const response = await addFault(rule);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(message) });
    expect(() => kit.service.admin.addFault(rule)).toThrow(message);
    expect(kit.service.admin.faults()).toEqual([]);
  });
});
