import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { useServiceKit } from '../../../test/support/serviceKit.js';

const kit = useServiceKit();
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false });

describe('GET /v1/people/~', () => {
  it('without a selector returns firstName, lastName, headline, siteStandardProfileRequest (JSON)', async () => {
    const { status, body } = await kit.getJson('/v1/people/~', kit.token(['r_basicprofile']));
    expect(status).toBe(200);
    // JSON keys come sorted, as the real v1 JSON did; XML keeps the order below.
    expect(Object.keys(body)).toEqual(['firstName', 'headline', 'lastName', 'siteStandardProfileRequest']);
    expect(body.siteStandardProfileRequest.url).toMatch(/^https:\/\/www\.linkedin\.com\/profile\/view\?id=aZ3kq9XbW1/);
  });

  it('the same in XML, kebab-case', async () => {
    const text = await (await kit.call('/v1/people/~', kit.token(['r_basicprofile']))).text();
    const person = xml.parse(text).person;
    expect(Object.keys(person)).toEqual(['first-name', 'last-name', 'headline', 'site-standard-profile-request']);
    expect(person['site-standard-profile-request'].url).toContain('id=aZ3kq9XbW1');
  });

  it('a flat selector returns exactly the named fields', async () => {
    const { body } = await kit.getJson('/v1/people/~:(id,first-name,headline,picture-url,num-connections)', kit.token(['r_basicprofile']));
    expect(body).toEqual({
      id: 'aZ3kq9XbW1',
      firstName: 'Ada',
      headline: 'Analyst of engines at Difference Works',
      pictureUrl: expect.stringContaining('aZ3kq9XbW1'),
      numConnections: 130,
    });
  });

  it('nested selectors, in JSON and XML', async () => {
    const token = kit.token(['r_basicprofile', 'r_fullprofile']);
    const { body } = await kit.getJson('/v1/people/~:(positions:(title,company:(name)),location:(country:(code)))', token);
    expect(body.positions).toEqual({
      _total: 2,
      values: [
        { title: 'Analyst of engines', company: { name: 'Difference Works' } },
        { title: 'Translator and annotator', company: { name: 'Analytical Engines Ltd' } },
      ],
    });
    // Deeper: a position's start date, and the type and size its company record gives it.
    const deep = await kit.getJson('/v1/people/~:(positions:(start-date:(year),company:(type,size)))', token);
    expect(deep.body.positions.values[0]).toEqual({ startDate: { year: 2019 }, company: { type: 'Public Company', size: expect.stringMatching(/^\d/) } });
    expect(body.location).toEqual({ country: { code: 'gb' } });
    const text = await (await kit.call('/v1/people/~:(positions:(title,company:(name)))', token)).text();
    const positions = xml.parse(text).person.positions;
    expect(positions['@_total']).toBe('2');
    expect(positions.position[0]).toEqual({ title: 'Analyst of engines', company: { name: 'Difference Works' } });
  });

  it('unknown fields → 400 naming the field, also nested', async () => {
    const token = kit.token();
    const top = await kit.getJson('/v1/people/~:(id,shoe-size)', token);
    expect(top.status).toBe(400);
    expect(top.body.message).toMatch(/^Unknown field \{shoe-size\} in resource \{Person\}\. The fields of Person are: id, first-name/);
    const nested = await kit.getJson('/v1/people/~:(positions:(title,salary))', token);
    expect(nested.status).toBe(400);
    expect(nested.body.message).toContain('Unknown field {salary} in resource {Position}');
    const memberUrl = await kit.getJson('/v1/people/~:(member-url-resources:(_url))', token);
    expect(memberUrl.body.message).toContain('Unknown field {_url} in resource {MemberUrl}');
    const sub = await kit.getJson('/v1/people/~:(headline:(x))', token);
    expect(sub.status).toBe(400);
    expect(sub.body.message).toContain('has no sub-fields');
  });

  it('a field named twice is a 400 like the real one, also nested', async () => {
    const token = kit.token();
    const top = await kit.getJson('/v1/people/~:(id,location:(name),location:(country:(code)))', token);
    expect(top.status).toBe(400);
    expect(top.body.message).toMatch(/^Duplicate field \{location\} in inline filter \{\(id,location:\(name\),location:\(country:\(code\)\)\)\}/);
    const nested = await kit.getJson('/v1/people/~:(positions:(id,title,id))', token);
    expect(nested.body.message).toContain('Duplicate field {Position.id} in inline filter {(id,title,id)}');
  });

  it('fields whose permission the token lacks are left out, not refused (the real v1 behaviour)', async () => {
    const path = '/v1/people/~:(id,skills,educations,positions:(title),phone-numbers,main-address,email-address)';
    const basic = await kit.getJson(path, kit.token(['r_basicprofile']));
    expect(basic.status).toBe(200);
    // r_basicprofile: the current position only, and none of the full, contact or e-mail fields.
    expect(basic.body).toEqual({ id: 'aZ3kq9XbW1', positions: { _total: 1, values: [{ title: 'Analyst of engines' }] } });
    const full = await kit.getJson(path, kit.token(['r_fullprofile']));
    expect(full.body.skills._total).toBe(8);
    expect(full.body.educations.values[0].schoolName).toBe('University of Lindenfeld');
    expect(full.body.positions._total).toBe(2);
    expect(full.body).not.toHaveProperty('phoneNumbers');
    const all = await kit.getJson(path, kit.token(['r_basicprofile', 'r_contactinfo', 'r_emailaddress']));
    expect(all.body.phoneNumbers.values[0]).toEqual({ phoneNumber: '+44 20 7946 0815', phoneType: 'work' });
    expect(all.body.mainAddress).toContain('London');
    expect(all.body.emailAddress).toBe('ada.lovelace@example.com');
  });

  it('every sub-record of the full profile, with its own sub-selectors', async () => {
    const token = kit.token();
    const { body } = await kit.getJson(
      '/v1/people/~:(publications:(title,authors:(name,person:(first-name))),patents:(number,inventors:(name)),languages:(language:(name),proficiency:(level)),' +
        'recommendations-received:(recommendation-type:(code),recommender:(first-name,headline)),volunteer:(causes,opportunities),' +
        'relation-to-viewer:(distance),current-share:(comment,author:(first-name)),following:(companies:(name)),date-of-birth:(year))',
      token,
    );
    expect(body.publications.values[0].authors.values[1]).toEqual({ name: 'Charles Babbage', person: { firstName: 'Charles' } });
    expect(body.patents.values[0]).toEqual({ number: 'GB 1843-0001', inventors: { _total: 1, values: [{ name: 'Ada Lovelace' }] } });
    expect(body.languages.values[1]).toEqual({ language: { name: 'French' }, proficiency: { level: 'FULL_PROFESSIONAL' } });
    expect(body.recommendationsReceived.values[1]).toEqual({ recommendationType: { code: 'business-partner' }, recommender: { firstName: 'Grace', headline: expect.any(String) } });
    expect(body.volunteer.opportunities).toEqual({ boardMember: true, proBono: true });
    expect(body.relationToViewer).toEqual({ distance: 0 });
    expect(body.currentShare.author).toEqual({ firstName: 'Ada' });
    expect(body.following.companies.values.map((c: { name: string }) => c.name)).toContain('Analytical Engines Ltd');
    expect(body.dateOfBirth).toEqual({ year: 1815 });
  });

  it(':public and picture-url;secure=true', async () => {
    const token = kit.token(['r_basicprofile']);
    const pub = await kit.getJson('/v1/people/~:public', token);
    expect(pub.body).toMatchObject({ id: 'aZ3kq9XbW1', publicProfileUrl: 'https://www.linkedin.com/in/ada-lovelace', positions: { _total: 1 } });
    expect(pub.body).not.toHaveProperty('emailAddress');
    expect((await kit.getJson('/v1/people/~:(id,picture-url;secure=true)', token)).body.pictureUrl).toMatch(/aZ3kq9XbW1$/);
    expect((await kit.getJson('/v1/people/~:(picture-url;size=9)', token)).status).toBe(400);
    expect((await kit.getJson('/v1/people/~/connections:public', kit.token())).status).toBe(400);
  });

  it('a token without a profile scope may not read the profile', async () => {
    const { status, body } = await kit.getJson('/v1/people/~', kit.token(['r_emailaddress']));
    expect(status).toBe(403);
    expect(body.message).toContain('r_basicprofile');
  });

  it('picture-urls::(original) as a field and as a sub-resource', async () => {
    const token = kit.token(['r_basicprofile']);
    const { body } = await kit.getJson('/v1/people/~:(picture-urls::(original))', token);
    expect(body.pictureUrls).toEqual({ _total: 1, values: [expect.stringMatching(/_original$/)] });
    const sub = await kit.getJson('/v1/people/~/picture-urls::(original)', token);
    expect(sub.body.values[0]).toMatch(/_original$/);
    expect((await kit.getJson('/v1/people/~:(picture-urls::(huge))', token)).status).toBe(400);
    expect((await kit.getJson('/v1/people/~:(headline::(x))', token)).status).toBe(400);
  });
});

describe('other members', () => {
  it('id= and url= find a member; distance and relation are as the caller sees them', async () => {
    const token = kit.token(['r_basicprofile']);
    const byId = await kit.getJson('/v1/people/id=Qm7Rt2VdN8:(id,first-name,distance,relation-to-viewer)', token);
    expect(byId.body).toMatchObject({ id: 'Qm7Rt2VdN8', firstName: 'Charles', distance: 1, relationToViewer: { distance: 1 } });
    const turing = await kit.getJson('/v1/people/id=Tw9Fj1YgE6:(distance)', token);
    expect(turing.body.distance).toBe(2);
    const url = encodeURIComponent('https://www.linkedin.com/in/ada-lovelace');
    const byUrl = await kit.getJson(`/v1/people/url=${url}:(id)`, token);
    expect(byUrl.body).toEqual({ id: 'aZ3kq9XbW1' });
  });

  it("another member's e-mail and contact fields stay hidden", async () => {
    const token = kit.token();
    const { body } = await kit.getJson('/v1/people/id=Tw9Fj1YgE6:(id,email-address,phone-numbers)', token);
    expect(body).toEqual({ id: 'Tw9Fj1YgE6' });
    expect((await kit.getJson('/v1/people/id=Qm7Rt2VdN8/email-address', token)).status).toBe(403);
  });

  it('the batch form /people::(~,id=…) returns a list, each with its _key', async () => {
    const { body } = await kit.getJson('/v1/people::(~,id=Qm7Rt2VdN8):(id,first-name)', kit.token(['r_basicprofile']));
    expect(body).toEqual({ _total: 2, values: [{ _key: '~', id: 'aZ3kq9XbW1', firstName: 'Ada' }, { _key: 'id=Qm7Rt2VdN8', id: 'Qm7Rt2VdN8', firstName: 'Charles' }] });
    const text = await (await kit.call('/v1/people::(~,id=Qm7Rt2VdN8):(id)', kit.token(['r_basicprofile']))).text();
    expect(xml.parse(text).people.person[1]['@_key']).toBe('id=Qm7Rt2VdN8');
  });

  it("another member shows basic fields only: no full profile, current positions only, and out of network a shortened last name", async () => {
    const token = kit.token();
    const ctx = kit.service.context;
    const other = [...ctx.directory.members.values()].find((m) => (m.positions as { isCurrent: boolean }[] | undefined)?.some((p) => !p.isCurrent) && ctx.network.connectionsOf('aZ3kq9XbW1').includes(m.id))!;
    const connection = await kit.getJson(`/v1/people/id=${other.id}:(id,skills,educations,positions:(is-current))`, token);
    expect(Object.keys(connection.body)).toEqual(['id', 'positions']);
    expect(connection.body.positions.values.every((p: { isCurrent: boolean }) => p.isCurrent)).toBe(true);
    const stranger = [...ctx.directory.members.values()].find((m) => !ctx.network.distances('aZ3kq9XbW1').has(m.id))!;
    const far = await kit.getJson(`/v1/people/id=${stranger.id}:(first-name,last-name,formatted-name,distance)`, token);
    expect(far.body).toEqual({ firstName: stranger.firstName, lastName: `${stranger.lastName.charAt(0)}.`, formattedName: `${stranger.firstName} ${stranger.lastName.charAt(0)}.`, distance: -1 });
  });

  it('bare ids (the 2009 form apiStandardProfileRequest URLs use) and malformed references', async () => {
    const token = kit.token(['r_basicprofile']);
    expect((await kit.getJson('/v1/people/Qm7Rt2VdN8:(first-name)', token)).body).toEqual({ firstName: 'Charles' });
    const unknown = await kit.getJson('/v1/people/bob', token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Invalid member id {bob}');
    expect((await kit.getJson('/v1/people/foo=bar', token)).status).toBe(400);
    expect((await kit.getJson('/v1/people/email=ada.lovelace@example.com', token)).status).toBe(403);
  });
});

describe('GET /v1/people/~/email-address (r_emailaddress)', () => {
  it('JSON string and XML element', async () => {
    const token = kit.token(['r_emailaddress']);
    expect((await kit.getJson('/v1/people/~/email-address', token)).body).toBe('ada.lovelace@example.com');
    const text = await (await kit.call('/v1/people/~/email-address', token)).text();
    expect(xml.parse(text)['email-address']).toBe('ada.lovelace@example.com');
    expect((await kit.getJson('/v1/people/~/email-address', kit.token(['r_basicprofile']))).status).toBe(403);
  });
});

describe('v2', () => {
  it('/v2/me answers JSON even without format=json', async () => {
    const response = await kit.call('/v2/me', kit.token(['r_basicprofile']));
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ id: 'aZ3kq9XbW1', localizedFirstName: 'Ada', firstName: { localized: { en_US: 'Ada' } } });
  });
});
