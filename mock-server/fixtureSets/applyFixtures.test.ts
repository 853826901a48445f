// What loading a fixture set means, the same for start-up (createMockService, startServer,
// --fixtures), POST /__admin/reset and POST /__admin/fixtures: a set adds to the default data set
// (demo app, Ada and the other default members, the generated network) unless it says
// "replaceDefaults": true.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockService, startServer, type MockService } from '../index.js';
import { loadFixtureFile } from './loadFixtureFile.js';
import { FixtureError } from './FixtureError.js';
import { defaultMembers } from '../seed/defaultDataSet.js';
import { DEFAULT_FIXTURES } from '../seed/defaultFixtures.js';
import { DEMO_APP, DEMO_MEMBER } from '../seed/demoAccounts.js';
import { DEMO_COMPANY_ID, defaultNetwork } from '../seed/defaultNetwork.js';
import type { Fixtures } from '../fixtureFormat/types.js';
import { useServiceKit } from '../../test/support/serviceKit.js';

const API = 'https://fixtures.mock.test';
const GENERATED = defaultNetwork().members.find((m) => !DEFAULT_FIXTURES.members!.some((d) => d.id === m.id))!.id;
const APP = { apiKey: 'my-key', secretKey: 'my-secret', name: 'My App', redirectUrls: ['https://my.example/cb'], developers: [GENERATED] };
const PAT = { id: 'm-1', email: 'pat@my.example', password: 'pw', firstName: 'Pat', lastName: 'Lee' };
const SET: Fixtures = {
  apps: [APP],
  members: [PAT],
  connections: [[DEMO_MEMBER.id, PAT.id]],
  companies: [{ id: '900', name: 'Acme', admins: [PAT.id], followers: [GENERATED] }],
  groups: [{ id: 'g1', name: 'Acme Alumni', members: [PAT.id, DEMO_MEMBER.id] }],
  rateLimits: { memberPerDay: 50 },
};
const DEFAULT_APP_KEYS = DEFAULT_FIXTURES.apps!.map((app) => app.apiKey);

/** The default data set is there: built-in apps, Ada with her generated profile and network, the other members, companies. */
function expectDefaults(service: MockService) {
  const { directory, network } = service.context;
  for (const key of DEFAULT_APP_KEYS) expect(directory.apps.has(key), key).toBe(true);
  for (const member of defaultMembers()) expect(directory.members.has(member.id), member.id).toBe(true);
  expect(directory.members.get(DEMO_MEMBER.id)).toMatchObject({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
  expect(directory.members.get(DEMO_MEMBER.id)!.positions).toBeDefined();
  expect(network.connectionsOf(DEMO_MEMBER.id).length).toBeGreaterThanOrEqual(130);
  expect(network.companies.has(DEMO_COMPANY_ID)).toBe(true);
  expect(network.updates.length).toBeGreaterThan(500);
}

/** The set is there too. */
function expectSet(service: MockService) {
  const { directory, network, traffic } = service.context;
  expect(directory.apps.get(APP.apiKey)!.developers).toEqual([GENERATED]);
  expect(directory.members.get(PAT.id)!.firstName).toBe('Pat');
  expect(network.connectionsOf(PAT.id)).toContain(DEMO_MEMBER.id);
  expect(network.companies.get('900')!.admins).toEqual([PAT.id]);
  expect(network.groups.get('g1')!.members).toEqual([PAT.id, DEMO_MEMBER.id]);
  expect(traffic.limits.memberPerDay).toBe(50);
}

describe('start-up', () => {
  it('without fixtures: the default data set', () => {
    const service = createMockService();
    expectDefaults(service);
    expect(service.context.directory.members.size).toBe(defaultMembers().length);
    expect(service.context.directory.apps.size).toBe(DEFAULT_APP_KEYS.length);
  });

  it('createMockService({ fixtures }) adds the set to the default data set', () => {
    const service = createMockService({ fixtures: SET });
    expectDefaults(service);
    expectSet(service);
    expect(service.context.directory.members.size).toBe(defaultMembers().length + 1);
    expect(service.context.directory.apps.size).toBe(DEFAULT_APP_KEYS.length + 1);
  });

  it('with replaceDefaults: true the set replaces everything', () => {
    const sam = { ...PAT, id: 'm-2', email: 'sam@my.example' };
    const service = createMockService({
      fixtures: {
        replaceDefaults: true,
        apps: [{ ...APP, developers: [PAT.id] }],
        members: [PAT, sam],
        connections: [[PAT.id, sam.id]],
        companies: [{ id: '900', name: 'Acme', admins: [PAT.id] }],
        rateLimits: { appPerDay: 7 },
      },
    });
    const { directory, network, traffic } = service.context;
    expect([...directory.apps.keys()]).toEqual([APP.apiKey]);
    expect([...directory.members.keys()]).toEqual([PAT.id, sam.id]);
    expect([...network.companies.keys()]).toEqual(['900']);
    expect(network.groups.size).toBe(0);
    expect(network.updates).toEqual([]);
    expect(network.connectionsOf(PAT.id)).toEqual([sam.id]);
    expect(traffic.limits).toEqual({ appPerDay: 7, memberPerDay: 5000, developerPerDay: 20000 });
    // The set alone is the source of members: references to default members are refused.
    expect(() => createMockService({ fixtures: { ...SET, replaceDefaults: true } })).toThrow(
      new RegExp(`apps\\[0\\]\\.developers\\[0\\]: '${GENERATED}' is not the id of a member[^]*connections\\[0\\]\\[0\\]: '${DEMO_MEMBER.id}' is not the id`),
    );
  });

  it('a set member with the id of a default member replaces the fields it gives and keeps the rest', () => {
    const service = createMockService({ fixtures: { members: [{ ...DEMO_MEMBER, headline: 'Countess of Lovelace', password: 'new-password' }] } });
    const ada = service.context.directory.members.get(DEMO_MEMBER.id)!;
    expect(ada).toMatchObject({ headline: 'Countess of Lovelace', password: 'new-password', firstName: 'Ada' });
    expect(ada.positions).toEqual(defaultMembers().find((m) => m.id === DEMO_MEMBER.id)!.positions);
    expect(service.context.network.connectionsOf(DEMO_MEMBER.id).length).toBeGreaterThanOrEqual(130);
  });

  it('an app with the API key of a default app replaces it', () => {
    const service = createMockService({ fixtures: { apps: [{ ...DEMO_APP, name: 'Renamed Demo' }] } });
    expect(service.context.directory.apps.get(DEMO_APP.apiKey)!.name).toBe('Renamed Demo');
    expect(service.context.directory.apps.size).toBe(DEFAULT_APP_KEYS.length);
  });

  it('--fixtures (loadFixtureFile) and startServer({ fixtures }) do the same, and refuse a bad file naming the entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'in-js-apply-'));
    writeFileSync(join(dir, 'set.json'), JSON.stringify(SET));
    const fixtures = await loadFixtureFile(join(dir, 'set.json'));
    const running = await startServer({ port: 0, fixtures });
    try {
      expectDefaults(running);
      expectSet(running);
      const health = await fetch(`${running.url}/__admin/health`);
      expect(health.status).toBe(200);
    } finally {
      await running.close();
    }
    const bad = { ...SET, groups: [{ id: 'g1', name: 'G', members: ['ghost'] }] };
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    await expect(loadFixtureFile(join(dir, 'bad.json'))).rejects.toThrow(/bad\.json' is not valid \(1 problem\):\n  groups\[0\]\.members\[0\]: 'ghost' is not the id of a member/);
    // startServer rejects (it does not throw) and listens on nothing.
    const started = startServer({ port: 0, fixtures: bad });
    expect(started).toBeInstanceOf(Promise);
    await expect(started).rejects.toThrow(FixtureError);
  });
});

describe('POST /__admin/reset and POST /__admin/fixtures', () => {
  const kit = useServiceKit({ fixtures: SET });
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${API}/__admin/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const OTHER = { apiKey: 'other-key', secretKey: 's', name: 'Other', redirectUrls: ['https://other.example/cb'] };

  it('reset: back to the default data set plus the start-up set', async () => {
    await post('fixtures', { apps: [OTHER], connections: [[PAT.id, GENERATED]] });
    kit.service.context.directory.members.delete(DEMO_MEMBER.id);
    expect((await post('reset')).status).toBe(200);
    expectDefaults(kit.service);
    expectSet(kit.service);
    expect(kit.service.context.directory.apps.has(OTHER.apiKey)).toBe(false);
    expect(kit.service.context.network.connectionsOf(PAT.id)).toEqual([DEMO_MEMBER.id]);
  });

  it('reset of a service started with replaceDefaults: true stays without the defaults', async () => {
    kit.use({ fixtures: { replaceDefaults: true, members: [PAT], apps: [{ ...APP, developers: [] }] } });
    await post('fixtures', { apps: [OTHER] });
    await post('reset');
    expect([...kit.service.context.directory.apps.keys()]).toEqual([APP.apiKey]);
    expect([...kit.service.context.directory.members.keys()]).toEqual([PAT.id]);
  });

  it('merge (the default) adds to what is there; references may name any member there', async () => {
    const merged = await post('fixtures', {
      apps: [{ ...OTHER, developers: [PAT.id, GENERATED] }],
      members: [{ id: 'm-2', email: 'sam@my.example', password: 'pw', firstName: 'Sam', lastName: 'Roe' }],
      connections: [['m-2', PAT.id]],
    });
    expect(merged).toEqual({
      status: 200,
      body: { ok: true, mode: 'merge', apps: DEFAULT_APP_KEYS.length + 2, members: defaultMembers().length + 2 },
    });
    expectDefaults(kit.service);
    expectSet(kit.service);
    expect(kit.service.context.network.connectionsOf('m-2')).toEqual([PAT.id]);
  });

  it('mode=replace starts over from the default data set plus the new set (the start-up set goes)', async () => {
    const replaced = await fetch(`${API}/__admin/fixtures?mode=replace`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ apps: [{ ...OTHER, developers: [GENERATED] }] }) });
    expect(await replaced.json()).toEqual({ ok: true, mode: 'replace', apps: DEFAULT_APP_KEYS.length + 1, members: defaultMembers().length });
    expectDefaults(kit.service);
    expect(kit.service.context.directory.apps.has(APP.apiKey)).toBe(false);
    expect(kit.service.context.directory.members.has(PAT.id)).toBe(false);
    expect(kit.service.context.network.companies.has('900')).toBe(false);
    expect(kit.service.context.traffic.limits.memberPerDay).toBe(5000);
    // References are checked against what will be there: Pat will not be.
    const bad = await fetch(`${API}/__admin/fixtures?mode=replace`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ connections: [[DEMO_MEMBER.id, PAT.id]] }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { problems: string[] }).problems).toEqual([
      `connections[0][1]: '${PAT.id}' is not the id of a member in this set, the default data set or the running service.`,
    ]);
  });

  it('mode=replace ends the tokens of apps and members the new data set no longer has', async () => {
    const tokens = kit.service.context.tokens;
    const gone = tokens.issue({ apiKey: APP.apiKey, memberId: DEMO_MEMBER.id, scopes: ['r_basicprofile'] });
    const goneMember = tokens.issue({ apiKey: DEMO_APP.apiKey, memberId: PAT.id, scopes: ['r_basicprofile'] });
    const kept = tokens.issue({ apiKey: DEMO_APP.apiKey, memberId: DEMO_MEMBER.id, scopes: ['r_basicprofile'] });
    await fetch(`${API}/__admin/fixtures?mode=replace`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({}) });
    expect([gone, goneMember, kept].map((t) => tokens.verify(t.token).status)).toEqual(['invalid', 'invalid', 'valid']);
  });

  it('replaceDefaults: true replaces everything in either mode', async () => {
    for (const query of ['', '?mode=replace']) {
      const response = await fetch(`${API}/__admin/fixtures${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ replaceDefaults: true, apps: [OTHER], members: [PAT] }),
      });
      expect(await response.json()).toEqual({ ok: true, mode: 'replace', apps: 1, members: 1 });
      expect([...kit.service.context.directory.members.keys()]).toEqual([PAT.id]);
      expect(kit.service.context.network.updates).toEqual([]);
    }
    // …and its references are checked against the set alone.
    const bad = await post('fixtures', { replaceDefaults: true, apps: [{ ...OTHER, developers: [DEMO_MEMBER.id] }] });
    expect(bad.status).toBe(400);
    expect(bad.body.problems).toEqual([`apps[0].developers[0]: '${DEMO_MEMBER.id}' is not the id of a member; developers must be members.`]);
  });

  it('merge refuses a member whose e-mail address another member already has', async () => {
    const bad = await post('fixtures', { members: [{ id: 'm-3', email: 'PAT@my.example', password: 'pw', firstName: 'P', lastName: 'L' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.problems).toEqual([
      "members[0].email: 'PAT@my.example' is already the e-mail address of the member 'm-1' (default data set or running service); members sign in by e-mail, so it must be unique. Give that member's id to change its fields, or pick another address.",
    ]);
    // Giving Pat's own id changes Pat instead.
    expect((await post('fixtures', { members: [{ ...PAT, headline: 'Tester' }] })).status).toBe(200);
    expect(kit.service.context.directory.members.get(PAT.id)!.headline).toBe('Tester');
  });

  it('a bad REST section is refused with the entry and the rule, and nothing is loaded', async () => {
    const bad = await post('fixtures', { apps: [OTHER], rateLimits: { appPerDay: -5 }, connections: [['x']] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('bad_request');
    expect(bad.body.problems).toEqual([
      "connections[0]: must be a pair of two member ids, e.g. [\"aZ3kq9XbW1\", \"Qm7Rt2VdN8\"].",
      'rateLimits.appPerDay: must be >= 0 (Calls per UTC day (mock clock) for one application; default 100000). For example: 0.',
    ]);
    expect(kit.service.context.directory.apps.has(OTHER.apiKey)).toBe(false);
  });
});
