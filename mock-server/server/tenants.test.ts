// Tenants: eight workers on one standalone server, each with its own service (store, clock,
// faults, journal, reset), named by a header or by a <tenant>.localhost host name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './startServer.js';
import { createTenants, tenantOf } from './tenants.js';
import { createMockService, type MockService } from '../createMockService.js';
import { MAX_CSRF_TOKENS, MAX_PENDING_DIALOG_REQUESTS, SERVER_JOURNAL_LIMIT } from '../defaults.js';
import { hostFetch } from '../../test/support/hostFetch.js';

let running: RunningServer;
beforeAll(async () => {
  running = await startServer({ port: 0 });
});
afterAll(() => running.close());

const call = (tenant: string, path: string, body?: unknown) =>
  fetch(`${running.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-in-mock-tenant': tenant, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('tenants of one standalone server', () => {
  it('eight workers at once, each resetting and moving its own clock, minting, faulting and reading its own journal, see nothing of one another', async () => {
    const workers = Array.from({ length: 8 }, (_, index) => `worker-${index + 1}`);
    await Promise.all(
      workers.map(async (tenant, index) => {
        for (let round = 0; round < 3; round++) {
          expect((await call(tenant, '/__admin/reset', {})).status).toBe(200);
          const start = Date.UTC(2030, index, 1);
          await call(tenant, '/__admin/clock', { now: new Date(start).toISOString() });
          await call(tenant, '/__admin/clock', { advanceSeconds: 60 * (index + 1) });
          const { access_token } = await (await call(tenant, '/__admin/tokens', { memberId: 'aZ3kq9XbW1' })).json();
          await call(tenant, '/__admin/faults', { path: '/v1/people/~', status: 503, times: 1 });
          const headers = { 'x-in-mock-tenant': tenant, authorization: `Bearer ${access_token}`, 'x-li-format': 'json' };
          expect((await fetch(`${running.url}/v1/people/~:(id)`, { headers })).status).toBe(503);
          expect((await fetch(`${running.url}/v1/people/~:(id)`, { headers })).status).toBe(200);
          // Its clock, its one token, its journal of exactly its own two calls.
          expect((await (await call(tenant, '/__admin/clock')).json()).nowMs).toBe(start + 60_000 * (index + 1));
          expect((await (await call(tenant, '/__admin/tokens')).json()).tokens.map((token: { token: string }) => token.token)).toEqual([access_token]);
          expect((await (await call(tenant, '/__admin/requests/count', { path: '/v1/people/~' })).json()).count).toBe(2);
        }
      }),
    );
    // The server's own service saw none of it.
    expect(running.admin.tokens()).toEqual([]);
    expect(running.admin.requests()).toEqual([]);
    expect(running.tenants.names().sort()).toEqual([...workers].sort());
  });

  it("each tenant's company pages and roles (GET /__admin/pages) are its own: a page one loads is not another's", async () => {
    const page = { id: '9900', name: 'Tenant Page', universalName: 'tenant-page', admins: ['aZ3kq9XbW1'], followers: ['Qm7Rt2VdN8'] };
    expect((await call('pages-a', '/__admin/reset', {})).status).toBe(200);
    expect((await call('pages-b', '/__admin/reset', {})).status).toBe(200);
    expect((await call('pages-a', '/__admin/fixtures', { companies: [page] })).status).toBe(200);
    const urns = async (tenant: string) => ((await (await call(tenant, '/__admin/pages')).json()).pages as { urn: string }[]).map((p) => p.urn);
    expect(await urns('pages-a')).toContain('urn:li:organization:9900');
    expect(await urns('pages-b')).not.toContain('urn:li:organization:9900');
    expect(running.admin.pages().pages.map((p) => p.urn)).not.toContain('urn:li:organization:9900');
    const [loaded] = ((await (await call('pages-a', '/__admin/pages')).json()).pages as { urn: string }[]).filter((p) => p.urn === 'urn:li:organization:9900');
    expect(loaded).toMatchObject({ name: 'Tenant Page', vanityName: 'tenant-page', followers: 1, roles: [{ memberId: 'aZ3kq9XbW1', role: 'ADMINISTRATOR', state: 'APPROVED' }] });
  });

  it('a host name <tenant>.localhost names the tenant too, once the header made it, and its links stay on that name', async () => {
    const send = hostFetch({ address: '127.0.0.1', port: Number(new URL(running.url).port) });
    const origin = `http://w3.localhost:${new URL(running.url).port}`;
    expect((await call('w3', '/__admin/reset', {})).status).toBe(200);
    await send(`${origin}/__admin/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: '2031-01-01T00:00:00Z' }) });
    expect((await (await call('w3', '/__admin/clock')).json()).now).toBe('2031-01-01T00:00:00.000Z');
    const redirect = await send(`${origin}/oauth/v2/authorization?response_type=code&client_id=demo-api-key&redirect_uri=http%3A%2F%2Flocalhost%3A8787%2Fdemo%2Fcallback&state=s1`);
    expect(redirect.headers.get('location')).toMatch(new RegExp(`^${origin}/`));
    expect(running.admin.clock().nowMs).not.toBe(Date.UTC(2031, 0, 1));
  });

  it('a host name never makes a tenant: one that names no live tenant gets 421 saying how to make it, in the path\'s format', async () => {
    const send = hostFetch({ address: '127.0.0.1', port: Number(new URL(running.url).port) });
    const before = running.tenants.names();
    const origin = `http://never-made.localhost:${new URL(running.url).port}`;
    const admin = await send(`${origin}/__admin/clock`);
    expect(admin.status).toBe(421);
    expect((await admin.json()).message).toMatch(/No tenant 'never-made' lives on this server.*x-in-mock-tenant: never-made/);
    const rest = await send(`${origin}/v1/people/~?format=json`);
    expect(rest.status).toBe(421);
    expect((await rest.json()).message).toMatch(/No tenant 'never-made'/);
    expect((await send(`${origin}/oauth/v2/authorization?response_type=code&client_id=demo-api-key&redirect_uri=http%3A%2F%2Flocalhost%3A8787%2Fdemo%2Fcallback&state=s1`)).status).toBe(421);
    expect(running.tenants.names()).toEqual(before);
  });

  it('what anyone can store without signing in is budgeted once for the whole server: 40 tenants flooded with dialog requests keep at most MAX_PENDING_DIALOG_REQUESTS together', async () => {
    const names = Array.from({ length: 40 }, (_, index) => `flood-${index}`);
    for (const name of names) expect((await call(name, '/__admin/reset', {})).status).toBe(200);
    const authorize = (name: string, state: number) =>
      fetch(`${running.url}/oauth/v2/authorization?response_type=code&client_id=demo-api-key&redirect_uri=http%3A%2F%2Flocalhost%3A8787%2Fdemo%2Fcallback&state=${state}`, { redirect: 'manual', headers: { 'x-in-mock-tenant': name } });
    for (let round = 0; round < 3; round++) await Promise.all(names.map(async (name) => { for (let i = 0; i < 20; i++) expect((await authorize(name, i)).status).toBe(302); }));
    // Every service of the server: its own, the flooded tenants and the earlier tests' tenants.
    const services = [running, ...running.tenants.names().map((name) => running.tenants.find(name)!)];
    const pending = services.reduce((sum, service) => sum + service.context.dialogRequests.size(), 0);
    const csrf = services.reduce((sum, service) => sum + service.context.csrf.size(), 0);
    // 2,400 requests were made: the server keeps its cap, not 40 times it.
    expect(pending).toBe(MAX_PENDING_DIALOG_REQUESTS);
    expect(csrf).toBeLessThanOrEqual(MAX_CSRF_TOKENS);
    expect(running.context.budget.journal.size).toBeLessThanOrEqual(SERVER_JOURNAL_LIMIT);
    expect(running.context.budget.dialogRequests.size).toBe(pending);
    // The newest requests still wait (the server's oldest went first): every tenant of the last round holds some.
    for (const name of names) expect(running.tenants.find(name)!.context.dialogRequests.size()).toBeGreaterThan(0);
  });

  it('a request with the header and an Origin (a web page\'s fetch) makes no tenant and reaches none, in the path\'s format', async () => {
    const before = running.tenants.names();
    const fromPage = (path: string, tenant: string) => fetch(`${running.url}${path}`, { headers: { 'x-in-mock-tenant': tenant, origin: 'http://127.0.0.2:4000' } });
    const rest = await fromPage('/v2/me', 'evil-2');
    expect(rest.status).toBe(403);
    expect(rest.headers.get('access-control-allow-origin')).toBeNull();
    expect((await rest.json()).message).toMatch(/header comes from test code, not from a web page: this request also carries Origin http:\/\/127\.0\.0\.2:4000/);
    expect((await fromPage('/__admin/health', 'evil-1')).status).toBe(403);
    // Not even a tenant that exists: the page cannot reach a worker's tenant with the header.
    expect((await call('worker-9', '/__admin/reset', {})).status).toBe(200);
    expect((await fromPage('/__admin/clock', 'worker-9')).status).toBe(403);
    expect([...running.tenants.names()].sort()).toEqual([...new Set([...before, 'worker-9'])].sort());
  });

  it('refuses a name that is not one, in the admin error format', async () => {
    const bad = await call('no_such name!', '/__admin/clock');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/is not a tenant name: 1 to 63 letters, digits and inner hyphens/);
  });

  it('names: header first, then <tenant>.localhost; made on first use, dropped after idle, capped', () => {
    expect(tenantOf('w3.localhost:8787', undefined)).toBe('w3');
    expect(tenantOf('W3.LOCALHOST', undefined)).toBe('w3');
    expect(tenantOf('localhost:8787', undefined)).toBeNull();
    expect(tenantOf('a.b.localhost', undefined)).toBeNull();
    expect(tenantOf('127.0.0.1:8787', 'Worker-1')).toBe('worker-1');
    expect(tenantOf('w3.localhost', 'x')).toBe('x');
    expect(tenantOf(undefined, '-bad')).toMatchObject({ problem: expect.stringContaining('not a tenant name') });
    let now = 0;
    const tenants = createTenants(() => createMockService(), 60, 2, () => now);
    const first = tenants.get('a');
    expect(tenants.get('a')).toBe(first);
    tenants.get('b');
    expect(tenants.get('c')).toMatch(/^2 tenants are live already/);
    now = 30_000;
    tenants.get('a');
    now = 61_000;
    expect(tenants.names()).toEqual(['a']);
    expect(typeof tenants.get('c')).toBe('object');
    now = 200_000;
    expect(tenants.get('a')).not.toBe(first);
    expect(tenants.find('zz')).toBeUndefined();
    expect(tenants.names()).toEqual(['a']);
  });

  it('a dropped tenant gives back what it held of the server budget', async () => {
    const { createServerBudget, leaveBudget } = await import('../context/serverBudget.js');
    const { createMockServiceIn } = await import('../createMockService.js');
    const budget = createServerBudget();
    let now = 0;
    const tenants = createTenants(() => createMockServiceIn(budget), 60, 4, () => now, (service) => leaveBudget(service.context));
    const tenant = tenants.get('a') as MockService;
    tenant.context.csrf.issue('browser', 'purpose', 60);
    tenant.context.journal.record({ method: 'GET', url: '/', status: 200, durationMs: 1, requestHeaders: {}, responseHeaders: {} }, 0);
    expect([budget.csrf.size, budget.journal.size, budget.services.size]).toEqual([1, 1, 1]);
    now = 61_000;
    expect(tenants.names()).toEqual([]);
    expect([budget.csrf.size, budget.journal.size, budget.services.size]).toEqual([0, 0, 0]);
  });
});
