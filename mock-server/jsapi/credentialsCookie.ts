// The signed value of the `linkedin_oauth_<api_key>` cookie the browser SDK writes after sign-in
// (credentials_cookie: true), signed the way the original signed it: HMAC-SHA1 over the values
// named in signature_order, keyed with the app's secret, base64. The service signs; the browser
// only stores it; the app's server verifies with `verifyCredentialsCookie` (index.ts exports it).
import { constantEquals } from '../crypto/constantEquals.js';
import { hmacSha1 } from '../crypto/hmacSha1.js';
import { own } from '../records/safeKey.js';

/** The cookie's JSON value. */
export interface CredentialsCookie {
  signature_version: 1;
  signature_method: 'HMAC-SHA1';
  signature_order: string[];
  signature: string;
  access_token: string;
  member_id: string;
}

const ORDER = ['access_token', 'member_id'];

/** The signed cookie value for a sign-in, as JSON text. */
export async function signCredentialsCookie(secret: string, accessToken: string, memberId: string): Promise<string> {
  const fields: Record<string, string> = { access_token: accessToken, member_id: memberId };
  const signature = await hmacSha1(secret, ORDER.map((name) => fields[name]).join(''));
  const cookie: CredentialsCookie = {
    signature_version: 1,
    signature_method: 'HMAC-SHA1',
    signature_order: ORDER,
    signature,
    access_token: accessToken,
    member_id: memberId,
  };
  return JSON.stringify(cookie);
}

/**
 * Checks a `linkedin_oauth_<api_key>` cookie with the app's secret. Accepts the raw cookie
 * value (URL-encoded, as the browser sends it) or the decoded JSON. Returns the member id and
 * token when the signature is right, else null.
 * @example
 * const who = await verifyCredentialsCookie(req.cookies['linkedin_oauth_demo-api-key'], SECRET);
 * if (!who) return res.status(401).end();
 */
export async function verifyCredentialsCookie(value: string | undefined, secret: string): Promise<{ memberId: string; accessToken: string } | null> {
  if (!value) return null;
  let cookie: Partial<CredentialsCookie> & Record<string, unknown>;
  try {
    cookie = JSON.parse(value.trim().startsWith('{') ? value : decodeURIComponent(value));
  } catch {
    return null;
  }
  if (cookie.signature_version !== 1 || cookie.signature_method !== 'HMAC-SHA1' || !Array.isArray(cookie.signature_order)) return null;
  if (typeof cookie.signature !== 'string' || typeof cookie.access_token !== 'string' || typeof cookie.member_id !== 'string') return null;
  if (!ORDER.every((name) => cookie.signature_order!.includes(name))) return null;
  const message = cookie.signature_order.map((name) => String(own(cookie, name) ?? '')).join('');
  const expected = await hmacSha1(secret, message);
  return constantEquals(cookie.signature, expected) ? { memberId: cookie.member_id, accessToken: cookie.access_token } : null;
}
