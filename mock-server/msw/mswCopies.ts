// The msw copies a Node process sees: the one in-js imports, and the one the project's own code
// imports (resolved from the working folder, where test runners start). Node only: the browser
// entry has no files to read.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { mswProblem, type MswCopy } from './mswCompatibility.js';

/**
 * The msw that a bare `import 'msw'` from `from` finds, or undefined when there is none. Read from
 * the folders Node searches, not through msw's `exports` (msw 1 does not export its package.json).
 */
function copyFrom(from: string): MswCopy | undefined {
  for (const folder of createRequire(from).resolve.paths('msw') ?? []) {
    const manifest = join(folder, 'msw', 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      return { version: String(JSON.parse(readFileSync(manifest, 'utf8')).version), folder: realpathSync(dirname(manifest)) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The copy in-js uses and the project's copy (undefined when the working folder resolves none).
 * @example mswCopies() // { used: { version: '2.15.0', folder: '/p/node_modules/msw' }, project: { … } }
 */
export function mswCopies(cwd = process.cwd()): { used: MswCopy | undefined; project?: MswCopy } {
  // Undefined when msw is missing: the entries (entries/) ask before any module importing msw loads.
  return { used: copyFrom(import.meta.url), project: copyFrom(join(cwd, 'package.json')) };
}

const found = new Map<string, string | null>();

/**
 * Throws an Error saying what to do when the msw found will not work: for `handlers` (given to
 * the project's setupServer) the project's copy must be in-js's copy too; the standalone
 * `server` uses in-js's copy alone. Checked once per process (mswCompatibility.ts has the rules).
 */
export function assertCompatibleMsw(use: 'handlers' | 'server'): void {
  if (!found.has(use)) {
    const copies = mswCopies();
    found.set(use, mswProblem(use === 'handlers' ? copies : { used: copies.used }));
  }
  const problem = found.get(use);
  if (problem) throw new Error(problem);
}
