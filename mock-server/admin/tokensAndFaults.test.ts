import { describe, expect, it } from 'vitest';
import { API, useServiceKit } from '../../test/support/serviceKit.js';

const kit = useServiceKit();
const mint = (body: unknown) => fetch(`${API}/__admin/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /__admin/tokens', () => {
  it('mints a working token with the asked scopes', async () => {
    const response = await mint({ memberId: 'aZ3kq9XbW1', apiKey: 'demo-api-key', scopes: ['r_basicprofile', 'r_network'] });
    expect(response.status).toBe(200);
    const { access_token, expires_in } = await response.json();
    expect(expires_in).toBe(5184000);
    expect((await kit.getJson('/v1/people/~/connections:(id)?count=1', access_token)).status).toBe(200);
    expect((await kit.getJson('/v1/people/~/network/updates', access_token)).status).toBe(403);
  });
  it('defaults to the demo app and its default scope', async () => {
    const { access_token } = await (await mint({ memberId: 'aZ3kq9XbW1' })).json();
    expect(kit.service.context.tokens.verify(access_token)).toMatchObject({ status: 'valid', record: { apiKey: 'demo-api-key', scopes: ['r_basicprofile', 'r_emailaddress'] } });
  });
  it.each([
    [{}, 400, /memberId/],
    [{ memberId: 'nobody' }, 404, /no member/],
    [{ memberId: 'aZ3kq9XbW1', apiKey: 'nope' }, 404, /no app/],
    [{ memberId: 'aZ3kq9XbW1', scopes: ['r_everything'] }, 400, /not a scope/],
  ])('refuses %j', async (body, status, message) => {
    const response = await mint(body);
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(message);
  });
});
