import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { partCycles, partOf, readImports, wallViolations, type ImportEdge, type Wall } from './importGraph.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The walls of docs/architecture.md. */
const WALLS: Wall[] = [
  { from: 'src/', never: ['mock-server/', 'test/', 'node_modules/'], why: 'the bundle never imports service or test code' },
  { from: 'src/compat/', never: ['src/', 'protocol/'], why: 'compat depends on nothing' },
  { from: 'protocol/', never: ['src/', 'mock-server/'], why: 'the protocol module is plain constants both sides import' },
  { from: 'mock-server/', never: ['src/', 'test/', 'e2e/'], why: 'the service never imports the SDK or test support' },
  {
    from: 'mock-server/store/',
    never: ['mock-server/oauth/', 'mock-server/oauth1/', 'mock-server/rest/', 'mock-server/jsapi/', 'mock-server/shareDialog/', 'mock-server/views/', 'mock-server/admin/', 'mock-server/http/', 'mock-server/server/', 'mock-server/widgets/', 'mock-server/fixtureSets/', 'mock-server/handlers.ts', 'mock-server/context/'],
    why: 'the store knows no HTTP and no protocol: it holds state',
  },
  { from: 'mock-server/views/', never: ['mock-server/oauth/', 'mock-server/oauth1/', 'mock-server/rest/', 'mock-server/jsapi/', 'mock-server/shareDialog/', 'mock-server/admin/', 'mock-server/server/'], why: 'views render what they are given' },
  { from: 'mock-server/apps/', never: ['mock-server/oauth/', 'mock-server/oauth1/', 'mock-server/rest/', 'mock-server/jsapi/', 'mock-server/shareDialog/', 'mock-server/views/', 'mock-server/fixtureSets/'], why: 'the app model is asked by everyone and asks no one' },
];

const edges = readImports(ROOT, ['src', 'mock-server', 'protocol']);

describe('the import graph (docs/architecture.md)', () => {
  it('reads the real tree', () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges.some((edge) => edge.from === 'src/index.ts')).toBe(true);
  });

  it('keeps every wall', () => {
    expect(wallViolations(edges, WALLS)).toEqual([]);
  });

  it('has no cycle between folders of src/ or mock-server/, subfolders of rest/ included', () => {
    expect(partCycles(edges)).toEqual([]);
  });

  it('finds a planted violation and a planted cycle', () => {
    const planted: ImportEdge[] = [
      ...edges,
      { from: 'src/api/ApiCall.ts', to: 'mock-server/rest/pipeline/router.ts' },
      { from: 'mock-server/store/tokens.ts', to: 'mock-server/oauth/errors.ts' },
      { from: 'mock-server/oauth/errors.ts', to: 'mock-server/store/tokens.ts' },
      { from: 'mock-server/rest/companies/companies.ts', to: 'mock-server/rest/people/profile.ts' },
      { from: 'mock-server/rest/people/profile.ts', to: 'mock-server/rest/companies/companies.ts' },
    ];
    const violations = wallViolations(planted, WALLS);
    expect(violations).toContain('src/api/ApiCall.ts → mock-server/rest/pipeline/router.ts (the bundle never imports service or test code)');
    expect(violations.some((line) => line.startsWith('mock-server/store/tokens.ts → mock-server/oauth/errors.ts'))).toBe(true);
    expect(partCycles(planted).some((cycle) => cycle.includes('mock-server/store → mock-server/oauth'))).toBe(true);
    expect(partCycles(planted).some((cycle) => cycle.includes('mock-server/rest/companies → mock-server/rest/people') || cycle.includes('mock-server/rest/people → mock-server/rest/companies'))).toBe(true);
  });

  it('groups a file with its folder', () => {
    expect(partOf('mock-server/oauth/rules/scopeRule.ts')).toBe('mock-server/oauth');
    expect(partOf('mock-server/defaults.ts')).toBe('mock-server/defaults.ts');
    expect(partOf('mock-server/rest/people/profile.ts')).toBe('mock-server/rest/people');
    expect(partOf('mock-server/rest/fieldDocs.ts')).toBe('mock-server/rest/fieldDocs.ts');
    expect(partOf('protocol/marks.ts')).toBe('protocol');
  });
});
