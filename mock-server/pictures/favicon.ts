// The network's mark as the icon browsers and tools ask every host for (`GET /favicon.ico`): the
// blue square with a white "in" that the pages' header draws in CSS (views/renderPage.ts), as a
// 16×16 Windows icon (one 32-bit image), the format every browser back to IE 6 reads. Drawn here
// from a pixel map, so no image file ships and no trademark image is used.
import { http } from 'msw';
import { isServiceHostName } from '../http/serviceHosts.js';

/** Where browsers ask a host for its icon. */
export const FAVICON_PATH = '/favicon.ico';

/** The mark, 16×16: `.` transparent, `b` the network's blue (#0a66c2), `w` white. */
const MARK = [
  '.bbbbbbbbbbbbbb.',
  'bbbbbbbbbbbbbbbb',
  'bbbwwbbbbbbbbbbb',
  'bbbwwbbbbbbbbbbb',
  'bbbbbbbbbbbbbbbb',
  'bbbwwbbwwbwwwbbb',
  'bbbwwbbwwwwwwwbb',
  'bbbwwbbwwwbbwwbb',
  'bbbwwbbwwbbbwwbb',
  'bbbwwbbwwbbbwwbb',
  'bbbwwbbwwbbbwwbb',
  'bbbwwbbwwbbbwwbb',
  'bbbwwbbwwbbbwwbb',
  'bbbbbbbbbbbbbbbb',
  'bbbbbbbbbbbbbbbb',
  '.bbbbbbbbbbbbbb.',
];

/** Blue, green, red, alpha of each letter of the map. */
const COLOURS: Record<string, readonly [number, number, number, number]> = { '.': [0, 0, 0, 0], b: [0xc2, 0x66, 0x0a, 0xff], w: [0xff, 0xff, 0xff, 0xff] };

/**
 * An .ico file of one 32-bit image made from rows of letters (see MARK): the icon directory, a
 * BITMAPINFOHEADER, the pixels bottom-up in BGRA, and the 1-bit AND mask (rows padded to 32 bits).
 * @example iconFile(MARK).length // 1150
 */
export function iconFile(rows: readonly string[]): Uint8Array {
  const size = rows.length;
  const maskRowBytes = Math.ceil(size / 32) * 4;
  const imageBytes = 40 + size * size * 4 + maskRowBytes * size;
  const bytes = new Uint8Array(6 + 16 + imageBytes);
  const view = new DataView(bytes.buffer);
  // ICONDIR: reserved, type 1 (icon), one image.
  view.setUint16(2, 1, true);
  view.setUint16(4, 1, true);
  // ICONDIRENTRY: width, height, no palette, planes 1, 32 bits a pixel, the image's size and offset.
  bytes[6] = size;
  bytes[7] = size;
  view.setUint16(10, 1, true);
  view.setUint16(12, 32, true);
  view.setUint32(14, imageBytes, true);
  view.setUint32(18, 22, true);
  // BITMAPINFOHEADER: the height counts the image and its mask.
  view.setUint32(22, 40, true);
  view.setInt32(26, size, true);
  view.setInt32(30, size * 2, true);
  view.setUint16(34, 1, true);
  view.setUint16(36, 32, true);
  view.setUint32(42, size * size * 4 + maskRowBytes * size, true);
  const pixels = 62;
  const mask = pixels + size * size * 4;
  rows.forEach((row, y) => {
    const line = size - 1 - y;
    for (let x = 0; x < size; x++) {
      const colour = COLOURS[row[x]!];
      if (!colour) throw new Error(`iconFile: unknown letter '${row[x]}' in row ${y}`);
      bytes.set(colour, pixels + (line * size + x) * 4);
      if (colour[3] === 0) bytes[mask + line * maskRowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  });
  return bytes;
}

/** The mark as an .ico file. */
export const FAVICON_ICO = iconFile(MARK);

/** The answer to `GET /favicon.ico`: the icon, cached a day like a site's icon. */
export function faviconResponse(): Response {
  return new Response(FAVICON_ICO.slice(), { headers: { 'content-type': 'image/x-icon', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff', 'access-control-allow-origin': '*' } });
}

/**
 * `/favicon.ico` on the service's own host names (www, api, platform): in setupServer and
 * setupWorker only there, so a test's own app on localhost keeps its icon; the standalone server
 * answers it on every name it serves (server/httpServer.ts).
 */
export function faviconHandlers() {
  // An MSW path handler, not a ServiceRoute: the gateway's prefilter then leaves it out of every other path's candidates.
  return [
    http.get(`*${FAVICON_PATH}`, ({ request }) => (isServiceHostName(new URL(request.url).hostname) ? faviconResponse() : undefined)),
  ];
}
