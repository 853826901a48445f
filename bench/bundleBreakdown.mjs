// Where the bytes of dist/in.min.js go: each character of the minified output is charged to the
// source file its source-map segment names (rollup's glue, with no source, is "(glue)"). Two gzip
// figures per module: "share" gives out the file's real gzip size in proportion to each module's
// bytes compressed on their own (the column adds up to the real figure), and "saved if cut" is how
// much smaller the gzipped whole gets without that module's bytes (what removing or shrinking it
// can win at most, since gzip already finds the repeats it has with the other modules).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The values of one source-map segment ("AAAA,..." base64 VLQ). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Minified bytes of `file` per source of its `.map`: Map(source → string of its characters). */
export function bytesBySource(file) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
  const lines = code.split('\n');
  const parts = new Map();
  const charge = (source, text) => parts.set(source, (parts.get(source) ?? '') + text);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    const text = lines[lineNo] ?? '';
    let column = 0;
    let from = 0;
    let current = '(glue)';
    for (const segment of line ? line.split(',') : []) {
      const values = decodeSegment(segment);
      column += values[0];
      charge(current, text.slice(from, column));
      from = column;
      if (values.length > 1) {
        sourceIndex += values[1];
        current = map.sources[sourceIndex].replace(/^(\.\.\/)+/, '');
      } else current = '(glue)';
    }
    charge(current, text.slice(from) + '\n');
  });
  return parts;
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** Rows { source, bytes, gzip, marginal } sorted by gzip, largest first (see the top of this file). */
export function breakdown(file, totalGzip) {
  const parts = bytesBySource(file);
  const whole = gzip([...parts.values()].join(''));
  const rows = [...parts].map(([source, text]) => ({
    source,
    bytes: Buffer.byteLength(text),
    alone: gzip(text),
    marginal: whole - gzip([...parts].map(([other, rest]) => (other === source ? '' : rest)).join('')),
  }));
  const alone = rows.reduce((sum, row) => sum + row.alone, 0);
  for (const row of rows) row.gzip = Math.round((row.alone * totalGzip) / alone);
  return rows.sort((a, b) => b.gzip - a.gzip);
}

/** Prints the breakdown: per folder of src/, then the `top` largest modules. */
export function printBreakdown(file, totalGzip, top = 15) {
  const rows = breakdown(file, totalGzip);
  const folders = new Map();
  for (const row of rows) {
    const path = row.source.split('/');
    const folder = path.length > 2 ? path.slice(0, 2).join('/') + '/' : row.source;
    const sum = folders.get(folder) ?? { bytes: 0, gzip: 0 };
    folders.set(folder, { bytes: sum.bytes + row.bytes, gzip: sum.gzip + row.gzip });
  }
  const line = (name, { bytes, gzip, marginal }) =>
    `           ${name.padEnd(34)} ${String(bytes).padStart(6)} B min  ${String(gzip).padStart(5)} B gzip share` + (marginal === undefined ? '' : `  ${String(marginal).padStart(4)} B saved if cut`);
  console.log(`size     ${file} by folder (minified bytes; gzip shared out by each part's own compressibility):`);
  for (const [folder, sum] of [...folders].sort((a, b) => b[1].gzip - a[1].gzip)) console.log(line(folder, sum));
  console.log(`size     ${file}, largest ${top} modules:`);
  for (const row of rows.slice(0, top)) console.log(line(row.source, row));
}
