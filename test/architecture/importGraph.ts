// The import graph of the project's own code, by folder, and the rules it must keep
// (docs/architecture.md): which part may import which, and no cycle between folders.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * One import: the importing file and the imported file, both relative to the project root.
 * `typeOnly` marks an `import type` / `export type`: erased by the compiler, but still a file a
 * reader must follow, so it counts for the walls and the cycles like any other.
 */
export interface ImportEdge {
  from: string;
  to: string;
  typeOnly?: boolean;
}

// Every import and re-export, `import type` included (group 1 says it is one), and dynamic imports.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(type\s)?[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/** The relative imports of every non-test .ts file under `roots` (folders relative to `root`). */
export function readImports(root: string, roots: string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const dir of roots) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const spec = match[2] ?? match[3]!;
        const target = path.normalize(path.join(path.dirname(file), spec)).replace(/\.js$/, '.ts');
        const edge: ImportEdge = { from: path.relative(root, file), to: path.relative(root, target.endsWith('.ts') ? target : target + '.ts') };
        if (match[1]) edge.typeOnly = true;
        edges.push(edge);
      }
    }
  }
  return edges;
}

/** Folders whose subfolders are parts of their own (a cycle between two of them counts). */
const SPLIT_FOLDERS = ['mock-server/v1', 'mock-server/today'];

/**
 * The part a file belongs to: its first two path segments for a file in a folder
 * (`mock-server/oauth`, `src/compat`), the file itself for a file at the top of a part
 * (`mock-server/defaults.ts`), and the top folder for anything else (`protocol`). Inside a
 * folder of SPLIT_FOLDERS, one segment deeper (`mock-server/v1/people`, `mock-server/today/posts`, and a file at the
 * top of `mock-server/v1/` or `mock-server/today/` is a part of its own).
 */
export function partOf(file: string): string {
  const segments = file.split(/[\\/]/);
  if (segments[0] === 'protocol') return 'protocol';
  if (SPLIT_FOLDERS.includes(segments.slice(0, 2).join('/'))) return segments.length > 3 ? segments.slice(0, 3).join('/') : file;
  return segments.length > 2 ? segments.slice(0, 2).join('/') : file;
}

/** A wall: files in `from` (a part or a prefix) must never import files in any of `never`. */
export interface Wall {
  from: string;
  never: string[];
  why: string;
}

/** Imports that go through a wall, as "from → to (why)". */
export function wallViolations(edges: ImportEdge[], walls: Wall[]): string[] {
  const out: string[] = [];
  for (const edge of edges) {
    for (const wall of walls) {
      if (!edge.from.startsWith(wall.from)) continue;
      const hit = wall.never.find((part) => edge.to.startsWith(part) && !edge.to.startsWith(wall.from));
      if (hit) out.push(`${edge.from} → ${edge.to} (${wall.why})`);
    }
  }
  return out;
}

/** Cycles between parts (each as "a → b → … → a"), or none. */
export function partCycles(edges: ImportEdge[]): string[] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const a = partOf(from);
    const b = partOf(to);
    if (a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)!.add(b);
  }
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
