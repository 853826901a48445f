// Verified on LinkedIn through the service's handlers (docs/identity.md): the three tiers (a
// Development app answers its administrators only, Lite everyone, Plus the details), identityMe's
// patch versions, the report's criteria, freshness and verificationUrl, the verification page it
// opens, validationStatus with a 2-legged token, the per-member daily limit, and the admin API.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { FakeBrowser } from '../../../test/support/fakeBrowser.js';
import { REST, RESTLI, TODAY_NOW } from '../../../test/support/today.js';
import type { Fixtures } from '../../fixtureFormat/types.js';
import type { Scope } from '../../scopes.js';
import { VERIFIED_MEMBER_CALLS_PER_DAY } from '../../defaults.js';

const ADA = 'aZ3kq9XbW1';
const GRACE = 'Lk4Hs8PzC3';
const CHARLES = 'Qm7Rt2VdN8';
const app = (apiKey: string, grantedProducts: string[], developers: string[] = [ADA]) => ({
  apiKey,
  secretKey: `${apiKey}-secret`,
  name: `App ${apiKey}`,
  redirectUrls: [`https://${apiKey}.example.test/back`],
  developers,
  grantedProducts,
});
const FIXTURES = {
  apps: [app('dev-app', ['verifiedDevelopment']), app('lite-app', ['verifiedLite']), app('plus-app', ['verifiedPlus']), app('plain-app', [])],
} as Fixtures;
const kit = useServiceKit({ fixtures: FIXTURES, now: TODAY_NOW });

const VERIFY_SCOPES: Scope[] = ['r_verify', 'r_profile_basicinfo'];
const PLUS_SCOPES: Scope[] = ['r_verify', 'r_verify_details', 'r_profile_basicinfo', 'r_most_recent_education', 'r_primary_current_experience'];
const token = (apiKey: string, memberId: string, scopes: Scope[] = VERIFY_SCOPES) => kit.service.context.tokens.issue({ apiKey, memberId, scopes }).token;
const get = async (path: string, bearer: string, version: string) => {
  const response = await kit.call(path, bearer, { headers: { ...RESTLI, 'linkedin-version': version } });
  return { status: response.status, body: (await response.json()) as any };
};
const report = (bearer: string, query = '', version = '202510') => get(`/rest/verificationReport${query}`, bearer, version);
const identity = (bearer: string, version = '202510.03') => get('/rest/identityMe', bearer, version);
const subOf = (apiKey: string, memberId: string) => kit.service.context.subjects.subjectOf(apiKey, memberId);
const denied = (resource: string, version: string) => ({ status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: `Not enough permissions to access: ${resource}.GET.${version}` });

describe('tiers', () => {
  it('Development answers the app\'s administrators (its developers) only; every other member gets 403 [F-IDENTITY-001] [F-IDENTITY-018]', async () => {
    const ada = await report(token('dev-app', ADA));
    expect(ada.status).toBe(200);
    expect(ada.body).toEqual({ id: subOf('dev-app', ADA), verifications: ['IDENTITY', 'WORKPLACE'] });
    const grace = await report(token('dev-app', GRACE));
    expect(grace).toEqual({ status: 403, body: denied('verificationReport', '20251001') });
    expect((await identity(token('dev-app', GRACE))).body).toEqual(denied('identityMe', '20251001'));
    expect(kit.service.admin.requests({ path: '/rest/identityMe' }).at(-1)!.notes).toContainEqual(expect.stringContaining("Development tier, which answers only its administrators (its fixture's developers: aZ3kq9XbW1); member Lk4Hs8PzC3 is not one"));
    expect((await identity(token('dev-app', ADA))).status).toBe(200);
  });

  it('Lite answers every member: the categories and a verificationUrl for what is missing, never the details [F-IDENTITY-002]', async () => {
    const grace = await report(token('lite-app', GRACE, ['r_verify_details']));
    expect(grace.status).toBe(200);
    expect(grace.body).toEqual({
      id: subOf('lite-app', GRACE),
      verifications: ['WORKPLACE'],
      verificationUrl: 'https://api.mock.test/verify?clientId=lite-app&verificationCriteria=IDENTITY',
    });
    expect((await report(token('lite-app', CHARLES))).body.verifications).toEqual([]);
  });

  it('Plus adds verifiedDetails (r_verify_details) and identityMe\'s education and position [F-IDENTITY-003]', async () => {
    const ada = await report(token('plus-app', ADA, PLUS_SCOPES), '', '202607');
    expect(ada.body.verifiedDetails).toEqual([
      { category: 'IDENTITY', lastVerifiedAt: Date.UTC(2025, 2, 14, 10), verifiedName: { firstName: 'Ada', lastName: 'Lovelace' }, verificationMethod: 'GOVERNMENT_ID' },
      { category: 'WORKPLACE', lastVerifiedAt: Date.UTC(2025, 8, 2, 9), verificationMethod: 'WORK_EMAIL', organizationInfo: { name: 'Difference Works', url: 'https://www.linkedin.com/company/difference-works' } },
    ]);
    const me = await identity(token('plus-app', ADA, PLUS_SCOPES));
    expect(me.body.mostRecentEducation).toEqual({ schoolName: { localized: { en_US: 'University of Lindenfeld' }, preferredLocale: { country: 'US', language: 'en' } }, degreeName: expect.objectContaining({ localized: { en_US: 'MSc, Mathematics' } }) });
    expect(me.body.primaryCurrentPosition).toMatchObject({ title: { localized: { en_US: 'Analyst of engines' } }, companyName: { localized: { en_US: 'Difference Works' } }, startedOn: { month: 3, year: 2019 } });
    // Without the scopes, or on a lower tier, none of it.
    expect((await identity(token('plus-app', ADA))).body.mostRecentEducation).toBeUndefined();
    expect((await identity(token('lite-app', ADA, PLUS_SCOPES.filter((s) => !s.startsWith('r_most') && !s.startsWith('r_primary'))))).body.primaryCurrentPosition).toBeUndefined();
    expect((await report(token('lite-app', ADA, ['r_verify_details']))).body.verifiedDetails).toBeUndefined();
  });

  it('an app with no tier, a token without the scope: LinkedIn\'s 403 [F-IDENTITY-004]', async () => {
    expect((await report(token('plain-app', ADA))).body).toEqual(denied('verificationReport', '20251001'));
    expect((await identity(token('lite-app', ADA, ['r_verify']))).body).toEqual(denied('identityMe', '20251001'));
  });
});

describe('versions', () => {
  it('identityMe at 202507.03 has basicInfo.headline; at 202510.03 primaryEmailAddress instead (the release notes) [F-IDENTITY-005]', async () => {
    const bearer = token('lite-app', ADA);
    const old = (await identity(bearer, '202507.03')).body.basicInfo;
    expect(Object.keys(old)).toEqual(['firstName', 'lastName', 'headline', 'profileUrl', 'profilePicture']);
    expect(old.headline.localized.en_US).toBe('Analyst of engines at Difference Works');
    const now = await identity(bearer);
    expect(now.body).toMatchObject({ id: subOf('lite-app', ADA), lastRefreshedAt: expect.any(Number) });
    expect(now.body.basicInfo).toEqual({
      firstName: { localized: { en_US: 'Ada' }, preferredLocale: { country: 'US', language: 'en' } },
      lastName: { localized: { en_US: 'Lovelace' }, preferredLocale: { country: 'US', language: 'en' } },
      primaryEmailAddress: 'ada.lovelace@example.com',
      profileUrl: 'https://www.linkedin.com/in/ada-lovelace',
      profilePicture: { url: `https://api.mock.test/media/picture/${ADA}_100x100`, expiresAt: TODAY_NOW + 86_400_000 },
    });
    // A month between releases answers as the release before it: 202510 is before 202510.03.
    expect((await identity(bearer, '202510')).body.basicInfo.headline).toBeDefined();
    expect((await identity(bearer, '202611')).body.basicInfo.primaryEmailAddress).toBe('ada.lovelace@example.com');
  });

  it('the report has verifications from 202510; a month not released yet is refused; the header is required [F-IDENTITY-006]', async () => {
    const bearer = token('lite-app', ADA);
    expect((await report(bearer, '', '202507')).body).toEqual({ id: subOf('lite-app', ADA) });
    expect((await report(bearer, '', '202612')).body).toEqual({ status: 426, code: 'NONEXISTENT_VERSION', message: 'Requested version 20261201 is not active' });
    // Before the product's first release: refused too (restli/versionCalendar.ts 'verifiedOnLinkedIn').
    expect((await report(bearer, '', '202501')).status).toBe(426);
    const missing = await kit.call('/rest/verificationReport', bearer, { headers: RESTLI });
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([400, 'VERSION_MISSING']);
  });
});

describe('GET /rest/verificationReport parameters', () => {
  it('verificationCriteria, repeated or List(…), narrows the categories; another value is 400 [F-IDENTITY-007]', async () => {
    const bearer = token('lite-app', GRACE);
    expect((await report(bearer, '?verificationCriteria=WORKPLACE')).body).toEqual({ id: subOf('lite-app', GRACE), verifications: ['WORKPLACE'] });
    expect((await report(bearer, '?verificationCriteria=List(IDENTITY,WORKPLACE)')).body.verificationUrl).toBe('https://api.mock.test/verify?clientId=lite-app&verificationCriteria=IDENTITY');
    expect((await report(bearer, '?verificationCriteria=IDENTITY&verificationCriteria=WORKPLACE')).body.verifications).toEqual(['WORKPLACE']);
    expect(await report(bearer, '?verificationCriteria=EDUCATION')).toEqual({ status: 400, body: { message: "Parameter 'verificationCriteria' is invalid", status: 400 } });
  });

  it('verifiedWithinDays counts only verifications that recent; the stale ones are offered again [F-IDENTITY-007]', async () => {
    const bearer = token('lite-app', ADA);
    const fresh = await report(bearer, '?verifiedWithinDays=30');
    expect(fresh.body).toEqual({ id: subOf('lite-app', ADA), verifications: [], verificationUrl: 'https://api.mock.test/verify?clientId=lite-app&verificationCriteria=IDENTITY&verificationCriteria=WORKPLACE' });
    expect((await report(bearer, '?verifiedWithinDays=700')).body.verifications).toEqual(['IDENTITY', 'WORKPLACE']);
    expect((await report(bearer, '?verifiedWithinDays=0')).status).toBe(400);
  });
});

describe('the verification page a verificationUrl opens', () => {
  const WWW = 'https://www.linkedin.com';

  it('signs the member in, records what they verify and brings them back to the app; the next report says so [F-IDENTITY-008] [F-IDENTITY-019]', async () => {
    const bearer = token('lite-app', GRACE);
    const url = (await report(bearer)).body.verificationUrl.replace('https://api.mock.test', WWW);
    const browser = new FakeBrowser();
    const login = await (await browser.get(url)).text();
    expect(login).toContain('Sign in to verify on LinkedIn');
    expect(login).toContain('App lite-app');
    const signedIn = await browser.submit(login, url, 'login', { session_key: 'grace.hopper@example.com', session_password: 'demo-password' });
    const page = await (await browser.get(new URL(signedIn.headers.get('location')!, url).href)).text();
    expect(page).toContain('Identity (a government ID): <strong>not verified</strong>');
    const verified = await browser.submit(page, url, 'verify');
    expect([verified.status, verified.headers.get('location')]).toEqual([303, 'https://lite-app.example.test/back']);
    expect((await report(bearer)).body).toEqual({ id: subOf('lite-app', GRACE), verifications: ['IDENTITY', 'WORKPLACE'] });
    expect(kit.service.admin.verifications().find((v) => v.member.id === GRACE)!.identity).toEqual({ verifiedAt: TODAY_NOW, method: 'GOVERNMENT_ID' });
  });

  it('Cancel goes back and records nothing; an unknown app or one without the product cannot start it [F-IDENTITY-008]', async () => {
    const browser = new FakeBrowser();
    const url = `${WWW}/verify?clientId=lite-app&verificationCriteria=WORKPLACE`;
    const login = await (await browser.get(url)).text();
    const signedIn = await browser.submit(login, url, 'login', { session_key: 'charles.babbage@example.com', session_password: 'demo-password' });
    const page = await (await browser.get(new URL(signedIn.headers.get('location')!, url).href)).text();
    expect(page).toContain('value="Difference Works"');
    const cancelled = await browser.submit(page, url, 'cancel');
    expect([cancelled.status, cancelled.headers.get('location')]).toEqual([303, 'https://lite-app.example.test/back']);
    expect(kit.service.context.directory.members.get(CHARLES)!.verification).toBeUndefined();
    expect((await new FakeBrowser().get(`${WWW}/verify?clientId=nobody`)).status).toBe(400);
    expect(await (await new FakeBrowser().get(`${WWW}/verify?clientId=plain-app`)).text()).toContain('does not have Verified on LinkedIn');
  });
});

describe('POST /rest/validationStatus?action=retrieve (Plus, 2-legged)', () => {
  const twoLegged = async (apiKey: string) => {
    const response = await fetch('https://www.linkedin.com/oauth/v2/accessToken', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: apiKey, client_secret: `${apiKey}-secret` }),
    });
    return { status: response.status, body: (await response.json()) as { access_token?: string; error?: string } };
  };
  const validate = (bearer: string, ids: string[]) =>
    kit.call('/rest/validationStatus?action=retrieve', bearer, { method: 'POST', headers: { ...REST, 'linkedin-version': '202510', 'content-type': 'application/json' }, body: JSON.stringify({ validationQueries: ids.map((id) => ({ id })) }) });

  it('a Plus app\'s application token: VALID as the app saw it, VALID_WITH_UPDATES once it changed, INVALID without one [F-IDENTITY-009]', async () => {
    const { access_token } = (await twoLegged('plus-app')).body;
    const ada = subOf('plus-app', ADA);
    const charles = subOf('plus-app', CHARLES);
    await report(token('plus-app', ADA));
    const first = await validate(access_token!, [ada, charles, 'no-such-member']);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      value: [
        { id: ada, verificationStatus: { identity: 'VALID', workplace: 'VALID' }, profileInformationStatus: 'VALID' },
        { id: charles, verificationStatus: { identity: 'INVALID', workplace: 'INVALID' }, profileInformationStatus: 'VALID' },
        { id: 'no-such-member', verificationStatus: { identity: 'INVALID', workplace: 'INVALID' }, profileInformationStatus: 'INVALID' },
      ],
    });
    kit.service.admin.setVerification({ memberId: ADA, workplace: { organizationName: 'Analytical Engines Ltd' } });
    const second = (await (await validate(access_token!, [ada])).json()) as any;
    expect(second.value[0].verificationStatus).toEqual({ identity: 'VALID', workplace: 'VALID_WITH_UPDATES' });
    expect(((await (await validate(access_token!, [ada])).json()) as any).value[0].verificationStatus.workplace).toBe('VALID');
  });

  it('refused as LinkedIn refuses: a member\'s token, an app without Plus (no application token), more than 500 ids [F-IDENTITY-009]', async () => {
    const member = await validate(token('plus-app', ADA, ['r_validation_status' as Scope]), ['x']);
    expect([member.status, ((await member.json()) as { message: string }).message]).toEqual([403, 'Not enough permissions to access: validationStatus.ACTION.20251001']);
    expect((await twoLegged('lite-app')).body.error).toBe('access_denied');
    const { access_token } = (await twoLegged('plus-app')).body;
    const many = await validate(access_token!, Array.from({ length: 501 }, (_, i) => `m${i}`));
    expect([many.status, ((await many.json()) as { message: string }).message]).toEqual([422, 'ERROR :: /validationQueries :: has 501 queries; at most 500 are allowed\n']);
    expect((await kit.call('/rest/validationStatus', access_token!, { method: 'POST', headers: { ...REST, 'linkedin-version': '202510', 'content-type': 'application/json' }, body: '{}' })).status).toBe(400);
  });
});

describe('daily limits', () => {
  it(`a member gets ${VERIFIED_MEMBER_CALLS_PER_DAY} calls a day through a Lite app, then LinkedIn's 429; the next UTC day counts again [F-IDENTITY-010]`, async () => {
    const bearer = token('lite-app', GRACE);
    for (let i = 0; i < VERIFIED_MEMBER_CALLS_PER_DAY; i++) expect((await kit.call('/rest/verificationReport', bearer, { headers: { ...RESTLI, 'linkedin-version': '202510' } })).status).toBe(200);
    const throttled = await report(bearer);
    expect(throttled).toEqual({ status: 429, body: { serviceErrorCode: 101, message: 'Resource level throttle limit for calls to this resource is reached.', status: 429 } });
    expect((await identity(token('lite-app', CHARLES))).status).toBe(200);
    kit.service.admin.setClock({ advanceSeconds: 86_400 });
    expect((await report(bearer)).status).toBe(200);
  });
});

describe('the admin API', () => {
  it('lists the verified members and sets or removes a verification; a bad change is a sentence', async () => {
    expect(kit.service.admin.verifications().map((v) => v.member.id).sort()).toEqual(['KYak8FlmEb', ADA, GRACE].sort());
    const set = await fetch('http://127.0.0.1/__admin/verifications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ memberId: CHARLES, identity: { verifiedAt: '2026-11-01T09:00:00Z' } }) });
    expect(await set.json()).toEqual({ ok: true, verification: { member: { id: CHARLES, name: 'Charles Babbage' }, identity: { verifiedAt: Date.UTC(2026, 10, 1, 9) } } });
    expect((await report(token('lite-app', CHARLES))).body.verifications).toEqual(['IDENTITY']);
    expect(kit.service.admin.setVerification({ memberId: CHARLES, identity: null })).toEqual({ member: { id: CHARLES, name: 'Charles Babbage' } });
    expect(() => kit.service.admin.setVerification({ memberId: CHARLES, workplace: {} })).toThrow(/organizationName' is required/);
    expect(() => kit.service.admin.setVerification({ memberId: CHARLES, idenity: {} })).toThrow(/did you mean 'identity'/);
    expect(() => kit.service.admin.setVerification({ memberId: 'nobody', identity: {} })).toThrow(/no member with the id 'nobody'/);
    const later = await fetch('http://127.0.0.1/__admin/verifications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ memberId: CHARLES, identity: { verifiedAt: TODAY_NOW + 1000 } }) });
    expect([later.status, ((await later.json()) as { message: string }).message]).toEqual([400, expect.stringMatching(/^identity.verifiedAt must be a time no later than the service's clock/)]);
  });
});

describe('the version calendar and the releases', () => {
  it("the calendar's first Verified version is the product's first release; every release is on the calendar", async () => {
    const { FIRST_VERIFIED_VERSION, versionRow } = await import('../../restli/versionCalendar.js');
    const { IDENTITY_ME_RELEASES, VERIFICATION_REPORT_RELEASES, VALIDATION_STATUS_RELEASES } = await import('./identityVersions.js');
    const releases = [...IDENTITY_ME_RELEASES, ...VERIFICATION_REPORT_RELEASES, ...VALIDATION_STATUS_RELEASES].map((r) => r.version);
    expect(releases.map((v) => v.slice(0, 6)).sort()[0]).toBe(FIRST_VERIFIED_VERSION);
    for (const version of releases) expect(versionRow(version, 'verifiedOnLinkedIn')).toMatchObject({ version, sunset: '9999-12-31' });
    expect(versionRow('202506', 'verifiedOnLinkedIn')).toBeUndefined();
  });
});
