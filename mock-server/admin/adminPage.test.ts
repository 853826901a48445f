import { describe, expect, it } from 'vitest';
import { parse } from 'acorn';
import { ADMIN_PAGE_SCRIPT } from '../views/adminPageScript.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { AUTH as BASE } from '../../test/support/oauthFlow.js';
import { TEST_FIXTURES } from '../../test/support/oauthFlow.js';

useServiceKit({ fixtures: TEST_FIXTURES });

describe('the admin page (GET /__admin/)', () => {
  it('its script parses as ECMAScript 3 (reserved words not allowed as property names)', () => {
    expect(() => parse(ADMIN_PAGE_SCRIPT, { ecmaVersion: 3, allowReserved: 'never', sourceType: 'script' })).not.toThrow();
  });

  it('is one page in the service look, under a CSP that allows its inline script and same-origin calls only', async () => {
    const response = await fetch(`${BASE}/__admin/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    expect(html.match(/<h1>/g)).toHaveLength(1);
    for (const id of ['journal-rows', 'fault-rows', 'miss-rows', 'token-rows', 'grant-rows', 'clock-now', 'auto-state', 'reset']) expect(html).toContain(`id="${id}"`);
  });

  it('is refused to a page on another origin, like the admin API', async () => {
    const response = await fetch(`${BASE}/__admin/`, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });

  it('near misses and journaled bodies: an HTML body is served with scripts off', async () => {
    await fetch(`${BASE}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'POST', path: '/v1/people/~', status: 503 }) });
    await fetch(`${BASE}/v1/people/~?format=json`);
    const misses = await (await fetch(`${BASE}/__admin/near-misses`)).json();
    expect(misses.nearMisses[0]).toMatchObject({ method: 'GET', fault: 1, reason: 'method is GET, the fault wants POST' });
    await fetch(`${BASE}/oauth/v2/authorization?client_id=nope`);
    const { requests } = await (await fetch(`${BASE}/__admin/requests?path=/oauth/*`)).json();
    const body = await fetch(`${BASE}/__admin/requests/${requests[0].seq}/response-body`);
    expect(body.status).toBe(200);
    expect(body.headers.get('content-type')).toMatch(/^text\/html/);
    expect(body.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(await body.text()).toContain('<h1>');
    expect((await fetch(`${BASE}/__admin/requests/9999/response-body`)).status).toBe(404);
    expect((await fetch(`${BASE}/__admin/requests/1/other`)).status).toBe(404);
  });
});
