// What keeps the fidelity ledger true (docs/fidelity.md), as one plain function of the ledger and
// the tests' ids, so its own test can plant each problem: an entry no test pins, an id a test
// carries that no entry has, an id outside any title, a doc/live/code entry without its public
// address, a malformed or repeated id, a rule of more than one line.
import type { LedgerEntry, LedgerProduct } from '../../mock-server/fidelity/ledgerTypes.js';
import { LEDGER_ID, SOURCE_CLASSES } from '../../mock-server/fidelity/ledgerTypes.js';
import type { TestTagIndex } from './testTitles.js';

/** Where LinkedIn documents its platform: a `doc` entry's address is on one of these hosts. */
export const DOC_HOSTS = ['learn.microsoft.com', 'docs.microsoft.com', 'developer.linkedin.com', 'linkedin.github.io', 'www.linkedin.com', 'addtoprofile.linkedin.com'];

/** The longest rule: one line a reader takes in at once. */
export const RULE_MAX_CHARS = 400;

function addressProblem(entry: LedgerEntry): string | undefined {
  if (entry.address === undefined) return entry.source === 'choice' ? undefined : `${entry.id} is a '${entry.source}' entry without its source's address: give the public page that says it, or make it a 'choice'.`;
  let url: URL;
  try {
    url = new URL(entry.address);
  } catch {
    return `${entry.id}: the address '${entry.address}' is not an absolute URL.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${entry.id}: the address '${entry.address}' is not a web address.`;
  if (entry.source === 'doc' && !DOC_HOSTS.includes(url.hostname)) return `${entry.id} is a 'doc' entry whose address is not LinkedIn's documentation (${DOC_HOSTS.join(', ')}): ${entry.address}; a report of LinkedIn's answer is 'live', client code 'code'.`;
  if (entry.source === 'live' && DOC_HOSTS.includes(url.hostname) && url.hostname !== 'learn.microsoft.com') return `${entry.id} is a 'live' entry whose address is LinkedIn's documentation: make it 'doc'.`;
  return undefined;
}

/**
 * Every problem of the ledger against the tests' ids, as sentences; empty when the ledger is true.
 * @example ledgerProblems(LEDGER, LEDGER_PRODUCTS, testTagIndex(root)) // []
 */
export function ledgerProblems(ledger: readonly LedgerEntry[], products: readonly LedgerProduct[], index: TestTagIndex): string[] {
  const problems: string[] = [];
  const keys = new Set(products.map((product) => product.key));
  const seen = new Set<string>();
  for (const entry of ledger) {
    const match = LEDGER_ID.exec(entry.id);
    if (!match) problems.push(`'${entry.id}' is not a ledger id: F-{PRODUCT}-{three digits}, e.g. F-POSTS-012.`);
    else if (!keys.has(match[1]!)) problems.push(`${entry.id} names the product '${match[1]}', which the ledger does not have (${[...keys].join(', ')}).`);
    if (seen.has(entry.id)) problems.push(`${entry.id} is in the ledger twice: every entry needs its own id.`);
    seen.add(entry.id);
    if (!entry.rule.trim() || /\n/.test(entry.rule)) problems.push(`${entry.id}: the rule must be one line of text.`);
    else if (entry.rule.length > RULE_MAX_CHARS) problems.push(`${entry.id}: the rule is ${entry.rule.length} characters; say it in at most ${RULE_MAX_CHARS}.`);
    if (!entry.resource.trim() || /\n/.test(entry.resource)) problems.push(`${entry.id}: the resource must be one line, e.g. 'GET /v2/me'.`);
    if (!SOURCE_CLASSES.includes(entry.source)) problems.push(`${entry.id}: the source class '${entry.source}' is not one of ${SOURCE_CLASSES.join(', ')}.`);
    const address = addressProblem(entry);
    if (address) problems.push(address);
  }
  const pinned = new Map<string, number>();
  for (const test of index.tagged) {
    for (const id of test.ids) {
      if (!seen.has(id)) problems.push(`${test.file}:${test.line} carries [${id}], which no ledger entry has: add the entry to mock-server/fidelity/ledger/, or correct the id.`);
      else if (!test.skipped) pinned.set(id, (pinned.get(id) ?? 0) + 1);
    }
  }
  for (const entry of ledger) {
    if (!pinned.has(entry.id)) problems.push(`${entry.id} (${entry.resource}: ${entry.rule}) is pinned by no test: put [${entry.id}] in the title of a test that fails when the rule is broken.`);
  }
  for (const stray of index.stray) problems.push(`${stray} is outside any test title, so \`-t\` cannot select it: put it in the title of the test (or the first string of a table row its title prints).`);
  return problems;
}
