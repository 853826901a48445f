// Member Data Portability through the service's handlers (docs/identity.md): a seeded EEA member's
// snapshot, page by page as LinkedIn pages it, with the export's column names; the change log of
// what the member did through this service; the authorizations; LinkedIn-Version 202312 alone; who
// may use it (EEA and Switzerland) at consent and at the API; a DMA-only token on /v2/userinfo.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { FakeBrowser } from '../../../test/support/fakeBrowser.js';
import { RESTLI, TODAY_NOW } from '../../../test/support/today.js';
import type { Fixtures } from '../../fixtureFormat/types.js';
import type { Scope } from '../../scopes.js';
import { EEA_DEMO_MEMBER_ID as TOVE } from '../../seed/verifications.js';

const GRACE = 'Lk4Hs8PzC3';
const app = (apiKey: string, grantedProducts: string[]) => ({ apiKey, secretKey: `${apiKey}-secret`, name: `App ${apiKey}`, redirectUrls: [`https://${apiKey}.example.test/back`], grantedProducts });
const FIXTURES = { apps: [app('dma-app', ['memberDataPortability3rdParty']), app('self-app', ['memberDataPortabilityMember']), app('plain-app', [])] } as Fixtures;
const kit = useServiceKit({ fixtures: FIXTURES, now: TODAY_NOW });

const DMA: Scope[] = ['r_dma_portability_3rd_party'];
const token = (memberId = TOVE, apiKey = 'dma-app', scopes: Scope[] = apiKey === 'self-app' ? ['r_dma_portability_self_serve'] : DMA) => kit.service.context.tokens.issue({ apiKey, memberId, scopes }).token;
const V202312 = { ...RESTLI, 'linkedin-version': '202312' };
async function get(path: string, bearer: string, headers: Record<string, string> = V202312) {
  const response = await kit.call(path, bearer, { headers });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
}
const snapshot = (query: string, bearer = token()) => get(`/rest/memberSnapshotData?q=criteria${query}`, bearer);

describe('GET /rest/memberSnapshotData?q=criteria', () => {
  it("a seeded EEA member's snapshot lists the domains the v1 profile, connections and shares hold, one domain a page, to LinkedIn's end [F-IDENTITY-011]", async () => {
    const bearer = token();
    const pages: any[] = [];
    for (let start = 0; ; start++) {
      const page = await snapshot(`&start=${start}`, bearer);
      if (page.status === 404) {
        expect(page.body).toEqual({ status: 404, serviceErrorCode: 404, code: 'NOT_FOUND', message: 'No data found for this memberId' });
        break;
      }
      expect(page.status).toBe(200);
      expect(page.body.elements).toHaveLength(1);
      expect(page.body.paging).toMatchObject({ start, count: 10, total: expect.any(Number) });
      pages.push(page.body);
    }
    expect(pages.map((p) => p.elements[0].snapshotDomain)).toEqual([
      'PROFILE', 'POSITIONS', 'EDUCATION', 'SKILLS', 'LANGUAGES', 'CERTIFICATIONS', 'HONORS', 'VOLUNTEERING_EXPERIENCES', 'RECOMMENDATIONS', 'EMAIL_ADDRESSES', 'PHONE_NUMBERS', 'CONNECTIONS', 'MEMBER_SHARE_INFO', 'TRUSTED_GRAPH',
    ]);
    expect(pages[0].paging.total).toBe(pages.length);
    expect(pages[0].paging.links).toEqual([{ type: 'application/json', rel: 'next', href: '/rest/memberSnapshotData?count=10&q=criteria&start=1' }]);
    expect(pages.at(-1).paging.links).toEqual([{ type: 'application/json', rel: 'prev', href: `/rest/memberSnapshotData?count=10&q=criteria&start=${pages.length - 2}` }]);
    const rows = (domain: string) => pages.find((p) => p.elements[0].snapshotDomain === domain).elements[0].snapshotData;
    expect(rows('PROFILE')).toEqual([
      {
        'First Name': 'Tove', 'Last Name': 'Moreau', 'Maiden Name': '', Address: '45 Station Road, Berlin Area, Germany', 'Birth Date': 'Mar 14, 1961',
        Headline: 'Data Scientist at Lambda Labs Collective', Summary: 'Tove is a data scientist who cares about product management and python.', Industry: 'Research',
        'Zip Code': '', 'Geo Location': 'Berlin Area, Germany', 'Twitter Handles': '', Websites: 'https://blog.example/tove-moreau-kyak', 'Instant Messengers': 'skype:tove.kyak',
      },
    ]);
    expect(rows('POSITIONS')).toEqual([{ 'Company Name': 'Lambda Labs Collective', Title: 'Data Scientist', Description: 'Working on java at Lambda Labs Collective.', Location: '', 'Started On': 'Nov 2019', 'Finished On': '' }]);
    const connections = rows('CONNECTIONS');
    expect(connections).toHaveLength(kit.service.context.network.connectionsOf(TOVE).length);
    expect(connections.find((c: any) => c['First Name'] === 'Ada')).toEqual({ 'First Name': 'Ada', 'Last Name': 'Lovelace', URL: 'https://www.linkedin.com/in/ada-lovelace', 'Email Address': '', Company: 'Difference Works', Position: 'Analyst of engines', 'Connected On': '30 Aug 2023' });
    expect(rows('MEMBER_SHARE_INFO')).toEqual([
      expect.objectContaining({ ShareCommentary: 'Worth reading: field selectors: ask for what you need.', SharedUrl: 'https://blog.example/field-selectors-ask-for-what-you-need', Visibility: 'MEMBER_NETWORK', ShareLink: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:activity:\d{19}$/) }),
      expect.objectContaining({ ShareCommentary: 'Worth reading: a short history of the analytical engine.', Date: '2025-01-10 09:10:01' }),
    ]);
    expect(rows('TRUSTED_GRAPH')).toEqual([expect.objectContaining({ 'First name': 'Tove', 'Verification type': 'IDENTITY', 'Verified date': '2025-05-06' })]);
  });

  it('domain= pages one domain in `count` rows; past its end, and a domain without data, "No data found"; another domain is refused [F-IDENTITY-011] [F-IDENTITY-020]', async () => {
    const first = await snapshot('&domain=CONNECTIONS&count=3');
    const total = Math.ceil(kit.service.context.network.connectionsOf(TOVE).length / 3);
    expect(first.body.paging).toEqual({ start: 0, count: 3, total, links: [{ type: 'application/json', rel: 'next', href: '/rest/memberSnapshotData?count=3&domain=CONNECTIONS&q=criteria&start=1' }] });
    expect(first.body.elements[0].snapshotData).toHaveLength(3);
    const second = await snapshot('&domain=CONNECTIONS&count=3&start=1');
    expect(second.body.paging.links.map((l: { rel: string }) => l.rel)).toEqual(['prev', 'next']);
    expect((await snapshot(`&domain=CONNECTIONS&count=3&start=${total}`)).body.message).toBe('No data found for this memberId');
    expect((await snapshot('&domain=INBOX')).status).toBe(404);
    expect(await snapshot('&domain=profile')).toMatchObject({ status: 400, body: { message: "Parameter 'domain' is invalid", status: 400 } });
    expect((await snapshot('&domain=PROFILE&count=50')).body.paging.count).toBe(10);
  });

  it('answers LinkedIn-Version 202312 only; the Member product\'s self-serve scope works the same [F-IDENTITY-012]', async () => {
    expect((await get('/rest/memberSnapshotData?q=criteria', token(), { ...RESTLI, 'linkedin-version': '202401' })).body).toEqual({ status: 426, code: 'NONEXISTENT_VERSION', message: 'Requested version 20240101 is not active' });
    expect((await get('/rest/memberSnapshotData?q=criteria', token(), { ...RESTLI, 'linkedin-version': '202311' })).status).toBe(426);
    expect((await get('/rest/memberSnapshotData?q=criteria', token(), RESTLI)).body.code).toBe('VERSION_MISSING');
    expect((await snapshot('', token(TOVE, 'self-app'))).status).toBe(200);
  });
});

describe('who may use it', () => {
  it('a member outside the EEA and Switzerland: no token at consent (dialog, admin), and LinkedIn\'s 403 for one made anyway [F-IDENTITY-013]', async () => {
    expect(() => kit.service.admin.issueToken({ memberId: GRACE, apiKey: 'dma-app', scopes: DMA })).toThrow(/available only to members located in the European Economic Area and Switzerland; Grace Hopper \(Lk4Hs8PzC3\) is located in 'US'/);
    expect(kit.service.admin.issueToken({ memberId: TOVE, apiKey: 'dma-app', scopes: DMA }).access_token).toEqual(expect.any(String));
    kit.service.admin.autoApprove(GRACE, { once: true });
    const browser = new FakeBrowser();
    const authorize = `https://www.linkedin.com/oauth/v2/authorization?response_type=code&client_id=dma-app&redirect_uri=${encodeURIComponent('https://dma-app.example.test/back')}&scope=r_dma_portability_3rd_party&state=s`;
    const refused = await browser.followOnHost(await browser.get(authorize), authorize);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('You cannot share this data');
    expect(kit.service.admin.grants().filter((g) => g.memberId === GRACE)).toEqual([]);
    const snap = await snapshot('', token(GRACE));
    expect(snap).toMatchObject({ status: 403, body: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: memberSnapshotData.FINDER-criteria.20231201' } });
    expect(kit.service.admin.requests({ path: '/rest/memberSnapshotData' }).at(-1)!.notes).toContainEqual(expect.stringContaining("is located in 'US'"));
  });

  it('an app without either product, a token without a DMA scope: the 403 of the gate [F-IDENTITY-014]', async () => {
    expect((await snapshot('', kit.service.context.tokens.issue({ apiKey: 'plain-app', memberId: TOVE, scopes: DMA }).token)).status).toBe(403);
    expect((await snapshot('', kit.service.context.tokens.issue({ apiKey: 'dma-app', memberId: TOVE, scopes: ['r_liteprofile'] }).token)).status).toBe(403);
  });

  it('a token of DMA scopes alone gets 403 userinfo.GET.NO_VERSION on /v2/userinfo (linkedin-api-python-client#66) [F-IDENTITY-015]', async () => {
    const response = await fetch('https://api.linkedin.com/v2/userinfo', { headers: { authorization: `Bearer ${token(TOVE, 'self-app')}` } });
    expect([response.status, await response.json()]).toEqual([403, { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: userinfo.GET.NO_VERSION' }]);
  });
});

describe('GET /rest/memberChangeLogs?q=memberAndApplication', () => {
  const changes = (bearer: string, query = '') => get(`/rest/memberChangeLogs?q=memberAndApplication${query}`, bearer);
  const enc = encodeURIComponent;

  it('lists what the member did through this service since consenting, oldest first: a post, a comment, a reaction, a profile edit [F-IDENTITY-016]', async () => {
    const bearer = token();
    const me = `urn:li:person:${TOVE}`;
    const member = kit.service.context.tokens.issue({ apiKey: 'demo-api-key', memberId: TOVE, scopes: ['w_member_social'] }).token;
    const json = { 'content-type': 'application/json', ...RESTLI };
    const posted = await kit.call('/v2/ugcPosts', member, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ author: me, lifecycleState: 'PUBLISHED', specificContent: { 'com.linkedin.ugc.ShareContent': { shareCommentary: { text: 'Hello from Berlin' }, shareMediaCategory: 'NONE' } }, visibility: { 'com.linkedin.ugc.MemberNetworkVisibility': 'PUBLIC' } }),
    });
    const urn = posted.headers.get('x-restli-id')!;
    kit.service.admin.setClock({ advanceSeconds: 60 });
    expect((await kit.call(`/v2/socialActions/${enc(urn)}/comments`, member, { method: 'POST', headers: json, body: JSON.stringify({ actor: me, object: urn, message: { text: 'And a comment' } }) })).status).toBe(201);
    kit.service.admin.setClock({ advanceSeconds: 60 });
    expect((await kit.call(`/v2/socialActions/${enc(urn)}/likes`, member, { method: 'POST', headers: json, body: JSON.stringify({ actor: me, object: urn }) })).status).toBe(201);
    kit.service.admin.setClock({ advanceSeconds: 60 });
    // A profile edit: a certification added through an Add to Profile link.
    const browser = new FakeBrowser();
    const link = 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Data%20Portability&organizationId=1001';
    const login = await (await browser.get(link)).text();
    const signedIn = await browser.submit(login, link, 'login', { session_key: 'tove.moreau@example.com', session_password: 'demo-password' });
    const form = await (await browser.get(new URL(signedIn.headers.get('location')!, link).href)).text();
    expect((await browser.submit(form, link, 'save', { name: 'Data Portability', organization: 'Difference Works' })).status).toBe(200);

    const log = await changes(bearer);
    expect(log.status).toBe(200);
    expect(log.body.elements.map((e: any) => [e.resourceName, e.method])).toEqual([['ugcPosts', 'CREATE'], ['socialActions/comments', 'CREATE'], ['socialActions/likes', 'CREATE'], ['people/certifications', 'CREATE']]);
    const [post, comment, like, certification] = log.body.elements;
    expect(post).toMatchObject({
      owner: me, actor: me, resourceId: urn, resourceUri: `/ugcPosts/${urn}`, capturedAt: TODAY_NOW, processedAt: TODAY_NOW, activityStatus: 'SUCCESS', configVersion: 1,
      activity: { author: me, specificContent: { 'com.linkedin.ugc.ShareContent': { shareCommentary: { text: 'Hello from Berlin' }, shareMediaCategory: 'NONE' } }, visibility: { 'com.linkedin.ugc.MemberNetworkVisibility': 'PUBLIC' } },
    });
    expect(comment.activity).toMatchObject({ actor: me, message: { text: 'And a comment' }, object: expect.stringMatching(/^urn:li:activity:/) });
    expect(like.activity).toMatchObject({ actor: me, object: urn, reactionType: 'LIKE' });
    expect(certification.activity).toMatchObject({ name: { localized: { en_US: 'Data Portability' } } });
    // startTime is inclusive: the last processedAt again brings that event back, and what follows it.
    expect((await changes(bearer, `&startTime=${like.processedAt}`)).body.elements.map((e: any) => e.id)).toEqual([like.id, certification.id]);
    expect((await changes(bearer, '&count=2')).body.elements).toHaveLength(2);
  });

  it('keeps 28 days; refuses a count out of 1..50 and a bad startTime in sentences; starts at the consent [F-IDENTITY-016]', async () => {
    const earlier = token();
    kit.service.context.portability.record(TOVE, 'DELETE', { resource: 'share', record: { id: 's1', authorId: TOVE, visibility: 'anyone', timestamp: TODAY_NOW } }, TODAY_NOW);
    expect((await changes(earlier)).body.elements).toHaveLength(1);
    kit.service.admin.setClock({ advanceSeconds: 29 * 86_400 });
    expect((await changes(earlier)).body.elements).toEqual([]);
    expect((await changes(earlier, '&count=51')).body.message).toBe('count must be a whole number from 1 to 50; LinkedIn recommends count=10.');
    expect((await changes(earlier, '&count=0')).status).toBe(400);
    expect((await changes(earlier, '&startTime=yesterday')).status).toBe(400);
    // A change made before another app's member consented is not in that app's log.
    kit.service.context.portability.record(TOVE, 'DELETE', { resource: 'share', record: { id: 's2', authorId: TOVE, visibility: 'anyone', timestamp: 0 } }, kit.service.context.clock.now());
    kit.service.admin.setClock({ advanceSeconds: 60 });
    expect((await changes(token(TOVE, 'self-app'))).body.elements).toEqual([]);
    expect((await changes(earlier)).body.elements.map((e: any) => [e.method, e.activity])).toEqual([['DELETE', {}]]);
  });
});

describe('/rest/memberAuthorizations', () => {
  it('GET finds the member registered since their consent; POST {} registers, 201; a body with fields is refused [F-IDENTITY-017]', async () => {
    const bearer = token();
    const found = await get('/rest/memberAuthorizations?q=memberAndApplication', bearer);
    expect(found.body).toEqual({
      elements: [{ memberComplianceAuthorizationKey: { developerApplication: expect.stringMatching(/^urn:li:developerApplication:\d+$/), member: `urn:li:person:${TOVE}` }, regulatedAt: TODAY_NOW, memberComplianceScopes: ['DMA'] }],
    });
    const post = (body: unknown) => kit.call('/rest/memberAuthorizations', bearer, { method: 'POST', headers: { ...V202312, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const created = await post({});
    expect([created.status, created.headers.get('x-restli-id')]).toEqual([201, expect.stringMatching(/^\(developerApplication:urn%3Ali%3AdeveloperApplication%3A\d+,member:urn%3Ali%3Aperson%3AKYak8FlmEb\)$/)]);
    const wrong = await post({ clientApplicationId: 'dma-app', memberConsent: { purpose: 'import' } });
    expect([wrong.status, ((await wrong.json()) as { message: string }).message]).toEqual([422, 'ERROR :: /clientApplicationId :: unrecognized field found but not allowed\n']);
  });
});
