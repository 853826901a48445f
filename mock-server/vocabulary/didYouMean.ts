// "Did you mean": the known name closest to a misspelled one (scopes, option keys, fixture
// fields), and the one sentence for an object with a key nobody reads. Plain functions, no state.

/** Edit distance between two strings (insert, delete, replace, or swap two neighbours: prot → port is 1). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** A name with case, `-` and `_` left out: first_name, first-name and firstName are one name. */
const folded = (name: string) => name.toLowerCase().replace(/[-_\s]/g, '');

/**
 * The known name `name` most likely misspells: the same name in another case or separator style,
 * else the closest within a few edits (fewer for short names), else undefined.
 * @example closestName('scope', ['memberId', 'apiKey', 'scopes']) // 'scopes'
 * @example closestName('first_name', ['firstName', 'lastName']) // 'firstName'
 */
export function closestName<T extends string>(name: string, known: readonly T[]): T | undefined {
  const same = known.find((candidate) => folded(candidate) === folded(name));
  if (same !== undefined) return same;
  // A name cut short or run on: onUnhandled for onUnhandledRequest, scopesList for scopes.
  const start = folded(name).length >= 4 ? known.find((candidate) => folded(candidate).startsWith(folded(name)) || folded(name).startsWith(folded(candidate))) : undefined;
  if (start !== undefined) return start;
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: T | undefined;
  let bestDistance = limit + 1;
  const given = folded(name);
  for (const candidate of known) {
    // At least the difference of the lengths apart: past the bound, no table to fill.
    if (Math.abs(given.length - folded(candidate).length) >= bestDistance) continue;
    const d = editDistance(given, folded(candidate));
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** What an object with keys is: the options of a function, or the fields of a request body. */
export type KeyedObject = { option: string } | { field: string };

/**
 * The sentence for the first key of `given` that is not in `known`, or null when every key is
 * known. `of` names the object: `{ option: 'issueToken' }`, `{ field: 'a fault' }`.
 * @example unknownKeyProblem({ scope: [] }, ['memberId', 'apiKey', 'scopes'], { option: 'issueToken' })
 * // "Unknown option 'scope' of issueToken; did you mean 'scopes'? Its options are memberId, apiKey, scopes."
 */
export function unknownKeyProblem(given: object, known: readonly string[], of: KeyedObject): string | null {
  const unknown = Object.keys(given).find((key) => !known.includes(key));
  if (unknown === undefined) return null;
  const guess = closestName(unknown, known);
  const hint = guess ? `; did you mean '${guess}'?` : '.';
  if ('option' in of) return `Unknown option '${unknown}' of ${of.option}${hint} Its options are ${known.join(', ')}.`;
  return `Unknown field '${unknown}' in ${of.field}${hint} ${of.field[0]!.toUpperCase() + of.field.slice(1)} has ${known.join(', ')}.`;
}
