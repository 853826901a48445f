// The three signatures of LinkedIn's pushes (docs/webhooks.md "Signatures"), each under the app's
// secret:
//   the validation challenge: challengeResponse = Hex-encoded(HMACSHA256(challengeCode, clientSecret))
//     (Webhook validation, learn.microsoft.com/linkedin/shared/api-guide/webhook-validation);
//   an event: X-LI-Signature, the hex HMAC-SHA256 of "hmacsha256=" followed by the body, "the
//     JSON-encoded string representation of the POST body prefixed by hmacsha256=" (the same page)
//     and "Using 'hmacsha256=' and appending the request payload, the computed HMAC should match
//     the X-LI-Signature" (Apply Connect, "Receive Applications"): the prefix is part of what is
//     signed, never of the header, which is the hex digest alone;
//   the v1 era's Apply with LinkedIn POST: Content-Signature, base64(HMAC-SHA1(api secret, raw body))
//     (rmaceissoft/python-apply-linkedin, apply_linkedin/django/decorators.py).
import { hmacSha256Hex } from '../crypto/hmacSha256.js';
import { hmacSha1 } from '../crypto/hmacSha1.js';

/** What LinkedIn puts before the body when it signs an event. */
export const SIGNATURE_PREFIX = 'hmacsha256=';

/**
 * The `X-LI-Signature` of a notification body.
 * @example await liSignature('client-secret', '{"type":"ORGANIZATION_SOCIAL_ACTION_NOTIFICATIONS",…}') // 64 hex digits
 */
export function liSignature(clientSecret: string, body: string): Promise<string> {
  return hmacSha256Hex(clientSecret, SIGNATURE_PREFIX + body);
}

/**
 * The `challengeResponse` a webhook must answer to a validation challenge.
 * @example await challengeResponse('client-secret', '890e4665-4dfe-4ab1-b689-ed553bceeed0')
 */
export function challengeResponse(clientSecret: string, challengeCode: string): Promise<string> {
  return hmacSha256Hex(clientSecret, challengeCode);
}

/**
 * The `Content-Signature` of an Apply with LinkedIn application POST (v1 era): base64, no prefix.
 * @example await contentSignature('api-secret', '{"coverLetter":…}')
 */
export function contentSignature(apiSecret: string, body: string): Promise<string> {
  return hmacSha1(apiSecret, body);
}
