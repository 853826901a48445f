// The fidelity ledger (docs/fidelity.md): its products, in the order the page shows them, and
// every entry. One file of entries per product in ledger/, each an array of plain records; the
// tests that pin an entry carry its id in their titles, and mock-server/fidelity/ledger.test.ts
// keeps the two in step (an entry no test pins, an id no entry has, a doc or live entry without
// its address all fail).
import type { LedgerEntry, LedgerProduct } from './ledgerTypes.js';
import { V1_ENTRIES } from './ledger/v1Rest.js';
import { OAUTH2_ENTRIES } from './ledger/oauth2.js';
import { OAUTH1_ENTRIES } from './ledger/oauth1.js';
import { OIDC_ENTRIES } from './ledger/oidc.js';

export const LEDGER_PRODUCTS: readonly LedgerProduct[] = [
  { key: 'V1', name: 'REST API v1', era: 'v1', covers: 'api.linkedin.com/v1: profiles, connections, search, network updates, shares, companies, groups, mailbox; formats, selectors, paging, errors' },
  { key: 'OAUTH2', name: 'OAuth 2.0 (authorization code, refresh, client credentials)', era: 'both', covers: '/oauth/v2/authorization, /oauth/v2/accessToken and the legacy /uas/oauth2 paths, the dialog, grants and token lifetimes' },
  { key: 'OAUTH1', name: 'OAuth 1.0a', era: 'v1', covers: '/uas/oauth/requestToken, authorize, authenticate, accessToken, signed v1 calls, the framework token exchange' },
  { key: 'OIDC', name: 'Sign In with LinkedIn using OpenID Connect', era: 'today', covers: 'the discovery document, the JWKS, the id_token, /v2/userinfo, token introspection' },
];

export const LEDGER: readonly LedgerEntry[] = [...V1_ENTRIES, ...OAUTH2_ENTRIES, ...OAUTH1_ENTRIES, ...OIDC_ENTRIES];
