// Bytes every embedding page pays: the bundles, raw and gzipped, dist/in.min.js against its goal
// and its anchor, and where its bytes go (bundleBreakdown.mjs). The size is measured as
// `gzip -9c dist/in.min.js | wc -c`, so this runs gzip itself; zlib (whose deflate differs from GNU
// gzip's by a few bytes) only where gzip is missing.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { printBreakdown } from './bundleBreakdown.mjs';

/** Issue 24's goal: 10 KB gzipped. */
export const MIN_GZIP_GOAL = 10240;
/** The most dist/in.min.js may weigh gzipped: the gate of test/legacy/bundle.test.ts holds the goal. */
export const MIN_GZIP_BUDGET = MIN_GZIP_GOAL;
/**
 * The most a part (dist/in-parts/*.js, a tag kept out of the bundle) may weigh gzipped: a page pays it
 * only when it uses that tag, but each stays small (test/legacy/parts.test.ts).
 */
export const PART_GZIP_BUDGET = 2560;
/** dist/in.min.js gzipped on main before issue 24 (widget CSS inside the script). */
export const MIN_GZIP_ANCHOR = 12134;

/** Gzipped size of `file` as `gzip -9c file | wc -c` counts it. */
export function gzipSize(file) {
  try {
    return { bytes: execFileSync('gzip', ['-9c', file]).length, how: 'gzip -9c' };
  } catch {
    return { bytes: gzipSync(readFileSync(file), { level: 9 }).length, how: 'zlib -9 ' };
  }
}

/** Prints the sizes; returns the figure of dist/in.min.js for the summary. */
export default async function size({ breakdown = true } = {}) {
  let figure;
  for (const file of ['dist/in.min.js', 'dist/in.js']) {
    const raw = readFileSync(file).length;
    const gzip = gzipSize(file);
    let line = `size     ${file.padEnd(16)} ${String(raw).padStart(7)} B   ${gzip.how} ${String(gzip.bytes).padStart(6)} B`;
    if (file === 'dist/in.min.js') {
      const left = MIN_GZIP_GOAL - gzip.bytes;
      line += `   goal <= ${MIN_GZIP_GOAL} B: ${left >= 0 ? `met, ${left} B to spare` : `NOT met, over by ${-left} B`}; anchor ${MIN_GZIP_ANCHOR} B`;
      figure = { name: 'dist/in.min.js, gzip -9', value: `${gzip.bytes} B`, goal: `<= ${MIN_GZIP_GOAL} B`, anchor: `${MIN_GZIP_ANCHOR} B`, met: left >= 0 };
    }
    console.log(line);
  }
  // The parts: what a page pays on top when it uses one of their tags.
  for (const name of readdirSync('dist/in-parts').filter((file) => file.endsWith('.js')).sort()) {
    const file = `dist/in-parts/${name}`;
    console.log(`size     ${file.padEnd(32)} ${String(readFileSync(file).length).padStart(7)} B   ${gzipSize(file).how} ${String(gzipSize(file).bytes).padStart(6)} B   (loaded with its tag; at most ${PART_GZIP_BUDGET} B)`);
  }
  if (breakdown) printBreakdown('dist/in.min.js', gzipSize('dist/in.min.js').bytes);
  return figure;
}
