// Ledger entries of the product OAUTH2 (docs/fidelity.md; mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

export const OAUTH2_ENTRIES: readonly LedgerEntry[] = [];
