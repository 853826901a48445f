// LinkedIn's own client, linkedin-api-client, unchanged (AuthClient for sign-in and the 2-legged
// token, RestliClient for the calls, on the real host names, which setupServer intercepts), against
// today's identity products (docs/identity.md): Verified on LinkedIn's identityMe, verificationReport
// and validationStatus on each tier, and Member Data Portability's snapshot, change log and
// authorizations for a member in the EEA, with the refusals LinkedIn gives.
import { describe, expect, it } from 'vitest';
import { AuthClient, RestliClient } from 'linkedin-api-client';
import type { Fixtures } from '../../mock-server/fixtureFormat/types.js';
import { useServiceKit } from '../support/serviceKit.js';
import { FakeBrowser } from '../support/fakeBrowser.js';
import { ADA, REDIRECT, approve } from '../support/oauthFlow.js';
import { EEA_DEMO_MEMBER_ID } from '../../mock-server/seed/verifications.js';

const TOVE = { id: EEA_DEMO_MEMBER_ID, email: 'tove.moreau@example.com', password: 'demo-password' };
const GRACE = { id: 'Lk4Hs8PzC3', email: 'grace.hopper@example.com', password: 'demo-password' };
const app = (apiKey: string, grantedProducts: string[]) => ({ apiKey, secretKey: `${apiKey}-secret-0000`, name: `App ${apiKey}`, redirectUrls: [REDIRECT], developers: [ADA.id], grantedProducts });
const DEV = app('verifydev01', ['verifiedDevelopment']);
const LITE = app('verifylite1', ['verifiedLite']);
const PLUS = app('verifyplus1', ['verifiedPlus']);
const DMA = app('dmaimport01', ['memberDataPortability3rdParty']);
const FIXTURES = { apps: [DEV, LITE, PLUS, DMA] } as Fixtures;
const kit = useServiceKit({ fixtures: FIXTURES, now: Date.UTC(2026, 7, 10, 12) });

const client = new RestliClient();
const auth = (which: { apiKey: string; secretKey: string }) => new AuthClient({ clientId: which.apiKey, clientSecret: which.secretKey, redirectUrl: REDIRECT });

/** A member's token through the whole authorization code flow, as an app signs its members in. */
async function signIn(which: { apiKey: string; secretKey: string }, scopes: string[], member = ADA): Promise<string> {
  const authClient = auth(which);
  const back = new URL((await approve(new FakeBrowser(), authClient.generateMemberAuthorizationUrl(scopes, 'st'), member)).headers.get('location')!);
  return (await authClient.exchangeAuthCodeForAccessToken(back.searchParams.get('code')!)).access_token;
}

/** What axios rejected with. */
async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(() => undefined, (e: unknown) => e)) as { response?: { status: number; data: any } } | undefined;
  if (!error?.response) throw new Error(`expected an HTTP refusal, got ${String(error)}`);
  return error.response;
}

describe('Verified on LinkedIn through linkedin-api-client@0.3.0', () => {
  it('a Development app: a report and the identity for its administrator; 403 for anyone else [F-IDENTITY-001]', async () => {
    const ada = await signIn(DEV, ['r_verify', 'r_profile_basicinfo']);
    const report = await client.get({ resourcePath: '/verificationReport', queryParams: { verificationCriteria: ['IDENTITY', 'WORKPLACE'] }, versionString: '202510', accessToken: ada });
    expect(report.data).toMatchObject({ verifications: ['IDENTITY', 'WORKPLACE'] });
    const me = await client.get({ resourcePath: '/identityMe', versionString: '202510.03', accessToken: ada });
    expect(me.data.id).toBe(report.data.id);
    expect(me.data.basicInfo.primaryEmailAddress).toBe(ADA.email);
    const grace = await signIn(DEV, ['r_verify'], GRACE);
    const refused = await refusal(client.get({ resourcePath: '/verificationReport', versionString: '202510', accessToken: grace }));
    expect([refused.status, refused.data]).toEqual([403, { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: verificationReport.GET.20251001' }]);
  });

  it('a Lite app: everyone, with a verificationUrl for what is missing [F-IDENTITY-002]', async () => {
    const grace = await signIn(LITE, ['r_verify', 'r_profile_basicinfo'], GRACE);
    const report = await client.get({ resourcePath: '/verificationReport', versionString: '202510', accessToken: grace });
    expect(report.data).toEqual({ id: expect.any(String), verifications: ['WORKPLACE'], verificationUrl: `https://www.linkedin.com/verify?clientId=${LITE.apiKey}&verificationCriteria=IDENTITY` });
    const older = await client.get({ resourcePath: '/identityMe', versionString: '202507.03', accessToken: grace });
    expect(older.data.basicInfo.headline).toEqual({ localized: { en_US: 'Compiler writer and rear admiral' }, preferredLocale: { country: 'US', language: 'en' } });
    expect(older.data.basicInfo.primaryEmailAddress).toBeUndefined();
  });

  it('a Plus app: the details, the education and position, and validationStatus with its 2-legged token [F-IDENTITY-003]', async () => {
    const ada = await signIn(PLUS, ['r_verify_details', 'r_profile_basicinfo', 'r_most_recent_education', 'r_primary_current_experience']);
    const report = await client.get({ resourcePath: '/verificationReport', versionString: '202607', accessToken: ada });
    expect(report.data.verifiedDetails.map((d: { category: string }) => d.category)).toEqual(['IDENTITY', 'WORKPLACE']);
    expect(report.data.verifiedDetails[1].organizationInfo.name).toBe('Difference Works');
    const me = await client.get({ resourcePath: '/identityMe', versionString: '202510.03', accessToken: ada });
    expect(Object.keys(me.data)).toEqual(['id', 'lastRefreshedAt', 'basicInfo', 'mostRecentEducation', 'primaryCurrentPosition']);
    const application = await auth(PLUS).getTwoLeggedAccessToken();
    const validated = await client.action({ resourcePath: '/validationStatus', actionName: 'retrieve', data: { validationQueries: [{ id: report.data.id }] }, versionString: '202510', accessToken: application.access_token });
    expect(validated.data).toEqual({ value: [{ id: report.data.id, verificationStatus: { identity: 'VALID', workplace: 'VALID' }, profileInformationStatus: 'VALID' }] });
    const noPlus = await refusal(auth(LITE).getTwoLeggedAccessToken());
    expect(noPlus.data.error).toBe('access_denied');
  });
});

describe('Member Data Portability through linkedin-api-client@0.3.0', () => {
  it("an EEA member's snapshot, page after page until LinkedIn's \"No data found\", then the change log and the authorizations [F-IDENTITY-011]", async () => {
    const tove = await signIn(DMA, ['r_dma_portability_3rd_party'], TOVE);
    const domains: string[] = [];
    for (let start = 0; ; start++) {
      const page = await client.finder({ resourcePath: '/memberSnapshotData', finderName: 'criteria', queryParams: { start }, versionString: '202312', accessToken: tove }).catch((e: { response: { status: number; data: { message: string } } }) => e.response);
      if (page.status === 404) {
        expect(page.data.message).toBe('No data found for this memberId');
        break;
      }
      domains.push(page.data.elements[0].snapshotDomain);
    }
    expect(domains).toEqual(expect.arrayContaining(['PROFILE', 'POSITIONS', 'CONNECTIONS', 'MEMBER_SHARE_INFO']));
    const profile = await client.finder({ resourcePath: '/memberSnapshotData', finderName: 'criteria', queryParams: { domain: 'PROFILE' }, versionString: '202312', accessToken: tove });
    expect(profile.data.elements[0].snapshotData[0]).toMatchObject({ 'First Name': 'Tove', 'Last Name': 'Moreau', 'Geo Location': 'Berlin Area, Germany' });
    const log = await client.finder({ resourcePath: '/memberChangeLogs', finderName: 'memberAndApplication', queryParams: { startTime: 0, count: 10 }, versionString: '202312', accessToken: tove });
    expect(log.data.elements).toEqual([]);
    const created = await client.create({ resourcePath: '/memberAuthorizations', entity: {}, versionString: '202312', accessToken: tove });
    expect(created.status).toBe(201);
    const authorizations = await client.finder({ resourcePath: '/memberAuthorizations', finderName: 'memberAndApplication', versionString: '202312', accessToken: tove });
    expect(authorizations.data.elements[0]).toMatchObject({ memberComplianceAuthorizationKey: { member: `urn:li:person:${TOVE.id}` }, memberComplianceScopes: ['DMA'] });
    const sunset = await refusal(client.finder({ resourcePath: '/memberSnapshotData', finderName: 'criteria', versionString: '202601', accessToken: tove }));
    expect([sunset.status, sunset.data.code]).toEqual([426, 'NONEXISTENT_VERSION']);
    const userinfo = await refusal(client.get({ resourcePath: '/userinfo', accessToken: tove }));
    expect([userinfo.status, userinfo.data.message]).toEqual([403, 'Not enough permissions to access: userinfo.GET.NO_VERSION']);
  });

  it('a member outside the EEA and Switzerland cannot consent: the dialog refuses and no code comes back [F-IDENTITY-013]', async () => {
    const url = auth(DMA).generateMemberAuthorizationUrl(['r_dma_portability_3rd_party'], 'st');
    const refused = await approve(new FakeBrowser(), url, GRACE);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('available only to members located in the European Economic Area and Switzerland');
  });
});
