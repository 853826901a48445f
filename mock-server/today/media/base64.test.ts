// The two ways base64.ts encodes and decodes media (Node's Buffer, and btoa/atob where a browser runs
// the handlers) give the same text and bytes; text that is not base64 is refused on both.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function load(withBuffer: boolean) {
  vi.resetModules();
  if (!withBuffer) vi.stubGlobal('Buffer', undefined);
  return import('./base64.js');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('base64 of media bytes', () => {
  const bytes = new Uint8Array(70_000).map((_, i) => (i * 37 + (i >> 8)) & 255);

  it('Node and browser ways agree, for every length mod 3 and a view into a larger buffer', async () => {
    const node = await load(true);
    const browser = await load(false);
    for (const length of [0, 1, 2, 3, 4, 5, 65_536, 70_000]) {
      const part = bytes.subarray(7, 7 + Math.min(length, bytes.length - 7));
      const text = node.toBase64(part);
      expect(browser.toBase64(part)).toBe(text);
      expect([...node.fromBase64(text)]).toEqual([...part]);
      expect([...browser.fromBase64(text)]).toEqual([...part]);
      // What comes back owns its bytes: a view on a fresh buffer, not on Node's shared pool.
      expect(node.fromBase64(text).buffer.byteLength).toBe(part.length);
    }
  });

  it('refuses text that is not base64, as atob does', async () => {
    const node = await load(true);
    expect(() => node.fromBase64('not base64!')).toThrow();
    expect(() => node.fromBase64('abcde')).toThrow();
    // Unpadded text is base64 to atob, so to this too.
    expect([...node.fromBase64('YWI')]).toEqual([97, 98]);
  });
});
