// Ledger entries of the product OIDC (docs/fidelity.md; mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

export const OIDC_ENTRIES: readonly LedgerEntry[] = [];
