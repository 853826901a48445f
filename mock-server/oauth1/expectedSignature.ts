import { hmacSha1 } from '../crypto/hmacSha1.js';
import { percentEncode } from './percentEncode.js';

/** The signature methods the service takes (LinkedIn signed with HMAC-SHA1; PLAINTEXT only over https). */
export const SIGNATURE_METHODS = ['HMAC-SHA1', 'PLAINTEXT'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/**
 * The signature the request must carry (RFC 5849 3.4.2 and 3.4.4): the key is the encoded
 * consumer secret, `&`, the encoded token secret (empty without a token, the `&` stays);
 * HMAC-SHA1 signs the base string with it (base64), PLAINTEXT is the key itself.
 * @example await expectedSignature('PLAINTEXT', '', 'kd94hf93k423kf44', 'pfkkdhi9sl3r4s00') // 'kd94hf93k423kf44&pfkkdhi9sl3r4s00'
 */
export async function expectedSignature(method: SignatureMethod, baseString: string, consumerSecret: string, tokenSecret: string): Promise<string> {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return method === 'PLAINTEXT' ? key : hmacSha1(key, baseString);
}
