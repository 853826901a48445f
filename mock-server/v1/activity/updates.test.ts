// Network updates, shares and current status: writes change state and show up where a user looks.
import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { useServiceKit } from '../../../test/support/serviceKit.js';

const kit = useServiceKit();
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
const CHARLES = 'Qm7Rt2VdN8'; // a first-degree connection of the demo member
const ALAN = 'Tw9Fj1YgE6'; // second degree

const jsonPost = (path: string, token: string, body: unknown, method = 'POST') =>
  kit.call(path, token, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-li-format': 'json' } });

describe('GET /v1/people/~/network/updates (rw_nus)', () => {
  it('newest first, paged, in the v1 shape', async () => {
    const { status, body } = await kit.getJson('/v1/people/~/network/updates?count=5', kit.token(['rw_nus']));
    expect(status).toBe(200);
    expect(body._total).toBeGreaterThan(100);
    expect(body.values).toHaveLength(5);
    const times = body.values.map((u: { timestamp: number }) => u.timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.values[0]).toMatchObject({ updateKey: expect.any(String), updateType: expect.any(String), updateContent: expect.any(Object) });
  });

  it('every update type, each with its real updateContent shape', async () => {
    const { body } = await kit.getJson('/v1/people/~/network/updates?count=250', kit.token(['rw_nus']));
    const more = await kit.getJson('/v1/people/~/network/updates?count=250&start=250', kit.token(['rw_nus']));
    const all = [...body.values, ...more.body.values];
    const byType = new Map<string, any>();
    for (const u of all) if (!byType.has(u.updateType)) byType.set(u.updateType, u);
    expect([...byType.keys()].sort()).toEqual(['APPM', 'APPS', 'CCEM', 'CMPY', 'CONN', 'JGRP', 'JOBP', 'MSFC', 'NCON', 'PICU', 'PREC', 'PRFX', 'PROF', 'SHAR', 'STAT', 'SVPR', 'VIRL']);
    const content = (type: string) => byType.get(type).updateContent;
    expect(content('CONN').person.connections.values[0]).toHaveProperty('apiStandardProfileRequest');
    expect(content('SHAR').person.currentShare).toMatchObject({ id: expect.any(String), visibility: { code: expect.any(String) }, source: { serviceProvider: { name: expect.any(String) } } });
    expect(content('STAT').person.currentStatus).toEqual(expect.any(String));
    expect(byType.get('PROF').updatedFields).toEqual({ _count: 2, values: [{ name: 'person/headline' }, { name: 'person/positions' }] });
    expect(content('PROF').person.positions._count).toBe(1);
    expect(content('JGRP').person.memberGroups.values[0]).toMatchObject({ id: expect.any(Number), siteGroupRequest: { url: expect.any(String) } });
    expect(content('APPM').person.personActivities.values[0]).toMatchObject({ appId: expect.any(String), body: expect.stringContaining('<a href=') });
    expect(content('VIRL').updateAction).toMatchObject({ action: { code: expect.stringMatching(/^(LIKE|COMMENT)$/) } });
    expect(content('PREC').person.recommendationsGiven.values[0]).toMatchObject({ recommendationType: { code: expect.any(String) }, recommendee: { id: expect.any(String) } });
    expect(content('SVPR').person.recommendationsReceived.values[0]).toHaveProperty('recommender.firstName');
    expect(content('MSFC')).toMatchObject({ company: { id: expect.any(Number) }, companyPersonUpdate: { action: { code: 'follow' } } });
    expect(content('JOBP').job).toMatchObject({ position: { title: expect.any(String) }, siteJobRequest: { url: expect.any(String) } });
    expect(content('CMPY').company).toEqual({ id: expect.any(Number), name: expect.any(String) });
    // Connections and likes of likes cannot be liked or commented on, and carry no like keys.
    expect(Object.keys(byType.get('CONN')).sort()).toEqual(['isCommentable', 'isLikable', 'timestamp', 'updateContent', 'updateKey', 'updateType']);
    const liked = all.find((u) => u.numLikes > 0);
    expect(liked.likes.values[0].person).toHaveProperty('firstName');
    const unliked = all.find((u) => u.isLikable && u.numLikes === 0);
    expect(unliked).not.toHaveProperty('likes');
    expect(unliked.updateComments).toBeDefined();
  });

  it('type filters, scope=self, and another member only with scope=self', async () => {
    const token = kit.token(['rw_nus']);
    const shares = await kit.getJson('/v1/people/~/network/updates?type=SHAR&type=CONN&count=250', token);
    // The CONN filter selects new connections of every kind (CONN, NCON, CCEM).
    expect(new Set(shares.body.values.map((u: { updateType: string }) => u.updateType))).toEqual(new Set(['SHAR', 'CONN', 'NCON', 'CCEM']));
    const filters = await kit.getJson('/v1/people/~/network/updates?type=PICT&type=RECU&count=100', token);
    expect(new Set(filters.body.values.map((u: { updateType: string }) => u.updateType))).toEqual(new Set(['PICU', 'PREC', 'SVPR']));
    const self = await kit.getJson('/v1/people/~/network/updates?scope=self', token);
    expect(self.body.values.every((u: { updateContent: { person: { id: string } } }) => u.updateContent.person.id === 'aZ3kq9XbW1')).toBe(true);
    expect((await kit.getJson(`/v1/people/id=${CHARLES}/network/updates`, token)).status).toBe(403);
    expect((await kit.getJson(`/v1/people/id=${CHARLES}/network/updates?scope=self`, token)).status).toBe(200);
    expect((await kit.getJson('/v1/people/~/network/updates?type=NOPE', token)).status).toBe(400);
    expect((await kit.getJson('/v1/people/~/network/updates?before=yesterday', token)).status).toBe(400);
  });

  it('field selectors on the update list', async () => {
    const { body } = await kit.getJson('/v1/people/~/network/updates:(update-key,update-type)?count=2', kit.token(['rw_nus']));
    expect(Object.keys(body.values[0])).toEqual(['updateKey', 'updateType']);
    expect((await kit.getJson('/v1/people/~/network/updates:(colour)', kit.token(['rw_nus']))).status).toBe(400);
  });

  it('XML: <updates total><update>…', async () => {
    const text = await (await kit.call('/v1/people/~/network/updates?count=1&start=0', kit.token(['rw_nus']))).text();
    const updates = xml.parse(text).updates;
    expect(updates['@_count']).toBe('1');
    expect(updates.update['update-key']).toBeTruthy();
  });

  it('needs rw_nus', async () => {
    expect((await kit.getJson('/v1/people/~/network/updates', kit.token(['r_basicprofile']))).status).toBe(403);
  });
});

describe('POST /v1/people/~/shares', () => {
  it('JSON share: 201, then it is the current share, in my updates and in a connection’s network updates, not a stranger’s', async () => {
    const share = {
      comment: 'Notes on the engine, annotated.',
      content: { title: 'Sketch of the Analytical Engine', 'submitted-url': 'https://notes.example/engine' },
      visibility: { code: 'anyone' },
    };
    const response = await jsonPost('/v1/people/~/shares', kit.token(['rw_nus']), share);
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.updateKey).toMatch(/^UNIU-aZ3kq9XbW1-\d{19}-SHARE$/);
    expect(created.updateUrl).toMatch(/^https:\/\//);
    expect(response.headers.get('location')).toContain(encodeURIComponent(created.updateKey));

    const mine = await kit.getJson('/v1/people/~/network/updates?scope=self&count=1', kit.token(['rw_nus']));
    expect(mine.body.values[0].updateKey).toBe(created.updateKey);
    expect(mine.body.values[0].updateContent.person.currentShare.comment).toBe(share.comment);

    const profile = await kit.getJson('/v1/people/~:(current-share:(comment,content:(title,submitted-url)))', kit.token(['r_basicprofile']));
    expect(profile.body.currentShare).toEqual({ comment: share.comment, content: { title: share.content.title, submittedUrl: share.content['submitted-url'] } });

    const friend = await kit.getJson('/v1/people/~/network/updates?type=SHAR&count=5', kit.token(['rw_nus'], CHARLES));
    expect(friend.body.values.map((u: { updateKey: string }) => u.updateKey)).toContain(created.updateKey);
    const stranger = await kit.getJson('/v1/people/~/network/updates?type=SHAR&count=50', kit.token(['rw_nus'], ALAN));
    expect((stranger.body.values ?? []).map((u: { updateKey: string }) => u.updateKey)).not.toContain(created.updateKey);
  });

  it('XML share', async () => {
    const body = '<share><comment>From XML</comment><visibility><code>connections-only</code></visibility></share>';
    const response = await kit.call('/v1/people/~/shares', kit.token(['rw_nus']), { method: 'POST', body, headers: { 'content-type': 'text/xml' } });
    expect(response.status).toBe(201);
    expect(xml.parse(await response.text()).update['update-key']).toMatch(/^UNIU-.*-SHARE$/);
  });

  it.each([
    [{ visibility: { code: 'anyone' } }, /needs a 'comment'/],
    [{ comment: 'x' }, /visibility/],
    [{ comment: 'x', visibility: { code: 'everyone' } }, /not a visibility code/],
    [{ comment: 'x'.repeat(701), visibility: { code: 'anyone' } }, /at most 700/],
    [{ content: { title: 't', submittedUrl: 'not a url' }, visibility: { code: 'anyone' } }, /absolute http/],
    [{ attribution: { share: { id: 'nope' } }, visibility: { code: 'anyone' } }, /no share with the id/],
  ])('refuses %j with a clear error', async (share, message) => {
    const response = await jsonPost('/v1/people/~/shares?format=json', kit.token(['rw_nus']), share);
    expect([400, 404]).toContain(response.status);
    expect((await response.json()).message).toMatch(message);
  });

  it('an element the share document does not have is the real 400; null members are absent', async () => {
    const token = kit.token(['rw_nus']);
    const misplaced = await jsonPost('/v1/people/~/shares?format=json', token, { comment: 'x', 'submitted-url': 'https://a.example/', visibility: { code: 'anyone' } });
    expect(misplaced.status).toBe(400);
    expect((await misplaced.json()).message).toMatch(/^Invalid xml \{Expected elements 'post-network-update id visibility .*' instead of 'submitted-url' here in element share\}\. Put 'submitted-url' inside 'content'\./);
    const typo = await jsonPost('/v1/people/~/shares?format=json', token, { comment: 'x', visibilty: { code: 'anyone' } });
    expect((await typo.json()).message).toContain("instead of 'visibilty'");
    const nulls = await jsonPost('/v1/people/~/shares?format=json', token, { comment: 'From Jackson', content: null, attribution: null, visibility: { code: 'anyone' } });
    expect(nulls.status).toBe(201);
  });

  it('bad JSON and bad XML bodies are 400s', async () => {
    const token = kit.token(['rw_nus']);
    const json = await kit.call('/v1/people/~/shares?format=json', token, { method: 'POST', body: '{"comment":', headers: { 'content-type': 'application/json', 'x-li-format': 'json' } });
    expect(json.status).toBe(400);
    const bad = await kit.call('/v1/people/~/shares?format=json', token, { method: 'POST', body: '<share><comment>x</share>', headers: { 'content-type': 'text/xml' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('not well-formed XML');
  });

  it('needs rw_nus (or w_share)', async () => {
    expect((await jsonPost('/v1/people/~/shares', kit.token(['r_basicprofile']), { comment: 'x', visibility: { code: 'anyone' } })).status).toBe(403);
    expect((await jsonPost('/v1/people/~/shares', kit.token(['w_share']), { comment: 'x', visibility: { code: 'anyone' } })).status).toBe(201);
  });
});

describe('PUT /v1/people/~/current-status', () => {
  it('a JSON string sets the status; it shows on the profile and as a STAT update', async () => {
    const response = await jsonPost('/v1/people/~/current-status', kit.token(['rw_nus']), 'Computing Bernoulli numbers', 'PUT');
    expect(response.status).toBe(204);
    const profile = await kit.getJson('/v1/people/~:(current-status)', kit.token(['r_basicprofile']));
    expect(profile.body.currentStatus).toBe('Computing Bernoulli numbers');
    const stat = await kit.getJson('/v1/people/~/network/updates?type=STAT&scope=self&count=1', kit.token(['rw_nus']));
    expect(stat.body.values[0].updateContent.person.currentStatus).toBe('Computing Bernoulli numbers');
  });

  it('XML <current-status>, and a JSON object is refused', async () => {
    const token = kit.token(['rw_nus']);
    const response = await kit.call('/v1/people/~/current-status', token, { method: 'PUT', body: '<current-status>From XML</current-status>' });
    expect(response.status).toBe(204);
    expect((await kit.getJson('/v1/people/~:(current-status)', token + '')).status).toBe(403); // rw_nus alone cannot read the profile
    expect((await jsonPost('/v1/people/~/current-status?format=json', token, { text: 'x' }, 'PUT')).status).toBe(400);
  });
});

describe('one update, its comments and likes', () => {
  it('PUT …/network/updates/key={key}/is-liked, then GET …/likes', async () => {
    const token = kit.token(['rw_nus']);
    const { body } = await kit.getJson('/v1/people/~/network/updates?type=SHAR&count=1', token);
    const key = body.values[0].updateKey;
    expect((await jsonPost(`/v1/people/~/network/updates/key=${key}/is-liked`, token, true, 'PUT')).status).toBe(204);
    const after = await kit.getJson(`/v1/people/~/network/updates/key=${key}`, token);
    expect(after.body).toMatchObject({ updateKey: key, isLiked: true });
    const likes = await kit.getJson(`/v1/people/~/network/updates/key=${key}/likes`, token);
    expect(likes.body.values.map((l: { person: { id: string } }) => l.person.id)).toContain('aZ3kq9XbW1');
    expect((await jsonPost('/v1/people/~/network/updates/key=nope/is-liked', token, true, 'PUT')).status).toBe(404);
    const conn = (await kit.getJson('/v1/people/~/network/updates?type=CONN&count=1', token)).body.values[0];
    expect((await jsonPost(`/v1/people/~/network/updates/key=${conn.updateKey}/is-liked`, token, true, 'PUT')).status).toBe(403);
  });

  it('POST …/update-comments adds a comment that the update and GET …/update-comments show', async () => {
    const token = kit.token(['rw_nus']);
    const { body } = await kit.getJson('/v1/people/~/network/updates?type=STAT&count=1', token);
    const key = body.values[0].updateKey;
    const response = await jsonPost(`/v1/people/~/network/updates/key=${key}/update-comments`, token, { comment: 'Bernoulli numbers next?' });
    expect(response.status).toBe(201);
    const comments = await kit.getJson(`/v1/people/~/network/updates/key=${key}/update-comments`, token);
    const last = comments.body.values[comments.body.values.length - 1];
    expect(last).toMatchObject({ comment: 'Bernoulli numbers next?', person: { id: 'aZ3kq9XbW1' }, sequenceNumber: comments.body._total - 1 });
    const update = await kit.getJson(`/v1/people/~/network/updates/key=${key}`, token);
    expect(update.body.updateComments._total).toBe(comments.body._total);
    const xmlBody = '<update-comment><comment>From XML</comment></update-comment>';
    expect((await kit.call(`/v1/people/~/network/updates/key=${key}/update-comments`, token, { method: 'POST', body: xmlBody })).status).toBe(201);
    expect((await jsonPost(`/v1/people/~/network/updates/key=${key}/update-comments`, token, { text: 'wrong name' })).status).toBe(400);
  });

  it('an update holds its newest five comments; the rest are a page of update-comments', async () => {
    const update = kit.service.context.network.updates.find((u) => u.comments.length > 5 && u.memberId && kit.service.context.network.connectionsOf('aZ3kq9XbW1').includes(u.memberId))!;
    const token = kit.token(['rw_nus']);
    const { body } = await kit.getJson(`/v1/people/~/network/updates/key=${update.key}`, token);
    expect(body.updateComments).toMatchObject({ _total: update.comments.length, _count: 5, _start: update.comments.length - 5 });
  });

  it('GET /v1/people/~/network/network-stats: first- and second-degree counts', async () => {
    const { body } = await kit.getJson('/v1/people/~/network/network-stats', kit.token(['r_network']));
    expect(body._total).toBe(2);
    expect(body.values[0]).toBe(130);
    expect(body.values[1]).toBeGreaterThan(130);
  });
});
