import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { useServiceKit } from '../../../test/support/serviceKit.js';

const kit = useServiceKit();
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
const token = () => kit.token(['rw_groups']);
const jsonSend = (path: string, t: string, body: unknown, method = 'POST') =>
  kit.call(path, t, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-li-format': 'json' } });

describe('groups (rw_groups)', () => {
  it('GET /v1/groups pages through the groups; GET /v1/groups/{id} with selectors', async () => {
    const { body } = await kit.getJson('/v1/groups?start=10&count=10', token());
    expect(body).toMatchObject({ _start: 10, _count: 2, _total: 12 });
    expect(body.values).toHaveLength(2);
    const group = await kit.getJson('/v1/groups/5001:(id,name,num-members,relation-to-viewer:(membership-state))', token());
    expect(group.body).toMatchObject({ id: '5001', name: 'Analytical Engine Enthusiasts', relationToViewer: { membershipState: { code: 'member' } } });
    expect((await kit.getJson('/v1/groups/404404', token())).status).toBe(404);
    expect((await kit.getJson('/v1/groups', kit.token(['r_basicprofile']))).status).toBe(403);
  });

  it('POST /v1/groups creates a group the caller owns (XML body)', async () => {
    const response = await kit.call('/v1/groups', token(), { method: 'POST', body: '<group><name>Difference Engine Builders</name><short-description>Gears</short-description></group>' });
    expect(response.status).toBe(201);
    const created = xml.parse(await response.text()).group;
    expect(created.name).toBe('Difference Engine Builders');
    const state = await kit.getJson(`/v1/groups/${created.id}:(relation-to-viewer)`, token());
    expect(state.body.relationToViewer.membershipState.code).toBe('owner');
    expect((await jsonSend('/v1/groups', token(), { shortDescription: 'no name' })).status).toBe(400);
  });

  it('posts: GET and POST /v1/groups/{id}/posts and /v1/posts, comments', async () => {
    const t = token();
    const created = await jsonSend('/v1/groups/5001/posts', t, { title: 'Engines and looms', summary: 'What can cards not do?' });
    expect(created.status).toBe(201);
    const post = await created.json();
    expect(post).toMatchObject({ title: 'Engines and looms', creator: { id: 'aZ3kq9XbW1' } });
    const list = await kit.getJson('/v1/groups/5001/posts:(id,title)?count=1', t);
    expect(list.body.values[0]).toEqual({ id: post.id, title: 'Engines and looms' });
    const feed = await kit.getJson('/v1/posts:(id)?count=1', t);
    expect(feed.body.values[0].id).toBe(post.id);
    const viaPosts = await jsonSend('/v1/posts', t, { title: 'Second', group: { id: '5002' } });
    expect(viaPosts.status).toBe(201);
    expect((await jsonSend('/v1/posts', t, { title: 'No group' })).status).toBe(400);
    expect((await kit.getJson(`/v1/posts/${post.id}`, t)).body.title).toBe('Engines and looms');
    const comment = await jsonSend(`/v1/posts/${post.id}/comments`, t, { text: 'Quite a lot, it turns out.' });
    expect(comment.status).toBe(201);
    expect((await kit.getJson(`/v1/posts/${post.id}/comments`, t)).body.values[0].text).toBe('Quite a lot, it turns out.');
  });

  it('only members post; closed groups hide their discussions from non-members', async () => {
    const t = token();
    const ctx = kit.service.context;
    const notMine = [...ctx.network.groups.values()].find((g) => !g.members.includes('aZ3kq9XbW1') && !g.isOpenToNonMembers)!;
    expect((await jsonSend(`/v1/groups/${notMine.id}/posts`, t, { title: 'Hello' })).status).toBe(403);
    expect((await kit.getJson(`/v1/groups/${notMine.id}/posts`, t)).status).toBe(403);
  });

  it('group memberships: list, join (shows in the list and as a JGRP update), get, leave', async () => {
    const t = kit.token(['rw_groups', 'rw_nus']);
    const before = await kit.getJson('/v1/people/~/group-memberships', t);
    const mine = before.body.values.map((m: { group: { id: string } }) => m.group.id);
    expect(before.body.values[0].membershipState.code).toMatch(/member|owner|manager/);
    const ctx = kit.service.context;
    const other = [...ctx.network.groups.values()].find((g) => !mine.includes(g.id))!;
    const join = await kit.call('/v1/people/~/group-memberships', t, {
      method: 'POST',
      body: `<group-membership><group><id>${other.id}</id></group><membership-state><code>member</code></membership-state></group-membership>`,
    });
    expect(join.status).toBe(201);
    const after = await kit.getJson('/v1/people/~/group-memberships:(group:(id))?count=50', t);
    expect(after.body.values.map((m: { group: { id: string } }) => m.group.id)).toContain(other.id);
    const update = await kit.getJson('/v1/people/~/network/updates?type=JGRP&scope=self&count=1', t);
    expect(update.body.values[0].updateContent.person.memberGroups.values[0].id).toBe(Number(other.id)); // a number inside JGRP updates (SS)
    expect((await kit.getJson(`/v1/people/~/group-memberships/${other.id}`, t)).body.membershipState.code).toBe('member');
    expect((await jsonSend('/v1/people/~/group-memberships', t, { group: { id: other.id } })).status).toBe(400);
    expect((await kit.call(`/v1/people/~/group-memberships/${other.id}`, t, { method: 'DELETE' })).status).toBe(204);
    expect((await kit.getJson(`/v1/people/~/group-memberships/${other.id}`, t)).status).toBe(404);
  });
});
