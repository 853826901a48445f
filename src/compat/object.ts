var has = Object.prototype.hasOwnProperty;

/** Own-property test that works on objects with a `hasOwnProperty` key. */
export function hasOwn(object: object, key: string): boolean {
  return has.call(object, key);
}

/** Copies own properties of `source` onto `target` (Object.assign is ES2015). */
export function extend<T extends object>(target: T, source: object): T {
  for (var key in source) if (has.call(source, key)) (target as any)[key] = (source as any)[key];
  return target;
}

/** Resolves a dotted path ("MyApp.init", "window.fn") from `root`; undefined when a step is missing. */
export function valueAt(root: any, path: string): any {
  var parts = path.split('.');
  var value = root;
  for (var i = 0; i < parts.length; i++) {
    if (value == null) return;
    value = value[parts[i]];
  }
  return value;
}
