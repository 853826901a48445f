import { valueAt } from '../compat/object';
import { trim } from '../compat/string';
import { callSafely, logError } from '../compat/log';

/**
 * Calls the functions a tag attribute names ("onShared, MyApp.done"), each resolved as a
 * dotted path from window when called, with `this` = window and `args`. A name that is not a
 * function is reported with the original's message; one that throws is logged. Neither stops
 * the others; the log line names the function ("'MyApp.done' threw: ...").
 * @example callNamed(attributes.onsuccess, arguments)
 */
export function callNamed(names: string | undefined, args?: ArrayLike<unknown>): void {
  var list = (names || '').split(',');
  for (var i = 0; i < list.length; i++) {
    var name = trim(list[i]);
    if (!name) continue;
    var fn = valueAt(window, name);
    if (typeof fn !== 'function') {
      logError("Could not execute '" + name + "'. Please provide a valid function for callback.");
      continue;
    }
    // apply takes an arguments object as it is, and no array (undefined) as no arguments, in ES3 too.
    callSafely(fn, window, args as ArrayLike<unknown>, name);
  }
}
