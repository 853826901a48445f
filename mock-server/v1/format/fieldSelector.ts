// Field selectors of the v1 REST API: `/people/~:(id,first-name,positions:(title,company:(name)))`.
// A selector is a parenthesized, comma-separated list of field names; a field may carry its own
// sub-selector `name:(…)`, keys `name::(key,…)` (`picture-urls::(original)`) and parameters
// `name;key=value` (`picture-url;secure=true`, sent by omniauth-linkedin; docs/rest.md "Sources").
import { BadRequest } from '../../api/errors.js';
import { toCamel } from './naming.js';
import { isSafeKey, record } from '../../records/safeKey.js';

/** One field a selector asks for; `name` is the JSON (camelCase) name. */
export interface FieldRequest {
  name: string;
  /** The keys in `name::(a,b)`, for fields that take them. */
  keys?: string[];
  /** The sub-selector in `name:(…)`. */
  fields?: FieldRequest[];
  /** The parameters in `name;key=value;…`. */
  params?: Record<string, string>;
}

const NAME = /[A-Za-z0-9_-]/;
const PARAM = /[A-Za-z0-9_.-]/;

/**
 * Parses a selector, with or without its leading colon.
 * Throws a 400 RestError that says where the syntax breaks.
 * @example parseFieldSelector(':(id,positions:(title))')
 * // [{ name: 'id' }, { name: 'positions', fields: [{ name: 'title' }] }]
 */
export function parseFieldSelector(text: string): FieldRequest[] {
  const source = text.startsWith(':') ? text.slice(1) : text;
  let pos = 0;
  const fail = (what: string): never => {
    throw new BadRequest(
      `The field selector '${text}' is malformed: ${what} at character ${pos + 1}. ` +
        'Write it as :(field,field:(sub-field),field::(key)).',
    );
  };
  const list = (): FieldRequest[] => {
    if (source[pos] !== '(') fail("expected '('");
    pos++;
    if (source[pos] === ')') fail('the list is empty; name at least one field, as in :(id,first-name)');
    const items: FieldRequest[] = [];
    for (;;) {
      items.push(item());
      if (source[pos] === ',') {
        pos++;
        continue;
      }
      if (source[pos] === ')') {
        pos++;
        return items;
      }
      fail(source[pos] === undefined ? "missing ')'" : `unexpected '${source[pos]}'`);
    }
  };
  const item = (): FieldRequest => {
    const start = pos;
    while (pos < source.length && NAME.test(source[pos])) pos++;
    if (pos === start) fail('expected a field name');
    const request: FieldRequest = { name: toCamel(source.slice(start, pos)) };
    while (source[pos] === ';') {
      pos++;
      const param = (): string => {
        const from = pos;
        while (pos < source.length && PARAM.test(source[pos])) pos++;
        if (pos === from) fail('expected a field parameter such as ;secure=true');
        return source.slice(from, pos);
      };
      const key = param();
      if (!isSafeKey(key)) fail(`'${key}' is not a field parameter`);
      if (source[pos] !== '=') fail("expected '=' after the field parameter's name");
      pos++;
      (request.params ??= record<string>())[key] = param();
    }
    if (source.startsWith('::(', pos)) {
      pos += 2;
      request.keys = keyList();
    }
    if (source.startsWith(':(', pos)) {
      pos += 1;
      request.fields = list();
    }
    return request;
  };
  const keyList = (): string[] => {
    pos++; // '('
    const keys: string[] = [];
    let current = '';
    for (; pos < source.length; pos++) {
      const c = source[pos];
      if (c === ',' || c === ')') {
        if (!current) fail('expected a key');
        keys.push(current);
        current = '';
        if (c === ')') {
          pos++;
          return keys;
        }
      } else current += c;
    }
    return fail("missing ')'");
  };
  const result = list();
  if (pos !== source.length) fail(`unexpected '${source[pos]}' after the closing ')'`);
  return result;
}

/** A flat selection of the named fields, for the server's default field lists. */
export function selectFields(...names: string[]): FieldRequest[] {
  // The same names give the same (never changed) selection, so the field tables check it once (fieldTable.ts).
  const key = names.join(',');
  let selection = selections.get(key);
  if (!selection) {
    if (selections.size >= SELECTIONS_KEPT) selections.clear();
    selections.set(key, (selection = names.map((name) => ({ name }))));
  }
  return selection;
}

/** Selections made by selectFields, by their names: the default field lists, asked for on every call. */
const selections = new Map<string, FieldRequest[]>();
const SELECTIONS_KEPT = 256;
