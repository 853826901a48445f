// docs/architecture.md walks `POST /rest/posts` as a page through the service, naming each file it
// passes through once (issue 46): every file the walk names exists, and none is named twice.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOC = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

/** The files a walk section names, in order, repeats included. */
function namedFiles(doc: string, heading: string): string[] {
  const start = doc.indexOf(heading);
  if (start < 0) throw new Error(`docs/architecture.md has no section "${heading}"`);
  const end = doc.indexOf('\n#', start + heading.length);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/`(mock-server\/[\w/.-]+\.ts)`/g)].map((match) => match[1]!);
}

/** The files named more than once. */
const repeats = (files: string[]) => files.filter((file, at) => files.indexOf(file) !== at);

describe('the walk of POST /rest/posts as a page (docs/architecture.md)', () => {
  const files = namedFiles(DOC, '### The walk of `POST /rest/posts` as a page');

  it('names the files of the way through: the gateway, both eras\' shared pipeline, the page permissions, the answers', () => {
    expect(files.length).toBeGreaterThan(25);
    for (const file of ['mock-server/gateway/GatewayHandler.ts', 'mock-server/today/handleTodayCall.ts', 'mock-server/admission/admitCall.ts', 'mock-server/today/organizations/pagePermissions.ts', 'mock-server/answers/errorAnswer.ts']) expect(files).toContain(file);
  });

  it('names each file once, and every one exists', () => {
    expect(repeats(files)).toEqual([]);
    expect(files.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });

  it('finds a file named twice when one is planted', () => {
    expect(repeats([...files, files[0]!])).toEqual([files[0]]);
  });
});
