// The team board's LinkedIn webhook: the page's social actions (comments, reactions, reshares,
// mentions on our company page), written to LinkedIn's docs so it works the day LinkedIn calls it:
// - GET ?challengeCode=…: answer {challengeCode, challengeResponse: hex HMAC-SHA256(code, client secret)};
// - POST: X-LI-Signature is the hex HMAC-SHA256, under the client secret, of "hmacsha256=" + the raw body
//   (https://learn.microsoft.com/en-us/linkedin/shared/api-guide/webhook-validation); anything else is refused;
// - the same notificationId may come twice: handle each once; answer 2xx quickly.
// Tested against the mock in test/webhook.test.js (in-js docs/webhooks.md).
import express from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';

const hex = (secret, text) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** True when `header` is LinkedIn's signature of the raw body `raw` (a string, exactly as received). */
export function signedByLinkedIn(raw, header, clientSecret) {
  const expected = Buffer.from(hex(clientSecret, `hmacsha256=${raw}`));
  const given = Buffer.from(String(header ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An Express app serving the webhook at `path`; `onNotification(notification)` is called once per
 * notificationId, in the order they come.
 * @param {{ clientSecret: string, onNotification: (n: object) => void, path?: string }} options
 */
export function createWebhookReceiver({ clientSecret, onNotification, path = '/linkedin/webhook' }) {
  const app = express();
  const seen = new Set();
  app.get(path, (req, res) => {
    const code = typeof req.query.challengeCode === 'string' ? req.query.challengeCode : '';
    if (!code) return res.status(400).end();
    res.json({ challengeCode: code, challengeResponse: hex(clientSecret, code) });
  });
  // The raw body: the signature is over the text as sent, never over a re-serialization.
  app.post(path, express.raw({ type: () => true }), (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    if (!signedByLinkedIn(raw, req.get('x-li-signature'), clientSecret)) return res.status(401).end();
    for (const notification of JSON.parse(raw).notifications ?? []) {
      if (seen.has(notification.notificationId)) continue;
      seen.add(notification.notificationId);
      onNotification(notification);
    }
    res.status(200).end();
  });
  return app;
}

/**
 * Subscribes the app to a page's social action notifications, as a page administrator
 * (PUT /rest/eventSubscriptions/…, the Community Management API). Resolves with LinkedIn's status.
 */
export async function subscribePage({ accessToken, applicationId, personId, organizationId, webhook, linkedInVersion, apiBase = 'https://api.linkedin.com' }) {
  const key = [
    `developerApplication:${encodeURIComponent(`urn:li:developerApplication:${applicationId}`)}`,
    `user:${encodeURIComponent(`urn:li:person:${personId}`)}`,
    `entity:${encodeURIComponent(`urn:li:organization:${organizationId}`)}`,
    'eventType:ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS',
  ].join(',');
  const answer = await fetch(`${apiBase}/rest/eventSubscriptions/(${key})`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}`, 'LinkedIn-Version': linkedInVersion, 'X-Restli-Protocol-Version': '2.0.0', 'content-type': 'application/json' },
    body: JSON.stringify({ webhook }),
  });
  return answer.status;
}
