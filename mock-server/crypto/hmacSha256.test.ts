import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { hmacSha256Hex } from './hmacSha256.js';

describe('hmacSha256Hex', () => {
  it('RFC 4231 test case 2', async () => {
    expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it("is node:crypto's hex digest over the UTF-8 bytes, non-ASCII text included", async () => {
    const text = 'hmacsha256={"text":"Grüße — café ☕"}';
    expect(await hmacSha256Hex('s3cret', text)).toBe(createHmac('sha256', 's3cret').update(text, 'utf8').digest('hex'));
  });
});
