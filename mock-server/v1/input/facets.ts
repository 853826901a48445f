// Search facets (people search and company search; docs/rest.md "Sources"): which facets a search
// returns (`facets=code,code`), facet filters (`facet=code,value,value`, repeatable), and the facet
// record `{code, name, buckets:{_total, values:[{code, name, count, selected}]}}`.
import { BadRequest } from '../../api/errors.js';
import { listParam, repeatedParam } from './queryParams.js';
import { plainTable } from '../format/fieldTable.js';

/** A bucket an item falls in. */
interface Bucket {
  code: string;
  name: string;
}

/** One facet of a search: its code, name, and the buckets of an item. */
export interface FacetDef<T> {
  name: string;
  bucketsOf(item: T): Bucket[];
  /** Bucket codes a filter may name, when they are a fixed list (network: F, S, A, O). */
  codes?: string[];
}

const bucketTable = plainTable('Bucket', { code: 'string', name: 'string', count: 'integer', selected: 'boolean' });
/** The facet record: `facets:(code,name,buckets:(code,name,count,selected))`. */
export const facetTable = plainTable('Facet', { code: 'string', name: 'string', buckets: { sub: bucketTable, item: 'bucket' } }, 'HX-VCR company search; LJ DOC-1191');

/**
 * The facet filters of a request: `facet=network,F,S` → network → {F, S}. A 400 names an unknown
 * facet, a filter without values, or a value outside a facet's fixed list.
 */
export function parseFacetFilters<T>(params: URLSearchParams, facets: Record<string, FacetDef<T>>): Map<string, Set<string>> {
  const filters = new Map<string, Set<string>>();
  for (const value of repeatedParam(params, 'facet')) {
    const [code, ...values] = value.split(',');
    const facet = facets[code];
    if (!facet) throw new BadRequest(`'${code}' is not a search facet; the facets are ${Object.keys(facets).join(', ')}.`);
    if (!values.length || values.some((v) => !v)) throw new BadRequest(`The facet filter '${value}' needs values after its code, e.g. facet=${code},${facet.codes?.[0] ?? 'CODE'}.`);
    const bad = facet.codes && values.find((v) => !facet.codes!.includes(v));
    if (bad) throw new BadRequest(`'${bad}' is not a value of the ${code} facet; use ${facet.codes!.join(', ')}.`);
    filters.set(code, new Set([...(filters.get(code) ?? []), ...values]));
  }
  return filters;
}

/** The facets a request returns: `facets=a,b`, or `fallback` without the parameter. */
export function requestedFacets<T>(params: URLSearchParams, facets: Record<string, FacetDef<T>>, fallback: string[]): string[] {
  return listParam(params, 'facets', Object.keys(facets)) ?? fallback;
}

/** True when `item` falls in a selected bucket of every filtered facet. */
export function passesFilters<T>(item: T, facets: Record<string, FacetDef<T>>, filters: Map<string, Set<string>>): boolean {
  for (const [code, values] of filters) {
    if (!facets[code].bucketsOf(item).some((bucket) => values.has(bucket.code))) return false;
  }
  return true;
}

/** The facet records of `codes` over the matching items, buckets by count. */
export function facetValues<T>(codes: string[], items: T[], facets: Record<string, FacetDef<T>>, filters: Map<string, Set<string>>): Record<string, unknown>[] {
  return codes.map((code) => {
    const counts = new Map<string, Bucket & { count: number }>();
    for (const item of items) {
      for (const bucket of facets[code].bucketsOf(item)) {
        const entry = counts.get(bucket.code) ?? { ...bucket, count: 0 };
        entry.count++;
        counts.set(bucket.code, entry);
      }
    }
    const selected = filters.get(code);
    const buckets = [...counts.values()]
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .map((b) => ({ ...b, selected: selected?.has(b.code) ?? false }));
    return { code, name: facets[code].name, buckets };
  });
}
