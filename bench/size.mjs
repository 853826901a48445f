// Bytes every embedding page pays: the bundles, raw and gzipped, and dist/in.min.js against its
// budget. The budget is measured as `gzip -9c dist/in.min.js | wc -c`, so this runs gzip itself;
// zlib (whose deflate differs from GNU gzip's by a few bytes) only where gzip is missing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The most dist/in.min.js may weigh gzipped: 12 KB. */
export const MIN_GZIP_BUDGET = 12288;

/** Gzipped size of `file` as `gzip -9c file | wc -c` counts it. */
export function gzipSize(file) {
  try {
    return { bytes: execFileSync('gzip', ['-9c', file]).length, how: 'gzip -9c' };
  } catch {
    return { bytes: gzipSync(readFileSync(file), { level: 9 }).length, how: 'zlib -9 ' };
  }
}

export default async function size() {
  for (const file of ['dist/in.min.js', 'dist/in.js']) {
    const raw = readFileSync(file).length;
    const gzip = gzipSize(file);
    let line = `size     ${file.padEnd(16)} ${String(raw).padStart(7)} B   ${gzip.how} ${String(gzip.bytes).padStart(6)} B`;
    if (file === 'dist/in.min.js') {
      const left = MIN_GZIP_BUDGET - gzip.bytes;
      line += `   target <= ${MIN_GZIP_BUDGET} B: ${left >= 0 ? `${left} B to spare` : `OVER by ${-left} B`}`;
    }
    console.log(line);
  }
}
