// LinkedIn's validation of a webhook on the mock clock (docs/webhooks.md "Validation"): the challenge
// at registration, again every 2 hours, three failures in a row block the webhook, registering it
// again unblocks it.
import { describe, expect, it } from 'vitest';
import { AdminError } from '../admin/AdminError.js';
import { APP, useWebhookKit } from '../../test/support/webhookKit.js';
import { hmacHex, linkedInReceiver } from '../../test/support/webhookReceiver.js';

const kit = useWebhookKit();
const HOURS = 3600;
const challenges = () => kit.receiver().requests.filter((request) => request.method === 'GET' && request.query.has('challengeCode'));
const settled = () => kit.settled();

describe('registration', () => {
  it("sends GET url?challengeCode=<type-4 UUID> (no applicationId) and registers the webhook once the answer is right [F-WEBHOOKS-001]", async () => {
    const webhook = await kit.mock.admin.registerWebhook({ apiKey: APP.apiKey, url: kit.hookUrl('/hook?tenant=7') });
    const [challenge] = challenges();
    expect(challenge!.path).toBe('/hook');
    expect(challenge!.query.get('tenant')).toBe('7');
    expect(challenge!.query.get('challengeCode')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(challenge!.query.has('applicationId')).toBe(false);
    expect(webhook).toMatchObject({ status: 'VALIDATED', consecutiveFailures: 0, developerApplication: 'urn:li:developerApplication:211439663', nextValidationAt: kit.mock.admin.clock().nowMs + 2 * HOURS * 1000 });
    expect(webhook.challenges).toEqual([expect.objectContaining({ passed: true, status: 200, challengeCode: challenge!.query.get('challengeCode') })]);
    // The admin API shows it; the mock's own request is not in the journal.
    expect(kit.mock.admin.webhooks().map((w) => w.url)).toEqual([kit.hookUrl('/hook?tenant=7')]);
    expect(kit.mock.admin.requests({ path: '/hook' })).toEqual([]);
  });

  const answering = (challengeResponse: (code: string) => string) => (request: { query: URLSearchParams }) => {
    const code = request.query.get('challengeCode')!;
    return { status: 200, contentType: 'application/json', body: JSON.stringify({ challengeCode: code, challengeResponse: challengeResponse(code) }) };
  };
  it.each([
    ['the response under another secret', answering((code) => hmacHex('other-secret', code)), /its challengeResponse is "[0-9a-f]{64}", not the hex HMAC-SHA256 of the code under the app's client secret/],
    ['the digest in base64', answering((code) => Buffer.from(hmacHex(APP.secretKey, code), 'hex').toString('base64')), /: it is the digest in base64; LinkedIn wants hex\.$/],
    ['no JSON', () => ({ status: 200, body: 'ok' }), /its answer is not JSON \("ok"\); LinkedIn expects 200/],
    ['a 404', () => ({ status: 404 }), /it answered 404; LinkedIn expects 200 with the JSON/],
  ])('refuses %s: 422 "did not pass the security challenge check", nothing registered [F-WEBHOOKS-002]', async (_, handler, problem) => {
    kit.receiver().handle(handler);
    const refused = await kit.mock.admin.registerWebhook({ apiKey: APP.apiKey, url: kit.hookUrl() }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AdminError);
    expect((refused as AdminError).status).toBe(422);
    expect((refused as AdminError).message).toMatch(/^This URL did not pass the security challenge check: /);
    expect((refused as AdminError).message).toMatch(problem);
    expect(kit.mock.admin.webhooks()).toEqual([]);
  });

  it('accepts a challenge response in uppercase hex, the same digest (no source says LinkedIn refuses it) [F-WEBHOOKS-027]', async () => {
    kit.receiver().handle(answering((code) => hmacHex(APP.secretKey, code).toUpperCase()));
    const webhook = await kit.mock.admin.registerWebhook({ apiKey: APP.apiKey, url: kit.hookUrl() });
    expect(webhook.challenges).toEqual([expect.objectContaining({ passed: true, status: 200 })]);
    expect(kit.mock.admin.webhooks()).toHaveLength(1);
  });

  it('refuses an ngrok tunnel, a plain-http URL off this machine and an unknown app before any request [F-WEBHOOKS-006]', async () => {
    for (const [url, problem] of [
      ['https://ab12.ngrok-free.app/hook', /ngrok URIs are not supported/],
      ['http://hooks.example/hook', /LinkedIn supports only HTTPS webhooks/],
      ['https://api.linkedin.com/hook', /LinkedIn's own host names/],
    ] as const) {
      await expect(kit.mock.admin.registerWebhook({ apiKey: APP.apiKey, url })).rejects.toThrow(problem);
    }
    await expect(kit.mock.admin.registerWebhook({ apiKey: 'nope', url: kit.hookUrl() })).rejects.toThrow("There is no app with the API key 'nope'.");
    expect(kit.receiver().requests).toEqual([]);
  });

  it('a webhook of a fixture set counts as validated when the set is loaded; its first challenge comes 2 hours later [F-WEBHOOKS-004] [F-WEBHOOKS-022]', async () => {
    kit.mock.admin.loadFixtures({ apps: [{ ...APP, webhooks: [kit.hookUrl()] }] });
    expect(kit.mock.admin.webhooks()).toEqual([expect.objectContaining({ source: 'fixture', status: 'VALIDATED', challenges: [] })]);
    await kit.mock.admin.setClock({ advanceSeconds: 2 * HOURS - 1 });
    await settled();
    expect(challenges()).toHaveLength(0);
    kit.mock.admin.setClock({ advanceSeconds: 1 });
    await settled();
    expect(challenges()).toHaveLength(1);
    expect(kit.mock.admin.webhooks()[0]).toMatchObject({ status: 'VALIDATED', consecutiveFailures: 0 });
  });
});

describe('re-validation every 2 hours of mock time, blocking, unblocking', () => {
  it('a webhook that fails three challenges in a row is BLOCKED: it gets no events until registered again [F-WEBHOOKS-004] [F-WEBHOOKS-005]', async () => {
    await kit.subscribe();
    kit.receiver().handle(() => ({ status: 503 }));
    for (const failures of [1, 2]) {
      kit.mock.admin.setClock({ advanceSeconds: 2 * HOURS });
      await settled();
      expect(kit.mock.admin.webhooks()[0]).toMatchObject({ status: 'VALIDATED', consecutiveFailures: failures });
    }
    kit.mock.admin.setClock({ advanceSeconds: 2 * HOURS });
    await settled();
    const blocked = kit.mock.admin.webhooks()[0]!;
    expect(blocked).toMatchObject({ status: 'BLOCKED', consecutiveFailures: 3, blockedAt: kit.mock.admin.clock().nowMs });
    expect(blocked.challenges.map((c) => [c.passed, c.problem])).toEqual([[true, undefined], ...Array(3).fill([false, 'it answered 503; LinkedIn expects 200 with the JSON {"challengeCode": the code, "challengeResponse": the hex HMAC-SHA256 of the code under the client secret}.'])]);
    // Blocked: no more challenges, and an event is recorded, not sent.
    kit.mock.admin.setClock({ advanceSeconds: 2 * HOURS });
    await settled();
    expect(challenges()).toHaveLength(4);
    expect((await kit.comment(await kit.pagePost('While blocked'), 'Lost')).status).toBe(201);
    expect(await kit.mock.waitForDelivery({ status: 'NOT_SENT' })).toMatchObject({ reason: expect.stringMatching(/^the webhook is blocked after 3 failed validations; register it again/), attempts: [] });
    // Registering it again, the receiver fixed, unblocks it.
    kit.receiver().handle(linkedInReceiver(APP.secretKey));
    expect(await kit.mock.admin.registerWebhook({ apiKey: APP.apiKey, url: kit.hookUrl() })).toMatchObject({ status: 'VALIDATED', consecutiveFailures: 0 });
    expect(kit.mock.admin.webhooks()[0]!.blockedAt).toBeUndefined();
    expect((await kit.comment(await kit.pagePost('Back'), 'Delivered')).status).toBe(201);
    expect(await kit.mock.waitForDelivery({ status: 'DELIVERED' })).toMatchObject({ actions: ['COMMENT'] });
  });

  it('the clock jumping 6 hours sends the three challenges of the slots it passed, one after another, and blocks the failing webhook [F-WEBHOOKS-005] [F-WEBHOOKS-021]', async () => {
    await kit.subscribe();
    kit.receiver().handle(() => ({ status: 500 }));
    kit.mock.admin.setClock({ advanceSeconds: 6 * HOURS });
    await settled();
    expect(challenges()).toHaveLength(4);
    expect(kit.mock.admin.webhooks()[0]).toMatchObject({ status: 'BLOCKED', consecutiveFailures: 3 });
  });

  it('a pass resets the count; the receiver fault "down" fails a challenge without a request [F-WEBHOOKS-005]', async () => {
    await kit.subscribe();
    kit.mock.admin.addDeliveryFault({ fault: 'down', url: kit.hookUrl(), times: 2 });
    kit.mock.admin.setClock({ advanceSeconds: 4 * HOURS });
    await settled();
    expect(kit.mock.admin.webhooks()[0]).toMatchObject({ status: 'VALIDATED', consecutiveFailures: 2 });
    expect(kit.mock.admin.webhooks()[0]!.challenges.at(-1)!.problem).toBe('the webhook could not be reached (receiver fault #1: down).');
    expect(challenges()).toHaveLength(1);
    kit.mock.admin.setClock({ advanceSeconds: 2 * HOURS });
    await settled();
    expect(kit.mock.admin.webhooks()[0]).toMatchObject({ status: 'VALIDATED', consecutiveFailures: 0 });
    expect(kit.mock.admin.deliveryFaults()).toEqual([]);
  });

  it('a challenge answered after 3 seconds fails (real time: LinkedIn waits no longer) [F-WEBHOOKS-003]', async () => {
    kit.receiver().handle((request) => ({ ...linkedInReceiver(APP.secretKey)(request) as object, delayMs: 3_500 }));
    await expect(kit.mock.admin.registerWebhook({ apiKey: APP.apiKey, url: kit.hookUrl() })).rejects.toThrow('This URL did not pass the security challenge check: no answer within 3000 ms, LinkedIn\'s deadline.');
  });
});
