import { describe, expect, it } from 'vitest';
import { networkFixtureProblems } from './networkSection.js';
import { createMockService } from '../../index.js';
import { FixtureError } from '../FixtureError.js';
import { API, useServiceKit } from '../../../test/support/serviceKit.js';
import { DEMO_APP, DEMO_MEMBER } from '../../seed/demoAccounts.js';
import { GENERATED_MEMBERS, defaultNetwork } from '../../seed/defaultNetwork.js';
import { defaultMembers } from '../../seed/defaultDataSet.js';
import { fixtureProblems } from '../validateFixtures.js';

const member = (id: string) => ({ id, email: `${id}@example.com`, password: 'pw', firstName: id, lastName: 'Test' });
const none = { existingMemberIds: new Set<string>() };

describe('networkFixtureProblems', () => {
  it('accepts a good set', () => {
    expect(
      networkFixtureProblems(
        {
          replaceDefaults: true,
          members: [member('a'), member('b')],
          connections: [['a', 'b']],
          companies: [{ id: 'c1', name: 'Co', admins: ['a'] }],
          groups: [{ id: 'g1', name: 'Group', members: ['a', 'b'] }],
          rateLimits: { appPerDay: 10, memberPerDay: 5, developerPerDay: 7 },
        },
        none,
      ),
    ).toEqual([]);
  });

  it('names the entry and the rule', () => {
    const problems = networkFixtureProblems(
      {
        replaceDefaults: true,
        members: [member('a')],
        connections: [['a', 'a'], ['a', 'ghost']],
        companies: [{ id: 'c1', name: 'Co', admins: ['nobody'], followers: ['a', 'nix'] }, { id: 'c1', name: 'Two' }],
        groups: [{ id: 'g1', name: 'G', members: ['a'], managers: ['boss'] }],
      },
      none,
    );
    const byPath = Object.fromEntries(problems.map((p) => [p.path, p.message]));
    expect(byPath['connections[0]']).toContain('with itself');
    expect(byPath['connections[1][1]']).toBe("'ghost' is not the id of a member in this set (with replaceDefaults: true the set is the only source of members).");
    expect(byPath['companies[0].admins[0]']).toContain("'nobody'");
    expect(byPath['companies[0].followers[1]']).toContain("'nix'");
    expect(byPath['companies[1].id']).toContain('unique');
    expect(byPath['groups[0].managers[0]']).toContain("'boss'");
    expect(problems).toHaveLength(6);
  });

  it('knows the members the set lands on: its own and those of the context', () => {
    expect(networkFixtureProblems({ connections: [['x', 'y']] }, { existingMemberIds: new Set(['x', 'y']) })).toEqual([]);
    expect(networkFixtureProblems({ members: [member('x')], connections: [['x', 'y']] }, none).map((p) => p.path)).toEqual(['connections[0][1]']);
  });

  it('at start-up a set may refer to every default member (built-in and generated) unless it replaces the defaults', () => {
    const generated = defaultNetwork().members.at(-1)!.id;
    expect(fixtureProblems({ connections: [[DEMO_MEMBER.id, 'Qm7Rt2VdN8'], ['Tw9Fj1YgE6', generated]] })).toEqual([]);
    expect(fixtureProblems({ members: [member('x')], connections: [[DEMO_MEMBER.id, 'x']] })).toEqual([]);
    expect(fixtureProblems({ replaceDefaults: true, connections: [[DEMO_MEMBER.id, 'x']] })).toHaveLength(2);
  });
});

describe('fixtures in a running service', () => {
  it('a bad set is refused at start with the entry and the rule', () => {
    expect(() => createMockService({ fixtures: { apps: [DEMO_APP], members: [member('a')], connections: [['a', 'zz']] } })).toThrow(FixtureError);
    expect(() => createMockService({ fixtures: { apps: [DEMO_APP], members: [member('a')], connections: [['a', 'zz']] } })).toThrow(/connections\[0\]\[1\]/);
  });

  it('without replaceDefaults the default data set is there, plus the set', () => {
    const service = createMockService({ fixtures: { apps: [DEMO_APP], members: [DEMO_MEMBER, member('newbie')], connections: [[DEMO_MEMBER.id, 'newbie']] } });
    const ctx = service.context;
    expect(ctx.directory.members.size).toBe(defaultMembers().length + 1);
    expect(defaultMembers().length).toBe(GENERATED_MEMBERS + 4); // + Ada, Babbage, Hopper, Turing
    expect(ctx.network.connectionsOf('newbie')).toEqual([DEMO_MEMBER.id]);
    expect(ctx.network.connectionsOf(DEMO_MEMBER.id).length).toBeGreaterThan(120);
  });

  it('replaceDefaults: true starts from the set alone, with its rate limits', () => {
    const service = createMockService({
      fixtures: {
        replaceDefaults: true,
        apps: [DEMO_APP],
        members: [DEMO_MEMBER, member('b')],
        connections: [[DEMO_MEMBER.id, 'b']],
        companies: [{ id: 'c1', name: 'Tiny Co', admins: [DEMO_MEMBER.id] }],
        groups: [{ id: 'g1', name: 'Tiny Group', members: ['b', DEMO_MEMBER.id] }],
        rateLimits: { memberPerDay: 1 },
      },
    });
    const ctx = service.context;
    expect(ctx.directory.members.size).toBe(2);
    expect(ctx.network.connectionsOf(DEMO_MEMBER.id)).toEqual(['b']);
    expect([...ctx.network.companies.keys()]).toEqual(['c1']);
    expect(ctx.network.groups.get('g1')!.members[0]).toBe('b');
    expect(ctx.traffic.limits.memberPerDay).toBe(1);
    expect(ctx.network.updates).toHaveLength(0);
  });
});

describe('reset and POST /__admin/fixtures', () => {
  const kit = useServiceKit();

  it('merging adds connections and companies; reset brings back the start-up data', async () => {
    const ctx = kit.service.context;
    const response = await fetch(`${API}/__admin/fixtures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ connections: [[DEMO_MEMBER.id, 'Tw9Fj1YgE6']], companies: [{ id: '77', name: 'Merged Co', admins: [DEMO_MEMBER.id] }] }),
    });
    expect(response.status).toBe(200);
    expect(ctx.network.connectionsOf(DEMO_MEMBER.id)).toContain('Tw9Fj1YgE6');
    expect((await kit.getJson('/v1/companies/77', kit.token())).body.name).toBe('Merged Co');
    const bad = await fetch(`${API}/__admin/fixtures`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ connections: [['x', 'y']] }) });
    expect(bad.status).toBe(400);
    await fetch(`${API}/__admin/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(ctx.network.connectionsOf(DEMO_MEMBER.id)).not.toContain('Tw9Fj1YgE6');
    expect(ctx.network.companies.has('77')).toBe(false);
  });
});
