// "Not mocked" is not "not there": a call to a resource LinkedIn serves and the mock does not answers
// exactly LinkedIn's 404 on the wire, as a path LinkedIn does not have does, and only the journal
// tells them apart (docs/fidelity.md).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useMockService } from '../testing/useMockService.js';

const API = 'https://api.linkedin.com';
const mock = useMockService({ hooks: { beforeAll, afterEach, afterAll }, onUnserved: 'off' });

async function call(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${API}${path}`, { headers: { authorization: `Bearer ${mock.token()}`, ...headers } });
  return { status: answer.status, body: await answer.text(), type: answer.headers.get('content-type') };
}

describe('a resource LinkedIn serves and the mock does not', () => {
  it("today's: the wire carries LinkedIn's 404, byte for byte the answer to a path LinkedIn does not have; the journal says which is which [F-RESTLI-014]", async () => {
    const unserved = await call('/rest/adAccounts/507404993', { 'LinkedIn-Version': mock.admin.linkedInVersion().version });
    const absent = await call('/rest/nothingHere/507404993', { 'LinkedIn-Version': mock.admin.linkedInVersion().version });
    expect(unserved).toEqual(absent);
    expect(unserved).toMatchObject({ status: 404, body: '{"status":404,"code":"RESOURCE_NOT_FOUND","message":"No virtual resource found"}' });
    const [first, second] = mock.admin.requests();
    expect(first!.unserved).toEqual({ resource: '/rest/adAccounts/:account', product: 'Advertising API', source: 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/ads/account-structure/create-and-manage-accounts' });
    expect(first!.notes).toEqual([expect.stringMatching(/^LinkedIn serves this \(\/rest\/adAccounts\/:account, Advertising API: https:\/\/learn\.microsoft\.com\/.+\); this mock does not \(yet\)/)]);
    expect(second!.unserved).toBeUndefined();
    expect(second!.notes).toEqual([expect.stringContaining('There is no resource at /rest/nothingHere/507404993: LinkedIn documents none there either')]);
  });

  it("v1's: the same 404 as a path v1 never had; the journal names the v1 resource", async () => {
    const unserved = await call('/v1/companies/1001/products:(id,name)?format=json');
    const absent = await call('/v1/nothing-here?format=json');
    expect(unserved.status).toBe(404);
    expect(absent.status).toBe(404);
    expect(unserved.type).toBe(absent.type);
    const [first, second] = mock.admin.requests();
    expect(first!.unserved).toMatchObject({ resource: '/v1/companies/:company/products', product: 'Company API (v1)' });
    expect(second!.unserved).toBeUndefined();
    expect(second!.notes).toEqual([expect.stringContaining("LinkedIn's v1 documented none there either")]);
  });

  it('a served resource the call names with an id that does not exist is no unserved call', async () => {
    await call('/rest/posts/urn%3Ali%3Ashare%3A1', { 'LinkedIn-Version': mock.admin.linkedInVersion().version });
    expect(mock.admin.requests()[0]!.unserved).toBeUndefined();
  });
});
