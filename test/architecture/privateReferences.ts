// References a reader of the package cannot follow: an absolute path of the machine the text was
// written on, a file that is not in this repository, an issue number that names no repository.
import path from 'node:path';

/** `/work/…`, `/home/…`, `/Users/…`, `/tmp/…` and the like, `C:\…`, `~/…`, not inside a URL. */
const ABSOLUTE = /(?<![\w:/.~*-])(\/(?:work|home|Users|tmp|root|var|opt|mnt|srv|private)\/[^\s`'")\]]+|[A-Za-z]:\\[^\s`'")\]]+|~\/[^\s`'")\]]+)/g;
/** A file name with one of our extensions, alone or with its folders, not inside a URL or a longer path. */
const FILE = /(?<![\w/.:@~*-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w-]+\.(?:ts|md|mjs))(?![\w/])/g;
const TRACKER = /\bissues? #?\d+/gi;
/** An issue number is public when its repository precedes it: `hexgnu/linkedin issue 241`. */
const NAMED_REPOSITORY = /[\w.-]+\/[\w.-]+\s+$/;
/** A line that names another repository at a commit talks about that repository's files. */
const OTHER_REPOSITORY = /@ [0-9a-f]{40}\b/;
/** Placeholders that name no file: `x.ts` / `x.test.ts` in the layout rule. */
const PLACEHOLDERS = new Set(['x.ts', 'x.test.ts']);

/**
 * The private references in `text` (the content of `file`, a path relative to the repository
 * root), as "file:line: what", given every file of the repository.
 * @example privateReferences('docs/a.md', 'see /work/notes.md', files) // ['docs/a.md:1: absolute local path /work/notes.md']
 */
export function privateReferences(file: string, text: string, repositoryFiles: string[]): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${file}:${index + 1}: `;
    const absolute = [...line.matchAll(ABSOLUTE)];
    for (const match of absolute) problems.push(`${at}absolute local path ${match[1]!.replace(/[.,;:]$/, '')}`);
    if (!OTHER_REPOSITORY.test(line)) {
      for (const match of line.matchAll(FILE)) {
        const name = match[1]!;
        if (PLACEHOLDERS.has(name) || absolute.some((a) => a.index! <= match.index! && match.index! < a.index! + a[0].length)) continue;
        if (!inRepository(file, name, repositoryFiles)) problems.push(`${at}file not in the repository ${name}`);
      }
    }
    for (const match of line.matchAll(TRACKER)) {
      if (!NAMED_REPOSITORY.test(line.slice(0, match.index))) problems.push(`${at}tracker number without its repository: ${match[0]}`);
    }
  });
  return problems;
}

/** A relative name resolves from the citing file; any other name is a repository file or the end of one's path. */
function inRepository(file: string, name: string, repositoryFiles: string[]): boolean {
  if (name.startsWith('.')) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), name));
    return !resolved.startsWith('..') && repositoryFiles.includes(resolved);
  }
  return repositoryFiles.some((candidate) => candidate === name || candidate.endsWith('/' + name));
}
