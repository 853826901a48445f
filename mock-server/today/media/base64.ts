// Bytes ↔ base64, how the store keeps uploaded media (so `--state` writes it as JSON). Node's Buffer
// where there is one (far faster than the string route: docs/toolchain.md "The figures behind the
// test settings"); btoa/atob in the browser (setupWorker), where there is none.

/** Node's Buffer, when the handlers run in Node; undefined in a browser. */
const NodeBuffer = (globalThis as { Buffer?: typeof import('node:buffer').Buffer }).Buffer;

export function toBase64(bytes: Uint8Array): string {
  if (NodeBuffer) return NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function fromBase64(text: string): Uint8Array {
  // Buffer skips what is not base64 where atob refuses it: only well-formed text takes the fast way.
  if (NodeBuffer && text.length % 4 === 0 && BASE64.test(text)) return new Uint8Array(NodeBuffer.from(text, 'base64'));
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The bytes of several parts, in order, as one. */
export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
