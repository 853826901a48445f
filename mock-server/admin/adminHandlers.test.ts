import { describe, expect, it } from 'vitest';
import { FakeBrowser } from '../../test/support/fakeBrowser.js';
import { ADA, AUTH, TEST_APP, authorizeUrl, obtainToken } from '../../test/support/oauthFlow.js';
import { MAX_BODY_BYTES } from '../defaults.js';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { TEST_FIXTURES } from '../../test/support/oauthFlow.js';

const kit = useServiceKit({ fixtures: TEST_FIXTURES });

const admin = (path: string, body?: unknown) =>
  fetch(`${AUTH}/__admin/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('admin API', () => {
  it('GET/POST /__admin/clock: set to an ISO time, advance, back to real time', async () => {
    expect(await (await admin('clock', { now: '2026-05-01T12:00:00Z' })).json()).toEqual({ now: '2026-05-01T12:00:00.000Z', nowMs: Date.UTC(2026, 4, 1, 12) });
    expect(((await (await admin('clock', { advanceSeconds: 90 })).json()) as { now: string }).now).toBe('2026-05-01T12:01:30.000Z');
    expect(((await (await admin('clock')).json()) as { now: string }).now).toBe('2026-05-01T12:01:30.000Z');
    const real = (await (await admin('clock', { now: null })).json()) as { nowMs: number };
    expect(Math.abs(real.nowMs - Date.now())).toBeLessThan(5000);
  });

  it.each([
    [{ now: 'yesterday' }, /now must be an ISO 8601 time/],
    [{ advanceSeconds: -5 }, /0 or more/],
    [{ advanceSeconds: '10' }, /advanceSeconds must be a number/],
    [{ now: '2026-01-01T00:00:00Z', advanceSeconds: 1 }, /exactly one of/],
    [{}, /exactly one of/],
    ['not json', /The body is not valid JSON/],
    [[1], /must be a JSON object/],
    [{ now: 1e20 }, /now must lie between/],
    [{ now: -1 }, /now must lie between/],
    [{ now: '+275760-09-13T00:00:00.000Z' }, /now must lie between/],
    [{ advanceSeconds: 1e308 }, /past 9999-12-31T23:59:59.999Z/],
    [{ advanceSeconds: Number.MAX_SAFE_INTEGER }, /past 9999/],
  ])('POST /__admin/clock %j → 400 with a clear message', async (body, message) => {
    kit.service.admin.setClock({ now: '2026-03-01T00:00:00Z' });
    const response = await admin('clock', body);
    expect(response.status).toBe(400);
    // Nothing changed, and the service keeps answering.
    expect(kit.service.admin.clock().now).toBe('2026-03-01T00:00:00.000Z');
    expect((await admin('clock')).status).toBe(200);
    const json = (await response.json()) as { error: string; message: string };
    expect(json.error).toBe('bad_request');
    expect(json.message).toMatch(message);
  });

  it('every lifetime follows the admin clock (token expiry)', async () => {
    const token = await obtainToken(new FakeBrowser(), 'current');
    await admin('clock', { advanceSeconds: 5184000 });
    expect(await (await admin('verify', { token })).json()).toMatchObject({ status: 'expired' });
  });

  it('POST /__admin/revoke is what the privacy page does', async () => {
    const token = await obtainToken(new FakeBrowser(), 'current');
    expect(await (await admin('revoke', { memberId: ADA.id, apiKey: TEST_APP.apiKey })).json()).toEqual({ revoked: true });
    expect(await (await admin('verify', { token })).json()).toMatchObject({ status: 'revoked' });
    expect(await (await admin('revoke', { memberId: ADA.id, apiKey: TEST_APP.apiKey })).json()).toEqual({ revoked: false });
    const unknown = await admin('revoke', { memberId: 'nobody', apiKey: TEST_APP.apiKey });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/no member with the id 'nobody'/);
  });

  it('POST /__admin/fixtures merges (adds and replaces by key) or replaces, and refuses a bad set naming the entry', async () => {
    const extra = { apps: [{ apiKey: 'new-key', secretKey: 's', name: 'New', redirectUrls: ['https://new.example/cb'] }] };
    // The default data set's three apps (the demo app, the second app, the page app: issue 47, row 14), the test app and this one.
    expect(await (await admin('fixtures', extra)).json()).toMatchObject({ ok: true, mode: 'merge', apps: 5 });
    expect(kit.service.context.directory.apps.get('new-key')!.name).toBe('New');
    expect(kit.service.context.directory.apps.has(TEST_APP.apiKey)).toBe(true);
    const bad = await admin('fixtures', { apps: [{ ...extra.apps[0], redirectUrls: ['/relative'] }] });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { problems: string[] };
    expect(body.problems[0]).toMatch(/^apps\[0\]\.redirectUrls\[0\]: '\/relative' is not an absolute URL/);
    // replace: the default data set plus this set, as a start-up with it would give (the test app goes).
    const replaced = await admin('fixtures?mode=replace', extra);
    expect(await replaced.json()).toMatchObject({ mode: 'replace', apps: 4 });
    expect(kit.service.context.directory.apps.has(TEST_APP.apiKey)).toBe(false);
    expect(kit.service.context.directory.apps.has('demo-api-key')).toBe(true);
    // replaceDefaults: true replaces everything.
    const alone = await admin('fixtures?mode=replace', { ...extra, replaceDefaults: true });
    expect(await alone.json()).toMatchObject({ mode: 'replace', apps: 1, members: 0 });
  });

  it('merged apps may name developers who are already members', async () => {
    const response = await admin('fixtures', { apps: [{ apiKey: 'dev-key', secretKey: 's', name: 'Dev', redirectUrls: ['https://d.example/cb'], developers: [ADA.id] }] });
    expect(response.status).toBe(200);
  });

  it('GET /__admin/requests lists recent requests (not admin ones); reset empties it', async () => {
    await fetch(authorizeUrl('current'), { redirect: 'manual' });
    const { requests } = (await (await admin('requests')).json()) as { requests: { seq: number; method: string; url: string; at: string }[] };
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ seq: 1, method: 'GET' });
    expect(requests[0]!.url).toContain('/oauth/v2/authorization?');
    await admin('reset', {});
    expect(((await (await admin('requests')).json()) as { requests: unknown[] }).requests).toEqual([]);
  });

  it('POST /__admin/reset: start-up fixtures, no tokens, grants or sessions, real time', async () => {
    const browser = new FakeBrowser();
    const token = await obtainToken(browser, 'current');
    await admin('fixtures', { apps: [{ apiKey: 'new-key', secretKey: 's', name: 'New', redirectUrls: ['https://new.example/cb'] }] });
    await admin('clock', { now: '2030-01-01T00:00:00Z' });
    const reset = await fetch(`${AUTH}/__admin/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(reset.status).toBe(200);
    expect(kit.service.context.directory.apps.has('new-key')).toBe(false);
    expect(kit.service.context.directory.apps.has(TEST_APP.apiKey)).toBe(true);
    expect(await (await admin('verify', { token })).json()).toEqual({ status: 'invalid' });
    expect(((await (await admin('grants')).json()) as { grants: unknown[] }).grants).toEqual([]);
    expect(Math.abs(kit.service.context.clock.now() - Date.now())).toBeLessThan(5000);
    // The login session is gone too: the dialog asks to sign in again.
    const response = await browser.followOnHost(await browser.get(authorizeUrl('current')), authorizeUrl('current'));
    expect(await response.text()).toContain('name="session_key"');
  });

  it('GET /__admin/tokens, /codes and /grants show the state', async () => {
    await obtainToken(new FakeBrowser(), 'current');
    const { tokens } = (await (await admin('tokens')).json()) as { tokens: { status: string; memberId: string }[] };
    expect(tokens).toMatchObject([{ status: 'valid', memberId: ADA.id }]);
    const { codes } = (await (await admin('codes')).json()) as { codes: { usedAt?: number }[] };
    expect(codes).toHaveLength(1);
    expect(codes[0]!.usedAt).toBeTypeOf('number');
    const { grants } = (await (await admin('grants')).json()) as { grants: { apiKey: string }[] };
    expect(grants).toMatchObject([{ apiKey: TEST_APP.apiKey }]);
  });

  it('the Node API offers the same operations', async () => {
    kit.service.admin.setClock({ now: '2026-02-02T00:00:00Z' });
    expect(kit.service.admin.clock().now).toBe('2026-02-02T00:00:00.000Z');
    expect(() => kit.service.admin.setClock({ advanceSeconds: -1 })).toThrow(/0 or more/);
    // The message names each problem: a test runner's report shows the message, not .problems.
    expect(() => kit.service.admin.loadFixtures({ apps: [{}] })).toThrow(/^The fixture set is not valid \(\d+ problems?\); nothing was loaded:\n  apps\[0\]: the field 'apiKey' is required/);
    kit.service.admin.reset();
    expect(kit.service.admin.requests()).toEqual([]);
  });
});

describe('the admin guard (cross-site use is refused)', () => {
  it('refuses a cross-site no-cors POST with a text/plain body, and changes nothing', async () => {
    const attack = { apps: [{ apiKey: 'demo-api-key', secretKey: 'x', name: 'Mine now', redirectUrls: ['http://127.0.0.2:9/cb'], jsOrigins: ['127.0.0.2'] }] };
    const plain = await fetch(`${AUTH}/__admin/fixtures`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(attack) });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ error: 'unsupported_media_type', message: expect.stringMatching(/must be sent as Content-Type: application\/json, not 'text\/plain'/) });
    const crossSite = await fetch(`${AUTH}/__admin/fixtures`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://127.0.0.2:9' }, body: JSON.stringify(attack) });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: 'forbidden', message: expect.stringMatching(/came from http:\/\/127\.0\.0\.2:9/) });
    expect(kit.service.context.directory.apps.get('demo-api-key')!.name).toBe('in-js Demo');
    // Reads from another origin are refused too; the service's own pages and tools without an Origin pass.
    expect((await fetch(`${AUTH}/__admin/tokens`, { headers: { origin: 'http://127.0.0.2:9' } })).status).toBe(403);
    expect((await fetch(`${AUTH}/__admin/tokens`, { headers: { origin: AUTH } })).status).toBe(200);
    expect((await fetch(`${AUTH}/__admin/reset`, { method: 'POST' })).status).toBe(415);
  });

  it('answers unknown admin paths in the admin format', async () => {
    const response = await fetch(`${AUTH}/__admin/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found', message: expect.stringMatching(/no admin operation GET \/__admin\/nothing/) });
  });

  it('refuses bodies with prototype names or deep nesting, over the limit, and leaves the state alone', async () => {
    const proto = await admin('fixtures', '{"apps":[],"__proto__":{"polluted":true}}');
    expect(proto.status).toBe(400);
    expect(((await proto.json()) as { message: string }).message).toMatch(/'__proto__'/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const deep = await admin('clock', '{"now":' + '['.repeat(5000) + ']'.repeat(5000) + '}');
    expect(deep.status).toBe(400);
    const big = await admin('fixtures', JSON.stringify({ apps: [], pad: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(big.status).toBe(413);
  });
});
