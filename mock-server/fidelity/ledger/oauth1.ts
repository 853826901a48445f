// Ledger entries of the product OAUTH1 (docs/fidelity.md; mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

export const OAUTH1_ENTRIES: readonly LedgerEntry[] = [];
