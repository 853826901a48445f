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

/** The folders of mock-server/ that hold code, as `a/` or `a/b/`. */
function serviceFolders(dir = SERVICE, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (readdirSync(full).some((file) => file.endsWith('.ts'))) out.push(`${prefix}${name}/`);
    out.push(...serviceFolders(full, `${prefix}${name}/`));
  }
  return out;
}

/** The rooms docs/architecture.md's rooms table names, one per row (`(top level)` left out), and the rows that name another number of rooms. */
function documentedRooms(doc: string): { rooms: string[]; odd: string[] } {
  const start = doc.indexOf('### The rooms of `mock-server/`');
  const section = doc.slice(start, doc.indexOf('\n## ', start));
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| room') && !line.startsWith('| ---') && !line.startsWith('| (top level)'));
  const named = rows.map((row) => [...row.split(' | ')[0]!.matchAll(/`([\w/]+\/)`/g)].map((match) => match[1]!));
  return { rooms: named.flat(), odd: rows.filter((_, at) => named[at]!.length !== 1) };
}

describe("docs/architecture.md's rooms table", () => {
  const doc = readFileSync(path.join(SERVICE, '../docs/architecture.md'), 'utf8');

  it('has one row per folder of mock-server/, and no row for a folder that is not there', () => {
    const { rooms, odd } = documentedRooms(doc);
    expect(odd).toEqual([]);
    expect([...rooms].sort()).toEqual(serviceFolders().sort());
  });

  it('finds a folder without its row, and a row of two rooms, when they are planted', () => {
    const planted = doc.replace('| `records/` |', '| `records/`, `crypto/` |');
    expect(documentedRooms(planted).odd).toHaveLength(1);
    expect(documentedRooms(doc.replace(/^\| `records\/` \|.*\n/m, '')).rooms).not.toContain('records/');
  });
});
