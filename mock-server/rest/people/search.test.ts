import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { createRestKit } from '../../../test/support/restKit.js';

const kit = createRestKit();
beforeAll(() => kit.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => kit.server.close());
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
const token = () => kit.token(['r_network', 'r_basicprofile']);

describe('people search', () => {
  it('searches several hundred members, paged, each result with its distance', async () => {
    const { status, body } = await kit.getJson('/v1/people-search?count=25', token());
    expect(status).toBe(200);
    expect(body.people._total).toBeGreaterThanOrEqual(300);
    expect(body.people._count).toBe(25);
    expect(body.people.values).toHaveLength(25);
    for (const person of body.people.values) expect([1, 2, 3, -1]).toContain(person.distance);
  });

  it('/v1/people/~/people-search is the same search', async () => {
    const a = await kit.getJson('/v1/people-search:(people:(id))?keywords=engineer', token());
    const b = await kit.getJson('/v1/people/~/people-search:(people:(id))?keywords=engineer', token());
    expect(a.body).toEqual(b.body);
  });

  it('keywords match names, headline, company and school names', async () => {
    const byName = await kit.getJson('/v1/people-search:(people:(first-name,last-name))?keywords=babbage', token());
    expect(byName.body.people.values).toEqual([{ firstName: 'Charles', lastName: 'Babbage' }]);
    const byCompany = await kit.getJson('/v1/people-search:(people:(id,positions:(company:(name))))?keywords=tidewater&count=25', token());
    expect(byCompany.body.people._total).toBeGreaterThan(0);
    for (const p of byCompany.body.people.values) {
      expect(JSON.stringify(p.positions).toLowerCase()).toContain('tidewater');
    }
    const bySchool = await kit.getJson('/v1/people-search:(people:(id,educations:(school-name)))?keywords=marlow&count=25', kit.token(['r_network', 'r_fullprofile']));
    for (const p of bySchool.body.people.values) expect(JSON.stringify(p.educations)).toContain('Marlow');
    expect((await kit.getJson('/v1/people-search?keywords=zzzzqqq', token())).body.people._total).toBe(0);
  });

  it('first-name, last-name, company-name and school-name narrow the search', async () => {
    const { body } = await kit.getJson('/v1/people-search:(people:(first-name,last-name),num-results)?first-name=grace&last-name=hopper', token());
    expect(body).toEqual({ people: { _count: 10, _start: 0, _total: 1, values: [{ firstName: 'Grace', lastName: 'Hopper' }] }, numResults: 1 });
    const company = await kit.getJson('/v1/people-search:(num-results)?company-name=difference%20works', token());
    const school = await kit.getJson('/v1/people-search:(num-results)?school-name=marlow', token());
    expect(company.body.numResults).toBeGreaterThan(0);
    expect(school.body.numResults).toBeGreaterThan(0);
  });

  it('sort=distance puts first-degree connections first and out-of-network members last', async () => {
    const { body } = await kit.getJson('/v1/people-search:(people:(distance))?sort=distance&count=25&start=0', token());
    expect(body.people.values.every((p: { distance: number }) => p.distance === 1)).toBe(true);
    const total = body.people._total;
    const last = await kit.getJson(`/v1/people-search:(people:(distance))?sort=distance&count=5&start=${total - 5}`, token());
    expect(last.body.people.values.every((p: { distance: number }) => p.distance === -1)).toBe(true);
    expect((await kit.getJson('/v1/people-search?sort=alphabet', token())).status).toBe(400);
  });

  it('facets: counts per bucket, and facet= filters', async () => {
    const { body } = await kit.getJson('/v1/people-search:(facets:(code,buckets:(code,name,count)),num-results)?facets=network', token());
    expect(body.facets.values).toHaveLength(1);
    const network = body.facets.values[0];
    expect(network.code).toBe('network');
    const counts = Object.fromEntries(network.buckets.values.map((b: { code: string; count: number }) => [b.code, b.count]));
    expect(counts.F).toBe(130);
    expect(counts.O).toBeGreaterThan(0);
    const sum = network.buckets.values.reduce((n: number, b: { count: number }) => n + b.count, 0);
    expect(sum).toBe(body.numResults);
    const first = await kit.getJson('/v1/people-search:(people:(distance),num-results)?facet=network,F&count=25', token());
    expect(first.body.numResults).toBe(130);
    expect(first.body.people.values.every((p: { distance: number }) => p.distance === 1)).toBe(true);
    expect((await kit.getJson('/v1/people-search?facet=network,Z', token())).status).toBe(400);
    expect((await kit.getJson('/v1/people-search?facets=shoe-size', token())).status).toBe(400);
  });

  it('XML: <people-search><people total count start><person>', async () => {
    const text = await (await kit.call('/v1/people-search:(people:(id,first-name))?keywords=babbage', token())).text();
    const search = xml.parse(text)['people-search'];
    expect(search.people['@_total']).toBe('1');
    expect(search.people.person).toEqual({ id: 'Qm7Rt2VdN8', 'first-name': 'Charles' });
  });

  it('needs r_network; count is at most 25; unknown fields are 400s', async () => {
    expect((await kit.getJson('/v1/people-search', kit.token(['r_basicprofile']))).status).toBe(403);
    expect((await kit.getJson('/v1/people-search?count=26', token())).status).toBe(400);
    expect((await kit.getJson('/v1/people-search:(persons)', token())).body.message).toContain("'persons'");
    expect((await kit.getJson('/v1/people-search:(people:(id,nope))', token())).body.message).toContain("'nope'");
  });
});
