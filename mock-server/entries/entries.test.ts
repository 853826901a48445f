// The package's entries load the same API as the modules they guard, after the msw check; and
// the check itself imports no module that imports msw (so it runs when msw is missing or is 1.x).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const runtimeNames = (module: object) => Object.keys(module).sort();

describe('entries', () => {
  it('in-js, in-js/testing and in-js/testing/playwright export what index.ts, testing/index.ts and testing/playwright.ts export', async () => {
    expect(runtimeNames(await import('./main.js'))).toEqual(runtimeNames(await import('../index.js')));
    expect(runtimeNames(await import('./testing.js'))).toEqual(runtimeNames(await import('../testing/index.js')));
    expect(runtimeNames(await import('./playwright.js'))).toEqual(runtimeNames(await import('../testing/playwright.js')));
  });

  it('the check the entries and bin/ run first imports nothing but Node built-ins and mswCompatibility.ts', () => {
    const imports = (file: string) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^import [^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]);
    expect(imports('msw/mswCopies.ts').filter((name) => !name!.startsWith('node:'))).toEqual(['./mswCompatibility.js']);
    expect(imports('msw/mswCompatibility.ts')).toEqual([]);
    for (const entry of ['entries/main.ts', 'entries/testing.ts', 'entries/playwright.ts']) expect(imports(entry), entry).toEqual(['../msw/mswCopies.js']);
  });
});
