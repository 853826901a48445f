// Eight workers against one standalone server: each worker's tests name their own tenant (the
// X-In-Mock-Tenant header from Node, the host name worker-N.localhost from the browser), reset it,
// move its clock, mint a token and read the journal, and never see another worker's state.
import { test as base, expect } from '@playwright/test';
import { PORT } from './playwright.config.js';

const test = base.extend<{ tenant: string; mockUrl: string }>({
  tenant: async ({}, use, testInfo) => use(`worker-${testInfo.parallelIndex + 1}`),
  mockUrl: async ({ tenant }, use) => use(`http://${tenant}.localhost:${PORT}`),
});

/** The admin API of this worker's tenant, from Node. */
async function admin(tenant: string, path: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${PORT}/__admin/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-in-mock-tenant': tenant, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return response.json();
}

for (let run = 1; run <= 16; run++) {
  test(`run ${run}: a tenant of its own`, async ({ page, tenant, mockUrl }) => {
    await admin(tenant, 'reset', {});
    const start = Date.UTC(2030, 0, 1) + run * 86_400_000;
    await admin(tenant, 'clock', { now: new Date(start).toISOString() });
    await admin(tenant, 'clock', { advanceSeconds: run });
    const { access_token } = await admin(tenant, 'tokens', { memberId: 'aZ3kq9XbW1' });
    // The browser reaches the same tenant by its host name: the profile, and the tenant's clock.
    await page.goto(`${mockUrl}/v1/people/~:(first-name)?format=json&oauth2_access_token=${access_token}`);
    expect(JSON.parse((await page.locator('body').textContent()) ?? '')).toEqual({ firstName: 'Ada' });
    await page.goto(`${mockUrl}/__admin/clock`);
    expect(JSON.parse((await page.locator('body').textContent()) ?? '').nowMs).toBe(start + run * 1000);
    // Only this test's token and call: no other worker's state, and nothing left from this worker's previous test.
    expect((await admin(tenant, 'tokens')).tokens.map((token: { token: string }) => token.token)).toEqual([access_token]);
    expect((await admin(tenant, 'requests/count', { path: '/v1/people/~' })).count).toBe(1);
  });
}
