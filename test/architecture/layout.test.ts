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

/** The files of `files` (path and text) that write an HTML document outside views/. */
function htmlOutsideViews(files: { path: string; text: string }[]): string[] {
  return files.filter((file) => !file.path.startsWith('views/') && /<!doctype html|<html[\s>]/i.test(file.text)).map((file) => file.path);
}

function serviceSources(dir = SERVICE, prefix = ''): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...serviceSources(full, `${prefix}${name}/`));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push({ path: prefix + name, text: readFileSync(full, 'utf8') });
  }
  return out;
}

describe('the HTML documents of mock-server/', () => {
  it('are all written in views/', () => {
    expect(htmlOutsideViews(serviceSources())).toEqual([]);
  });

  it('finds one written elsewhere when it is planted', () => {
    expect(htmlOutsideViews([{ path: 'testing/x.ts', text: 'return `<!DOCTYPE html><title>x</title>`;' }, { path: 'views/y.ts', text: '<!DOCTYPE html>' }])).toEqual(['testing/x.ts']);
  });
});
