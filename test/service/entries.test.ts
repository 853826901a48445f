import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupServer } from 'msw/node';
import * as browserEntry from '../../mock-server/browser.js';
import * as nodeEntry from '../../mock-server/index.js';

const here = join(dirname(fileURLToPath(import.meta.url)), '../../mock-server');

/** Every module specifier the source files reachable from `entry` import, by file. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^'"]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'/g)].map((m) => m[1] ?? m[2]!);
    graph.set(file, specifiers);
    for (const specifier of specifiers) if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
  };
  visit(join(here, entry));
  return graph;
}

describe('entry points', () => {
  it('the browser entry reaches no Node built-in and no Node-only module', () => {
    const graph = importGraph('browser.ts');
    expect(graph.size).toBeGreaterThan(50);
    const external = new Set([...graph.values()].flat().filter((s) => !s.startsWith('.')));
    expect([...external].filter((s) => s.startsWith('node:'))).toEqual([]);
    expect([...external].sort()).toEqual(expect.arrayContaining(['msw']));
    for (const file of graph.keys()) expect(file).not.toMatch(/[/\\](server[/\\]|fixtureSets[/\\]loadFixtureFile\.ts)/);
  });

  it('the Node entry reaches the standalone server (so the check above can fail)', () => {
    const graph = importGraph('index.ts');
    expect([...graph.values()].flat()).toContain('node:http');
  });

  it('the browser entry has the Node entry’s API but startServer, loadFixtureFile and StateFileError, plus serveWindowsInPage', () => {
    const nodeOnly = Object.keys(nodeEntry).filter((name) => !(name in browserEntry));
    expect(nodeOnly.sort()).toEqual(['StateFileError', 'loadFixtureFile', 'startServer']);
    expect(Object.keys(browserEntry).filter((name) => !(name in nodeEntry))).toEqual(['serveWindowsInPage']);
  });

  it('createMockService gives { context, handlers, admin } that work together', async () => {
    const service = browserEntry.createMockService({ now: Date.UTC(2026, 0, 1) });
    expect(Object.keys(service).sort()).toEqual(['admin', 'context', 'handlers']);
    const server = setupServer(...service.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const { token } = service.context.tokens.issue({ apiKey: 'demo-api-key', memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile'] });
      const response = await fetch('https://api.example.test/v1/people/~?format=json', { headers: { authorization: `Bearer ${token}` } });
      expect((await response.json()).firstName).toBe('Ada');
      service.admin.setClock({ advanceSeconds: 5184000 });
      expect(service.admin.verifyToken(token).status).toBe('expired');
      expect(service.admin.requests().map((entry) => entry.url)).toEqual(['https://api.example.test/v1/people/~?format=json']);
    } finally {
      server.close();
    }
  });
});
