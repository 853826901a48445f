// docs/oauth.md maps each spec rule and RFC requirement to the test that shows it. This keeps the
// list honest: every test it names (a quoted test title, "…" for left-out words) exists in the
// file it names.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const doc = readFileSync('docs/oauth.md', 'utf8');
const section = doc.slice(doc.indexOf('## Rules and the tests that show them'));
const FILES: Record<string, string> = Object.fromEntries(
  [...section.matchAll(/\*\*([A-Z])\*\* `([^`]+)`/g)].map(([, letter, path]) => [letter, `mock-server/${path}`]),
);

/** [file, quoted title] pairs of every table row of the section. */
function references(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('|') || line.startsWith('|---')) continue;
    const cell = line.split('|').slice(2).join('|');
    let file: string | undefined;
    for (const token of cell.matchAll(/`([^`]+\.test\.ts)`|\b([A-Z])\b(?= ")|"([^"]+)"/g)) {
      if (token[1]) file = `mock-server/${token[1]}`;
      else if (token[2]) file = FILES[token[2]];
      else if (token[3] && file) found.push([file, token[3]]);
    }
  }
  return found;
}

/** "x a / b / c" names the tests "x a", "x b" and "x c" (x: the first word). */
function expand(title: string): string[] {
  const [first, ...rest] = title.split(' / ');
  const prefix = first.split(' ')[0];
  return [first, ...rest.map((alternative) => `${prefix} ${alternative}`)];
}

describe('docs/oauth.md rule → test list', () => {
  it('names the test files it uses', () => {
    expect(Object.keys(FILES).length).toBeGreaterThanOrEqual(8);
  });

  it('names only tests that exist', () => {
    const refs = references();
    expect(refs.length).toBeGreaterThan(40);
    const missing = refs.filter(([file, title]) => {
      const text = readFileSync(file, 'utf8');
      return expand(title).some((one) =>
        one
          .split('…')
          .map((part) => part.trim())
          .filter(Boolean)
          .some((part) => !text.includes(part)),
      );
    });
    expect(missing).toEqual([]);
  });
});
