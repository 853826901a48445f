// What a person writes in a fixture set, turned into the shape the service stores, before the
// set is checked: the shorthand of a list of names (`"skills": ["TypeScript"]` for
// `[{ "skill": { "name": "TypeScript" } }]`), and an id for each profile list item given without
// one (positions, educations, skills…), since the real service identified every one of them.
// Both are read from the member schema (memberSchema.ts), so a new list field gets them too.
import { memberSchema } from './memberSchema.js';

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema };

/** A list field of members whose items are objects: its item schema. */
function memberLists(): Map<string, Schema> {
  const lists = new Map<string, Schema>();
  for (const [name, schema] of Object.entries(memberSchema().properties as Record<string, Schema>)) {
    if (schema.type === 'array' && schema.items?.type === 'object') lists.set(name, schema.items);
  }
  return lists;
}

/** `skills` → `skill`, `honorsAwards` → `honorsAward`, `educations` → `education`. */
const singular = (list: string) => list.replace(/s$/, '');

/**
 * Where a plain string goes in an item of the list, or undefined when the list has no obvious
 * name: `{skill: {name}}` (the list's singular holding only a name), else `name`, else `title`.
 * @example shorthandPath('skills', schema) // ['skill', 'name']
 */
export function shorthandPath(list: string, item: Schema): string[] | undefined {
  const props = item.properties ?? {};
  const inner = props[singular(list)];
  if (inner?.type === 'object' && Object.keys(inner.properties ?? {}).join() === 'name') return [singular(list), 'name'];
  if (props.name?.type === 'string') return ['name'];
  if (props.title?.type === 'string') return ['title'];
  return undefined;
}

let lists: Map<string, Schema> | undefined;

/** The list fields of a member, each with its shorthand path and whether its items carry an id. */
export function memberListRules(): Map<string, { item: Schema; shorthand?: string[]; hasId: boolean }> {
  lists ??= memberLists();
  return new Map(
    [...lists].map(([name, item]) => {
      const hasId = item.properties?.id?.type === 'integer';
      // Only the lists whose items the real service identified, and named: skills, languages, positions (title)…
      return [name, { item, shorthand: hasId ? shorthandPath(name, item) : undefined, hasId }];
    }),
  );
}

/** A stable id for an item given without one: the same member, list and place give the same id on every start. */
function derivedId(memberId: string, list: string, index: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${memberId}\u0000${list}\u0000${index}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 100_000_000 + (hash % 900_000_000);
}

/**
 * The fixture set with shorthands expanded and missing list item ids given (a copy; the input is
 * left as it is). Anything it does not recognise is left for the checks to report.
 * @example normalizeFixtures({ members: [{ id: 'm1', skills: ['TypeScript'] }] }).members[0].skills
 * // [{ skill: { name: 'TypeScript' }, id: 1234… }]
 */
export function normalizeFixtures<T>(input: T): T {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const members = (input as { members?: unknown }).members;
  if (!Array.isArray(members)) return input;
  const rules = memberListRules();
  const normalized = members.map((member) => {
    if (!member || typeof member !== 'object' || Array.isArray(member)) return member;
    const copy: Record<string, unknown> = { ...(member as Record<string, unknown>) };
    const memberId = typeof copy.id === 'string' ? copy.id : '';
    for (const [list, rule] of rules) {
      const items = copy[list];
      if (!Array.isArray(items)) continue;
      const taken = new Set(items.map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined)).filter((id) => typeof id === 'number'));
      copy[list] = items.map((item, index) => {
        let value: unknown = item;
        if (typeof item === 'string' && rule.shorthand) {
          value = rule.shorthand.reduceRight<unknown>((inner, key) => ({ [key]: inner }), item);
        }
        if (rule.hasId && value && typeof value === 'object' && !Array.isArray(value) && (value as { id?: unknown }).id === undefined) {
          let id = derivedId(memberId, list, index);
          while (taken.has(id)) id += 1;
          taken.add(id);
          value = { id, ...(value as object) };
        }
        return value;
      });
    }
    return copy;
  });
  return { ...input, members: normalized };
}
