import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestKit } from '../../test/support/restKit.js';

const kit = createRestKit();
beforeAll(() => kit.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => kit.server.close());
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

  it('an XML invitation to a second-degree member', async () => {
    const body = `<mailbox-item><recipients><recipient><person path="/people/id=${ALAN}"/></recipient></recipients>
      <subject>Invitation to connect</subject><body>Please join my network.</body>
      <item-content><invitation-request><connect-type>friend</connect-type></invitation-request></item-content></mailbox-item>`;
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
