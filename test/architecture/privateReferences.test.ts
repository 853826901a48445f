// What ships (docs/, the README, the sources built into dist/, types/, bin/, demo/) cites only what a
// reader has: a file of this repository or a public URL. No absolute path of someone's machine, no
// file outside the repository, no number of a tracker the repository does not contain.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { privateReferences } from './privateReferences.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const shipped = files.filter((file) => /^(docs\/|README\.md$|mock-server\/|src\/|protocol\/|types\/|bin\/|demo\/)/.test(file) && !/\.test\.ts$/.test(file) && /\.(ts|md|js|mjs|html)$/.test(file));

describe('references in what ships', () => {
  it('reads the shipped files', () => {
    expect(shipped).toContain('docs/rest.md');
    expect(shipped.filter((file) => file.startsWith('mock-server/')).length).toBeGreaterThan(100);
  });

  it('names no absolute local path, no file outside the repository, no tracker number', () => {
    const problems = shipped.flatMap((file) => privateReferences(file, readFileSync(path.join(ROOT, file), 'utf8'), files));
    expect(problems).toEqual([]);
  });

  it('finds each kind when it is planted', () => {
    const text = [
      'The research notes (`/work/research/v1-surface.md`) give every fact.',
      'See C:\\Users\\me\\notes.txt and ~/notes/plan.md.',
      'Recorded in `../shared/toolchain.md`.',
      '// The admin guard (issue 10): loopback only.',
      'Shapes in mock-server/rest/noSuchFile.ts.',
    ].join('\n');
    const found = privateReferences('docs/x.md', text, files);
    expect(found).toEqual([
      'docs/x.md:1: absolute local path /work/research/v1-surface.md',
      'docs/x.md:2: absolute local path C:\\Users\\me\\notes.txt',
      'docs/x.md:2: absolute local path ~/notes/plan.md',
      'docs/x.md:3: file not in the repository ../shared/toolchain.md',
      'docs/x.md:4: tracker number without its repository: issue 10',
      'docs/x.md:5: file not in the repository mock-server/rest/noSuchFile.ts',
    ]);
  });

  it('accepts public URLs, files of the repository and numbers that name their repository', () => {
    const text = [
      'Source: https://github.com/hexgnu/linkedin/blob/master/lib/linked_in/api.rb and file:///tmp/page.html in a test URL.',
      'Code: `mock-server/v1/input/paging.ts`, `docs/rest.md`, defaults.ts.',
      '(hexgnu/linkedin issue 241; SparkleNetworks/LinkedInNET issue 12; scribejava/scribejava issues #87, #91)',
    ].join('\n');
    expect(privateReferences('docs/x.md', text, files)).toEqual([]);
  });
});
