import type { MockContext } from '../context/context.js';
import type { AppRecord } from '../store/types.js';
import type { Scope } from '../scopes.js';
import { FRAMEWORK_SESSION_SECONDS } from '../defaults.js';
import { statusBody } from '../views/relayPage.js';
import { signCredentialsCookie } from './credentialsCookie.js';
import { crc32 } from './crc32.js';
import { relayToPage, type PageAnswer } from './relayToPage.js';

/**
 * A fresh 30-minute framework token for the member, handed to the page in the relay message
 * with its member id and the signed credentials cookie (and its CRC-32); the grant counts as used now.
 */
export async function deliverToken(ctx: MockContext, app: AppRecord, memberId: string, scopes: Scope[], to: PageAnswer, state: string): Promise<Response> {
  const token = ctx.tokens.issue({ apiKey: app.apiKey, memberId, scopes, lifetimeSeconds: FRAMEWORK_SESSION_SECONDS, kind: 'framework' });
  const grant = ctx.grants.get(memberId, app.apiKey);
  if (grant) ctx.grants.put({ ...grant, lastUsedAt: ctx.clock.now() });
  const cookie = await signCredentialsCookie(app.secretKey, token.token, memberId);
  const fields = {
    state,
    access_token: token.token,
    member_id: memberId,
    expires_in: String(FRAMEWORK_SESSION_SECONDS),
    cookie,
    // What the page writes as linkedin_oauth_<api_key>_crc: CRC-32 of the cookie value it writes.
    cookie_crc: String(crc32(encodeURIComponent(cookie))),
  };
  return relayToPage(to, fields, statusBody('Signed in', `You are signed in to ${app.name}. This window closes itself.`), true);
}
