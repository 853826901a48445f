// Round five #4 (docs/security.md has what it cost): each repeat of a post URN in shares=List(…) /
// ugcPosts=List(…) added one element per day of timeIntervals. Now a URN named again is the same post, a list is measured before it is
// read (STATISTICS_POSTS_MAX), buckets × posts is bounded (STATISTICS_ELEMENTS_MAX), and every
// element's numbers come from one pass over the store; beyond, a 400 that says what to change.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import type { Scope } from '../../scopes.js';
import { STATISTICS_ELEMENTS_MAX, STATISTICS_POSTS_MAX } from '../../defaults.js';
import { REST, TODAY_NOW } from '../../../test/support/today.js';

const DAY = 86_400_000;
const ADA = 'aZ3kq9XbW1';
const kit = useServiceKit({ now: TODAY_NOW, fixtures: { companies: [{ id: '9500', name: 'Counted Works', admins: [ADA], followers: [ADA] }] } });

const ORG_SCOPES: Scope[] = ['r_organization_admin', 'rw_organization_admin', 'w_organization_social', 'r_organization_social'];
const ORG = encodeURIComponent('urn:li:organization:9500');
const STATISTICS = `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${ORG}`;

async function pagePost(token: string, commentary: string): Promise<string> {
  const response = await kit.call('/rest/posts', token, {
    method: 'POST',
    headers: { ...REST, 'content-type': 'application/json' },
    body: JSON.stringify({ author: 'urn:li:organization:9500', commentary, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
  });
  expect(response.status).toBe(201);
  return response.headers.get('x-restli-id')!;
}
const get = async (path: string, token: string, init: RequestInit = {}) => {
  const response = await kit.call(path, token, { ...init, headers: { ...REST, ...(init.headers as Record<string, string>) } });
  return { status: response.status, body: (await response.json()) as any };
};
const days = (count: number) => `(timeRange:(start:${TODAY_NOW - count * DAY},end:${TODAY_NOW}),timeGranularityType:DAY)`;

describe('share statistics of given posts are bounded', () => {
  it('a URN named again is the same post: one element per bucket, not one per repeat', async () => {
    const ada = kit.token(ORG_SCOPES, ADA);
    const urn = await pagePost(ada, 'Counted once');
    const repeated = `List(${Array(100).fill(encodeURIComponent(urn)).join(',')})`;
    const answer = await get(`${STATISTICS}&shares=${repeated}&timeIntervals=${days(30)}`, ada);
    expect(answer.status).toBe(200);
    expect(answer.body.elements).toHaveLength(30);
    const lifetime = await get(`${STATISTICS}&shares=${repeated}`, ada);
    expect(lifetime.body.elements).toHaveLength(1);
  });

  it('more posts than STATISTICS_POSTS_MAX, in one list or two, or more elements than STATISTICS_ELEMENTS_MAX: a 400 saying what to change', async () => {
    const ada = kit.token(ORG_SCOPES, ADA);
    const urn = encodeURIComponent(await pagePost(ada, 'Counted too often'));
    const many = await get(`${STATISTICS}&shares=List(${Array(STATISTICS_POSTS_MAX + 1).fill(urn).join(',')})`, ada);
    expect(many).toEqual({ status: 400, body: expect.objectContaining({ status: 400, message: `Share statistics take at most ${STATISTICS_POSTS_MAX} posts in shares=List(…) and ugcPosts=List(…) together, not ${STATISTICS_POSTS_MAX + 1}; ask for the others in another call.` }) });
    const ugc = encodeURIComponent(decodeURIComponent(urn).replace(':share:', ':ugcPost:'));
    const both = await get(`${STATISTICS}&shares=List(${Array(60).fill(urn).join(',')})&ugcPosts=List(${Array(60).fill(ugc).join(',')})`, ada);
    expect([both.status, both.body.message]).toEqual([400, expect.stringContaining('not 120')]);

    const posts = await Promise.all(Array.from({ length: 20 }, (_, i) => pagePost(ada, `Post ${i}`)));
    const list = `List(${posts.map(encodeURIComponent).join(',')})`;
    const wide = await get(`${STATISTICS}&shares=${list}&timeIntervals=${days(400)}`, ada);
    expect([wide.status, wide.body.message]).toEqual([400, `This call would answer 8000 elements (400 days × 20 posts); at most ${STATISTICS_ELEMENTS_MAX} are answered. Name fewer posts, or ask for a shorter range or a coarser timeGranularityType.`]);
    const narrow = await get(`${STATISTICS}&shares=${list}&timeIntervals=${days(200)}`, ada);
    expect([narrow.status, narrow.body.elements.length]).toEqual([200, 4000]);
  });

  it('a tunnelled call of 195 KB naming one post thousands of times is the same 400 (its time: npm run bench)', async () => {
    const ada = kit.token(ORG_SCOPES, ADA);
    const urn = encodeURIComponent(await pagePost(ada, 'Tunnelled'));
    const body = `q=organizationalEntity&organizationalEntity=${ORG}&timeIntervals=${days(400)}&shares=List(${Array(Math.ceil(195_000 / (urn.length + 1))).fill(urn).join(',')})`;
    expect(body.length).toBeGreaterThan(195_000);
    const answer = await get('/rest/organizationalEntityShareStatistics', ada, { method: 'POST', headers: { 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(/^Share statistics take at most/)]);
  });
});
