// The admin read-out of company pages (admin.pages(), GET /__admin/pages): each page as LinkedIn's
// organization with its name, vanity name, follower count (the number networkSizes answers) and
// its role assignments (the ones organizationAcls lists: member and name, role, state); the guard
// of the admin API.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { REST, TODAY_NOW } from '../../test/support/today.js';

const ADA = 'aZ3kq9XbW1';
const CHARLES = 'Qm7Rt2VdN8';
const REVA = 'rEv0k3dAdm';
const kit = useServiceKit({
  now: TODAY_NOW,
  fixtures: {
    members: [{ id: REVA, email: 'reva@example.com', password: 'reva-password', firstName: 'Reva', lastName: 'Revoked' }],
    companies: [
      { id: '9200', name: 'Engine Works', universalName: 'engine-works', admins: [ADA], followers: [CHARLES, ADA, REVA], pageRoles: [{ memberId: CHARLES, role: 'ADMINISTRATOR', state: 'REVOKED' }, { memberId: CHARLES, role: 'CURATOR' }, { memberId: REVA, role: 'ANALYST', state: 'REQUESTED' }] },
      { id: '9300', name: 'Quiet Co', followers: [] },
    ],
  },
});

const enc = encodeURIComponent;

describe('admin.pages() and GET /__admin/pages', () => {
  it('lists each page as an organization: URN, name, vanity name, followers and every role assignment with the member named', async () => {
    const { pages } = kit.service.admin.pages();
    const engine = pages.find((page) => page.id === '9200');
    expect(engine).toEqual({
      urn: 'urn:li:organization:9200',
      id: '9200',
      name: 'Engine Works',
      vanityName: 'engine-works',
      followers: 3,
      roles: [
        { memberId: ADA, member: `urn:li:person:${ADA}`, name: 'Ada Lovelace', role: 'ADMINISTRATOR', state: 'APPROVED' },
        { memberId: CHARLES, member: `urn:li:person:${CHARLES}`, name: 'Charles Babbage', role: 'ADMINISTRATOR', state: 'REVOKED' },
        { memberId: CHARLES, member: `urn:li:person:${CHARLES}`, name: 'Charles Babbage', role: 'CURATOR', state: 'APPROVED' },
        { memberId: REVA, member: `urn:li:person:${REVA}`, name: 'Reva Revoked', role: 'ANALYST', state: 'REQUESTED' },
      ],
    });
    expect(pages.find((page) => page.id === '9300')).toMatchObject({ urn: 'urn:li:organization:9300', name: 'Quiet Co', followers: 0, roles: [] });
    // The seeded pages are there too, each with its v1 administrators.
    const seeded = pages.filter((page) => !['9200', '9300'].includes(page.id));
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((page) => page.urn === `urn:li:organization:${page.id}` && page.roles.some((role) => role.role === 'ADMINISTRATOR' && role.state === 'APPROVED'))).toBe(true);

    // Over HTTP, the same list.
    const answer = await fetch('https://api.mock.test/__admin/pages');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // The Node call answers what the HTTP call answers, { pages } (issue 47: it answered a bare array).
    expect(await answer.json()).toEqual(JSON.parse(JSON.stringify(kit.service.admin.pages())));
    expect(Object.keys(kit.service.admin.pages())).toEqual(['pages']);
  });

  it('agrees with the API: the follower count is networkSizes, the roles are organizationAcls', async () => {
    const token = kit.token(['r_organization_admin'], ADA);
    const [engine] = kit.service.admin.pages().pages.filter((page) => page.id === '9200');
    const size = await kit.call(`/rest/networkSizes/${enc(engine!.urn)}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`, token, { headers: REST });
    expect(size.status).toBe(200);
    expect((await size.json()).firstDegreeSize).toBe(engine!.followers);
    // Following changes both: one follower fewer.
    kit.service.context.network.companies.get('9200')!.followers.pop();
    expect(kit.service.admin.pages().pages.find((page) => page.id === '9200')!.followers).toBe(2);
    const after = await kit.call(`/rest/networkSizes/${enc(engine!.urn)}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`, token, { headers: REST });
    expect((await after.json()).firstDegreeSize).toBe(2);

    const acls = await kit.call(`/rest/organizationAcls?q=organization&organization=${enc(engine!.urn)}&role=CURATOR&state=APPROVED`, token, { headers: REST });
    expect(acls.status).toBe(200);
    const listed = (await acls.json()).elements.map((acl: { roleAssignee: string; role: string; state: string }) => `${acl.roleAssignee} ${acl.role} ${acl.state}`);
    expect(listed).toEqual(engine!.roles.filter((role) => role.role === 'CURATOR' && role.state === 'APPROVED').map((role) => `${role.member} ${role.role} ${role.state}`));
  });

  it('is guarded like the rest of the admin API: a page on another origin is refused', async () => {
    const refused = await fetch('https://api.mock.test/__admin/pages', { headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBeDefined();
  });
});
