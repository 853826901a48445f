// The one rule for a key taken from a request (a query value's record, a JSON or XML body, a header
// name, a field parameter): it never reaches an object's prototype. Every parser of the service
// builds its records with `record()` (no prototype, so no key is special) and reads them with
// `own()` (own properties only, so `constructor` and `toString` are not found on an empty record);
// a key that names the prototype machinery (`PROTOTYPE_NAMES`) is refused by the parser as its
// era's bad request. One process serves every tenant: a key that reached `Object.prototype` would
// change every tenant's answers until the process ends (docs/security.md, round five).

/** Names that reach an object's prototype if code ever assigns or reads them on a plain object. */
export const PROTOTYPE_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/**
 * True when `key` may be a key of a record built from a request: not one of PROTOTYPE_NAMES.
 * @example isSafeKey('timeRange') // true
 * @example isSafeKey('__proto__') // false
 */
export function isSafeKey(key: string): boolean {
  return !PROTOTYPE_NAMES.includes(key);
}

/**
 * An empty record with no prototype: whatever key a request names, it is only ever an own property.
 * @example const out = record<string>(); out[name] = value;
 */
export function record<T = unknown>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/**
 * The own property `key` of `from`, or undefined (never one inherited from a prototype).
 * @example own({ a: 1 }, 'constructor') // undefined
 */
export function own<T>(from: Readonly<Record<string, T>> | undefined | null, key: string): T | undefined {
  return from && Object.prototype.hasOwnProperty.call(from, key) ? from[key] : undefined;
}

/**
 * The first key of a parsed value (JSON or XML turned to objects, at any depth) that is not a safe
 * key, or undefined. Walks without recursion, at most `maxDepth` levels (deeper is not looked at:
 * the body parsers refuse it first).
 * @example unsafeKeyIn(JSON.parse('{"a":[{"constructor":1}]}')) // 'constructor'
 */
export function unsafeKeyIn(value: unknown, maxDepth = 64): string | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (!item || typeof item !== 'object' || depth > maxDepth) continue;
    for (const key of Object.keys(item)) {
      if (!isSafeKey(key)) return key;
      pending.push([(item as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return undefined;
}
