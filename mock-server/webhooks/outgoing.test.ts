// In-process (MSW setupServer), the mock's own webhook requests reach the team's receiver and never
// loop back into the mock (docs/webhooks.md "In-process"): a real server on this machine, even at a
// path the mock serves, and a URL the team's own MSW handler answers; an unhandled host fails as a
// receiver that is down would.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { APP, useWebhookKit } from '../../test/support/webhookKit.js';
import { documentedRecipe, hmacHex } from '../../test/support/webhookReceiver.js';
import { isServiceOutgoing, markOutgoing } from './outgoing.js';

const kit = useWebhookKit();
afterEach(() => vi.restoreAllMocks());

describe("the service's own requests in the test's process", () => {
  it('reach a real server on this machine at a path the mock itself serves (/rest/posts, /v1/people/~), untouched and unjournaled', async () => {
    for (const path of ['/rest/posts', '/v1/people/~']) {
      await kit.subscribe(kit.hookUrl(path));
      expect((await kit.comment(await kit.pagePost(`Via ${path}`), 'Hi')).status).toBe(201);
      expect(await kit.mock.waitForDelivery({ url: kit.hookUrl(path), action: 'COMMENT' })).toMatchObject({ status: 'DELIVERED', attempts: [{ status: 200 }] });
      const received = kit.receiver().requests.filter((request) => request.path === path);
      expect(received.map((request) => request.method)).toEqual(['GET', 'POST']);
      // What a LinkedIn request carries, and nothing of MSW's.
      expect(Object.keys(received[1]!.headers).filter((name) => /msw|intention/i.test(name) || /msw/.test(String(received[1]!.headers[name])))).toEqual([]);
      expect(kit.mock.admin.requests().filter((entry) => new URL(entry.url).origin === kit.receiver().origin)).toEqual([]);
      kit.mock.admin.reset();
      kit.receiver().requests.length = 0;
    }
  });

  it("reach the team's own MSW handler for a URL of its own, even at a path the mock serves", async () => {
    const received: { method: string; body: string; signature: string | null }[] = [];
    kit.mock.server.use(
      http.all('https://hooks.team.example/*', async ({ request }) => {
        const url = new URL(request.url);
        const body = await request.text();
        received.push({ method: request.method, body, signature: request.headers.get('x-li-signature') });
        const code = url.searchParams.get('challengeCode');
        if (request.method === 'GET' && code) return HttpResponse.json({ challengeCode: code, challengeResponse: hmacHex(APP.secretKey, code) });
        return new HttpResponse(null, { status: documentedRecipe(APP.secretKey, body, request.headers.get('x-li-signature') ?? undefined) ? 200 : 401 });
      }),
    );
    const url = 'https://hooks.team.example/v2/me';
    await kit.subscribe(url);
    expect((await kit.comment(await kit.pagePost('To MSW'), 'Hello handler')).status).toBe(201);
    expect(await kit.mock.waitForDelivery({ url })).toMatchObject({ status: 'DELIVERED', attempts: [{ status: 200 }] });
    expect(received.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(JSON.parse(received[1]!.body).notifications[0].decoratedGeneratedActivity.comment.text).toBe('Hello handler');
    expect(kit.receiver().requests).toEqual([]);
    expect(kit.mock.admin.requests().filter((entry) => new URL(entry.url).host === 'hooks.team.example')).toEqual([]);
  });

  it('a host nobody answers, even at a path the mock serves, is refused by useMockService as any call off this machine: the challenge fails, not answered by the mock', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(kit.mock.admin.registerWebhook({ apiKey: APP.apiKey, url: 'https://nowhere.team.example/v1/people/~' })).rejects.toThrow(/^This URL did not pass the security challenge check: the request failed \(.+\): nothing answers at this URL\.$/);
    expect(printed.mock.calls.flat().join(' ')).toContain("refused GET https://nowhere.team.example/v1/people/~: 'nowhere.team.example' is neither this machine");
  });
});

describe('isServiceOutgoing', () => {
  it('knows a request by its challenge code or signature only while it is in flight', () => {
    const challenge = new Request('https://hooks.example/x?challengeCode=c0de');
    const signed = new Request('https://hooks.example/x', { method: 'POST', headers: { 'x-li-signature': 'abc' } });
    expect([isServiceOutgoing(challenge), isServiceOutgoing(signed)]).toEqual([false, false]);
    const done = [markOutgoing('c0de'), markOutgoing('abc')];
    expect([isServiceOutgoing(challenge), isServiceOutgoing(signed)]).toEqual([true, true]);
    // A POST with the code in its query is no challenge.
    expect(isServiceOutgoing(new Request('https://hooks.example/x?challengeCode=c0de', { method: 'POST' }))).toBe(false);
    for (const unmark of done) unmark();
    expect([isServiceOutgoing(challenge), isServiceOutgoing(signed)]).toEqual([false, false]);
  });
});
