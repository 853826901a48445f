// The ledger ids the tests carry (docs/fidelity.md): every test title, in every test file of the
// repository (Vitest's and Playwright's), read with TypeScript's parser, with the `[F-…]` ids in
// it. A table test (`it.each(rows)('%s', …)`, `'$name'`) carries an id in the part of a row its
// title prints: an array row's first string, an object row's named property. An id anywhere else
// in a test file (a comment, a string that is no title) is reported as stray: it names nothing a
// run can select with `-t`.
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A ledger id in a title: `[F-POSTS-012]`. */
const TAG = /\[(F-[A-Z0-9]+-\d{3})\]/g;

/** One test (or group) whose title carries ledger ids. */
export interface TaggedTest {
  /** Relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  /** The title as written (a template's substitutions as `${…}`). */
  title: string;
  /** `test` for a test, `group` for a describe block (every test in it carries the ids). */
  kind: 'test' | 'group';
  /** Skipped, todo or fixme: it pins nothing. */
  skipped: boolean;
  ids: string[];
}

export interface TestTagIndex {
  tagged: TaggedTest[];
  /** Ids found in a test file outside any title: `file:line [F-…]`. */
  stray: string[];
  /** The test files read, relative to the root. */
  files: string[];
}

/** The folders whose test files the suites run, and how a test file is named. */
const TEST_ROOTS = ['mock-server', 'src', 'test', 'scripts', 'e2e'];
const TEST_FILE = /\.(test|spec)\.(ts|mjs|js)$/;

function testFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const full = path.join(root, dir);
  for (const name of readdirSync(full)) {
    if (name === 'node_modules') continue;
    const child = path.join(full, name);
    if (statSync(child).isDirectory()) out.push(...testFiles(root, path.join(dir, name)));
    else if (TEST_FILE.test(name)) out.push(path.join(dir, name).split(path.sep).join('/'));
  }
  return out;
}

const ids = (text: string) => [...text.matchAll(TAG)].map((match) => match[1]!);

/** The text of a title argument: a string, a template (substitutions as `${…}`), or strings joined with `+`. */
function titleText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => '${…}' + span.literal.text).join('');
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = titleText(node.left);
    const right = titleText(node.right);
    return left === undefined && right === undefined ? undefined : (left ?? '${…}') + (right ?? '${…}');
  }
  if (ts.isParenthesizedExpression(node)) return titleText(node.expression);
  return undefined;
}

/** The names of a callee chain: `it.skip.each` → ['it', 'skip', 'each']. */
function calleeNames(node: ts.Expression): string[] | undefined {
  if (ts.isIdentifier(node)) return [node.text];
  if (ts.isPropertyAccessExpression(node)) {
    const base = calleeNames(node.expression);
    return base && [...base, node.name.text];
  }
  return undefined;
}

const TEST_CALLS = new Set(['it', 'test']);
const GROUP_CALLS = new Set(['describe', 'suite']);
const SKIPS = new Set(['skip', 'todo', 'fixme', 'skipIf', 'runIf']);

/** What a call is: a test or group, and whether skipped; undefined for any other call. */
function testCall(names: string[]): { kind: 'test' | 'group'; skipped: boolean } | undefined {
  const [first, ...rest] = names;
  if (!first) return undefined;
  // Playwright: test.describe(…), test.describe.serial(…), test.describe.skip(…).
  const group = GROUP_CALLS.has(first) || (first === 'test' && rest[0] === 'describe');
  if (!group && !TEST_CALLS.has(first)) return undefined;
  const modifiers = group && first === 'test' ? rest.slice(1) : rest;
  const known = new Set(['skip', 'only', 'todo', 'fixme', 'concurrent', 'sequential', 'serial', 'parallel', 'each', 'for', 'fails', 'skipIf', 'runIf', 'extend']);
  if (modifiers.some((name) => !known.has(name))) return undefined;
  if (modifiers.includes('extend')) return undefined;
  // skipIf/runIf decide at run time: counted as maybe skipped, so they pin nothing on their own.
  return { kind: group ? 'group' : 'test', skipped: modifiers.some((name) => SKIPS.has(name)) };
}

/** An expression without its type assertions and parentheses: `[…] as Row[]` → `[…]`. */
function bare(node: ts.Expression): ts.Expression {
  let out = node;
  while (ts.isAsExpression(out) || ts.isParenthesizedExpression(out) || ts.isSatisfiesExpression(out) || ts.isTypeAssertionExpression(out)) out = out.expression;
  return out;
}

/** The strings a table test's title prints from each row: the first of an array row, `$name` of an object row. */
function rowTitleStrings(given: ts.Expression, title: string): ts.Node[] {
  const table = bare(given);
  if (!ts.isArrayLiteralExpression(table)) return [];
  const property = /\$(\w+)/.exec(title)?.[1];
  const printsFirst = /%[sdifjo#%]/.test(title);
  const out: ts.Node[] = [];
  // Rows spread in from another array, or from either branch of a condition (`...(a ? [...] : [...])`).
  const rows = (elements: readonly ts.Expression[]): ts.Expression[] =>
    elements.flatMap((element) => {
      if (!ts.isSpreadElement(element)) return [element];
      const inner = bare(element.expression);
      const branches = ts.isConditionalExpression(inner) ? [bare(inner.whenTrue), bare(inner.whenFalse)] : [inner];
      return branches.flatMap((branch) => (ts.isArrayLiteralExpression(branch) ? rows(branch.elements) : []));
    });
  for (const row of rows(table.elements)) {
    if (ts.isArrayLiteralExpression(row) && printsFirst && row.elements[0]) out.push(row.elements[0]);
    else if ((ts.isStringLiteral(row) || ts.isNoSubstitutionTemplateLiteral(row)) && printsFirst) out.push(row);
    else if (ts.isObjectLiteralExpression(row) && property) {
      for (const member of row.properties) {
        if (ts.isPropertyAssignment(member) && member.name.getText() === property) out.push(member.initializer);
      }
    }
  }
  return out;
}

/** The tagged titles and stray ids of one file's text. */
export function fileTags(file: string, text: string): { tagged: TaggedTest[]; stray: string[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS);
  const tagged: TaggedTest[] = [];
  // Where an accounted-for id sits, by its offset in the text.
  const accounted = new Set<number>();
  const account = (node: ts.Node) => {
    const start = node.getStart(source);
    const raw = text.slice(start, node.getEnd());
    for (const match of raw.matchAll(TAG)) accounted.add(start + match.index!);
  };
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  // The tables a test names by a variable (`const cases = [...]; it.each(cases)(…)`): the nearest declaration before the call.
  const declarations: Array<{ name: string; at: number; value: ts.Expression }> = [];
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) declarations.push({ name: node.name.text, at: node.getStart(source), value: node.initializer });
    ts.forEachChild(node, collect);
  };
  collect(source);
  const resolve = (table: ts.Expression, at: number): ts.Expression => {
    if (!ts.isIdentifier(table)) return table;
    const found = declarations.filter((declaration) => declaration.name === table.text && declaration.at < at).at(-1);
    return found ? found.value : table;
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      // it(title, fn) / describe(title, fn), with modifiers.
      let names = calleeNames(node.expression);
      let table: ts.Expression | undefined;
      // it.each(rows)(title, fn): the callee is itself a call.
      if (!names && ts.isCallExpression(node.expression)) {
        const inner = calleeNames(node.expression.expression);
        if (inner && (inner.at(-1) === 'each' || inner.at(-1) === 'for')) {
          names = inner;
          const given = node.expression.arguments[0];
          table = given && resolve(given, node.getStart(source));
        }
      }
      const kind = names && testCall(names);
      const first = node.arguments[0];
      if (kind && first && !(names!.at(-1) === 'each' && !table) && !(names!.at(-1) === 'for' && !table)) {
        const title = titleText(first);
        if (title !== undefined) {
          const found = ids(title);
          account(first);
          if (table) {
            for (const cell of rowTitleStrings(table, title)) {
              const rowTitle = ts.isStringLiteral(cell) || ts.isNoSubstitutionTemplateLiteral(cell) ? cell.text : ts.isTemplateExpression(cell) ? titleText(cell) ?? '' : '';
              const rowIds = ids(rowTitle);
              account(cell);
              if (rowIds.length) tagged.push({ file, line: lineOf(cell), title: title.replace(/%[sdifjo]|\$\w+/, rowTitle), kind: kind.kind, skipped: kind.skipped, ids: [...found, ...rowIds] });
            }
          }
          if (found.length) tagged.push({ file, line: lineOf(first), title, kind: kind.kind, skipped: kind.skipped, ids: found });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const stray: string[] = [];
  for (const match of text.matchAll(TAG)) {
    if (accounted.has(match.index!)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    stray.push(`${file}:${line} [${match[1]}]`);
  }
  return { tagged, stray };
}

/**
 * Every tagged test title of the repository at `root`.
 * @example testTagIndex(repoRoot).tagged.filter((test) => test.ids.includes('F-POSTS-012'))
 */
export function testTagIndex(root: string): TestTagIndex {
  const files = TEST_ROOTS.flatMap((dir) => testFiles(root, dir)).sort();
  const tagged: TaggedTest[] = [];
  const stray: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (!text.includes('[F-')) continue;
    const found = fileTags(file, text);
    tagged.push(...found.tagged);
    stray.push(...found.stray);
  }
  return { tagged, stray, files };
}
