import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The version in this package's package.json (what `in-mock-server --version` prints). */
export function packageVersion(): string {
  return String(JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')).version);
}

/** The folder of this package (where dist/ and demo/ are), from source or from dist/mock-server. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'in-js') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('in-mock-server: cannot find the in-js package folder above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}
