/**
 * The key paths of a JSON value, the way test/support/recordedKeyPaths.ts lists real payloads:
 * dot-joined keys, `[]` for the items of an array, every intermediate object listed, sorted.
 * @example keyPaths({ a: { b: [{ c: 1 }] } }) // ['a', 'a.b', 'a.b[].c']
 */
export function keyPaths(value: unknown, prefix = ''): string[] {
  const paths = new Set<string>();
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, `${path}[]`);
      return;
    }
    if (node && typeof node === 'object') {
      for (const [key, inner] of Object.entries(node)) {
        const next = path ? `${path}.${key}` : key;
        paths.add(next);
        walk(inner, next);
      }
    }
  };
  walk(value, prefix);
  return [...paths].sort();
}
