// The credentials cookie's CRC companion (credentials_cookie_crc: true): the service computes it
// and hands it to the page with the cookie, so the browser script carries no CRC code.
let table: number[] | null = null;

/** CRC-32 (IEEE) of a string's UTF-16 code units as bytes, as the original's IN.Util.crc32 computed it in the browser. */
export function crc32(text: string): number {
  if (!table) {
    table = [];
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = table[(crc ^ text.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
