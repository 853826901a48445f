// The syntax half of the legacy gate: code must parse as ECMAScript 3 with reserved words
// refused as property names (x.default, p.catch, {class: 1}), as IE 6-8's JScript parser does.
import { parse } from 'acorn';

/**
 * Returns null when `source` is ES3-clean, else a message naming the line, column and the
 * offending text.
 */
export function es3Problem(source, name = 'input') {
  try {
    parse(source, { ecmaVersion: 3, allowReserved: 'never', sourceType: 'script' });
    return null;
  } catch (error) {
    if (!error.loc) throw error;
    const line = source.split('\n')[error.loc.line - 1] || '';
    const near = line.slice(Math.max(0, error.loc.column - 40), error.loc.column + 40).trim();
    return `${name}:${error.loc.line}:${error.loc.column} ${error.message} (IE 6-8 cannot parse this): ${near}`;
  }
}
