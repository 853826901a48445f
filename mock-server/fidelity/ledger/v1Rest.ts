// Ledger entries of the product V1 (docs/fidelity.md; mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

export const V1_ENTRIES: readonly LedgerEntry[] = [];
