import { MAX_BODY_DEPTH } from '../../defaults.js';
import { isSafeKey, PROTOTYPE_NAMES } from '../../records/safeKey.js';

/** Names that would reach an object's prototype if code ever assigned them; no body may use them (the one rule: records/safeKey.ts). */
export const FORBIDDEN_NAMES = PROTOTYPE_NAMES;

/**
 * What is wrong with the shape of a parsed request body (JSON or XML turned to objects), or
 * null: nesting deeper than MAX_BODY_DEPTH, or a field named __proto__, constructor or prototype.
 * Walks without recursion, so no body can exhaust the stack.
 * @example bodyShapeProblem(JSON.parse('{"__proto__": {}}')) // "The body has a field named '__proto__'…"
 */
export function bodyShapeProblem(value: unknown): string | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return `The body is nested more than ${MAX_BODY_DEPTH} levels deep; send a flatter body.`;
    for (const key of Object.keys(item)) {
      if (!isSafeKey(key)) return `The body has a field named '${key}', which the service never accepts; remove it.`;
      pending.push([(item as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}
