import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { useServiceKit } from '../../../test/support/serviceKit.js';

const kit = useServiceKit();
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
const token = () => kit.token(['r_network', 'r_basicprofile']);

describe('people search', () => {
  it('without a selector: {numResults, people} with id, first-name and last-name, like the real default', async () => {
    const { status, body } = await kit.getJson('/v1/people-search?count=25', token());
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['numResults', 'people']);
    expect(body.numResults).toBeGreaterThanOrEqual(300);
    expect(body.people).toMatchObject({ _count: 25, _start: 0, _total: body.numResults });
    expect(Object.keys(body.people.values[0])).toEqual(['firstName', 'id', 'lastName']);
  });

  it('searches several hundred members, paged, each result with its distance', async () => {
    const { body } = await kit.getJson('/v1/people-search:(people:(id,distance))?count=25', token());
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
    const byCompany = await kit.getJson('/v1/people-search:(people:(id))?keywords=tidewater&count=25', token());
    expect(byCompany.body.people._total).toBeGreaterThan(0);
    for (const p of byCompany.body.people.values) {
      // Past positions count too, though another member's profile shows only the current ones.
      expect(JSON.stringify(kit.service.context.directory.members.get(p.id)!.positions).toLowerCase()).toContain('tidewater');
    }
    const bySchool = await kit.getJson('/v1/people-search:(people:(id))?keywords=marlow&count=25', token());
    const members = kit.service.context.directory.members;
    for (const p of bySchool.body.people.values) expect(JSON.stringify(members.get(p.id)!.educations)).toContain('Marlow');
    expect((await kit.getJson('/v1/people-search?keywords=zzzzqqq', token())).body.people._total).toBe(0);
  });

  it('first-name, last-name, company-name and school-name narrow the search', async () => {
    const { body } = await kit.getJson('/v1/people-search:(people:(first-name,last-name),num-results)?first-name=grace&last-name=hopper', token());
    expect(body).toEqual({ people: { _total: 1, values: [{ firstName: 'Grace', lastName: 'Hopper' }] }, numResults: 1 });
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
    expect(counts.S).toBeGreaterThan(0);
    expect(counts.A).toBeGreaterThan(0); // members of Ada's groups beyond the second degree
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
    expect((await kit.getJson('/v1/people-search:(id)', token())).body.message).toContain('Unknown field {id} in resource {PeopleSearch}');
    expect((await kit.getJson('/v1/people-search:(people:(id,nope))', token())).body.message).toContain('Unknown field {nope} in resource {Person}');
  });

  it('location, industry, language, company and school facets carry real codes', async () => {
    const { body } = await kit.getJson('/v1/people-search:(facets:(code,buckets:(code,name,count,selected)))?facets=location,industry,language,current-company&facet=location,us:84', token());
    const facet = (code: string) => body.facets.values.find((f: { code: string }) => f.code === code).buckets.values;
    expect(facet('location')).toEqual([{ code: 'us:84', count: expect.any(Number), name: 'San Francisco Bay Area', selected: true }]);
    expect(facet('industry').map((b: { code: string }) => b.code)).toContain('4'); // Computer Software
    expect(facet('language').map((b: { code: string }) => b.code)).toContain('en');
    expect(facet('current-company')[0].code).toMatch(/^\d+$/);
  });

  it('country-code, postal-code and distance find members by place', async () => {
    const near = await kit.getJson('/v1/people-search:(people:(id),num-results)?country-code=us&postal-code=94105', token());
    const members = kit.service.context.directory.members;
    expect(near.body.numResults).toBeGreaterThan(0);
    for (const p of near.body.people.values) expect((members.get(p.id)!.location as { name: string }).name).toBe('San Francisco Bay Area');
    const wide = await kit.getJson('/v1/people-search:(num-results)?country-code=us&postal-code=94105&distance=3000', token());
    const country = await kit.getJson('/v1/people-search:(num-results)?country-code=us', token());
    expect(wide.body.numResults).toBe(country.body.numResults); // New York is within 3000 miles
    expect((await kit.getJson('/v1/people-search?postal-code=94105', token())).status).toBe(400);
    expect((await kit.getJson('/v1/people-search?country-code=us&distance=10', token())).status).toBe(400);
  });

  it('sort=recommenders and sort=connections', async () => {
    const { body } = await kit.getJson('/v1/people-search:(people:(id))?sort=recommenders&count=5', token());
    const members = kit.service.context.directory.members;
    const counts = body.people.values.map((p: { id: string }) => ((members.get(p.id)!.recommendationsReceived as unknown[]) ?? []).length);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect((await kit.getJson('/v1/people-search?sort=connections', token())).status).toBe(200);
  });
});
