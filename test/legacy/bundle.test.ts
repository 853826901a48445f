// The legacy gate on the real build: both bundles parse as ES3, src/ (with protocol/) uses no
// built-in that old browsers lack, and dist/in.min.js stays within its size budget.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { es3Problem } from '../../scripts/legacy/checkEs3.mjs';
import { legacyBuiltinProblems } from '../../scripts/legacy/checkBuiltins.mjs';
import { bundleSource } from '../support/browserWindow';
import { MIN_GZIP_BUDGET, gzipSize } from '../../bench/size.mjs';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('legacy gate on the build', () => {
  for (const file of ['dist/in.js', 'dist/in.min.js']) {
    it(`${file} parses as ECMAScript 3 with reserved words refused as property names`, () => {
      expect(es3Problem(bundleSource(file), file)).toBeNull();
    });
    it(`${file} carries a source map built only from src/ and protocol/ (no runtime dependencies)`, () => {
      const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
      expect(map.sources.length).toBeGreaterThan(3);
      for (const source of map.sources) expect(source).toMatch(/^(\.\.\/)?(src|protocol)\//);
      expect(bundleSource(file)).toMatch(/\/\/# sourceMappingURL=in(\.min)?\.js\.map\s*$/);
    });
  }

  it(`dist/in.min.js stays within its budget of ${MIN_GZIP_BUDGET} B gzipped (every page pays it)`, () => {
    expect(gzipSize('dist/in.min.js').bytes).toBeLessThanOrEqual(MIN_GZIP_BUDGET);
  });

  it('src/ and protocol/ use no ES5+ or modern DOM built-in outside feature-detected lines', () => {
    expect(legacyBuiltinProblems([...sourceFiles('src'), ...sourceFiles('protocol')])).toEqual([]);
  });
});
