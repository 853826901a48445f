// The README's option table is the CLI's flag list (FLAGS): every flag in it with its environment
// variable, and nothing the CLI does not take.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FLAGS, envName } from './cliOptions.js';

const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

/** The rows of the README's `| option | variable | |` table: the flags and variables each names. */
function readmeRows(text: string): { flags: string[]; variables: string[] }[] {
  const start = text.indexOf('| option | variable | |');
  expect(start).toBeGreaterThan(0);
  const rows = text.slice(start).split('\n').slice(2);
  return rows
    .slice(0, rows.findIndex((line) => !line.startsWith('|')))
    .map((line) => ({ flags: [...line.matchAll(/(?<=[`\s])--([a-z][\w-]*)/g)].map((m) => m[1]!), variables: [...line.matchAll(/`(IN_MOCK_\w+)`/g)].map((m) => m[1]!) }));
}

describe("the README's option table", () => {
  const rows = readmeRows(README);

  it('names every flag of the CLI, and no other', () => {
    expect([...new Set(rows.flatMap((row) => row.flags))].sort()).toEqual(FLAGS.map((flag) => flag.name).sort());
  });

  it('gives each flag with a variable its variable, and no other variable', () => {
    const variables = rows.flatMap((row) => row.variables);
    const expected = FLAGS.filter((flag) => !['help', 'version'].includes(flag.name)).map((flag) => envName(flag.name));
    expect([...variables].sort()).toEqual([...expected].sort());
    for (const row of rows) for (const flag of row.flags.filter((name) => name !== 'help' && name !== 'version')) expect(row.variables).toContain(envName(flag));
  });

  it('fails on a flag the CLI does not have', () => {
    const planted = README.replace('| `--demo` |', '| `--demo`, `--dmeo` |');
    expect([...new Set(readmeRows(planted).flatMap((row) => row.flags))]).toContain('dmeo');
  });
});
