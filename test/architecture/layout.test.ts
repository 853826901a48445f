// The layout rules of docs/architecture.md that an import graph cannot see.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVICE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mock-server');

describe('the layout of mock-server/', () => {
  it('keeps its root to the entries and what wires them: under ten files', () => {
    const files = readdirSync(SERVICE).filter((name) => statSync(path.join(SERVICE, name)).isFile());
    expect(files).toContain('index.ts');
    expect(files.length, files.join(', ')).toBeLessThan(10);
  });

  it('has an index.ts of exports only', () => {
    const code = readFileSync(path.join(SERVICE, 'index.ts'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.trimStart().startsWith('//'));
    expect(code.filter((line) => !/^export (type )?(\*|\{[^}]*\}) from '[^']+';$/.test(line))).toEqual([]);
  });
});
