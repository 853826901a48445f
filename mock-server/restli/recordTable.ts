// The field table of a record of today's API: every field a projection may name, where its value
// comes from, its type, the permission it needs and its source. The same tables serve the
// handlers (through projectRecord), the field reference of docs/v2.md (mock-server/today/todayFieldDocs.ts) and the
// tests, so what the service answers and what the docs say cannot drift.

/** The type of a field, for the docs. */
export type RestliType = 'string' | 'long' | 'int' | 'double' | 'boolean' | 'urn' | 'MultiLocaleString' | 'Locale' | 'record' | 'enum';

export interface RestliField<S> {
  /** The value for `source`: JSON for a leaf, the sub-record's source (or a list of them) when `sub` is set. */
  get(source: S): unknown;
  type: RestliType;
  /** The record a value (or each item, with `list`) is, projected in turn. */
  sub?: RecordTable<any>;
  list?: boolean;
  /** For a URN field: the entity type it names, which `~` can decorate. */
  urnType?: string;
  /** The permissions of which one lets the field out; a field whose permission is missing is left out, never an error. */
  scopes?: readonly string[];
  /** False: only when a projection names it (not in the answer without `projection=`). */
  byDefault?: boolean;
  /** What the docs say about it: its meaning, its source. */
  note?: string;
}

export interface RecordTable<S> {
  /** The record's name in the docs and in error messages (e.g. `LiteProfile`). */
  type: string;
  /** Where the shape is documented (a public URL). */
  source: string;
  fields: Record<string, RestliField<S>>;
}

/**
 * A table over a plain object whose keys are the field names.
 * @example plainRecord('Locale', 'https://…', { country: { type: 'string' }, language: { type: 'string' } })
 */
export function plainRecord(type: string, source: string, fields: Record<string, Omit<RestliField<Record<string, unknown>>, 'get'>>): RecordTable<Record<string, unknown>> {
  const out: Record<string, RestliField<Record<string, unknown>>> = {};
  for (const [name, def] of Object.entries(fields)) out[name] = { get: (record) => record[name], ...def };
  return { type, source, fields: out };
}
