import { describe, expect, it } from 'vitest';
import { hmacSha1 } from './hmacSha1.js';

describe('hmacSha1', () => {
  it('RFC 2202 test case 2', async () => {
    expect(Buffer.from(await hmacSha1('Jefe', 'what do ya want for nothing?'), 'base64').toString('hex')).toBe('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
  });

  it('the credentials cookie vector of omniauth-linkedin-jsapi’s spec (access_token + member_id under the app secret)', async () => {
    expect(await hmacSha1('X19zkd7LdmSPVcrV', 'AD2dpVe1tOclAsNYsCri4nOatfstw7ZnMzWPvvUNSej47H')).toBe('4pgJrTAD+EktW7c5VTuZFhLrmOA=');
  });
});
