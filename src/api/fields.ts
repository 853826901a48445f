import { isArray } from '../compat/array';
import { hasOwn } from '../compat/object';

var CAPITAL = /[A-Z]/g;

/** `firstName` → `first-name`; dashed names and sub-selectors (`location:(name)`) pass through. */
export function dashed(name: string): string {
  return name.replace(CAPITAL, '-$&').toLowerCase();
}

/**
 * Flattens what .fields() received (names, arrays of names, objects such as
 * `{location: ["name"]}`) into dashed field selectors.
 */
export function fieldList(items: ArrayLike<any>, out?: string[]): string[] {
  out = out || [];
  for (var i = 0; i < items.length; i++) {
    var item = items[i];
    if (item == null || item === '') continue;
    if (isArray(item)) fieldList(item, out);
    else if (typeof item === 'object') {
      for (var key in item) if (hasOwn(item, key)) out.push(dashed(key) + ':(' + fieldList([item[key]]).join(',') + ')');
    } else out.push(dashed('' + item));
  }
  return out;
}
