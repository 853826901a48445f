import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { useServiceKit } from '../../../test/support/serviceKit.js';

const kit = useServiceKit();
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false });

describe('GET /v1/people/~/connections', () => {
  it('lists at least 120 connections of the demo member, whole by default', async () => {
    const { status, body } = await kit.getJson('/v1/people/~/connections', kit.token(['r_network']));
    expect(status).toBe(200);
    expect(body._total).toBeGreaterThanOrEqual(120);
    expect(body.values).toHaveLength(body._total);
    expect(body._start).toBeUndefined();
    expect(Object.keys(body.values[0])).toEqual(expect.arrayContaining(['id', 'firstName', 'lastName', 'headline', 'pictureUrl', 'siteStandardProfileRequest']));
  });

  it('pages through with start/count until start + count >= _total', async () => {
    const token = kit.token(['r_network']);
    const seen: string[] = [];
    let total = Infinity;
    for (let start = 0; start < total; start += 50) {
      const { body } = await kit.getJson(`/v1/people/~/connections:(id)?start=${start}&count=50`, token);
      total = body._total;
      expect(body._start).toBe(start);
      // _count is the number of items returned (the last page is short).
      expect(body._count).toBe(Math.min(50, total - start));
      seen.push(...body.values.map((p: { id: string }) => p.id));
    }
    expect(new Set(seen).size).toBe(total);
    const last = await kit.getJson(`/v1/people/~/connections?start=${total - 3}&count=50`, token);
    expect(last.body.values).toHaveLength(3);
    const past = await kit.getJson(`/v1/people/~/connections?start=${total + 10}&count=5`, token);
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ _count: 0, _start: total + 10, _total: total });
    // A page that holds everything has no _count or _start, whatever count asked for.
    const whole = await kit.getJson('/v1/people/~/connections:(id)?start=0&count=500', token);
    expect(Object.keys(whole.body)).toEqual(['_total', 'values']);
  });

  it('XML: <connections total start count><person>…', async () => {
    const text = await (await kit.call('/v1/people/~/connections:(id,first-name)?start=2&count=2', kit.token(['r_network']))).text();
    const connections = xml.parse(text).connections;
    expect(connections['@_start']).toBe('2');
    expect(connections['@_count']).toBe('2');
    expect(Number(connections['@_total'])).toBeGreaterThanOrEqual(120);
    expect(connections.person).toHaveLength(2);
    expect(Object.keys(connections.person[0])).toEqual(['id', 'first-name']);
  });

  it('bad paging values and unknown fields are 400s', async () => {
    const token = kit.token(['r_network']);
    for (const query of ['start=-1', 'count=abc', 'count=501']) {
      expect((await kit.getJson(`/v1/people/~/connections?${query}`, token)).status).toBe(400);
    }
    expect((await kit.getJson('/v1/people/~/connections:(id,nickname)', token)).body.message).toContain('Unknown field {nickname} in resource {Person}');
  });

  it('modified-since and modified=new|updated keep the connections made or changed since then', async () => {
    const token = kit.token(['r_network']);
    const ctx = kit.service.context;
    const times = ctx.network.connectionsOf('aZ3kq9XbW1').map((id) => ({ id, at: ctx.network.connectedAt.get(['aZ3kq9XbW1', id].sort().join('|'))! }));
    const since = [...times].sort((a, b) => b.at - a.at)[9].at; // the tenth newest connection
    const made = await kit.getJson(`/v1/people/~/connections:(id)?modified=new&modified-since=${since}`, token);
    expect(made.body._total).toBe(10);
    const updated = await kit.getJson(`/v1/people/~/connections:(id)?modified=updated&modified-since=${since}`, token);
    for (const p of updated.body.values ?? []) expect(ctx.directory.members.get(p.id)!.lastModifiedTimestamp as number).toBeGreaterThanOrEqual(since);
    const either = await kit.getJson(`/v1/people/~/connections:(id)?modified-since=${since}`, token);
    expect(either.body._total).toBeGreaterThanOrEqual(made.body._total);
    expect((await kit.getJson('/v1/people/~/connections?modified=new', token)).status).toBe(400);
    expect((await kit.getJson('/v1/people/~/connections?modified-since=yesterday', token)).status).toBe(400);
  });

  it("another member's connections are refused", async () => {
    expect((await kit.getJson('/v1/people/id=Qm7Rt2VdN8/connections', kit.token(['r_network']))).status).toBe(403);
  });
});
