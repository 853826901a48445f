// Attack: a field list naming a built-in object property (__proto__, constructor, toString,
// hasOwnProperty, valueOf) once found the inherited function instead of "unknown field" and answered
// 500. Field lookups of both eras now consult only the record's own fields, so such a name gets that
// era's normal answer for an unknown field: ignored by today's projections (Rest.li masks), v1's
// 400 "Unknown field {…} in resource {Person}".
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../test/support/serviceKit.js';
import { TODAY_NOW, TODAY_VERSION } from '../../test/support/today.js';
import { DEMO_PAGES_APP } from '../seed/demoAccounts.js';

const REST = { 'linkedin-version': TODAY_VERSION, 'content-type': 'application/json' };
const kit = useServiceKit({ now: TODAY_NOW });

const ADA = 'aZ3kq9XbW1';
const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

describe('prototype names in field lists', () => {
  it.each(NAMES)('today: /v2/me, /v2/emailAddress and /rest/posts/{urn} with (%s) answer as for any unknown field [F-RESTLI-009]', async (name) => {
    const profile = kit.token(['r_liteprofile', 'r_emailaddress']);
    const me = await kit.getJson(`/v2/me?projection=(id,${name})`, profile);
    expect([me.status, me.body]).toEqual([200, { id: ADA }]);
    const alone = await kit.getJson(`/v2/me?projection=(${name})`, profile);
    expect([alone.status, alone.body]).toEqual([200, {}]);
    const email = await kit.getJson(`/v2/emailAddress?q=members&projection=(elements*(handle~(${name}),${name}))`, profile);
    expect(email.status).toBe(200);
    expect(email.body.elements[0]).toEqual({ handle: expect.stringMatching(/^urn:li:emailAddress:/), 'handle~': {} });
    // Reading the post back is the Community Management API's, alone on its app (issue 47, row 14): the seeded page app's token.
    const writer = kit.token(['w_member_social', 'r_member_social'], ADA, DEMO_PAGES_APP.apiKey);
    const created = await kit.call('/rest/posts', writer, {
      method: 'POST',
      headers: REST,
      body: JSON.stringify({ author: `urn:li:person:${ADA}`, commentary: `A post about ${name.replace(/_/g, '\\_')}`, visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' }),
    });
    expect(created.status).toBe(201);
    const urn = created.headers.get('x-restli-id')!;
    const post = await kit.call(`/rest/posts/${encodeURIComponent(urn)}?projection=(id,${name})`, writer, { headers: REST });
    expect([post.status, await post.json()]).toEqual([200, { id: urn }]);
  });

  it.each(NAMES)('v1: /v1/people/~:(%s) is the 400 of any unknown field, never a 500', async (name) => {
    const { status, body } = await kit.getJson(`/v1/people/~:(id,${name})`, kit.token());
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Unknown field \{[\w-]+\} in resource \{Person\}/);
  });
});
