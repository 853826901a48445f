// linkedin-api-client, unchanged, on what a page admin's tool does with roles (issue 47, the resources
// that were absent): the permission check LinkedIn recommends, Organization Authorizations (the batch
// finder exactly as the client's own documentation example sends it, a get by key, a batch get), and
// PUT /rest/organizationAcls/{key}, a role added and revoked, which the finders, the permission check
// and posting as the page see at once. The gates: rw_organization_admin, an ADMINISTRATOR of the page.
import { describe, expect, it } from 'vitest';
import { RestliClient } from 'linkedin-api-client';
import type { Fixtures } from '../../mock-server/fixtureFormat/types.js';
import { ADA, PAGE_APP } from '../support/oauthFlow.js';
import { useServiceKit } from '../support/serviceKit.js';

const PAGE = '9100';
const PAGE_URN = `urn:li:organization:${PAGE}`;
const PAT = { id: 'pAt4n4lYst', email: 'pat.analyst@example.com', password: 'pat-password' };
const FIXTURES: Fixtures = {
  apps: [PAGE_APP],
  members: [{ id: PAT.id, email: PAT.email, password: PAT.password, firstName: 'Pat', lastName: 'Analyst' }],
  companies: [{ id: PAGE, name: 'Analytical Society', admins: [ADA.id], followers: [PAT.id], pageRoles: [{ memberId: PAT.id, role: 'ANALYST' }] }],
} as Fixtures;
const VERSION = '202601';
const kit = useServiceKit({ fixtures: FIXTURES, now: Date.UTC(2026, 0, 15) });
const restli = new RestliClient();
const token = (memberId: string, scopes: string[]) => kit.service.admin.issueToken({ memberId, apiKey: PAGE_APP.apiKey, scopes: scopes as never }).access_token;

/** What axios rejected with. */
const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (e: { response: { status: number; data: any } }) => e.response);

const ADMIN_READ = { organizationRoleAuthorizationAction: { actionType: 'ADMINISTRATOR_READ' } };
const SHARE_CREATE = { organizationContentAuthorizationAction: { actionType: 'ORGANIC_SHARE_CREATE' } };

describe('linkedin-api-client: Organization Authorizations and PUT organizationAcls', () => {
  it("the batch finder as the client's README sends it: per action, the member's pages, approved or denied by the page permissions", async () => {
    const ada = token(ADA.id, ['r_basicprofile', 'rw_organization_admin']);
    const found = await restli.batchFinder({
      resourcePath: '/organizationAuthorizations',
      finderName: 'authorizationActionsAndImpersonator',
      finderCriteria: { name: 'authorizationActions', value: [{ OrganizationRoleAuthorizationAction: { actionType: 'ADMINISTRATOR_READ' } }, { OrganizationContentAuthorizationAction: { actionType: 'ORGANIC_SHARE_DELETE' } }] },
      versionString: VERSION,
      accessToken: ada,
    });
    expect(found.status).toBe(200);
    const [adminRead, shareDelete] = found.data.elements;
    expect(adminRead.elements).toContainEqual({ impersonator: `urn:li:person:${ADA.id}`, organization: PAGE_URN, authorizationAction: ADMIN_READ, status: { approved: {} } });
    expect(shareDelete.elements.find((e: any) => e.organization === PAGE_URN)).toMatchObject({ authorizationAction: { organizationContentAuthorizationAction: { actionType: 'ORGANIC_SHARE_DELETE' } }, status: { approved: {} } });
    // The analyst: the page is listed, the actions denied (neither lists roles nor posts).
    const pat = token(PAT.id, ['r_basicprofile', 'rw_organization_admin']);
    const hers = await restli.batchFinder({ resourcePath: '/organizationAuthorizations', finderName: 'authorizationActionsAndImpersonator', finderCriteria: { name: 'authorizationActions', value: [{ authorizationAction: SHARE_CREATE }] }, versionString: VERSION, accessToken: pat });
    expect(hers.data.elements[0].elements).toEqual([{ impersonator: `urn:li:person:${PAT.id}`, organization: PAGE_URN, authorizationAction: SHARE_CREATE, status: { denied: {} } }]);
  });

  it('a get by key and a batch get; another member as impersonator, or a token without rw_organization_admin, is refused', async () => {
    const ada = token(ADA.id, ['rw_organization_admin']);
    const key = { impersonator: `urn:li:person:${ADA.id}`, organization: PAGE_URN, authorizationAction: SHARE_CREATE };
    const one = await restli.get({ resourcePath: '/organizationAuthorizations/{key}', pathKeys: { key }, versionString: VERSION, accessToken: ada });
    expect(one.data).toEqual({ ...key, status: { approved: {} } });
    const batch = await restli.batchGet({ resourcePath: '/organizationAuthorizations', ids: [key, { ...key, organization: 'urn:li:organization:1002' }], versionString: VERSION, accessToken: ada });
    expect(Object.values(batch.data.results).map((e: any) => [e.organization, e.status])).toEqual([[PAGE_URN, { approved: {} }], ['urn:li:organization:1002', { denied: {} }]]);
    const other = await refusal(restli.get({ resourcePath: '/organizationAuthorizations/{key}', pathKeys: { key: { ...key, impersonator: `urn:li:person:${PAT.id}` } }, versionString: VERSION, accessToken: ada }));
    expect(other).toMatchObject({ status: 403, data: { code: 'ACCESS_DENIED', message: `Not enough permissions to access: organizationAuthorizations.GET.${VERSION}01` } });
    const readOnly = await refusal(restli.get({ resourcePath: '/organizationAuthorizations/{key}', pathKeys: { key }, versionString: VERSION, accessToken: token(ADA.id, ['r_organization_admin']) }));
    expect(readOnly).toMatchObject({ status: 403, data: { code: 'ACCESS_DENIED' } });
  });

  it('PUT organizationAcls: an ADMINISTRATOR adds a role, the member then posts as the page; revoked, the role does nothing', async () => {
    const ada = token(ADA.id, ['rw_organization_admin', 'r_organization_admin']);
    const key = { organization: PAGE_URN, role: 'CONTENT_ADMINISTRATOR', roleAssignee: `urn:li:person:${PAT.id}` };
    const pat = token(PAT.id, ['w_organization_social', 'rw_organization_admin']);
    const post = () => restli.create({ resourcePath: '/posts', entity: { author: PAGE_URN, commentary: `Pat writes ${Math.random()}`, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }, versionString: VERSION, accessToken: pat });
    expect((await refusal(post()))?.status).toBe(403);

    const added = await restli.update({ resourcePath: '/organizationAcls/{key}', pathKeys: { key }, entity: { ...key, state: 'APPROVED' }, versionString: VERSION, accessToken: ada });
    expect(added.status).toBe(204);
    const listed = await restli.finder({ resourcePath: '/organizationAcls', finderName: 'organization', queryParams: { organization: PAGE_URN }, versionString: VERSION, accessToken: ada });
    expect(listed.data.elements).toContainEqual({ roleAssignee: `urn:li:person:${PAT.id}`, role: 'CONTENT_ADMINISTRATOR', state: 'APPROVED', organization: PAGE_URN });
    expect((await post()).status).toBe(201);
    const check = await restli.get({ resourcePath: '/organizationAuthorizations/{key}', pathKeys: { key: { impersonator: `urn:li:person:${PAT.id}`, organization: PAGE_URN, authorizationAction: SHARE_CREATE } }, versionString: VERSION, accessToken: pat });
    expect(check.data.status).toEqual({ approved: {} });

    await restli.update({ resourcePath: '/organizationAcls/{key}', pathKeys: { key }, entity: { ...key, state: 'REVOKED' }, versionString: VERSION, accessToken: ada });
    expect((await refusal(post()))?.status).toBe(403);
    // The admin page lists the assignment as it is now.
    expect(kit.service.admin.pages().pages.find((page) => page.id === PAGE)!.roles).toContainEqual(expect.objectContaining({ memberId: PAT.id, role: 'CONTENT_ADMINISTRATOR', state: 'REVOKED' }));
  });

  it('PUT organizationAcls refuses a member who is not ADMINISTRATOR of the page, a body that names another assignment, and a state that is none', async () => {
    const key = { organization: PAGE_URN, role: 'ADMINISTRATOR', roleAssignee: `urn:li:person:${PAT.id}` };
    const pat = token(PAT.id, ['rw_organization_admin']);
    expect(await refusal(restli.update({ resourcePath: '/organizationAcls/{key}', pathKeys: { key }, entity: { ...key, state: 'APPROVED' }, versionString: VERSION, accessToken: pat }))).toMatchObject({
      status: 403,
      data: { code: 'ACCESS_DENIED', message: `Not enough permissions to access: organizationAcls.UPDATE.${VERSION}01` },
    });
    const ada = token(ADA.id, ['rw_organization_admin']);
    expect((await refusal(restli.update({ resourcePath: '/organizationAcls/{key}', pathKeys: { key }, entity: { ...key, role: 'CURATOR', state: 'APPROVED' }, versionString: VERSION, accessToken: ada })))?.status).toBe(400);
    expect(await refusal(restli.update({ resourcePath: '/organizationAcls/{key}', pathKeys: { key }, entity: { ...key, state: 'PENDING' }, versionString: VERSION, accessToken: ada }))).toMatchObject({ status: 422, data: { message: expect.stringMatching(/^ERROR :: \/state :: "PENDING" is not an enum symbol/) } });
    // A v1 administrator made ADMINISTRATOR through today's API is one of v1's company admins too.
    await restli.update({ resourcePath: '/organizationAcls/{key}', pathKeys: { key }, entity: { ...key, state: 'APPROVED' }, versionString: VERSION, accessToken: ada });
    expect(kit.service.context.network.companies.get(PAGE)!.admins).toContain(PAT.id);
  });
});
