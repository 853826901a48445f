// The field tables: for each record type (person, company, group…), every field a selector may
// name, where its value comes from, its type and its sub-fields. `project` applies a selector to a
// record. The same tables drive both serializers (through `project`), the field reference in
// docs/rest.md (fieldDocs.ts) and the fixture schema of members. The tables hold JSON names only;
// the XML names come from the naming rule when the tree is serialized.
//
// Selector errors follow the real v1 API (docs/rest.md "Sources"): an unknown field is a 400
// "Unknown field {x} in resource {Person}", a field named twice in one list a 400
// "Duplicate field {x} in inline filter {(…)}" ({Type.x} below the top level).
import { BadRequest } from '../../api/errors.js';
import { toKebab } from './naming.js';
import { ListValue } from './serialize.js';
import type { FieldRequest } from './fieldSelector.js';

/** The type of a leaf value, for the docs and the fixture schema. */
export type LeafType = 'string' | 'integer' | 'number' | 'boolean' | 'timestamp';

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
  /** Parameters the field takes as `;name=value` (`picture-url;secure=true`). */
  params?: string[];
  /** Returns false to leave the field out (a permission the token lacks, a member who may not see it). */
  allow?(source: S, request: FieldRequest): boolean;
  /** Type of a leaf value (or of each item of a list of leaves). */
  type?: LeafType;
  /** The permission the field needs, when it needs one beyond the endpoint's (docs). */
  scope?: string;
  /** A note for the field reference (where the value comes from, a limit, its source). */
  note?: string;
}

export interface FieldTable<S> {
  /** The resource name of error messages and of the docs ("Person", "Position", "MemberUrl"). */
  type: string;
  fields: Record<string, FieldDef<S>>;
  /** Where the record's shape is documented (the source abbreviations of docs/rest.md, "Sources"). */
  source?: string;
  /** The `_key` every item carries whatever the selector (XML attribute `key`), e.g. a membership's group id. */
  key?(source: S): string | undefined;
}

type PlainField = Partial<FieldDef<any>> | LeafType;

/**
 * A table over plain objects whose keys are the field names. A leaf may be given by its type alone.
 * @example plainTable('Location', { name: 'string', country: { sub: plainTable('Country', { code: 'string' }) } })
 */
export function plainTable(type: string, fields: Record<string, PlainField>, source?: string): FieldTable<Record<string, unknown>> {
  const out: Record<string, FieldDef<Record<string, unknown>>> = {};
  for (const [name, given] of Object.entries(fields)) {
    const def = typeof given === 'string' ? { type: given } : given;
    out[name] = { get: (record) => record[name], ...def };
  }
  return { type, fields: out, source };
}

/** A selection written back as selector text: `(id,location:(name))`. */
function selectorText(selection: FieldRequest[]): string {
  const one = (request: FieldRequest): string =>
    toKebab(request.name) + (request.keys ? `::(${request.keys.join(',')})` : '') + (request.fields ? ':' + selectorText(request.fields) : '');
  return `(${selection.map(one).join(',')})`;
}

/**
 * The definitions of a selection's fields in `table`, in order. Throws the real API's 400s for an
 * unknown field, a field named twice in one list, keys on a field without them and a sub-selector
 * on a field without sub-fields.
 */
function definitions<S>(table: FieldTable<S>, selection: FieldRequest[], nested: boolean): FieldDef<S>[] {
  // A selection is never changed once made: one checked against this table need not be checked again.
  const known = checked.get(selection);
  if (known && known.table === table && known.nested === nested) return known.defs as FieldDef<S>[];
  const defs = checkedDefinitions(table, selection, nested);
  checked.set(selection, { table, nested, defs });
  return defs;
}

/** Selections already checked, with their definitions (the default lists and sub-selections come back on every call). */
const checked = new WeakMap<FieldRequest[], { table: FieldTable<any>; nested: boolean; defs: FieldDef<any>[] }>();

function checkedDefinitions<S>(table: FieldTable<S>, selection: FieldRequest[], nested: boolean): FieldDef<S>[] {
  const seen = new Set<string>();
  return selection.map((request) => {
    // The XML name, for the messages only (the hot path of a valid selector does not need it).
    const kebab = () => toKebab(request.name);
    // Own fields only: a name every object inherits (`constructor`, `__proto__`) is unknown like any other.
    const def = Object.prototype.hasOwnProperty.call(table.fields, request.name) ? table.fields[request.name] : undefined;
    if (!def) {
      const known = Object.keys(table.fields).map(toKebab).join(', ');
      throw new BadRequest(`Unknown field {${kebab()}} in resource {${table.type}}. The fields of ${table.type} are: ${known}.`);
    }
    if (seen.has(request.name)) {
      throw new BadRequest(
        `Duplicate field {${nested ? `${table.type}.${kebab()}` : kebab()}} in inline filter {${selectorText(selection)}}. ` +
          'Name each field once; merge its sub-selections into one, as in location:(name,country:(code)).',
      );
    }
    seen.add(request.name);
    if (request.keys && !def.keyed) {
      throw new BadRequest(`The field {${kebab()}} of ${table.type} takes no keys, so '::(…)' after it is not allowed.`);
    }
    for (const param of Object.keys(request.params ?? {})) {
      if (!def.params?.includes(param)) {
        const allowed = def.params?.length ? `it takes ${def.params.map((p) => `;${p}=…`).join(', ')}` : 'it takes none';
        throw new BadRequest(`The field {${kebab()}} of ${table.type} has no parameter '${param}'; ${allowed}.`);
      }
    }
    if (request.fields && !def.sub) {
      throw new BadRequest(`The field {${kebab()}} of ${table.type} has no sub-fields, so ':(…)' after it is not allowed.`);
    }
    return def;
  });
}

/** The selection a sub-record gets: the request's own, or the field's defaults, or all its fields. */
function subSelectionOf(def: FieldDef<any>, request: FieldRequest): FieldRequest[] {
  if (request.fields) return request.fields;
  let selection = defaultSelections.get(def);
  if (!selection) defaultSelections.set(def, (selection = (def.defaults ?? Object.keys(def.sub!.fields)).map((name) => ({ name }))));
  return selection;
}

/** The sub-selection of each field named without `:(…)`, made once per field. */
const defaultSelections = new WeakMap<FieldDef<any>, FieldRequest[]>();

/** The value of a field as the serializers expect it (nested projection, ListValue). */
function shape(def: FieldDef<any>, value: unknown, request: FieldRequest): unknown {
  // A list asked for and allowed comes as {"_total":0} when there is nothing in it (SS profile.json
  // `"positions":{"_total":0}`; FP14 `"jobBookmarks":{"_total":0}`).
  if ((value === undefined || value === null) && def.item) value = [];
  if (value === undefined || value === null) return undefined;
  const nested = (item: unknown) => (def.sub ? projectAt(item, def.sub, subSelectionOf(def, request), true) : item);
  if (def.item) {
    if (value instanceof ListValue) return value.map(nested);
    return new ListValue((value as unknown[]).map(nested), def.item);
  }
  return nested(value);
}

function projectAt<S>(source: S, table: FieldTable<S>, selection: FieldRequest[], nested: boolean): Record<string, unknown> {
  const defs = definitions(table, selection, nested);
  const out: Record<string, unknown> = {};
  const key = table.key?.(source);
  if (key !== undefined) out._key = key;
  selection.forEach((request, i) => {
    const def = defs[i];
    if (def.allow && !def.allow(source, request)) return;
    const value = shape(def, def.get(source, request), request);
    if (value !== undefined) out[request.name] = value;
  });
  return out;
}

/**
 * The fields `selection` names, taken from `source` through `table`, in selector order.
 * Throws a 400 RestError naming the first unknown or repeated field.
 * @example project(company, companyTable, parseFieldSelector(':(id,name)'))
 */
export function project<S>(source: S, table: FieldTable<S>, selection: FieldRequest[]): Record<string, unknown> {
  return projectAt(source, table, selection, false);
}

/** Checks a selection against a table without a record, so a bad selector fails before any work. */
export function checkSelection(table: FieldTable<any>, selection: FieldRequest[], nested = false): void {
  const defs = definitions(table, selection, nested);
  selection.forEach((request, i) => {
    if (request.fields) checkSelection(defs[i].sub!, request.fields, true);
  });
}
