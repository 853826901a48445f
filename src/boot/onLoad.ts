import { trim } from '../compat/string';
import { valueAt } from '../compat/object';
import { logError } from '../compat/log';

/**
 * Runs the functions named by the onLoad setting ("a, MyApp.init"), in order, with
 * `this` = window. A name that is not a function is reported with the original's message and
 * does not stop the others; neither does a function that throws.
 */
export function runOnLoad(names: string): void {
  var list = names.split(',');
  for (var i = 0; i < list.length; i++) {
    var name = trim(list[i]);
    if (!name) continue;
    var fn = valueAt(window, name);
    if (typeof fn !== 'function') {
      logError("Could not execute '" + name + "'. Please provide a valid function for callback.");
      continue;
    }
    try {
      fn.call(window);
    } catch (e) {
      logError("the onLoad function '" + name + "' threw: " + ((e as Error) && (e as Error).message), e);
    }
  }
}
