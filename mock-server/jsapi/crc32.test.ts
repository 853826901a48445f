import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32.js';

describe('crc32', () => {
  it('is the IEEE CRC-32 the original used for the _crc cookie', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
    expect(crc32('The quick brown fox jumps over the lazy dog')).toBe(0x414fa339);
  });
});
