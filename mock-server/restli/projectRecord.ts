// Applies a projection (projection.ts) to a record through its table (recordTable.ts): the fields
// named, each projected in turn, and `~` decorations resolved beside their URN (DOC-DECO
// https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/decoration: `relatedEntity~`
// next to `relatedEntity`). Without a projection: every field the table shows by default.
// `*` (Rest.li's wildcard) adds every field of the table the caller may see, those shown only when
// named included, beside the fields named with their own sub-projections or decorations.
// Fields whose permission the caller lacks are left out. A field the record does not have is left
// out too, as Rest.li applies a projection as a mask (only the record's own fields are looked up, so
// `__proto__` or `toString` are unknown names like any other); the env hears of it for the journal.
// A sub-projection of a leaf or a `~` on a field that holds no URN is a 400 naming the field.
import { hasWildcard, WILDCARD, type ProjectionField, type Decoration } from './projection.js';
import type { RecordTable, RestliField } from './recordTable.js';
import { BadRequest } from '../api/errors.js';

/** What a decoration of one URN gives: the entity's record and its table, or undefined when the URN names nothing. */
export type Decorated = { table: RecordTable<any>; source: unknown } | undefined;

export interface ProjectionEnv {
  /** True when the caller holds one of `scopes`. */
  granted(scopes: readonly string[]): boolean;
  /** Resolves a URN for `~` (decoration.entityType and view already checked against it by the resolver). */
  decorate(urn: string, decoration: Decoration): Decorated;
  /** Hears of a projected field the record does not have (left out of the answer), for the journal. */
  unmatched?(table: RecordTable<any>, name: string): void;
}

/** The field `name` of `table`: one of its own, never a name every object inherits (`constructor`, `__proto__`). */
export function fieldOf(table: RecordTable<any>, name: string): RestliField<any> | undefined {
  return Object.prototype.hasOwnProperty.call(table.fields, name) ? table.fields[name] : undefined;
}

function projectValue(def: RestliField<any>, value: unknown, field: ProjectionField | undefined, env: ProjectionEnv): unknown {
  if (value === undefined || value === null) return undefined;
  if (!def.sub) return value;
  const one = (item: unknown) => projectRecord(item, def.sub!, field?.fields, env);
  return def.list ? (value as unknown[]).map(one) : one(value);
}

/**
 * The answer for `source` as `projection` asks (all default fields when it is undefined).
 * @example projectRecord(member, liteProfileTable, parseProjection('(id,localizedFirstName)'), env)
 */
export function projectRecord<S>(source: S, table: RecordTable<S>, projection: ProjectionField[] | undefined, env: ProjectionEnv): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!projection) {
    for (const [name, def] of Object.entries(table.fields)) {
      if (def.byDefault === false || (def.scopes && !env.granted(def.scopes))) continue;
      const value = projectValue(def, def.get(source), undefined, env);
      if (value !== undefined) out[name] = value;
    }
    return out;
  }
  const named = new Set(projection.map((field) => field.name));
  const fields: ProjectionField[] = hasWildcard(projection) ? [...projection.filter((field) => field.name !== WILDCARD), ...Object.keys(table.fields).filter((name) => !named.has(name)).map((name): ProjectionField => ({ name }))] : projection;
  for (const field of fields) {
    const def = fieldOf(table, field.name);
    if (!def) {
      env.unmatched?.(table, field.name);
      continue;
    }
    if (field.fields && !def.sub) throw new BadRequest(`'${field.name}' of ${table.type} is a ${def.type} with no fields of its own, so '${field.name}(…)' cannot project it.`);
    if (field.decoration && def.type !== 'urn') throw new BadRequest(`'${field.name}' of ${table.type} holds no URN, so '${field.name}~' cannot decorate it.`);
    if (def.scopes && !env.granted(def.scopes)) continue;
    const raw = def.get(source);
    const value = projectValue(def, raw, field, env);
    if (value === undefined) continue;
    out[field.name] = value;
    if (field.decoration && typeof raw === 'string') {
      const decorated = env.decorate(raw, field.decoration);
      if (decorated) out[`${field.name}~`] = projectRecord(decorated.source, decorated.table, field.decoration.fields, env);
    }
  }
  return out;
}
