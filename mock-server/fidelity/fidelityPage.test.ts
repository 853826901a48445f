// docs/fidelity.md is written from the ledger, the catalogue and the tests' titles: this fails when
// the page in the repository is not what `npm run docs:fidelity` would write now.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fidelityDocument } from '../../test/support/fidelityDoc.js';
import { mockFidelityScores } from '../check/mockScores.js';
import { LEDGER_PRODUCTS } from './ledger.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('docs/fidelity.md', () => {
  it('is up to date with the ledger, the catalogue and the tests (npm run docs:fidelity writes it)', () => {
    const page = readFileSync(new URL('../../docs/fidelity.md', import.meta.url), 'utf8');
    expect(page === fidelityDocument(ROOT), 'docs/fidelity.md is out of date: run npm run docs:fidelity').toBe(true);
  });

  it('shows the score of every product, and every choice with what the mock does', () => {
    const page = fidelityDocument(ROOT);
    const scores = mockFidelityScores();
    for (const score of scores.products) {
      expect(page).toContain(`| ${score.product.name} | ${score.product.era} | ${score.entries} | ${score.bySource.doc} | ${score.bySource.live} | ${score.bySource.code} | ${score.bySource.choice} | ${score.sourcedPercent}% |`);
      for (const choice of score.choices) expect(page).toContain(`* \`${choice.id}\` ${choice.resource}: ${choice.rule}`);
    }
    expect(scores.products.map((score) => score.product.key)).toEqual(LEDGER_PRODUCTS.map((product) => product.key));
  });
});
