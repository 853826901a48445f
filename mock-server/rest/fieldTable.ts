// The field tables: for each record type (person, company, group…), every field a selector may
// name, where its value comes from, and its sub-fields. `project` applies a selector to a record;
// an unknown field is a 400 that names it. The tables hold JSON names only; the XML names come
// from the naming rule when the tree is serialized.
import { badRequest } from './restError.js';
import { toKebab } from './naming.js';
import { ListValue } from './serialize.js';
import type { FieldRequest } from './fieldSelector.js';

export interface FieldDef<S> {
  /** The field's value for a source record; undefined leaves the field out. */
  get(source: S, request: FieldRequest): unknown;
  /** Sub-fields of an object value, or of each item when `item` is set. */
  sub?: FieldTable<any>;
  /** Sub-fields returned when the selector names the field without `:(…)`; all when absent. */
  defaults?: string[];
  /** The value is a list: XML element name of one item. */
  item?: string;
  /** The field takes `::(keys)`. */
  keyed?: boolean;
  /** Called before `get`; throws (403) or returns false to leave the field out. */
  allow?(source: S, request: FieldRequest): boolean;
}

export interface FieldTable<S> {
  /** Name used in error messages ("person"). */
  type: string;
  fields: Record<string, FieldDef<S>>;
}

/**
 * A table over plain objects whose keys are the field names.
 * @example plainTable('location', { name: {}, country: { sub: plainTable('country', { code: {} }) } })
 */
export function plainTable(type: string, fields: Record<string, Partial<FieldDef<any>>>): FieldTable<Record<string, unknown>> {
  const out: Record<string, FieldDef<Record<string, unknown>>> = {};
  for (const [name, def] of Object.entries(fields)) out[name] = { get: (source) => source[name], ...def };
  return { type, fields: out };
}

/** The value of a field as the serializers expect it (nested projection, ListValue). */
function shape(def: FieldDef<any>, value: unknown, request: FieldRequest, type: string): unknown {
  if (value === undefined || value === null) return undefined;
  const nested = (item: unknown) => {
    if (!def.sub) return item;
    const selection = request.fields ?? (def.defaults ?? Object.keys(def.sub.fields)).map((name) => ({ name }));
    return project(item, def.sub, selection);
  };
  if (!def.sub && request.fields) {
    throw badRequest(`The field '${toKebab(request.name)}' of ${type} has no sub-fields, so ':(…)' after it is not allowed.`);
  }
  if (def.item) {
    if (value instanceof ListValue) return new ListValue(value.items.map(nested), value.itemName, value.total, value.paging);
    const items = value as unknown[];
    return new ListValue(items.map(nested), def.item);
  }
  return nested(value);
}

/**
 * The fields `selection` names, taken from `source` through `table`.
 * Throws a 400 RestError naming the first unknown field.
 */
export function project<S>(source: S, table: FieldTable<S>, selection: FieldRequest[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const request of selection) {
    const def = table.fields[request.name];
    if (!def) {
      const known = Object.keys(table.fields).map(toKebab).join(', ');
      throw badRequest(`Unknown field '${toKebab(request.name)}' in the field selector for ${table.type}. Known fields: ${known}.`);
    }
    if (request.keys && !def.keyed) {
      throw badRequest(`The field '${toKebab(request.name)}' of ${table.type} takes no keys, so '::(…)' after it is not allowed.`);
    }
    if (def.allow && !def.allow(source, request)) continue;
    const value = shape(def, def.get(source, request), request, table.type);
    if (value !== undefined) out[request.name] = value;
  }
  return out;
}

/** Checks a selection against a table without a record, so a bad selector fails before any work. */
export function checkSelection(table: FieldTable<any>, selection: FieldRequest[]): void {
  for (const request of selection) {
    const def = table.fields[request.name];
    if (!def) {
      const known = Object.keys(table.fields).map(toKebab).join(', ');
      throw badRequest(`Unknown field '${toKebab(request.name)}' in the field selector for ${table.type}. Known fields: ${known}.`);
    }
    if (request.fields) {
      if (!def.sub) throw badRequest(`The field '${toKebab(request.name)}' of ${table.type} has no sub-fields, so ':(…)' after it is not allowed.`);
      checkSelection(def.sub, request.fields);
    }
  }
}
