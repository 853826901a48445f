// The "Rules and the tests that show them" section of docs/oauth.md and docs/oauth1.md: each
// rule with the test that shows it. These helpers read the section so a test can check that
// every test it names exists. Conventions: `**A** \`oauth/x.test.ts\`` names a file by letter
// (paths under mock-server/); a table row names tests as "quoted titles" after a letter or a
// `file.test.ts`; "…" stands for left-out words; `x a / b / c` names `x a`, `x b` and `x c`.
import { readFileSync } from 'node:fs';

const SECTION = '## Rules and the tests that show them';

/** The lettered test files and the [file, quoted title] pairs of every table row of a doc's rule section. */
export function ruleTable(docPath: string): { files: Record<string, string>; references: Array<[string, string]> } {
  const doc = readFileSync(docPath, 'utf8');
  const at = doc.indexOf(SECTION);
  if (at < 0) throw new Error(`${docPath} has no '${SECTION}' section.`);
  const section = doc.slice(at);
  const files: Record<string, string> = Object.fromEntries([...section.matchAll(/\*\*([A-Z])\*\* `([^`]+)`/g)].map(([, letter, path]) => [letter, `mock-server/${path}`]));
  const references: Array<[string, string]> = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('|') || line.startsWith('|---')) continue;
    const cell = line.split('|').slice(2).join('|');
    let file: string | undefined;
    for (const token of cell.matchAll(/`([^`]+\.test\.ts)`|\b([A-Z])\b(?= ")|"([^"]+)"/g)) {
      if (token[1]) file = `mock-server/${token[1]}`;
      else if (token[2]) file = files[token[2]];
      else if (token[3] && file) references.push([file, token[3]]);
    }
  }
  return { files, references };
}

/** "x a / b / c" names the tests "x a", "x b" and "x c" (x: the first word). */
function expand(title: string): string[] {
  const [first, ...rest] = title.split(' / ');
  const prefix = first!.split(' ')[0];
  return [first!, ...rest.map((alternative) => `${prefix} ${alternative}`)];
}

/** The references whose test title (or one of its parts around "…") is not in the file named. */
export function missingTests(references: Array<[string, string]>): Array<[string, string]> {
  return references.filter(([file, title]) => {
    const text = readFileSync(file, 'utf8');
    return expand(title).some((one) =>
      one
        .split('…')
        .map((part) => part.trim())
        .filter(Boolean)
        .some((part) => !text.includes(part)),
    );
  });
}
