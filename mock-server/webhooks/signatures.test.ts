// The signature a receiver verifies, against the three recipes public receivers use (docs/webhooks.md
// "Signatures"): the one LinkedIn documents accepts every delivery; the two others reject them.
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { useWebhookKit } from '../../test/support/webhookKit.js';
import { documentedRecipe, linkedInReceiver } from '../../test/support/webhookReceiver.js';
import { escapedUnicodeJson } from './escapedUnicodeJson.js';
import { challengeResponse, contentSignature, liSignature } from './signatures.js';

const kit = useWebhookKit();
const hex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
/** Public receivers' other two recipes: the prefix on the header, and no prefix anywhere. */
const prefixOnHeader = (secret: string, body: string, header?: string) => header === `hmacsha256=${hex(secret, body)}`;
const bare = (secret: string, body: string, header?: string) => header === hex(secret, body);

describe('X-LI-Signature against the three public recipes [F-WEBHOOKS-007]', () => {
  const RECIPES = [
    ['the documented recipe, hex HMAC of "hmacsha256=" + body', documentedRecipe, 200],
    ['header "hmacsha256=<hex HMAC(body)>"', prefixOnHeader, 401],
    ['bare "<hex HMAC(body)>"', bare, 401],
  ] as const;
  describe.each(RECIPES)('a receiver written to %s', (_, recipe, answer) => {
    it.each(['Plain ASCII', 'Grüße aus Köln — café ☕ 😀'])(`answers ${answer} to a delivery of the comment %j`, async (text) => {
      kit.receiver().handle(linkedInReceiver('hooks-app-secret', recipe));
      await kit.subscribe();
      expect((await kit.comment(await kit.pagePost('Signed news'), text)).status).toBe(201);
      const delivery = await kit.mock.waitForDelivery({ action: 'COMMENT' });
      expect([delivery.attempts[0]!.status, delivery.status]).toEqual([answer, answer === 200 ? 'DELIVERED' : 'PENDING']);
    });
  });

  it("the body is the escaped-Unicode JSON that was signed: a receiver hashing its own re-serialization fails on the accented comment [F-WEBHOOKS-008]", async () => {
    await kit.subscribe();
    expect((await kit.comment(await kit.pagePost('Accents'), 'Grüße — café')).status).toBe(201);
    const delivery = await kit.mock.waitForDelivery({ action: 'COMMENT' });
    expect(delivery.body).toContain('Gr\\u00fc\\u00dfe \\u2014 caf\\u00e9');
    expect(/[^\x00-\x7f]/.test(delivery.body)).toBe(false);
    const [received] = kit.receiver().requests.filter((request) => request.method === 'POST');
    expect(received!.body).toBe(delivery.body);
    expect(received!.headers['x-li-signature']).toBe(delivery.signature);
    const reserialized = JSON.stringify(JSON.parse(received!.body));
    expect(hex('hooks-app-secret', `hmacsha256=${reserialized}`)).not.toBe(delivery.signature);
  });

  it('the signatures are what the docs define, hex HMAC-SHA256 and base64 HMAC-SHA1 [F-WEBHOOKS-002] [F-WEBHOOKS-007] [F-WEBHOOKS-025]', async () => {
    expect(await liSignature('s', '{"a":1}')).toBe(hex('s', 'hmacsha256={"a":1}'));
    expect(await challengeResponse('s', 'c0de')).toBe(hex('s', 'c0de'));
    expect(await contentSignature('api-secret', '{"meta":"Apply with LinkedIn"}')).toBe(createHmac('sha1', 'api-secret').update('{"meta":"Apply with LinkedIn"}').digest('base64'));
    expect(escapedUnicodeJson({ t: 'é😀\u007f' })).toBe('{"t":"\\u00e9\\ud83d\\ude00\u007f"}');
  });
});
