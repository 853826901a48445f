import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { useServiceKit } from '../../../test/support/serviceKit.js';

const kit = useServiceKit();
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
const jsonPost = (path: string, token: string, body: unknown) =>
  kit.call(path, token, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-li-format': 'json' } });

describe('companies', () => {
  it('GET /v1/companies/{id}: id and name by default, selectors, universal-name, 404', async () => {
    const token = kit.token(['r_basicprofile']);
    expect((await kit.getJson('/v1/companies/1001', token)).body).toEqual({ id: 1001, name: 'Difference Works' });
    const selected = await kit.getJson('/v1/companies/1001:(name,industry,employee-count-range:(code),num-followers)', token);
    expect(selected.body).toMatchObject({ name: 'Difference Works', employeeCountRange: { code: expect.any(String) }, numFollowers: expect.any(Number) });
    expect((await kit.getJson('/v1/companies/universal-name=difference-works', token)).body.id).toBe(1001);
    expect((await kit.getJson('/v1/companies/id=1001', token)).body.id).toBe(1001);
    expect((await kit.getJson('/v1/companies/9', token)).status).toBe(404);
    expect((await kit.getJson('/v1/companies/1001:(ceo)', token)).status).toBe(400);
  });

  it('GET /v1/companies/{id}/updates: page envelope, start/count, JSON and XML', async () => {
    const token = kit.token(['r_basicprofile']);
    const first = await kit.getJson('/v1/companies/1001/updates?event-type=status-update&start=0&count=10', token);
    expect(first.body).toMatchObject({ _count: 10, _start: 0, _total: 25 });
    expect(first.body.values[0].updateContent.company).toEqual({ id: 1001, name: 'Difference Works' });
    // Company status updates cannot be liked or commented on (CU15), so they carry no like keys.
    expect(Object.keys(first.body.values[0]).sort()).toEqual(['isCommentable', 'isLikable', 'timestamp', 'updateContent', 'updateKey', 'updateType']);
    expect(first.body.values[0].updateKey).toMatch(/^UPDATE-c1001-\d{19}$/);
    const last = await kit.getJson('/v1/companies/1001/updates?event-type=status-update&start=20&count=10', token);
    expect(last.body.values).toHaveLength(5);
    const text = await (await kit.call('/v1/companies/1001/updates?event-type=status-update&start=20&count=10', token)).text();
    const updates = xml.parse(text).updates;
    expect(updates['@_total']).toBe('25');
    expect(updates.update).toHaveLength(5);
    expect((await kit.getJson('/v1/companies/1001/updates?count=-1', token)).status).toBe(400);
  });

  it('POST /v1/companies/{id}/shares: admins with rw_company_admin only; the share shows in the company updates and followers’ network updates', async () => {
    const token = kit.token(['rw_company_admin', 'rw_nus']);
    const response = await jsonPost('/v1/companies/1001/shares', token, { comment: 'We are hiring engine analysts.', visibility: { code: 'anyone' } });
    expect(response.status).toBe(201);
    const { updateKey } = await response.json();
    const updates = await kit.getJson('/v1/companies/1001/updates?count=1', token);
    expect(updates.body.values[0].updateKey).toBe(updateKey);
    expect(updates.body.values[0].updateContent.companyStatusUpdate.share.comment).toBe('We are hiring engine analysts.');

    const ctx = kit.service.context;
    const follower = ctx.network.companies.get('1001')!.followers[0];
    const feed = await kit.getJson('/v1/people/~/network/updates?type=CMPY&count=5', kit.token(['rw_nus'], follower));
    expect(feed.body.values.map((u: { updateKey: string }) => u.updateKey)).toContain(updateKey);

    expect((await jsonPost('/v1/companies/1001/shares', kit.token(['rw_nus']), { comment: 'x', visibility: { code: 'anyone' } })).status).toBe(403);
    const notAdmin = await jsonPost('/v1/companies/1002/shares?format=json', token, { comment: 'x', visibility: { code: 'anyone' } });
    expect(notAdmin.status).toBe(403);
    expect((await notAdmin.json()).message).toContain('not an administrator');
    expect((await jsonPost('/v1/companies/1001/shares', token, { visibility: { code: 'anyone' } })).status).toBe(400);
  });

  it('GET /v1/companies/{id}/company-statistics: admins with rw_company_admin only', async () => {
    const token = kit.token(['rw_company_admin']);
    const { status, body } = await kit.getJson('/v1/companies/1001/company-statistics', token);
    expect(status).toBe(200);
    expect(body.followStatistics.count).toBe(body.followStatistics.employeeCount + body.followStatistics.nonEmployeeCount);
    expect(body.statusUpdateStatistics.viewsByMonth._total).toBe(12);
    const text = await (await kit.call('/v1/companies/1001/company-statistics', token)).text();
    expect(xml.parse(text)['company-statistics']['follow-statistics'].count).toBe(String(body.followStatistics.count));
    expect((await kit.getJson('/v1/companies/1001/company-statistics', kit.token(['r_basicprofile']))).status).toBe(403);
    expect((await kit.getJson('/v1/companies/1002/company-statistics', token)).status).toBe(403);
  });
});
