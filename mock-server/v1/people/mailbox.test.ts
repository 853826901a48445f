import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../../test/support/serviceKit.js';

const kit = useServiceKit();
const CHARLES = 'Qm7Rt2VdN8'; // first degree
const ALAN = 'Tw9Fj1YgE6'; // second degree
const jsonPost = (path: string, token: string, body: unknown) =>
  kit.call(path, token, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-li-format': 'json' } });

describe('POST /v1/people/~/mailbox (w_messages)', () => {
  it('a JSON message lands in the recipient’s mailbox', async () => {
    const response = await jsonPost('/v1/people/~/mailbox', kit.token(['w_messages']), {
      recipients: { values: [{ person: { _path: `/people/id=${CHARLES}` } }] },
      subject: 'The engine',
      body: 'Shall we meet on Thursday?',
    });
    expect(response.status).toBe(201);
    const inbox = await kit.getJson('/v1/people/~/mailbox?count=1', kit.token(['w_messages'], CHARLES));
    expect(inbox.body.values[0]).toMatchObject({ itemType: 'message', subject: 'The engine', sender: { person: { id: 'aZ3kq9XbW1', firstName: 'Ada' } } });
  });

  it('an XML invitation to a second-degree member, with the authorization from their api-standard-profile-request', async () => {
    const { body: alan } = await kit.getJson(`/v1/people/id=${ALAN}:(api-standard-profile-request)`, kit.token(['r_basicprofile']));
    const [name, value] = alan.apiStandardProfileRequest.headers.values[0].value.split(':');
    const body = `<mailbox-item><recipients><recipient><person path="/people/${ALAN}"/></recipient></recipients>
      <subject>Invitation to connect</subject><body>Please join my network.</body>
      <item-content><invitation-request><connect-type>friend</connect-type><authorization><name>${name}</name><value>${value}</value></authorization></invitation-request></item-content></mailbox-item>`;
    const response = await kit.call('/v1/people/~/mailbox', kit.token(['w_messages']), { method: 'POST', body, headers: { 'content-type': 'text/xml' } });
    expect(response.status).toBe(201);
    const inbox = await kit.getJson('/v1/people/~/mailbox', kit.token(['w_messages'], ALAN));
    expect(inbox.body.values[0]).toMatchObject({ itemType: 'invitation-request', subject: 'Invitation to connect' });
  });

  it('messages go to first-degree connections only; bad bodies are 400s; needs w_messages', async () => {
    const token = kit.token(['w_messages']);
    const message = (path: string) => ({ recipients: { values: [{ person: { _path: path } }] }, subject: 's', body: 'b' });
    expect((await jsonPost('/v1/people/~/mailbox', token, message(`/people/id=${ALAN}`))).status).toBe(403);
    expect((await jsonPost('/v1/people/~/mailbox', token, message('/companies/1001'))).status).toBe(400);
    expect((await jsonPost('/v1/people/~/mailbox', token, message('/people/id=nobody'))).status).toBe(404);
    expect((await jsonPost('/v1/people/~/mailbox', token, { subject: 's', body: 'b' })).status).toBe(400);
    expect((await jsonPost('/v1/people/~/mailbox', token, { ...message(`/people/id=${CHARLES}`), subject: '' })).status).toBe(400);
    expect((await jsonPost('/v1/people/~/mailbox', kit.token(['rw_nus']), message(`/people/id=${CHARLES}`))).status).toBe(403);
  });
});

describe('recipients and invitations as the real documentation writes them', () => {
  const invite = (person: Record<string, unknown>, authorization?: unknown) => ({
    recipients: { values: [{ person }] },
    subject: 'Invitation to connect',
    body: 'Please join my network.',
    'item-content': { 'invitation-request': { 'connect-type': 'friend', authorization } },
  });

  it('/people/{id} (no id=), the form spring-social-linkedin and the linkedin-oauth2 gem send', async () => {
    const response = await jsonPost('/v1/people/~/mailbox', kit.token(['w_messages']), {
      recipients: { values: [{ person: { _path: `/people/${CHARLES}` } }] },
      subject: 'Bare path',
      body: 'Hello.',
    });
    expect(response.status).toBe(201);
    const inbox = await kit.getJson('/v1/people/~/mailbox?count=1', kit.token(['w_messages'], CHARLES));
    expect(inbox.body.values[0].subject).toBe('Bare path');
  });

  it('an invitation by id needs the x-li-auth-token halves; a wrong pair is the real 400', async () => {
    const token = kit.token(['w_messages']);
    const missing = await jsonPost('/v1/people/~/mailbox', token, invite({ _path: `/people/id=${ALAN}` }, null));
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toContain('api-standard-profile-request');
    const wrong = await jsonPost('/v1/people/~/mailbox', token, invite({ _path: `/people/id=${ALAN}` }, { name: 'NAME_SEARCH', value: 'tdLy' }));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toMatch(/^Invalid authorization name\/value \{x-li-auth-token\}\/\{NAME_SEARCH:tdLy\}/);
  });

  it('an invitation by e-mail to someone who is not a member (first-name, last-name; nulls as Jackson sends them)', async () => {
    const response = await jsonPost(
      '/v1/people/~/mailbox',
      kit.token(['w_messages']),
      invite({ _path: '/people/email=rob@test.example', 'first-name': 'Robert', 'last-name': 'Smith' }, null),
    );
    expect(response.status).toBe(201);
    const sent = kit.service.context.network.mailbox.at(-1)!;
    expect(sent).toMatchObject({ kind: 'invitation', recipientEmail: { address: 'rob@test.example', firstName: 'Robert', lastName: 'Smith' } });
    const message = await jsonPost('/v1/people/~/mailbox', kit.token(['w_messages']), {
      recipients: { values: [{ person: { _path: '/people/email=rob@test.example' } }] },
      subject: 's',
      body: 'b',
    });
    expect(message.status).toBe(400);
  });

  it('at most ten recipients', async () => {
    const values = Array.from({ length: 11 }, () => ({ person: { _path: `/people/${CHARLES}` } }));
    const response = await jsonPost('/v1/people/~/mailbox', kit.token(['w_messages']), { recipients: { values }, subject: 's', body: 'b' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('at most 10 recipients');
  });
});
