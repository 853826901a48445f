// docs/fidelity.md as it should read now: the page of mock-server/fidelity/fidelityPage.ts over the
// ledger, this mock's scores and where the tests that pin each entry are (their titles' ids).
// `npm run docs:fidelity` (scripts/fidelity-page.mjs) writes it; fidelityPage.test.ts compares.
import { LEDGER, LEDGER_PRODUCTS } from '../../mock-server/fidelity/ledger.js';
import { fidelityPage } from '../../mock-server/fidelity/fidelityPage.js';
import { mockFidelityScores, mockServes } from '../../mock-server/check/mockScores.js';
import { testTagIndex } from './testTitles.js';

/** The page for the repository at `root`. */
export function fidelityDocument(root: string): string {
  const tests = new Map<string, string[]>();
  for (const test of testTagIndex(root).tagged) {
    if (test.skipped) continue;
    for (const id of test.ids) {
      const files = tests.get(id) ?? [];
      if (!files.includes(test.file)) files.push(test.file);
      tests.set(id, files);
    }
  }
  return fidelityPage(LEDGER, LEDGER_PRODUCTS, mockFidelityScores(), tests, mockServes);
}
