// Round five #7: the server-wide bound on uploaded media was one pool over the server's own service
// and its tenants. 1,000 initializeUploads in worker A dropped worker B's uploaded, not yet posted
// image; 60 MiB of images in A's posts made every upload over ~3 MB in every other tenant answer 429.
// Now each service holding media has an equal share, pushes out only its own unused items, and past
// its share is refused in LinkedIn's 429 body. Through the standalone server and its tenants (no
// MSW in this file: it would take the requests meant for the server's port).
import { describe, expect, it } from 'vitest';
import { MEDIA_BOUNDS } from '../../defaults.js';

const NOW = Date.UTC(2026, 10, 25, 12);
const REST = { 'linkedin-version': '202611', 'content-type': 'application/json' };
const ADA = 'aZ3kq9XbW1';

describe('the server-wide bound is shared by its services: each makes room among its own items only', () => {
  const image = (id: string, ownerId: string, size: number, createdAt: number, inPost = false) => ({ id, ownerId, status: 'AVAILABLE' as const, uploadToken: 't', uploadUrlExpiresAt: NOW, createdAt, size, ...(inPost && { inPost }) });

  it("an upload in one tenant never pushes out another's item; past its share the adding tenant is refused with LinkedIn's 429 body", async () => {
    const { startServer } = await import('../../server/startServer.js');
    const running = await startServer({ port: 0, now: NOW });
    try {
      const a = running.tenants.get('worker-a');
      const b = running.tenants.get('worker-b');
      if (typeof a === 'string' || typeof b === 'string') throw new Error('no tenants');
      const send = (tenant: string, path: string, init: RequestInit & { headers?: Record<string, string> }) => fetch(running.url + path, { ...init, headers: { ...init.headers, 'x-in-mock-tenant': tenant } });
      const rest = (token: string) => ({ authorization: `Bearer ${token}`, ...REST });
      const uploadIn = async (tenant: string, token: string, bytes: number) => {
        const init = await send(tenant, '/rest/images?action=initializeUpload', { method: 'POST', headers: rest(token), body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${ADA}` } }) });
        if (init.status !== 200) return { status: init.status, text: await init.text() };
        const { uploadUrl } = (await init.json()).value as { uploadUrl: string };
        const put = await fetch(uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-in-mock-tenant': tenant }, body: new Uint8Array(bytes).fill(0x89) });
        return { status: put.status, text: await put.text() };
      };
      const adaB = b.admin.issueToken({ memberId: ADA, scopes: ['w_member_social'] }).access_token;
      const adaA = a.admin.issueToken({ memberId: ADA, scopes: ['w_member_social'] }).access_token;
      // Worker B's uploaded image, not yet posted: the oldest item of the whole server.
      expect((await uploadIn('worker-b', adaB, 1000)).status).toBe(201);
      const [bImage] = [...b.context.network.images.keys()];
      // Worker A holds as many unused uploads as the whole server may (other members'), then uploads more:
      // it makes room among its own, down to its share; B's image stays.
      for (let i = 0; i < MEDIA_BOUNDS.serverItems; i++) a.context.network.images.set(`a${i}`, image(`a${i}`, `member${i}`, 1, NOW + 1 + i));
      for (let i = 0; i < 5; i++) expect((await uploadIn('worker-a', adaA, 10)).status).toBe(201);
      expect(b.context.network.images.has(bImage!)).toBe(true);
      expect(a.context.network.images.size).toBe(Math.floor(MEDIA_BOUNDS.serverItems / 2));
      expect(a.context.network.images.has('a0')).toBe(false);

      // Worker A's posts show 60 MiB of images: past its share (32 MiB) A is refused, B uploads as before.
      a.context.network.images.clear();
      for (let i = 0; i < 15; i++) a.context.network.images.set(`p${i}`, image(`p${i}`, `member${i}`, 4 * 1024 * 1024, NOW, true));
      const big = await uploadIn('worker-b', adaB, 5 * 1024 * 1024);
      expect(big.status, big.text).toBe(201);
      const refused = await uploadIn('worker-a', adaA, 1000);
      expect([refused.status, JSON.parse(refused.text)]).toEqual([429, { serviceErrorCode: 101, message: 'Resource level throttle limit for calls to this resource is reached.', status: 429 }]);
      expect(a.context.network.images.size).toBe(15);
      const [entry] = a.admin.requests({ method: 'POST', path: '/rest/images' }).slice(-1);
      expect(entry?.notes?.join(' ')).toMatch(/share of the server's bound, 1\/2/);
    } finally {
      await running.close();
    }
  }, 60_000);

  it('a service alone on its server has the whole bound; each service holding media, an equal share', async () => {
    const { createServerBudget } = await import('../../context/serverBudget.js');
    const { createMockServiceIn } = await import('../../createMockService.js');
    const { mediaShare } = await import('./mediaBounds.js');
    const budget = createServerBudget();
    const [one, two, three] = [createMockServiceIn(budget, { now: NOW }), createMockServiceIn(budget, { now: NOW }), createMockServiceIn(budget, { now: NOW })];
    expect(mediaShare(one.context)).toEqual({ items: MEDIA_BOUNDS.serverItems, bytes: MEDIA_BOUNDS.serverBytes, services: 1 });
    two.context.network.images.set('x', image('x', ADA, 1, NOW));
    expect(mediaShare(one.context).services).toBe(2);
    expect(mediaShare(two.context).services).toBe(1);
    three.context.network.images.set('y', image('y', ADA, 1, NOW));
    expect(mediaShare(one.context)).toEqual({ items: Math.floor(MEDIA_BOUNDS.serverItems / 3), bytes: Math.floor(MEDIA_BOUNDS.serverBytes / 3), services: 3 });
  });
});
