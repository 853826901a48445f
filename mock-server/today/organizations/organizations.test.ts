import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import type { Scope } from '../../scopes.js';
import { postNumber, shareOfNumber } from '../../store/postNumbers.js';
import { REST, TODAY_NOW } from '../../../test/support/today.js';

const DAY = 86_400_000;
const ADA = 'aZ3kq9XbW1';
const CHARLES = 'Qm7Rt2VdN8';
const REVA = 'rEv0k3dAdm';
const kit = useServiceKit({
  now: TODAY_NOW,
  fixtures: {
    members: [{ id: REVA, email: 'reva@example.com', password: 'reva-password', firstName: 'Reva', lastName: 'Revoked' }],
    companies: [
      { id: '9300', name: 'Revoked Co', pageRoles: [{ memberId: REVA, role: 'ADMINISTRATOR', state: 'REVOKED' }] },
      // Followers and roles given here; its only updates are the posts the tests make.
      // Reva's profile says nothing of her work or place: her follower facets are derived from her id.
      { id: '9400', name: 'Facet Works', admins: [ADA], followers: [ADA, REVA] },
      { id: '9200', name: 'Engine Works', admins: [ADA], followers: [CHARLES, ADA], pageRoles: [{ memberId: CHARLES, role: 'ADMINISTRATOR', state: 'REVOKED' }, { memberId: CHARLES, role: 'CURATOR' }] },
    ],
  },
});

const ORG_SCOPES: Scope[] = ['r_organization_admin', 'rw_organization_admin', 'w_organization_social', 'r_organization_social', 'rw_company_admin'];
const get = async (path: string, token: string) => {
  const response = await kit.call(path, token, { headers: REST });
  return { status: response.status, body: (await response.json()) as any };
};
const ORG = encodeURIComponent('urn:li:organization:9200');

describe('organizationAcls and the legacy organizationalEntityAcls', () => {
  it('role and state filters, paging, the admins of a page (ADMINISTRATORs only) [F-PAGES-001]', async () => {
    const charles = kit.token(ORG_SCOPES, CHARLES);
    const all = await get('/rest/organizationAcls?q=roleAssignee', charles);
    expect(all.body.elements.filter((e: any) => e.organization === 'urn:li:organization:9200').map((e: any) => `${e.role}/${e.state}`)).toEqual(['ADMINISTRATOR/REVOKED', 'CURATOR/APPROVED']);
    expect((await get('/rest/organizationAcls?q=roleAssignee&state=REVOKED', charles)).body.elements).toHaveLength(1);
    expect((await get('/rest/organizationAcls?q=roleAssignee&role=CONTENT_ADMIN', charles)).body).toEqual({ message: "Parameter 'role' is invalid", status: 400 });
    const paged = await get('/rest/organizationAcls?q=roleAssignee&start=1&count=1', charles);
    expect(paged.body.paging).toMatchObject({ start: 1, count: 1, total: all.body.elements.length });
    // Decorating the page of a REVOKED assignment aborts the enumeration (PipedreamHQ/pipedream#21823).
    expect((await get('/rest/organizationAcls?q=roleAssignee&projection=(elements*(organization~(localizedName)))', charles)).status).toBe(200);
    const ada = kit.token(ORG_SCOPES, ADA);
    const admins = await get(`/rest/organizationAcls?q=organization&organization=${ORG}`, ada);
    expect(admins.body.elements.map((e: any) => e.roleAssignee)).toEqual([`urn:li:person:${ADA}`, `urn:li:person:${CHARLES}`, `urn:li:person:${CHARLES}`]);
    expect((await get(`/rest/organizationAcls?q=organization&organization=${ORG}`, charles)).status).toBe(403);
    const legacy = await get('/v2/organizationalEntityAcls?q=roleAssignee&state=APPROVED&projection=(elements*(role,organizationalTarget~(localizedName,vanityName,logoV2(original~:playableStreams))))', ada);
    const mine = legacy.body.elements.find((e: any) => e.organizationalTarget === 'urn:li:organization:9200');
    expect(mine).toMatchObject({ role: 'ADMINISTRATOR', 'organizationalTarget~': { localizedName: 'Engine Works', vanityName: 'engine-works' } });
  });

  it('decorating a page whose assignment is not APPROVED (and no other role) is the ADMIN_ONLY 403 [F-PAGES-002]', async () => {
    const answer = await get('/rest/organizationAcls?q=roleAssignee&projection=(elements*(organization~(localizedName)))', kit.token(ORG_SCOPES, REVA));
    expect(answer).toEqual({ status: 403, body: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: "Viewer don't have permission to the ADMIN_ONLY VisibilityReduction for urn:li:organization:9300" } });
    // Without the decoration the assignment is listed.
    expect((await get('/rest/organizationAcls?q=roleAssignee', kit.token(ORG_SCOPES, REVA))).body.elements).toEqual([
      { roleAssignee: `urn:li:person:${REVA}`, role: 'ADMINISTRATOR', state: 'REVOKED', organization: 'urn:li:organization:9300' },
    ]);
  });

  it('without an organization scope, or with a token of an app without the product: 403 ACCESS_DENIED [F-PAGES-003]', async () => {
    const answer = await get('/rest/organizationAcls?q=roleAssignee', kit.token(['w_member_social'], ADA));
    expect(answer).toEqual({ status: 403, body: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: organizationAcls.FINDER.20261101' } });
  });
});

describe('statistics', () => {
  it("share statistics sum as v1's company-statistics do; follower gains add up to the follower count [F-PAGES-004]", async () => {
    const ada = kit.token(ORG_SCOPES, ADA);
    for (const text of ['One', 'Two']) {
      const response = await kit.call('/rest/posts', ada, {
        method: 'POST',
        headers: { ...REST, 'content-type': 'application/json' },
        body: JSON.stringify({ author: 'urn:li:organization:9200', commentary: text, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
      });
      expect(response.status).toBe(201);
    }
    const lifetime = await get(`/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${ORG}`, ada);
    const v1 = await kit.getJson('/v1/companies/9200/company-statistics', ada);
    const months = v1.body.statusUpdateStatistics.viewsByMonth.values as { impressions: number; clicks: number; likes: number; comments: number }[];
    const sum = (key: 'impressions' | 'clicks' | 'likes' | 'comments') => months.reduce((n, m) => n + m[key], 0);
    expect(lifetime.body.elements[0].totalShareStatistics).toMatchObject({ impressionCount: sum('impressions'), clickCount: sum('clicks'), likeCount: sum('likes'), commentCount: sum('comments') });
    expect(lifetime.body.elements[0].totalShareStatistics.impressionCount).toBe(2 * 2 * 3);

    const year = `(timeRange:(start:${TODAY_NOW - 360 * DAY},end:${TODAY_NOW}),timeGranularityType:MONTH)`;
    const gains = await get(`/rest/organizationalEntityFollowerStatistics?q=organizationalEntity&organizationalEntity=${ORG}&timeIntervals=${year}`, ada);
    expect(gains.body.elements.reduce((n: number, e: any) => n + e.followerGains.organicFollowerGain, 0)).toBe(v1.body.followStatistics.count);
    const size = await get(`/rest/networkSizes/${ORG}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`, ada);
    expect(size.body.firstDegreeSize).toBe(v1.body.followStatistics.count);
    const pages = await get(`/v2/organizationPageStatistics?q=organization&organization=${ORG}&timeIntervals=(timeRange:(start:${TODAY_NOW - 2 * DAY},end:${TODAY_NOW}),timeGranularityType:DAY)`, ada);
    expect(pages.body.elements).toHaveLength(2);
    expect(pages.body.elements[1].totalPageStatistics.views.allPageViews.pageViews).toBeGreaterThan(0);
  });

  it("lifetime follower facets: every facet totals the follower count; countries agree with v1's company-statistics; a follower without profile data is derived from the member id [F-PAGES-005]", async () => {
    const ada = kit.token(ORG_SCOPES, ADA);
    const facets = ['followerCountsBySeniority', 'followerCountsByFunction', 'followerCountsByStaffCountRange', 'followerCountsByGeoCountry', 'followerCountsByGeo'];
    const total = (list: any[]) => list.reduce((n: number, e: any) => n + e.followerCounts.organicFollowerCount, 0);
    // 1001: the default data set's Difference Works, its followers members of the data set.
    const lifetime = await get(`/rest/organizationalEntityFollowerStatistics?q=organizationalEntity&organizationalEntity=${encodeURIComponent('urn:li:organization:1001')}`, ada);
    const [element] = lifetime.body.elements;
    const size = (await get(`/rest/networkSizes/${encodeURIComponent('urn:li:organization:1001')}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`, ada)).body.firstDegreeSize;
    expect(size).toBeGreaterThan(5);
    for (const facet of facets) expect(total(element[facet]), facet).toBe(size);
    expect(element.followerCountsBySeniority[0]).toEqual({ seniority: expect.stringMatching(/^urn:li:seniority:([1-9]|10)$/), followerCounts: { organicFollowerCount: expect.any(Number), paidFollowerCount: 0 } });
    expect(element.followerCountsByFunction.every((e: any) => /^urn:li:function:\d+$/.test(e.function))).toBe(true);
    expect(element.followerCountsByStaffCountRange.every((e: any) => /^SIZE_(1|\d+_TO_\d+|10001_OR_MORE)$/.test(e.staffCountRange))).toBe(true);
    expect(element.followerCountsByGeo.every((e: any) => /^urn:li:geo:\d+$/.test(e.geo))).toBe(true);
    // Most followers first.
    const counts = element.followerCountsByGeoCountry.map((e: any) => e.followerCounts.organicFollowerCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    // Countries: v1 counts each follower's location.country.code; the geo URNs count the same people.
    const v1 = await kit.getJson('/v1/companies/1001/company-statistics', ada);
    const byCode = Object.fromEntries((v1.body.followStatistics.countries.values as { entryKey: string; entryValue: number }[]).map((c) => [c.entryKey, Number(c.entryValue)]));
    const geoOf: Record<string, string> = { gb: '101165590', us: '103644278', fr: '105015875', de: '101282230', ca: '101174742', nl: '102890719', se: '105117694', in: '102713980', ng: '105365761' };
    expect(Object.fromEntries(element.followerCountsByGeoCountry.map((e: any) => [e.geo, e.followerCounts.organicFollowerCount]))).toEqual(
      Object.fromEntries(Object.entries(byCode).map(([code, n]) => [`urn:li:geo:${geoOf[code]}`, n])),
    );

    // Ada: "Analyst of engines" at Difference Works, in Greater London. Reva: nothing, so derived, the same each time.
    const facetsOf9400 = async () => (await get(`/rest/organizationalEntityFollowerStatistics?q=organizationalEntity&organizationalEntity=${encodeURIComponent('urn:li:organization:9400')}`, ada)).body.elements[0];
    const small = await facetsOf9400();
    for (const facet of facets) expect(total(small[facet]), facet).toBe(2);
    expect(small.followerCountsByGeo.map((e: any) => e.geo)).toContain('urn:li:geo:90004573');
    expect(small.followerCountsByGeoCountry.map((e: any) => e.geo)).toContain('urn:li:geo:101165590');
    expect(small.followerCountsByFunction.map((e: any) => e.function)).toContain('urn:li:function:24');
    expect(await facetsOf9400()).toEqual(small);
  });

  it('given posts with timeIntervals: one element per day and post, the numbers on the day it was published (ebx-linkedin-sdk sends both) [F-PAGES-006]', async () => {
    const ada = kit.token(ORG_SCOPES, ADA);
    const response = await kit.call('/rest/posts', ada, {
      method: 'POST',
      headers: { ...REST, 'content-type': 'application/json' },
      body: JSON.stringify({ author: 'urn:li:organization:9200', commentary: 'Counted by day', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
    });
    const urn = response.headers.get('x-restli-id')!;
    const days = `(timeRange:(start:${TODAY_NOW - DAY},end:${TODAY_NOW + DAY}),timeGranularityType:DAY)`;
    const answer = await get(`/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${ORG}&shares=List(${encodeURIComponent(urn)})&timeIntervals=${days}`, ada);
    expect(answer.status).toBe(200);
    expect(answer.body.elements.map((e: any) => [e.share, e.timeRange.start, e.totalShareStatistics.impressionCount])).toEqual([
      [urn, TODAY_NOW - DAY, 0],
      [urn, TODAY_NOW, 2 * 3],
    ]);
  });

  it("a malformed timeIntervals is LinkedIn's 400; a range of 14 months or more its own message [F-PAGES-007]", async () => {
    const ada = kit.token(ORG_SCOPES, ADA);
    for (const bad of ['timeRange:(start=1,end=2),timeGranularityType:DAY', '(timeRange:(start:x,end:2),timeGranularityType:DAY)', '(timeRange:(start:1,end:2),timeGranularityType:HOUR)', '(timeRange:(start:1,end:2)']) {
      const answer = await get(`/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${ORG}&timeIntervals=${bad}`, ada);
      expect(answer, bad).toEqual({ status: 400, body: { message: "Parameter 'timeIntervals' is invalid", status: 400 } });
    }
    const long = await get(`/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${ORG}&timeIntervals.timeGranularityType=DAY&timeIntervals.timeRange.start=1451606400000&timeIntervals.timeRange.end=1683504000000`, ada);
    expect(long.body.message).toBe('Invalid timeIntervals parameter [{timeGranularityType=DAY, timeRange={start=1451606400000, end=1683504000000}}]. Start time and end time must be less than 14 months apart.');
  });
});

describe('posting as a page on /v2/ugcPosts', () => {
  it('a page admin posts publicly; connections-only is refused; without w_organization_social the [/author] 403 [F-PAGES-008]', async () => {
    const body = (visibility: string) => ({
      author: 'urn:li:organization:9200',
      lifecycleState: 'PUBLISHED',
      specificContent: { 'com.linkedin.ugc.ShareContent': { shareCommentary: { text: 'From the page' }, shareMediaCategory: 'NONE' } },
      visibility: { 'com.linkedin.ugc.MemberNetworkVisibility': visibility },
    });
    const send = (token: string, visibility = 'PUBLIC') => kit.call('/v2/ugcPosts', token, { method: 'POST', headers: { 'content-type': 'application/json', 'x-restli-protocol-version': '2.0.0' }, body: JSON.stringify(body(visibility)) });
    const ok = await send(kit.token(ORG_SCOPES, ADA));
    expect(ok.status).toBe(201);
    const urn = ok.headers.get('x-restli-id')!;
    expect(shareOfNumber(kit.service.context.network, 'post', urn.split(':').pop()!)).toMatchObject({ companyId: '9200', comment: 'From the page' });
    expect((await send(kit.token(ORG_SCOPES, ADA), 'CONNECTIONS')).status).toBe(422);
    const memberOnly = await send(kit.token(['w_member_social'], ADA));
    expect([memberOnly.status, ((await memberOnly.json()) as any).message]).toEqual([403, 'Field Value validation failed in REQUEST_BODY: Data Processing Exception while processing fields [/author]']);
    // A CURATOR may not post.
    expect((await send(kit.token(ORG_SCOPES, CHARLES))).status).toBe(403);
  });
});

describe("a page's posts on /rest/posts", () => {
  const post = (token: string, commentary: string) =>
    kit.call('/rest/posts', token, {
      method: 'POST',
      headers: { ...REST, 'content-type': 'application/json' },
      body: JSON.stringify({ author: 'urn:li:organization:9200', commentary, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
    });
  const remove = (token: string, urn: string) => kit.call(`/rest/posts/${encodeURIComponent(urn)}`, token, { method: 'DELETE', headers: { ...REST, 'x-restli-method': 'DELETE' } });

  it("the same post twice by the page is LinkedIn's 422 DUPLICATE_POST naming the first [F-PAGES-009]", async () => {
    const first = await post(kit.token(ORG_SCOPES, ADA), 'Page news, once');
    expect(first.status).toBe(201);
    const again = await post(kit.token(ORG_SCOPES, ADA), 'Page news, once');
    expect(again.status).toBe(422);
    expect(((await again.json()) as any).errorDetails.inputErrors[0].code).toBe('DUPLICATE_POST');
  });

  it("a member who may post as the page deletes its post; a CURATOR, or a token without w_organization_social, gets LinkedIn's partner-gate 403 [F-PAGES-010]", async () => {
    const created = await post(kit.token(ORG_SCOPES, ADA), 'Page news, short-lived');
    const urn = created.headers.get('x-restli-id')!;
    const refused = { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: partnerApiPostsExternal.DELETE.20261101' };
    const curator = await remove(kit.token(ORG_SCOPES, CHARLES), urn);
    expect([curator.status, await curator.json()]).toEqual([403, refused]);
    const memberOnly = await remove(kit.token(['w_member_social'], ADA), urn);
    expect([memberOnly.status, await memberOnly.json()]).toEqual([403, refused]);
    expect((await remove(kit.token(ORG_SCOPES, ADA), urn)).status).toBe(204);
    expect(kit.service.context.network.shares.has(urn.split(':').pop()!)).toBe(false);
  });
});

describe('networkSizes: the edgeType renamed in 202305 (issue 47, row 9)', () => {
  it('refuses CompanyFollowedByMember from version 202305 on /rest; reads it on earlier versions and on /v2 [F-PAGES-025]', async () => {
    const ada = kit.token(ORG_SCOPES, ADA);
    const old = (path: string, headers: Record<string, string>) => kit.call(path, ada, { headers }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const refused = await old(`/rest/networkSizes/${ORG}?edgeType=CompanyFollowedByMember`, REST);
    expect(refused).toEqual({ status: 400, body: { message: "Parameter 'edgeType' is invalid", status: 400 } });
    expect((await old(`/v2/networkSizes/${ORG}?edgeType=CompanyFollowedByMember`, {})).body).toEqual({ firstDegreeSize: 2 });
    // A clock in May 2023: version 202304 still reads the old spelling, 202305 refuses it.
    kit.service.admin.setClock({ now: Date.UTC(2023, 4, 15) });
    expect((await old(`/rest/networkSizes/${ORG}?edgeType=CompanyFollowedByMember`, { ...REST, 'linkedin-version': '202304' })).body).toEqual({ firstDegreeSize: 2 });
    expect((await old(`/rest/networkSizes/${ORG}?edgeType=CompanyFollowedByMember`, { ...REST, 'linkedin-version': '202305' })).status).toBe(400);
    expect((await old(`/rest/networkSizes/${ORG}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`, { ...REST, 'linkedin-version': '202304' })).body).toEqual({ firstDegreeSize: 2 });
  });
});

describe('share statistics keep the past 12 months only (issue 47, row 11)', () => {
  it("lifetime sums the posts of the rolling window; a post or a bucket before it counts nothing; the window rolls with the clock [F-PAGES-020]", async () => {
    const ada = kit.token(ORG_SCOPES, ADA);
    const DIFFERENCE_WORKS = encodeURIComponent('urn:li:organization:1001');
    const company = kit.service.context.network.companies.get('1001')!;
    const perPost = Math.max(company.followers.length, 1) * 3;
    // The data set's posts of Difference Works are 18 months old and more: outside the window.
    const seeded = [...kit.service.context.network.shares.values()].filter((share) => share.companyId === '1001');
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((share) => share.timestamp < TODAY_NOW - 365 * DAY)).toBe(true);
    const lifetime = async () => (await get(`/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${DIFFERENCE_WORKS}`, ada)).body.elements[0].totalShareStatistics;
    expect(await lifetime()).toMatchObject({ impressionCount: 0, clickCount: 0, likeCount: 0, commentCount: 0, shareCount: 0 });
    const posted = await kit.call('/rest/posts', ada, {
      method: 'POST',
      headers: { ...REST, 'content-type': 'application/json' },
      body: JSON.stringify({ author: 'urn:li:organization:1001', commentary: 'Inside the window', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
    });
    const urn = posted.headers.get('x-restli-id')!;
    expect((await lifetime()).impressionCount).toBe(perPost);
    // A seeded post named: its element, with nothing counted; the new post's numbers.
    const old = `urn:li:share:${postNumber(seeded[0]!.id)}`;
    const named = await get(`/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${DIFFERENCE_WORKS}&shares=List(${encodeURIComponent(old)},${encodeURIComponent(urn)})`, ada);
    expect(named.body.elements.map((e: any) => [e.share, e.totalShareStatistics.impressionCount])).toEqual([[old, 0], [urn, perPost]]);
    // Thirteen months by month: the buckets before the window count nothing.
    const range = `(timeRange:(start:${Date.UTC(2025, 9, 1)},end:${TODAY_NOW + DAY}),timeGranularityType:MONTH)`;
    const months = (await get(`/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${DIFFERENCE_WORKS}&timeIntervals=${range}`, ada)).body.elements;
    expect(months.reduce((n: number, e: any) => n + e.totalShareStatistics.impressionCount, 0)).toBe(perPost);
    // Thirteen months later the new post is out of the window too.
    kit.service.admin.setClock({ now: TODAY_NOW + 400 * DAY });
    const later = kit.token(ORG_SCOPES, ADA);
    expect((await kit.call(`/v2/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${DIFFERENCE_WORKS}`, later).then((r) => r.json())).elements[0].totalShareStatistics.impressionCount).toBe(0);
  });
});

describe('page statistics: clicks and the facets of lifetime statistics (issue 47, absent until now)', () => {
  it('lifetime: views and careers page clicks, and the views by seniority, function, staff count range, industry, country and region, each totalling allPageViews [F-PAGES-024]', async () => {
    const ada = kit.token(ORG_SCOPES, ADA);
    const DIFFERENCE_WORKS = encodeURIComponent('urn:li:organization:1001');
    const [element] = (await get(`/rest/organizationPageStatistics?q=organization&organization=${DIFFERENCE_WORKS}`, ada)).body.elements;
    const all = element.totalPageStatistics.views.allPageViews.pageViews;
    expect(all).toBeGreaterThan(0);
    const clicks = (n: number) => ({ careersPageBannerPromoClicks: Math.floor(n / 100), careersPageEmployeesClicks: Math.floor(n / 100), careersPagePromoLinksClicks: Math.floor(n / 100), careersPageJobsClicks: Math.floor(n / 20) });
    expect(element.totalPageStatistics.clicks).toEqual({
      careersPageClicks: clicks(element.totalPageStatistics.views.allDesktopPageViews.pageViews),
      mobileCareersPageClicks: clicks(element.totalPageStatistics.views.allMobilePageViews.pageViews),
    });
    const facets: [string, string, RegExp][] = [
      ['pageStatisticsBySeniority', 'seniority', /^urn:li:seniority:([1-9]|10)$/],
      ['pageStatisticsByFunction', 'function', /^urn:li:function:\d+$/],
      ['pageStatisticsByStaffCountRange', 'staffCountRange', /^SIZE_(1|\d+_TO_\d+|10001_OR_MORE)$/],
      ['pageStatisticsByIndustryV2', 'industryV2', /^urn:li:industry:\d+$/],
      ['pageStatisticsByGeoCountry', 'geo', /^urn:li:geo:\d+$/],
      ['pageStatisticsByGeo', 'geo', /^urn:li:geo:\d+$/],
    ];
    for (const [field, key, value] of facets) {
      const list = element[field] as any[];
      expect(list.length, field).toBeGreaterThan(0);
      expect(list.every((e) => value.test(e[key])), field).toBe(true);
      expect(list.reduce((n, e) => n + e.pageStatistics.views.allPageViews.pageViews, 0), field).toBe(all);
      // Most views first.
      const counts = list.map((e) => e.pageStatistics.views.allPageViews.pageViews);
      expect(counts, field).toEqual([...counts].sort((a, b) => b - a));
    }
    // Seniority, function and staff count range carry every view; industry and geography allPageViews alone (as live answers do).
    expect(Object.keys(element.pageStatisticsBySeniority[0].pageStatistics.views)).toEqual(['allPageViews', 'allDesktopPageViews', 'allMobilePageViews', 'overviewPageViews']);
    expect(Object.keys(element.pageStatisticsByGeo[0].pageStatistics.views)).toEqual(['allPageViews']);
    expect(element.pageStatisticsByTargetedContent).toEqual([]);
    // Time-bound statistics are not segmented, and carry their clicks.
    const days = await get(`/rest/organizationPageStatistics?q=organization&organization=${DIFFERENCE_WORKS}&timeIntervals=(timeRange:(start:${TODAY_NOW - 2 * DAY},end:${TODAY_NOW}),timeGranularityType:DAY)`, ada);
    expect(Object.keys(days.body.elements[0]).sort()).toEqual(['organization', 'timeRange', 'totalPageStatistics']);
    expect(days.body.elements[0].totalPageStatistics.clicks.careersPageClicks).toEqual(clicks(days.body.elements[0].totalPageStatistics.views.allDesktopPageViews.pageViews));
  });
});

describe("Organization Lookup's batch get", () => {
  // Public code calls /v2/organizations?ids=List(…)&projection=(results*(id,localizedName,…)) to name
  // the pages a member runs; LinkedIn's decoration guide writes a batch get's projection as
  // (results(*(…))) (https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/decoration).
  it('projects each page under results, as (results*(…)) and (results(*(…))) write it; (results*) and no projection answer every default field [F-RESTLI-030]', async () => {
    const ada = kit.token(ORG_SCOPES, ADA);
    const ids = 'ids=List(9200,9400)';
    for (const projection of ['(results*(id,localizedName))', '(results(*(id,localizedName)))', '(results*(id,localizedName),statuses,errors)']) {
      const answer = await get(`/rest/organizations?${ids}&projection=${encodeURIComponent(projection)}`, ada);
      expect(answer.status, projection).toBe(200);
      expect(answer.body.results, projection).toEqual({ '9200': { id: 9200, localizedName: 'Engine Works' }, '9400': { id: 9400, localizedName: 'Facet Works' } });
      expect(answer.body.statuses).toEqual({ '9200': 200, '9400': 200 });
    }
    const whole = await get(`/rest/organizations?${ids}`, ada);
    expect(Object.keys(whole.body.results['9200'])).toContain('vanityName');
    for (const projection of ['(results*)', '(results)', '(statuses)']) {
      expect((await get(`/rest/organizations?${ids}&projection=${encodeURIComponent(projection)}`, ada)).body.results, projection).toEqual(whole.body.results);
    }
    // Fields named without results mask each page, as before.
    expect((await get(`/rest/organizations?${ids}&projection=(localizedName)`, ada)).body.results['9400']).toEqual({ localizedName: 'Facet Works' });
  });
});
