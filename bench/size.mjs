// Bytes every embedding page pays: the bundles, raw and gzipped.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export default async function size() {
  const rows = [];
  for (const file of ['dist/in.min.js', 'dist/in.js']) {
    const bytes = readFileSync(file);
    rows.push({ file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  for (const row of rows) console.log(`size     ${row.file.padEnd(16)} ${String(row.bytes).padStart(7)} B   gzip -9 ${String(row.gzip).padStart(6)} B`);
}
