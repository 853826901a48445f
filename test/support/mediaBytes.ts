// Small files real processing takes: an MP4 (an ftyp box, then a moov box whose mvhd gives the
// duration, then filler up to the size asked), a PDF and a PNG (mock-server/today/media/mediaFormat.ts).

function box(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + body.byteLength);
  new DataView(out.buffer).setUint32(0, out.byteLength);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  return out;
}

export const mediaBytes = {
  /** An MP4 of `size` bytes whose mvhd says `durationMs`. */
  mp4(size: number, durationMs: number): Uint8Array {
    const ftyp = box('ftyp', new TextEncoder().encode('isom\0\0\0\0isommp41'));
    const mvhd = new Uint8Array(100);
    new DataView(mvhd.buffer).setUint32(12, 1000); // timescale (after version+flags, creation, modification)
    new DataView(mvhd.buffer).setUint32(16, durationMs);
    const head = [...ftyp, ...box('moov', box('mvhd', mvhd))];
    if (size < head.length) throw new Error(`An MP4 here has at least ${head.length} bytes.`);
    const out = new Uint8Array(size);
    out.set(head);
    for (let i = head.length; i < size; i++) out[i] = i % 251;
    return out;
  },
  pdf: (): Uint8Array => new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: (): Uint8Array => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
};
