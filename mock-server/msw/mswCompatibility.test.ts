import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSW_RANGE, MSW_TESTED, mswProblem, mswVersionSupported } from './mswCompatibility.js';
import { mswCopies } from './mswCopies.js';

describe('the msw versions the handlers work with', () => {
  it('package.json asks for exactly MSW_RANGE, and the ends the package test installs lie in it', () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'));
    expect(manifest.peerDependencies.msw).toBe(MSW_RANGE);
    expect(MSW_RANGE).toBe('>=2.2.0 <2.6.0 || >=2.6.1 <3.0.0');
    expect(manifest.devDependencies.msw).toBe(MSW_TESTED.highest);
    expect(mswVersionSupported(MSW_TESTED.lowest) && mswVersionSupported(MSW_TESTED.highest)).toBe(true);
  });

  it.each([
    ['2.2.0', true], ['2.5.2', true], ['2.6.0', false], ['2.6.1', true], ['2.15.0', true], ['2.16.0-beta.1', true],
    ['2.1.7', false], ['2.0.0', false], ['1.3.5', false], ['3.0.0', false], ['3.0.0-rc.1', false], ['garbage', false],
  ])('%s: %s', (version, supported) => {
    expect(mswVersionSupported(version)).toBe(supported);
  });

  it('one supported copy: no problem', () => {
    const copy = { version: '2.15.0', folder: '/p/node_modules/msw' };
    expect(mswProblem({ used: copy, project: copy })).toBeNull();
    expect(mswProblem({ used: copy })).toBeNull();
  });

  it('two copies: names both, says why every request would go unanswered, which versions work and how to fix it', () => {
    const problem = mswProblem({ used: { version: '2.15.0', folder: '/p/node_modules/in-js/node_modules/msw' }, project: { version: '2.12.0', folder: '/p/node_modules/msw' } })!;
    expect(problem).toContain("two copies of msw are installed");
    expect(problem).toContain("your project's msw 2.12.0: /p/node_modules/msw");
    expect(problem).toContain("in-js's msw 2.15.0: /p/node_modules/in-js/node_modules/msw");
    expect(problem).toContain('without a matching request handler');
    expect(problem).toContain(`in-js works with msw ${MSW_RANGE} (tested: 2.2.0 and 2.15.0)`);
    expect(problem).toContain('npm install --save-dev msw@2.15.0');
    expect(problem).toContain('npm dedupe');
  });

  it('an unsupported single copy: its version, the supported range, what breaks, the fix', () => {
    const problem = mswProblem({ used: { version: '2.1.0', folder: '/p/node_modules/msw' } })!;
    expect(problem).toMatch(/^in-js: msw 2\.1\.0 is installed \(\/p\/node_modules\/msw\), and in-js works with msw >=2\.2\.0/);
    expect(problem).toContain('getResponse is not a function');
    expect(problem).toContain('npm install --save-dev msw@2.15.0');
  });

  it('mswCopies finds the project copy from the working folder, and tells it from in-js\'s own', () => {
    const project = mkdtempSync(join(tmpdir(), 'in-js-msw-'));
    try {
      mkdirSync(join(project, 'node_modules', 'msw'), { recursive: true });
      writeFileSync(join(project, 'node_modules', 'msw', 'package.json'), JSON.stringify({ name: 'msw', version: '2.12.0', exports: { './package.json': './package.json' } }));
      const copies = mswCopies(project);
      expect(copies.project).toEqual({ version: '2.12.0', folder: expect.stringContaining(project.split('/').pop()!) });
      expect(copies.used.version).toBe(MSW_TESTED.highest);
      expect(mswProblem(copies)).toContain('two copies of msw');
      expect(mswCopies(join(import.meta.dirname, '..', '..')).project).toEqual(copies.used);
      expect(mswCopies(tmpdir()).project).toBeUndefined();
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
