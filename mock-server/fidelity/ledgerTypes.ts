// The shape of the fidelity ledger (docs/fidelity.md): every behaviour of LinkedIn's service the
// mock reproduces or chooses, with the class of its source, the source's public address, and the
// id the tests that pin it carry in their titles (`it('… [F-POSTS-012]', …)`).

/**
 * Where a rule comes from:
 * - `doc`: LinkedIn's own documentation (learn.microsoft.com, developer.linkedin.com, LinkedIn's Rest.li pages);
 * - `live`: a public report that quotes LinkedIn's answer (an issue, a pull request, a forum thread);
 * - `code`: what public client code sends or relies on (LinkedIn's own clients included);
 * - `choice`: no source either way; the mock's decision, written down.
 */
export type SourceClass = 'doc' | 'live' | 'code' | 'choice';

export const SOURCE_CLASSES: readonly SourceClass[] = ['doc', 'live', 'code', 'choice'];

/** The era of a product: the v1 platform (REST v1, OAuth 1.0a, in.js) or today's (`/v2`, `/rest`, OpenID Connect). */
export type Era = 'v1' | 'today' | 'both';

/** One product of the ledger: its entries' ids start with `F-{key}-`. */
export interface LedgerProduct {
  /** Upper-case key of the ids: `POSTS` for `F-POSTS-012`. */
  key: string;
  /** The product as LinkedIn's documentation names it (or the era's). */
  name: string;
  era: Era;
  /** One line: what the product covers in this mock. */
  covers: string;
}

/** One behaviour. */
export interface LedgerEntry {
  /** `F-{PRODUCT}-{three digits}`, never reused: the tests that pin the entry carry it in their titles. */
  id: string;
  /** `METHOD /path` (`GET /v2/me`, `POST /oauth/v2/accessToken`), or the part of the service (`any /rest path`). */
  resource: string;
  /** The rule in one line, as the mock keeps it. */
  rule: string;
  source: SourceClass;
  /** The public address that says the rule (required for doc, live and code; for a choice, what it follows, if anything). */
  address?: string;
}

/** The ids of the ledger: `F-POSTS-012`. */
export const LEDGER_ID = /^F-([A-Z0-9]+)-(\d{3})$/;

/** A ledger id inside a test title: `[F-POSTS-012]`. */
export const LEDGER_TAG = /\[(F-[A-Z0-9]+-\d{3})\]/g;

/** The product of an entry id: `F-POSTS-012` → `POSTS`. */
export function productKeyOf(id: string): string {
  return id.split('-')[1] ?? '';
}
