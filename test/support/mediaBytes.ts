// Small files real processing takes: an MP4 (an ftyp box, then a moov box whose mvhd gives the
// duration, then filler up to the size asked), a PDF and a PNG, and the headers that say a PNG's size
// and a PDF's pages (mock-server/today/media/mediaFormat.ts).

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
  /** A PNG's signature and IHDR saying `width` × `height` (the rest of the file left out). */
  pngOfSize(width: number, height: number): Uint8Array {
    const out = new Uint8Array(33);
    out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(out.buffer).setUint32(16, width);
    new DataView(out.buffer).setUint32(20, height);
    return out;
  },
  /** A PDF with `pages` page objects. */
  pdfOfPages(pages: number): Uint8Array {
    const objects = Array.from({ length: pages }, (_, i) => `${i + 3} 0 obj << /Type /Page /Parent 2 0 R >> endobj\n`).join('');
    return new TextEncoder().encode(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Count ${pages} >> endobj\n${objects}trailer << /Root 1 0 R >>\n%%EOF\n`);
  },
};
