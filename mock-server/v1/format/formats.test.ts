// Every REST endpoint family in both formats: on /v1, XML by default (kebab-case names) and JSON
// with x-li-format: json or ?format=json (camelCase names), the same data in each; writes take an
// XML body (XML answer) or a JSON body with both JSON headers (JSON answer). /v2 answers JSON
// whatever the request asks for. Family-specific behaviour is tested beside each family; this file
// is the format matrix (docs/rest.md, "Formats").
import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { JSON_TYPE } from '../../http/textAnswer.js';
import { XML_TYPE } from '../../answers/v1Format.js';
import { DEMO_MEMBER } from '../../seed/demoAccounts.js';
import { DEMO_COMPANY_ID } from '../../seed/defaultNetwork.js';

const xmlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
const kit = useServiceKit({ now: Date.UTC(2026, 0, 15) });

const BABBAGE = 'Qm7Rt2VdN8';
const GROUP = '5001';

interface Answer {
  status: number;
  type: string | null;
  text: string;
}

async function request(path: string, format: 'xml' | 'json', init: { method?: string; body?: string; query?: boolean } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  let url = path;
  if (format === 'json') {
    if (init.query) url += (path.includes('?') ? '&' : '?') + 'format=json';
    else headers['x-li-format'] = 'json';
    if (init.body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'x-li-format': 'json' });
  } else if (init.body !== undefined) headers['content-type'] = 'text/xml';
  const response = await kit.call(url, kit.token(), { method: init.method ?? 'GET', body: init.body, headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The same GET in XML and in JSON, parsed, after checking status and content types. */
async function both(path: string, query = false): Promise<{ xml: Record<string, any>; json: any }> {
  const xml = await request(path, 'xml');
  const json = await request(path, 'json', { query });
  expect([xml.status, json.status], `${path}: ${xml.text.slice(0, 200)} / ${json.text.slice(0, 200)}`).toEqual([200, 200]);
  expect(xml.type).toBe(XML_TYPE);
  expect(xml.text.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>')).toBe(true);
  expect(json.type).toBe(JSON_TYPE);
  return { xml: xmlParser.parse(xml.text), json: JSON.parse(json.text) };
}

describe('GET in XML and JSON, same data', () => {
  it('profile: <person> / camelCase fields (JSON by ?format=json too)', async () => {
    for (const query of [false, true]) {
      const { xml, json } = await both('/v1/people/~:(id,first-name,last-name,num-connections)', query);
      expect(xml.person['first-name']).toBe('Ada');
      expect(json).toMatchObject({ id: DEMO_MEMBER.id, firstName: 'Ada', lastName: 'Lovelace' });
      expect(Number(xml.person['num-connections'])).toBe(json.numConnections);
    }
  });

  it('e-mail address: <email-address> / a JSON string', async () => {
    const { xml, json } = await both('/v1/people/~/email-address');
    expect(xml['email-address']).toBe(DEMO_MEMBER.email);
    expect(json).toBe(DEMO_MEMBER.email);
  });

  it('connections: <connections total start count> / the paging envelope', async () => {
    const { xml, json } = await both('/v1/people/~/connections:(id,first-name)?start=3&count=4');
    const list = xml.connections;
    expect([list['@total'], list['@start'], list['@count']]).toEqual([String(json._total), '3', '4']);
    expect(json).toMatchObject({ _start: 3, _count: 4 });
    expect(list.person.map((p: any) => p.id)).toEqual(json.values.map((p: any) => p.id));
    expect(list.person[0]['first-name']).toBe(json.values[0].firstName);
  });

  it('people search: <people-search><people> / {people: {…}, numResults}', async () => {
    const { xml, json } = await both('/v1/people-search:(people:(id,first-name,distance),num-results)?keywords=babbage');
    const search = xml['people-search'];
    expect(Number(search['num-results'])).toBe(json.numResults);
    expect(search.people.person.id ?? search.people.person[0].id).toBe(BABBAGE);
    expect(json.people.values[0]).toMatchObject({ id: BABBAGE, firstName: 'Charles', distance: 1 });
  });

  it('network updates: <updates><update> / update-key ↔ updateKey', async () => {
    const { xml, json } = await both('/v1/people/~/network/updates?count=3');
    const keys = xml.updates.update.map((u: any) => u['update-key']);
    expect(keys).toEqual(json.values.map((u: any) => u.updateKey));
    expect(xml.updates.update[0]['update-type']).toBe(json.values[0].updateType);
  });

  it('companies: <company>, <updates>, <company-statistics>', async () => {
    const company = await both(`/v1/companies/${DEMO_COMPANY_ID}:(id,name,universal-name)`);
    expect(company.xml.company['universal-name']).toBe(company.json.universalName);
    const updates = await both(`/v1/companies/${DEMO_COMPANY_ID}/updates?count=2`);
    expect(updates.xml.updates['@total']).toBe(String(updates.json._total));
    const statistics = await both(`/v1/companies/${DEMO_COMPANY_ID}/company-statistics`);
    expect(Number(statistics.xml['company-statistics']['follow-statistics'].count)).toBe(statistics.json.followStatistics.count);
  });

  it('groups: <group>, <posts>, <group-memberships>', async () => {
    const group = await both(`/v1/groups/${GROUP}:(id,name,relation-to-viewer:(membership-state))`);
    expect(group.xml.group.name).toBe(group.json.name);
    expect(group.xml.group['relation-to-viewer']['membership-state'].code).toBe(group.json.relationToViewer.membershipState.code);
    const posts = await both(`/v1/groups/${GROUP}/posts?count=2`);
    expect(posts.xml.posts.post.map((p: any) => p.id)).toEqual(posts.json.values.map((p: any) => p.id));
    const memberships = await both('/v1/people/~/group-memberships');
    expect(memberships.xml['group-memberships']['group-membership'][0]['membership-state'].code).toBe(memberships.json.values[0].membershipState.code);
  });

  it('mailbox: <mailbox><mailbox-item> / item-type ↔ itemType', async () => {
    const { xml, json } = await both('/v1/people/~/mailbox?count=2');
    const items = xml.mailbox['mailbox-item'];
    expect(items.map((m: any) => m.subject)).toEqual(json.values.map((m: any) => m.subject));
    expect(items[0]['item-type']).toBe(json.values[0].itemType);
  });

  it('/v2 answers JSON whatever is asked (no format, x-li-format: xml, ?format=xml)', async () => {
    for (const init of [{}, { headers: { 'x-li-format': 'xml' } }]) {
      for (const path of ['/v2/me', '/v2/me?format=xml', `/v2/people/id=${BABBAGE}`]) {
        const response = await kit.call(path, kit.token(), init);
        expect(response.headers.get('content-type')).toBe(JSON_TYPE);
        expect((await response.json()).localizedFirstName).toBe(path.includes(BABBAGE) ? 'Charles' : 'Ada');
      }
    }
    const missing = await kit.call('/v2/person/id=x', kit.token());
    expect(missing.headers.get('content-type')).toBe(JSON_TYPE);
    // A path today's API does not have: LinkedIn's own 404 body (no serviceErrorCode), with its length.
    expect(await missing.json()).toStrictEqual({ status: 404, code: 'RESOURCE_NOT_FOUND', message: 'No virtual resource found' });
    expect(missing.headers.get('content-length')).toBe('80');
  });
});

describe('writes: an XML body answers XML, a JSON body answers JSON', () => {
  it('shares: <share> / {comment, visibility} → <update><update-key> / {updateKey}, then in my updates in both formats', async () => {
    const xml = await request('/v1/people/~/shares', 'xml', {
      method: 'POST',
      body: '<share><comment>From XML</comment><visibility><code>anyone</code></visibility></share>',
    });
    const json = await request('/v1/people/~/shares', 'json', { method: 'POST', body: JSON.stringify({ comment: 'From JSON', visibility: { code: 'anyone' } }) });
    expect([xml.status, json.status]).toEqual([201, 201]);
    expect(xml.type).toBe(XML_TYPE);
    expect(json.type).toBe(JSON_TYPE);
    const xmlKey = xmlParser.parse(xml.text).update['update-key'];
    const jsonKey = JSON.parse(json.text).updateKey;
    expect(xmlKey).toMatch(/^UNIU-aZ3kq9XbW1-\d{19}-SHARE$/);
    expect(jsonKey).toMatch(/^UNIU-aZ3kq9XbW1-\d{19}-SHARE$/);
    const mine = await both(`/v1/people/id=${DEMO_MEMBER.id}/network/updates?scope=self&count=5`);
    expect(mine.json.values.map((u: any) => u.updateKey)).toEqual(expect.arrayContaining([xmlKey, jsonKey]));
    expect(mine.xml.updates.update.map((u: any) => u['update-key'])).toEqual(expect.arrayContaining([xmlKey, jsonKey]));
  });

  it('current status: <current-status> / a JSON string → 204, then current-status in both formats', async () => {
    for (const [format, body, text] of [
      ['xml', '<current-status>Status from XML</current-status>', 'Status from XML'],
      ['json', JSON.stringify('Status from JSON'), 'Status from JSON'],
    ] as const) {
      const put = await request('/v1/people/~/current-status', format, { method: 'PUT', body });
      expect(put.status).toBe(204);
      const { xml, json } = await both('/v1/people/~:(current-status)');
      expect(xml.person['current-status']).toBe(text);
      expect(json.currentStatus).toBe(text);
    }
  });

  it('mailbox: <mailbox-item> / {recipients, subject, body} → 201, and the recipient reads both', async () => {
    const xml = await request('/v1/people/~/mailbox', 'xml', {
      method: 'POST',
      body: `<mailbox-item><recipients><recipient><person path="/people/id=${BABBAGE}"/></recipient></recipients><subject>XML subject</subject><body>Hi</body></mailbox-item>`,
    });
    const json = await request('/v1/people/~/mailbox', 'json', {
      method: 'POST',
      body: JSON.stringify({ recipients: { values: [{ person: { _path: `/people/id=${BABBAGE}` } }] }, subject: 'JSON subject', body: 'Hi' }),
    });
    expect([xml.status, json.status]).toEqual([201, 201]);
    const inbox = await kit.getJson('/v1/people/~/mailbox?count=2', kit.token(['w_messages'], BABBAGE));
    expect(inbox.body.values.map((m: any) => m.subject)).toEqual(['JSON subject', 'XML subject']);
    const inboxXml = xmlParser.parse(await (await kit.call('/v1/people/~/mailbox?count=2', kit.token(['w_messages'], BABBAGE))).text());
    expect(inboxXml.mailbox['mailbox-item'].map((m: any) => m.subject)).toEqual(['JSON subject', 'XML subject']);
  });

  it('groups: create a group and post to it, in XML and in JSON', async () => {
    const xml = await request('/v1/groups', 'xml', { method: 'POST', body: '<group><name>XML Group</name><is-open-to-non-members>false</is-open-to-non-members></group>' });
    const json = await request('/v1/groups', 'json', { method: 'POST', body: JSON.stringify({ name: 'JSON Group', isOpenToNonMembers: true }) });
    expect([xml.status, json.status]).toEqual([201, 201]);
    const xmlGroup = xmlParser.parse(xml.text).group;
    const jsonGroup = JSON.parse(json.text);
    expect(xmlGroup.name).toBe('XML Group');
    expect(jsonGroup.name).toBe('JSON Group');
    const postXml = await request(`/v1/groups/${xmlGroup.id}/posts`, 'xml', { method: 'POST', body: '<post><title>XML title</title><summary>XML summary</summary></post>' });
    const postJson = await request(`/v1/groups/${jsonGroup.id}/posts`, 'json', { method: 'POST', body: JSON.stringify({ title: 'JSON title', summary: 'JSON summary' }) });
    expect([postXml.status, postJson.status]).toEqual([201, 201]);
    expect(xmlParser.parse(postXml.text).post.title).toBe('XML title');
    expect(JSON.parse(postJson.text).title).toBe('JSON title');
  });

  it('company shares (administrator): XML and JSON bodies, seen in the company updates in both formats', async () => {
    const xml = await request(`/v1/companies/${DEMO_COMPANY_ID}/shares`, 'xml', {
      method: 'POST',
      body: '<share><comment>Company XML</comment><visibility><code>anyone</code></visibility></share>',
    });
    const json = await request(`/v1/companies/${DEMO_COMPANY_ID}/shares`, 'json', {
      method: 'POST',
      body: JSON.stringify({ comment: 'Company JSON', visibility: { code: 'anyone' } }),
    });
    expect([xml.status, json.status]).toEqual([201, 201]);
    const keys = [xmlParser.parse(xml.text).update['update-key'], JSON.parse(json.text).updateKey];
    const { xml: listXml, json: listJson } = await both(`/v1/companies/${DEMO_COMPANY_ID}/updates?count=2`);
    expect(listJson.values.map((u: any) => u.updateKey)).toEqual([...keys].reverse());
    expect(listXml.updates.update.map((u: any) => u['update-key'])).toEqual([...keys].reverse());
  });
});

describe('errors in both formats', () => {
  it('a 404 and a 400 of each family come as <error> or as JSON, with the same fields', async () => {
    for (const path of ['/v1/people/id=nobody', '/v1/companies/0', '/v1/groups/0', '/v1/posts/0', '/v1/people/~/connections?count=-1', '/v1/people-search?sort=height']) {
      const xml = await request(path, 'xml');
      const json = await request(path, 'json');
      expect(xml.status, path).toBe(json.status);
      expect([400, 404]).toContain(xml.status);
      const error = xmlParser.parse(xml.text).error;
      const body = JSON.parse(json.text);
      expect(Number(error.status)).toBe(body.status);
      expect(Number(error['service-error-code'])).toBe(body.serviceErrorCode);
      expect(error.message).toBe(body.message);
      expect(error['request-id']).toMatch(/^[A-Z0-9]{10}$/);
      expect(body.requestId).toMatch(/^[A-Z0-9]{10}$/);
    }
  });

  it('a bad body in each format is a 400 saying what is wrong', async () => {
    const xml = await request('/v1/people/~/shares', 'xml', { method: 'POST', body: '<share><comment>unclosed</share>' });
    const json = await request('/v1/people/~/shares', 'json', { method: 'POST', body: '{"comment":' });
    expect([xml.status, json.status]).toEqual([400, 400]);
    expect(xmlParser.parse(xml.text).error.message).toMatch(/XML/);
    expect(JSON.parse(json.text).message).toMatch(/JSON/);
    const half = await kit.call('/v1/people/~/shares', kit.token(), { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(half.status).toBe(400);
    expect(xmlParser.parse(await half.text()).error.message).toMatch(/x-li-format/);
  });
});
