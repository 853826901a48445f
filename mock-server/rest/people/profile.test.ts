import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { createRestKit } from '../../../test/support/restKit.js';

const kit = createRestKit();
beforeAll(() => kit.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => kit.server.close());
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false });

describe('GET /v1/people/~', () => {
  it('without a selector returns firstName, lastName, headline, siteStandardProfileRequest (JSON)', async () => {
    const { status, body } = await kit.getJson('/v1/people/~', kit.token(['r_basicprofile']));
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['firstName', 'lastName', 'headline', 'siteStandardProfileRequest']);
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
    const token = kit.token(['r_basicprofile']);
    const { body } = await kit.getJson('/v1/people/~:(positions:(title,company:(name)),location:(country:(code)))', token);
    expect(body.positions).toEqual({
      _total: 2,
      values: [
        { title: 'Analyst of engines', company: { name: 'Difference Works' } },
        { title: 'Translator and annotator', company: { name: 'Analytical Engines Ltd' } },
      ],
    });
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
    expect(top.body.message).toContain("Unknown field 'shoe-size'");
    const nested = await kit.getJson('/v1/people/~:(positions:(title,salary))', token);
    expect(nested.status).toBe(400);
    expect(nested.body.message).toContain("Unknown field 'salary' in the field selector for position");
    const sub = await kit.getJson('/v1/people/~:(headline:(x))', token);
    expect(sub.status).toBe(400);
    expect(sub.body.message).toContain('has no sub-fields');
  });

  it('what it returns depends on the granted scopes', async () => {
    const path = '/v1/people/~:(id,skills,educations)';
    const basic = await kit.getJson(path, kit.token(['r_basicprofile']));
    expect(basic.status).toBe(403);
    expect(basic.body.message).toContain('r_fullprofile');
    const full = await kit.getJson(path, kit.token(['r_fullprofile']));
    expect(full.status).toBe(200);
    expect(full.body.skills._total).toBeGreaterThan(0);
    expect(full.body.educations.values[0].schoolName).toBeTruthy();

    const contact = '/v1/people/~:(phone-numbers,main-address)';
    expect((await kit.getJson(contact, kit.token(['r_basicprofile']))).body.message).toContain('r_contactinfo');
    const withContact = await kit.getJson(contact, kit.token(['r_basicprofile', 'r_contactinfo']));
    expect(withContact.body.phoneNumbers.values[0].phoneType).toBe('mobile');

    expect((await kit.getJson('/v1/people/~:(email-address)', kit.token(['r_basicprofile']))).status).toBe(403);
    expect((await kit.getJson('/v1/people/~:(email-address)', kit.token(['r_basicprofile', 'r_emailaddress']))).body).toEqual({
      emailAddress: 'ada.lovelace@example.com',
    });
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

  it('the batch form /people::(~,id=…) returns a list', async () => {
    const { body } = await kit.getJson('/v1/people::(~,id=Qm7Rt2VdN8):(id,first-name)', kit.token(['r_basicprofile']));
    expect(body).toEqual({ _total: 2, values: [{ id: 'aZ3kq9XbW1', firstName: 'Ada' }, { id: 'Qm7Rt2VdN8', firstName: 'Charles' }] });
  });

  it('a malformed member reference is a 400', async () => {
    expect((await kit.getJson('/v1/people/bob', kit.token())).status).toBe(400);
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
