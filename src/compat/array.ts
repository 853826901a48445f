// Array helpers for browsers without ES5 Array methods (IE 6-8): the bundle uses these, never
// Array.prototype.forEach/indexOf/map, which the legacy gate refuses.

/** Calls `fn(item, index)` for each item of an array or array-like (NodeList, arguments). */
export function each<T>(list: ArrayLike<T>, fn: (item: T, index: number) => void): void {
  for (var i = 0; i < list.length; i++) fn(list[i], i);
}

/** Position of `item` in `list`, or -1. */
export function indexOf<T>(list: ArrayLike<T>, item: T): number {
  for (var i = 0; i < list.length; i++) if (list[i] === item) return i;
  return -1;
}

/** True for real arrays, across frames, without Array.isArray (ES5). */
export function isArray(value: unknown): value is unknown[] {
  return Object.prototype.toString.call(value) === '[object Array]';
}

/** Copies an array-like (arguments, NodeList) into a real array. */
export function toArray<T>(list: ArrayLike<T>): T[] {
  var out: T[] = [];
  for (var i = 0; i < list.length; i++) out.push(list[i]);
  return out;
}
