// The ledger is kept true by this file (docs/fidelity.md): every entry is pinned by a test that
// carries its id, every id a test carries is an entry, no id sits outside a title, and every doc,
// live or code entry has the public address of its source. The checks are plain functions
// (test/support/ledgerProblems.ts, test/support/testTitles.ts), each shown failing on a planted problem.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { LEDGER, LEDGER_PRODUCTS } from './ledger.js';
import type { LedgerEntry } from './ledgerTypes.js';
import { ledgerProblems } from '../../test/support/ledgerProblems.js';
import { fileTags, testTagIndex, type TestTagIndex } from '../../test/support/testTitles.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `[id]`, written so that this file's own text carries no planted id (the repository's scan reads it too). */
const tag = (id: string) => `${'['}${id}]`;
/** Test text with `{{F-…}}` written as `[F-…]`. */
const planted = (lines: string[]) => lines.join('\n').replace(/\{\{(F-[A-Z0-9]+-\d{3})\}\}/g, (_, id: string) => tag(id));

/** At least this many behaviours: the ledger covers both eras. */
const LEDGER_MINIMUM = 300;

describe('the ledger', () => {
  const index = testTagIndex(ROOT);

  it('has no problem: every entry pinned by a test, every id a test carries an entry, every doc/live/code entry with its address', () => {
    expect(ledgerProblems(LEDGER, LEDGER_PRODUCTS, index)).toEqual([]);
  });

  it(`holds at least ${LEDGER_MINIMUM} behaviours, of both eras`, () => {
    expect(LEDGER.length).toBeGreaterThanOrEqual(LEDGER_MINIMUM);
    const eras = new Set(LEDGER_PRODUCTS.filter((product) => LEDGER.some((entry) => entry.id.startsWith(`F-${product.key}-`))).map((product) => product.era));
    expect(eras).toContain('v1');
    expect(eras).toContain('today');
  });

  it('cites public addresses only, never a file of this machine', () => {
    const local = LEDGER.filter((entry) => entry.address && !/^https?:\/\//.test(entry.address));
    expect(local).toEqual([]);
  });
});

describe('ledgerProblems finds each problem when it is planted', () => {
  const entry = (id: string, fields: Partial<LedgerEntry> = {}): LedgerEntry => ({ id, resource: 'GET /v2/me', rule: 'answers the member', source: 'doc', address: 'https://learn.microsoft.com/en-us/linkedin/shared/integrations/people/profile-api', ...fields });
  const tagged = (ids: string[], skipped = false): TestTagIndex['tagged'][number] => ({ file: 'x.test.ts', line: 1, title: `t ${ids.map(tag).join(' ')}`, kind: 'test', skipped, ids });
  const products = [{ key: 'ME', name: 'Me', era: 'today' as const, covers: 'me' }];
  const index = (tests: TestTagIndex['tagged'], stray: string[] = []): TestTagIndex => ({ tagged: tests, stray, files: ['x.test.ts'] });

  it('a true ledger has none', () => {
    expect(ledgerProblems([entry('F-ME-001')], products, index([tagged(['F-ME-001'])]))).toEqual([]);
  });

  it('an entry no test pins, or only a skipped one', () => {
    expect(ledgerProblems([entry('F-ME-001')], products, index([]))).toEqual([expect.stringContaining('F-ME-001 (GET /v2/me: answers the member) is pinned by no test')]);
    expect(ledgerProblems([entry('F-ME-001')], products, index([tagged(['F-ME-001'], true)]))).toEqual([expect.stringContaining('is pinned by no test')]);
  });

  it('an id a test carries that no entry has', () => {
    expect(ledgerProblems([entry('F-ME-001')], products, index([tagged(['F-ME-001', 'F-ME-002'])]))).toEqual([expect.stringContaining(`x.test.ts:1 carries ${tag('F-ME-002')}, which no ledger entry has`)]);
  });

  it('an id outside any title', () => {
    expect(ledgerProblems([entry('F-ME-001')], products, index([tagged(['F-ME-001'])], [`x.test.ts:9 ${tag('F-ME-001')}`]))).toEqual([expect.stringContaining(`x.test.ts:9 ${tag('F-ME-001')} is outside any test title`)]);
  });

  it('a doc, live or code entry without an address, a doc entry whose address is not LinkedIn\'s documentation', () => {
    const problems = ledgerProblems(
      [entry('F-ME-001', { address: undefined }), entry('F-ME-002', { source: 'live', address: undefined }), entry('F-ME-003', { address: 'https://github.com/someone/client' }), entry('F-ME-004', { source: 'choice', address: undefined })],
      products,
      index([tagged(['F-ME-001', 'F-ME-002', 'F-ME-003', 'F-ME-004'])]),
    );
    expect(problems).toEqual([
      expect.stringContaining("F-ME-001 is a 'doc' entry without its source's address"),
      expect.stringContaining("F-ME-002 is a 'live' entry without its source's address"),
      expect.stringContaining("F-ME-003 is a 'doc' entry whose address is not LinkedIn's documentation"),
    ]);
  });

  it('a malformed or repeated id, an unknown product, a rule of two lines', () => {
    const problems = ledgerProblems([entry('F-ME-1'), entry('F-XX-001'), entry('F-ME-002', { rule: 'one\ntwo' }), entry('F-ME-002')], products, index([tagged(['F-ME-1', 'F-XX-001', 'F-ME-002'])]));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("'F-ME-1' is not a ledger id"),
        expect.stringContaining("F-XX-001 names the product 'XX'"),
        expect.stringContaining('F-ME-002: the rule must be one line'),
        expect.stringContaining('F-ME-002 is in the ledger twice'),
      ]),
    );
  });
});

describe('testTitles: the ids in test titles, read with TypeScript\'s parser', () => {
  it('reads it, test, describe and their modifiers; a skipped test pins nothing; a comment\'s id is stray', () => {
    const text = planted([
      "it('answers {{F-A-001}}', () => {});",
      "test.concurrent(`with ${x} {{F-A-002}}`, () => {});",
      "describe('group {{F-A-003}}', () => {});",
      "it.skip('later {{F-A-004}}', () => {});",
      "test.describe.serial('playwright {{F-A-005}}', () => {});",
      '// see {{F-A-006}}',
      "const name = 'not a title {{F-A-007}}';",
    ]);
    const { tagged, stray } = fileTags('x.test.ts', text);
    expect(tagged.map((test) => [test.ids, test.kind, test.skipped, test.line])).toEqual([
      [['F-A-001'], 'test', false, 1],
      [['F-A-002'], 'test', false, 2],
      [['F-A-003'], 'group', false, 3],
      [['F-A-004'], 'test', true, 4],
      [['F-A-005'], 'group', false, 5],
    ]);
    expect(stray).toEqual([`x.test.ts:6 ${tag('F-A-006')}`, `x.test.ts:7 ${tag('F-A-007')}`]);
  });

  it('a table test carries the ids of the part of each row its title prints', () => {
    const text = planted([
      "it.each([['first {{F-A-001}}', 1], ['second {{F-A-002}}', 2]])('%s', () => {});",
      "it.each([{ name: 'by name {{F-A-003}}', n: 1 }])('$name', () => {});",
      "it.each([['printed', 'not printed {{F-A-004}}']])('%s', () => {});",
    ]);
    const { tagged, stray } = fileTags('x.test.ts', text);
    expect(tagged.map((test) => test.ids)).toEqual([['F-A-001'], ['F-A-002'], ['F-A-003']]);
    expect(tagged[0]!.title).toBe(`first ${tag('F-A-001')}`);
    expect(stray).toEqual([`x.test.ts:3 ${tag('F-A-004')}`]);
  });

  it('a table named by a variable (the nearest declaration before the call), rows spread from either branch of a condition', () => {
    const text = planted([
      "const cases = [['early {{F-A-001}}', 1]];",
      "const cases2 = [['a {{F-A-002}}', 1], ...(flag ? ([['b {{F-A-003}}', 2]] as Row[]) : [['c {{F-A-004}}', 3]])];",
      "it.each(cases2)('%s', () => {});",
      "it.each(cases)('%s → %s', () => {});",
    ]);
    const { tagged, stray } = fileTags('x.test.ts', text);
    expect(tagged.map((test) => test.ids)).toEqual([['F-A-002'], ['F-A-003'], ['F-A-004'], ['F-A-001']]);
    expect(stray).toEqual([]);
  });
});
