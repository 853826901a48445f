import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signCredentialsCookie, verifyCredentialsCookie } from './credentialsCookie.js';

describe('credentials cookie', () => {
  it('signs access_token + member_id with HMAC-SHA1 of the secret, base64', async () => {
    const cookie = JSON.parse(await signCredentialsCookie('s3cret', 'TOKEN', 'M1'));
    expect(cookie).toMatchObject({ signature_version: 1, signature_method: 'HMAC-SHA1', signature_order: ['access_token', 'member_id'], access_token: 'TOKEN', member_id: 'M1' });
    expect(cookie.signature).toBe(createHmac('sha1', 's3cret').update('TOKENM1').digest('base64'));
  });

  it('verifies a cookie as the browser sends it (URL-encoded) and as JSON', async () => {
    const json = await signCredentialsCookie('s3cret', 'TOKEN', 'M1');
    expect(await verifyCredentialsCookie(encodeURIComponent(json), 's3cret')).toEqual({ memberId: 'M1', accessToken: 'TOKEN' });
    expect(await verifyCredentialsCookie(json, 's3cret')).toEqual({ memberId: 'M1', accessToken: 'TOKEN' });
  });

  it('refuses a wrong secret, a changed member id, and garbage', async () => {
    const json = await signCredentialsCookie('s3cret', 'TOKEN', 'M1');
    expect(await verifyCredentialsCookie(json, 'other')).toBeNull();
    expect(await verifyCredentialsCookie(json.replace('"M1"', '"M2"'), 's3cret')).toBeNull();
    expect(await verifyCredentialsCookie('%7Bnot json', 's3cret')).toBeNull();
    expect(await verifyCredentialsCookie(undefined, 's3cret')).toBeNull();
    expect(await verifyCredentialsCookie(JSON.stringify({ ...JSON.parse(json), signature_order: ['member_id'] }), 's3cret')).toBeNull();
  });
});
