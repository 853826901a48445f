// asOf, the day the service replays (docs/over-time.md): given at start (createMockService,
// useMockService), in a fixture set (settings.asOf), or by the admin API (setAsOf, POST
// /__admin/as-of); the start-up option wins over the fixture, the admin setting over both until a
// reset; the clock does not move; bad days are refused in a sentence.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useMockService } from '../testing/useMockService.js';
import { createMockService } from '../createMockService.js';

const NOW = Date.UTC(2026, 10, 25);
const mock = useMockService({ hooks: { beforeAll, afterEach, afterAll }, now: NOW, asOf: '2019-06-01' });
const me = () => fetch('https://api.linkedin.com/v1/people/~?format=json', { headers: { authorization: `Bearer ${mock.token()}` } });

describe('asOf', () => {
  it('useMockService({ asOf }): v1 as it was on 2019-06-01 (410), the clock where it was', async () => {
    expect(mock.admin.asOf()).toMatchObject({ asOf: '2019-06-01', source: 'start-up' });
    expect(mock.admin.asOf().changes.filter((change) => change.inEffect).map((change) => change.id)).toEqual(['partnerPrograms', 'v2ForNewApps', 'jsSdkRetired', 'v1Retired']);
    expect(mock.admin.clock().nowMs).toBe(NOW);
    const answer = await me();
    expect(answer.status).toBe(410);
  });

  it('setAsOf moves the day (and null replays none: today\'s platform); a reset goes back to the start-up day', async () => {
    expect(mock.admin.setAsOf('2019-04-30')).toMatchObject({ asOf: '2019-04-30', source: 'admin' });
    expect((await me()).status).toBe(200);
    mock.admin.setAsOf(null);
    expect(mock.admin.asOf()).toMatchObject({ asOf: null, source: 'admin' });
    expect(mock.admin.asOf().changes.every((change) => !change.inEffect)).toBe(true);
    expect((await me()).status).toBe(200);
    mock.admin.reset();
    expect(mock.admin.asOf()).toMatchObject({ asOf: '2019-06-01', source: 'start-up' });
  });

  it('over HTTP: GET and POST /__admin/as-of, a bad day or field refused with the admin API\'s 400', async () => {
    const post = (body: unknown) => fetch('https://www.linkedin.com/__admin/as-of', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await fetch('https://www.linkedin.com/__admin/as-of')).json()).toMatchObject({ asOf: '2019-06-01' });
    expect(await (await post({ asOf: '2024-04-11' })).json()).toMatchObject({ asOf: '2024-04-11', source: 'admin' });
    const bad = await post({ asOf: 'April 2024' });
    expect([bad.status, (await bad.json()).message]).toEqual([400, `asOf must be a day such as '2019-06-01' (or an ISO time, or ms since the epoch) between 1970 and 9999, not "April 2024". Send {"asOf": "2019-06-01"}, or {"asOf": null} for today's platform.`]);
    const unknown = await post({ asof: '2024-04-11' });
    expect([unknown.status, (await unknown.json()).message]).toEqual([400, `Send {"asOf": "2019-06-01"}, or {"asOf": null} for today's platform; 'asof' is not a field.`]);
  });

  it('a fixture set may carry the day; the start-up option wins over it', () => {
    const fromFixture = createMockService({ fixtures: { settings: { asOf: '2015-05-12' } } });
    expect(fromFixture.admin.asOf()).toMatchObject({ asOf: '2015-05-12', source: 'fixtures' });
    const both = createMockService({ asOf: '2024-04-12', fixtures: { settings: { asOf: '2015-05-12' } } });
    expect(both.admin.asOf()).toMatchObject({ asOf: '2024-04-12', source: 'start-up' });
    expect(createMockService().admin.asOf()).toMatchObject({ asOf: null, source: null });
    expect(() => createMockService({ fixtures: { settings: { asOf: '12/05/2015' } } })).toThrow(/settings\.asOf/);
    expect(() => createMockService({ asOf: 'soon' })).toThrow(`asOf must be a day such as '2019-06-01' (or an ISO time, or ms since the epoch) between 1970 and 9999, not "soon".`);
  });

  it('the version calendar is read on the day replayed: LinkedIn-Version answers as on that day', async () => {
    mock.admin.setAsOf('2025-04-15');
    expect(mock.admin.linkedInVersion()).toEqual({ version: '202504', oldest: '202404', newest: '202504', sunset: '2026-04-15' });
    mock.admin.setAsOf('2025-04-16');
    expect(mock.admin.linkedInVersion().oldest).toBe('202405');
  });
});
