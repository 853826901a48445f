import { describe, expect, it } from 'vitest';
import { DEMO_CONNECTIONS, GENERATED_MEMBERS, defaultNetwork } from './defaultNetwork.js';
import { createPrng } from './prng.js';
import { createMockService } from '../index.js';
import { DEMO_MEMBER } from './demoAccounts.js';

describe('the default data set', () => {
  it('is the same on every start (ids and content)', () => {
    const a = createMockService().context;
    const b = createMockService().context;
    expect([...a.directory.members.keys()]).toEqual([...b.directory.members.keys()]);
    expect(JSON.stringify([...a.directory.members.values()])).toBe(JSON.stringify([...b.directory.members.values()]));
    expect(a.network.updates.map((u) => u.key)).toEqual(b.network.updates.map((u) => u.key));
  });

  it('keeps the demo member’s id and credentials and gives it 120+ connections', () => {
    const { members, network } = defaultNetwork();
    const demo = members.find((m) => m.id === DEMO_MEMBER.id)!;
    expect(demo).toMatchObject({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, firstName: 'Ada' });
    expect(network.connections.filter(([a]) => a === DEMO_MEMBER.id).length).toBeGreaterThanOrEqual(DEMO_CONNECTIONS);
    expect(DEMO_CONNECTIONS).toBeGreaterThanOrEqual(120);
  });

  it('has several hundred members with unique ids and e-mail addresses, and realistic profiles', () => {
    const { members } = defaultNetwork();
    expect(members.length).toBe(GENERATED_MEMBERS + 1);
    expect(new Set(members.map((m) => m.id)).size).toBe(members.length);
    expect(new Set(members.map((m) => m.email)).size).toBe(members.length);
    for (const m of members.slice(0, 20)) {
      expect(m.id).toMatch(/^[A-Za-z0-9]{10}$/);
      expect(m.positions).toBeInstanceOf(Array);
      expect(m.headline).toBeTruthy();
    }
  });

  it('has first, second and third degree members and some out of the demo member’s network', () => {
    const ctx = createMockService().context;
    const distances = ctx.network.distances(DEMO_MEMBER.id);
    const degrees = new Map<number, number>();
    for (const id of ctx.directory.members.keys()) {
      const d = distances.get(id) ?? -1;
      degrees.set(d, (degrees.get(d) ?? 0) + 1);
    }
    for (const d of [1, 2, -1]) expect(degrees.get(d)).toBeGreaterThan(0);
  });
});

describe('createPrng', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = createPrng(7);
    const b = createPrng(7);
    const seqA = Array.from({ length: 5 }, () => a.int(1000));
    expect(Array.from({ length: 5 }, () => b.int(1000))).toEqual(seqA);
    const c = createPrng(8);
    expect(Array.from({ length: 5 }, () => c.int(1000))).not.toEqual(seqA);
  });
});
