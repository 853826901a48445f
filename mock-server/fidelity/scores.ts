// The score of each product of the ledger (docs/fidelity.md, the admin page's Fidelity section):
// its entries by source class, the share of them a source backs, its choices, and how many of the
// resources LinkedIn documents for it (catalogue.ts) the mock serves. A plain function of the
// ledger, the catalogue and a "does the mock serve this path" answer (check/mockRoutes.ts), so the
// page and the admin page show the same numbers.
import type { LedgerEntry, LedgerProduct, SourceClass } from './ledgerTypes.js';
import { SOURCE_CLASSES, productKeyOf } from './ledgerTypes.js';
import { resourcePatterns, type CatalogueResource } from './catalogue.js';

export interface ProductScore {
  product: LedgerProduct;
  entries: number;
  bySource: Record<SourceClass, number>;
  /** Entries a source backs (doc, live or code), in whole percent of all. */
  sourcedPercent: number;
  choices: LedgerEntry[];
  /** The resources LinkedIn documents for the product, and those the mock serves. */
  resources: { documented: number; served: number; unserved: string[] };
}

/** A LinkedIn product the ledger has no entries for: what it documents, none of it served. */
export interface UnmockedProduct {
  product: string;
  resources: string[];
}

export interface FidelityScores {
  products: ProductScore[];
  unmocked: UnmockedProduct[];
  totals: { entries: number; bySource: Record<SourceClass, number>; sourcedPercent: number };
}

/** Whether the mock serves a path (any method). */
export type ServesPath = (pathname: string) => boolean;

/** A concrete path for a pattern: `~` for a member, a key for v1's batch forms, `x1` for any other segment. */
export function samplePath(prefix: string, pattern: string): string {
  const sample = pattern
    .split('/')
    .map((part) => (part === ':person' ? '~' : part.startsWith(':') ? 'x1' : part.endsWith('::') ? `${part}(x1)` : part))
    .join('/');
  return prefix + sample;
}

/** True when the mock serves some documented path of `resource`. */
export function resourceServed(resource: CatalogueResource, serves: ServesPath): boolean {
  return resource.prefixes.some((prefix) => resourcePatterns(resource).some((pattern) => serves(samplePath(prefix, pattern))));
}

const label = (resource: CatalogueResource) => `${resource.prefixes.join(', ')} ${resource.name}`;

function counts(entries: readonly LedgerEntry[]): Record<SourceClass, number> {
  const out = Object.fromEntries(SOURCE_CLASSES.map((source) => [source, 0])) as Record<SourceClass, number>;
  for (const entry of entries) out[entry.source]++;
  return out;
}

const percent = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0);

/**
 * The scores of every product of the ledger, and the LinkedIn products it does not cover.
 * @example fidelityScores(LEDGER, LEDGER_PRODUCTS, CATALOGUE, (path) => mockServing(undefined, path).kind !== 'none').products[0].sourcedPercent
 */
export function fidelityScores(ledger: readonly LedgerEntry[], products: readonly LedgerProduct[], catalogue: readonly CatalogueResource[], serves: ServesPath): FidelityScores {
  const scores = products.map((product): ProductScore => {
    const entries = ledger.filter((entry) => productKeyOf(entry.id) === product.key);
    const bySource = counts(entries);
    const documented = catalogue.filter((resource) => resource.ledger === product.key);
    const unserved = documented.filter((resource) => !resourceServed(resource, serves)).map(label);
    return {
      product,
      entries: entries.length,
      bySource,
      sourcedPercent: percent(entries.length - bySource.choice, entries.length),
      choices: entries.filter((entry) => entry.source === 'choice'),
      resources: { documented: documented.length, served: documented.length - unserved.length, unserved },
    };
  });
  const byProduct = new Map<string, string[]>();
  for (const resource of catalogue) {
    if (resource.ledger) continue;
    byProduct.set(resource.product, [...(byProduct.get(resource.product) ?? []), label(resource)]);
  }
  const bySource = counts(ledger);
  return {
    products: scores,
    unmocked: [...byProduct].map(([product, resources]) => ({ product, resources })),
    totals: { entries: ledger.length, bySource, sourcedPercent: percent(ledger.length - bySource.choice, ledger.length) },
  };
}
