// What LinkedIn's processing makes of uploaded bytes (docs/media.md "Processing"): a video must be
// an MP4 (or QuickTime) file, whose second box is `ftyp`; a document a PDF, or a PowerPoint or Word
// file (OLE2 for .ppt/.doc, a ZIP for .pptx/.docx). Anything else fails processing, as bytes a
// client cut into chunks and sent to one URL do (only the last chunk is left).
// Videos API: "MP4"; Documents API: "PPT, PPTX, DOC, DOCX, and PDF".

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** Why processing fails for these video bytes, or undefined when they are an MP4. */
export function videoProblem(bytes: Uint8Array): string | undefined {
  return bytes.byteLength >= 8 && ascii(bytes, 4, 4) === 'ftyp' ? undefined : 'The uploaded file is not an MP4 video (no ftyp box at its start).';
}

/** Why processing fails for these document bytes, or undefined when they are a PDF, PPT(X) or DOC(X). */
export function documentProblem(bytes: Uint8Array): string | undefined {
  if (ascii(bytes, 0, 5) === '%PDF-') return undefined;
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return undefined;
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return undefined;
  return 'The uploaded file is not a PDF, PPT, PPTX, DOC or DOCX document.';
}

/**
 * An MP4's duration in milliseconds, from its `mvhd` box (timescale and duration), or undefined.
 * @example mp4DurationMs(bytes) // 12000
 */
export function mp4DurationMs(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 8 <= bytes.byteLength; ) {
    const size = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    if (type === 'moov') {
      at += 8;
      continue;
    }
    if (type === 'mvhd' && at + 32 <= bytes.byteLength) {
      const version = bytes[at + 8];
      if (version === 1) {
        if (at + 40 > bytes.byteLength) return undefined;
        return Math.round((Number(view.getBigUint64(at + 32)) / view.getUint32(at + 28)) * 1000);
      }
      const timescale = view.getUint32(at + 20);
      return timescale ? Math.round((view.getUint32(at + 24) / timescale) * 1000) : undefined;
    }
    if (size < 8) return undefined;
    at += size;
  }
  return undefined;
}
