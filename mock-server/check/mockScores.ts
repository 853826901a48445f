// The fidelity scores of this mock (fidelity/scores.ts over the ledger, the catalogue and the route
// tables), made once: the admin page's Fidelity section and docs/fidelity.md show them.
import { LEDGER, LEDGER_PRODUCTS } from '../fidelity/ledger.js';
import { CATALOGUE } from '../fidelity/catalogue.js';
import { fidelityScores, type FidelityScores } from '../fidelity/scores.js';
import { mockServing } from './mockRoutes.js';

let scores: FidelityScores | undefined;

/** Whether this mock serves a path, with any method. */
export const mockServes = (path: string): boolean => mockServing(undefined, path).kind !== 'none';

/** The scores of this mock's ledger against its own routes. */
export function mockFidelityScores(): FidelityScores {
  return (scores ??= fidelityScores(LEDGER, LEDGER_PRODUCTS, CATALOGUE, mockServes));
}
