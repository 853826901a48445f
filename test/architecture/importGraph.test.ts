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
    never: ['mock-server/oauth/', 'mock-server/oauth1/', 'mock-server/admission/', 'mock-server/v1/', 'mock-server/today/', 'mock-server/jsapi/', 'mock-server/shareDialog/', 'mock-server/views/', 'mock-server/admin/', 'mock-server/http/', 'mock-server/server/', 'mock-server/widgets/', 'mock-server/fixtureSets/', 'mock-server/handlers.ts', 'mock-server/context/'],
    why: 'the store knows no HTTP and no protocol: it holds state',
  },
  { from: 'mock-server/views/', never: ['mock-server/oauth/', 'mock-server/oauth1/', 'mock-server/admission/', 'mock-server/v1/', 'mock-server/today/', 'mock-server/jsapi/', 'mock-server/shareDialog/', 'mock-server/admin/', 'mock-server/server/'], why: 'views render what they are given' },
  { from: 'mock-server/apps/', never: ['mock-server/oauth/', 'mock-server/oauth1/', 'mock-server/admission/', 'mock-server/v1/', 'mock-server/today/', 'mock-server/jsapi/', 'mock-server/shareDialog/', 'mock-server/views/', 'mock-server/fixtureSets/'], why: 'the app model is asked by everyone and asks no one' },
  { from: 'mock-server/admission/', never: ['mock-server/v1/', 'mock-server/today/'], why: 'the one request pipeline of both eras belongs to neither' },
  { from: 'mock-server/today/', never: ['mock-server/v1/'], why: "a /v2 or /rest request never passes through a v1 folder" },
  { from: 'mock-server/v1/', never: ['mock-server/today/'], why: 'v1 is the era before today\'s API and needs nothing of it' },
  {
    from: 'mock-server/history/',
    never: ['mock-server/oauth/', 'mock-server/oauth1/', 'mock-server/admission/', 'mock-server/v1/', 'mock-server/today/', 'mock-server/jsapi/', 'mock-server/oidc/', 'mock-server/views/', 'mock-server/admin/', 'mock-server/http/', 'mock-server/server/', 'mock-server/context/', 'mock-server/store/', 'mock-server/restli/'],
    why: 'the dated changes are plain functions of a day, asked by the routes of both eras',
  },
  { from: 'mock-server/restli/', never: ['mock-server/admission/', 'mock-server/v1/', 'mock-server/today/', 'mock-server/http/', 'mock-server/answers/'], why: 'Rest.li rules are plain functions, no HTTP' },
  {
    from: 'mock-server/api/',
    never: ['mock-server/answers/', 'mock-server/http/', 'mock-server/admission/', 'mock-server/restli/', 'mock-server/v1/', 'mock-server/today/', 'mock-server/store/', 'mock-server/context/', 'mock-server/gateway/', 'mock-server/faults/', 'mock-server/oauth/', 'mock-server/oidc/'],
    why: 'what a call of the REST API is and how it fails: plain types and classes every part may read',
  },
  { from: 'mock-server/answers/', never: ['mock-server/admission/', 'mock-server/v1/', 'mock-server/today/', 'mock-server/restli/', 'mock-server/gateway/', 'mock-server/faults/'], why: 'the one home for writing answers sits beneath both eras' },
  {
    from: 'mock-server/fixtureFormat/',
    never: ['mock-server/context/', 'mock-server/fixtureSets/', 'mock-server/seed/', 'mock-server/state/', 'mock-server/admission/', 'mock-server/v1/', 'mock-server/today/'],
    why: 'the fixture format is types both the context and the fixture sets read',
  },
];

// The bundle every page pays never takes in a part (src/parts/: the tags loaded when a page uses them).
for (const part of ['src/index.ts', 'src/api/', 'src/auth/', 'src/boot/', 'src/compat/', 'src/env/', 'src/events/', 'src/tags/', 'src/template/', 'src/transport/', 'src/ui/', 'src/window/']) {
  WALLS.push({ from: part, never: ['src/parts/'], why: 'the parts are loaded when a page uses their tag, never in the bundle' });
}

const edges = readImports(ROOT, ['src', 'mock-server', 'protocol']);

describe('the import graph (docs/architecture.md)', () => {
  it('reads the real tree', () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges.some((edge) => edge.from === 'src/index.ts')).toBe(true);
  });

  it('keeps every wall', () => {
    expect(wallViolations(edges, WALLS)).toEqual([]);
  });

  it('has no cycle between folders of src/ or mock-server/, subfolders of v1/ and today/ included, type imports included', () => {
    expect(partCycles(edges)).toEqual([]);
  });

  it('reads type imports as edges: a reader follows them too', () => {
    expect(edges).toContainEqual({ from: 'mock-server/context/context.ts', to: 'mock-server/store/clock.ts', typeOnly: true });
    expect(edges.filter((edge) => edge.typeOnly).length).toBeGreaterThan(100);
  });

  it('finds a cycle made only of type imports, and an era wall crossed by a type import', () => {
    const planted: ImportEdge[] = [
      ...edges,
      // fixtureSets/ reads the context's type (applyFixtures.ts); the context reading a fixture section back closes a loop.
      { from: 'mock-server/context/context.ts', to: 'mock-server/fixtureSets/sections/activitySection.ts', typeOnly: true },
      { from: 'mock-server/today/posts/postInput.ts', to: 'mock-server/v1/activity/shareInput.ts', typeOnly: true },
      { from: 'mock-server/admission/admitCall.ts', to: 'mock-server/today/TodayRoute.ts', typeOnly: true },
    ];
    expect(partCycles(planted).some((cycle) => cycle.includes('mock-server/context → mock-server/fixtureSets') || cycle.includes('mock-server/fixtureSets → mock-server/context'))).toBe(true);
    const violations = wallViolations(planted, WALLS);
    expect(violations).toContain('mock-server/today/posts/postInput.ts → mock-server/v1/activity/shareInput.ts (a /v2 or /rest request never passes through a v1 folder)');
    expect(violations).toContain('mock-server/admission/admitCall.ts → mock-server/today/TodayRoute.ts (the one request pipeline of both eras belongs to neither)');
  });

  it('finds a planted violation and a planted cycle', () => {
    const planted: ImportEdge[] = [
      ...edges,
      { from: 'src/api/ApiCall.ts', to: 'mock-server/v1/pipeline/router.ts' },
      { from: 'src/tags/installTags.ts', to: 'src/parts/apply.ts' },
      { from: 'mock-server/store/tokens.ts', to: 'mock-server/oauth/errors.ts' },
      { from: 'mock-server/oauth/errors.ts', to: 'mock-server/store/tokens.ts' },
      { from: 'mock-server/v1/companies/companies.ts', to: 'mock-server/v1/people/profile.ts' },
      { from: 'mock-server/v1/people/profile.ts', to: 'mock-server/v1/companies/companies.ts' },
    ];
    const violations = wallViolations(planted, WALLS);
    expect(violations).toContain('src/api/ApiCall.ts → mock-server/v1/pipeline/router.ts (the bundle never imports service or test code)');
    expect(violations).toContain('src/tags/installTags.ts → src/parts/apply.ts (the parts are loaded when a page uses their tag, never in the bundle)');
    expect(violations.some((line) => line.startsWith('mock-server/store/tokens.ts → mock-server/oauth/errors.ts'))).toBe(true);
    expect(partCycles(planted).some((cycle) => cycle.includes('mock-server/store → mock-server/oauth'))).toBe(true);
    expect(partCycles(planted).some((cycle) => cycle.includes('mock-server/v1/companies → mock-server/v1/people') || cycle.includes('mock-server/v1/people → mock-server/v1/companies'))).toBe(true);
  });

  it('groups a file with its folder', () => {
    expect(partOf('mock-server/oauth/rules/scopeRule.ts')).toBe('mock-server/oauth');
    expect(partOf('mock-server/defaults.ts')).toBe('mock-server/defaults.ts');
    expect(partOf('mock-server/v1/people/profile.ts')).toBe('mock-server/v1/people');
    expect(partOf('mock-server/v1/fieldDocs.ts')).toBe('mock-server/v1/fieldDocs.ts');
    expect(partOf('mock-server/today/posts/posts.ts')).toBe('mock-server/today/posts');
    expect(partOf('mock-server/today/todayHandlers.ts')).toBe('mock-server/today/todayHandlers.ts');
    expect(partOf('protocol/marks.ts')).toBe('protocol');
  });
});
