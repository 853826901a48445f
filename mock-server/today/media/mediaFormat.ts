// What LinkedIn's processing makes of uploaded bytes (docs/media.md "Processing"): an image must be a
// JPEG, GIF or PNG of fewer than IMAGE_MAX_PIXELS pixels; a video an MP4 (or QuickTime) file, whose
// second box is `ftyp`, of VIDEO_MIN_DURATION_MS to VIDEO_MAX_DURATION_MS; a document a PDF of at
// most DOCUMENT_MAX_PAGES pages, or a PowerPoint or Word file (OLE2 for .ppt/.doc, a ZIP for
// .pptx/.docx). Anything else fails processing, as bytes a client cut into chunks and sent to one
// URL do (only the last chunk is left). Images API: "JPG, GIF, PNG", fewer than 36,152,320 pixels;
// Videos API: "MP4"; Documents API: "PPT, PPTX, DOC, DOCX, and PDF"; the duration and page limits as
// publishers summarise LinkedIn's (docs/media.md LIMITS). The mock does not decode media: a limit is
// checked where the file's header says it (an image's dimensions, an MP4's mvhd duration, a PDF's page
// objects), and a file whose header does not say it is not failed on a guess.
import { DOCUMENT_MAX_PAGES, IMAGE_MAX_PIXELS, VIDEO_MAX_DURATION_MS, VIDEO_MIN_DURATION_MS } from '../../defaults.js';

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** Why processing fails for these video bytes, or undefined when they are an MP4 of a duration LinkedIn takes. */
export function videoProblem(bytes: Uint8Array): string | undefined {
  if (!(bytes.byteLength >= 8 && ascii(bytes, 4, 4) === 'ftyp')) return 'The uploaded file is not an MP4 video (no ftyp box at its start).';
  const duration = mp4DurationMs(bytes);
  if (duration !== undefined && (duration < VIDEO_MIN_DURATION_MS || duration > VIDEO_MAX_DURATION_MS)) {
    return `The video lasts ${duration / 1000} s; LinkedIn takes videos of ${VIDEO_MIN_DURATION_MS / 1000} s to ${VIDEO_MAX_DURATION_MS / 60_000} minutes.`;
  }
  return undefined;
}

/** The pages of a PDF: its page objects (`/Type /Page`, not the page tree's `/Type /Pages`). */
export function pdfPageCount(bytes: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(bytes);
  return (text.match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
}

/** Why processing fails for these document bytes, or undefined when they are a PDF (of at most DOCUMENT_MAX_PAGES pages), PPT(X) or DOC(X). */
export function documentProblem(bytes: Uint8Array): string | undefined {
  if (ascii(bytes, 0, 5) === '%PDF-') {
    const pages = pdfPageCount(bytes);
    return pages > DOCUMENT_MAX_PAGES ? `The document has ${pages} pages; LinkedIn takes at most ${DOCUMENT_MAX_PAGES}.` : undefined;
  }
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

/** Width and height of a PNG (IHDR), a GIF (logical screen) or a JPEG (its first SOF marker), when the header says them. */
function imageSize(bytes: Uint8Array, type: 'png' | 'gif' | 'jpeg'): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'png') return bytes.byteLength >= 24 && ascii(bytes, 12, 4) === 'IHDR' ? { width: view.getUint32(16), height: view.getUint32(20) } : undefined;
  if (type === 'gif') return bytes.byteLength >= 10 ? { width: view.getUint16(6, true), height: view.getUint16(8, true) } : undefined;
  // JPEG: markers from byte 2; SOF0–SOF15 but DHT (C4), JPG (C8), DAC (CC) carry the frame's size.
  for (let at = 2; at + 9 <= bytes.byteLength; ) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/** The image type of these bytes by their signature (JPEG, GIF or PNG), or undefined for another. */
export function imageTypeOf(bytes: Uint8Array): 'png' | 'gif' | 'jpeg' | undefined {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return 'png';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

/** Why processing fails for these image bytes, or undefined when they are a JPEG, GIF or PNG of fewer than IMAGE_MAX_PIXELS pixels. */
export function imageProblem(bytes: Uint8Array): string | undefined {
  const type = imageTypeOf(bytes);
  if (!type) return 'The uploaded file is not a JPEG, GIF or PNG image.';
  const size = imageSize(bytes, type);
  if (size && size.width * size.height >= IMAGE_MAX_PIXELS) return `The image has ${size.width} × ${size.height} = ${size.width * size.height} pixels; LinkedIn takes images of fewer than ${IMAGE_MAX_PIXELS}.`;
  return undefined;
}
