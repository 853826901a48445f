var table: number[] | null = null;

/** CRC-32 (IEEE) of a string's UTF-16 code units as bytes, as the original's IN.Util.crc32. */
export function crc32(text: string): number {
  if (!table) {
    table = [];
    for (var n = 0; n < 256; n++) {
      var c = n;
      for (var k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  var crc = 0xffffffff;
  for (var i = 0; i < text.length; i++) crc = table[(crc ^ text.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
