import { describe, expect, it } from 'vitest';
import { createMockService } from '../index.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { AUTH, REDIRECT, TEST_FIXTURES, authorizeUrl, exchange, locationParams, startFlow } from '../../test/support/oauthFlow.js';

const kit = useServiceKit({ fixtures: TEST_FIXTURES, now: Date.UTC(2026, 0, 1) });

/** Starts a sign-in in a fresh browser (or `browser`): what the auth host answers last. */
async function signIn(browser = new FakeBrowser(), params: Record<string, string | null> = {}) {
  return (await startFlow(browser, authorizeUrl('current', params))).response;
}

/** The member a code was issued for, after exchanging it. */
async function memberOf(response: Response): Promise<string> {
  expect([302, 303]).toContain(response.status);
  expect(response.headers.get('location')!.startsWith(REDIRECT + '?')).toBe(true);
  const { access_token } = await (await exchange('current', { code: locationParams(response).get('code') })).json();
  return kit.service.context.tokens.verify(access_token).record!.memberId;
}

const isLoginPage = async (response: Response) => response.status === 200 && (await response.text()).includes('name="session_key"');

describe('auto-approve: the dialog approves for a chosen member without showing itself', () => {
  it('a standing member: every sign-in comes back with a code for them, the grant recorded and the member signed in', async () => {
    expect(kit.service.admin.autoApprove('aZ3kq9XbW1')).toEqual({ member: 'aZ3kq9XbW1', queue: [] });
    const browser = new FakeBrowser();
    const response = await signIn(browser, { scope: 'r_basicprofile r_network', state: 'st-9' });
    expect(locationParams(response).get('state')).toBe('st-9');
    expect(await memberOf(response)).toBe('aZ3kq9XbW1');
    expect(kit.service.admin.grants()).toMatchObject([{ memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile', 'r_network'] }]);
    // Signed in on the auth host: with auto-approval off, the same browser skips the dialog.
    kit.service.admin.autoApprove(null);
    expect(await memberOf(await signIn(browser, { scope: 'r_basicprofile r_network' }))).toBe('aZ3kq9XbW1');
    expect(await isLoginPage(await signIn())).toBe(true);
  });

  it('once: queued members take one sign-in each, in order, before the standing member; then the dialog asks again', async () => {
    kit.service.admin.autoApprove('Qm7Rt2VdN8', { once: true });
    kit.service.admin.autoApprove('aZ3kq9XbW1', { once: true });
    expect(kit.service.admin.autoApprovals()).toEqual({ member: null, queue: ['Qm7Rt2VdN8', 'aZ3kq9XbW1'] });
    expect(await memberOf(await signIn())).toBe('Qm7Rt2VdN8');
    expect(await memberOf(await signIn())).toBe('aZ3kq9XbW1');
    expect(await isLoginPage(await signIn())).toBe(true);
    kit.service.admin.autoApprove('aZ3kq9XbW1');
    kit.service.admin.autoApprove('Qm7Rt2VdN8', { once: true });
    expect(await memberOf(await signIn())).toBe('Qm7Rt2VdN8');
    expect(await memberOf(await signIn())).toBe('aZ3kq9XbW1');
  });

  it('a client that keeps no cookies: the dialog answers 403 saying a cookie jar is needed (or issueCode); one that keeps them gets the code', async () => {
    kit.service.admin.autoApprove('aZ3kq9XbW1');
    const start = await fetch(authorizeUrl('current'), { redirect: 'manual' });
    expect(start.headers.get('set-cookie')).toMatch(/bcookie=/);
    const dialog = await fetch(new URL(start.headers.get('location')!, AUTH), { redirect: 'manual' });
    expect(dialog.status).toBe(403);
    const page = await dialog.text();
    expect(page).toContain('a client that keeps no cookies: this request carries no bcookie cookie');
    expect(page).toContain('needs a cookie jar between them');
    expect(page).toContain('service.admin.issueCode or POST /__admin/codes');
    // Another browser's cookie keeps the plain sentence.
    const other = await fetch(new URL(start.headers.get('location')!, AUTH), { redirect: 'manual', headers: { cookie: 'bcookie=someone-else' } });
    expect([other.status, (await other.text()).includes('started in another browser; go back')]).toEqual([403, true]);
    expect(await memberOf(await signIn())).toBe('aZ3kq9XbW1');
  });

  it('the autoApprove option arms a member from the start, and reset comes back to it', async () => {
    kit.use({ autoApprove: 'aZ3kq9XbW1' });
    kit.service.admin.autoApprove(null);
    kit.service.admin.reset();
    expect(kit.service.admin.autoApprovals()).toEqual({ member: 'aZ3kq9XbW1', queue: [] });
    expect(await memberOf(await signIn())).toBe('aZ3kq9XbW1');
    expect(() => createMockService({ autoApprove: 'nobody' })).toThrow(/'nobody', who is not in the data set/);
  });

  it('POST /__admin/auto-approve arms and disarms it; GET shows it; bad input is refused', async () => {
    const send = (body: unknown) => fetch(`${AUTH}/__admin/auto-approve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await send({ memberId: 'aZ3kq9XbW1', once: true })).json()).toEqual({ member: null, queue: ['aZ3kq9XbW1'] });
    expect(await (await fetch(`${AUTH}/__admin/auto-approve`)).json()).toEqual({ member: null, queue: ['aZ3kq9XbW1'] });
    expect(await (await send({ memberId: null })).json()).toEqual({ member: null, queue: [] });
    for (const [body, status, message] of [
      [{ memberId: 'nobody' }, 404, /no member with the id 'nobody'/],
      [{}, 400, /Send \{"memberId": "aZ3kq9XbW1"\}/],
      [{ member: 'aZ3kq9XbW1' }, 400, /'member' is not a field/],
      [{ memberId: 'aZ3kq9XbW1', once: 'yes' }, 400, /'once' must be true or false/],
    ] as const) {
      const response = await send(body);
      expect(response.status).toBe(status);
      expect((await response.json()).message).toMatch(message);
    }
    expect(kit.service.admin.autoApprovals()).toEqual({ member: null, queue: [] });
  });

  it('a member removed after being armed: the dialog says so instead of signing anyone in', async () => {
    kit.service.admin.autoApprove('Qm7Rt2VdN8');
    kit.service.admin.loadFixtures({ replaceDefaults: true, apps: TEST_FIXTURES.apps, members: [{ id: 'aZ3kq9XbW1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.com', password: 'demo-password' }] }, 'replace');
    const response = await signIn();
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('no longer in the data set');
    expect(kit.service.admin.codes()).toEqual([]);
  });
});
