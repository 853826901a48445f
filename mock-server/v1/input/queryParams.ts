// The one reader of REST query parameters (docs/rest.md, "Query parameters"): every endpoint reads
// its parameters through these functions, so a parameter of a kind is read, refused and explained
// the same way wherever it appears. A parameter given twice is refused with one error, whatever its
// kind, except those the API defines as repeatable (`repeatedParam`: `type`, `facet`).
import { BadRequest } from '../../api/errors.js';

const WHOLE_NUMBER = /^\d+$/;

/** The error of a parameter given more than once. */
function repeated(name: string, times: number) {
  return new BadRequest(`The query parameter '${name}' is given ${times} times; give it once.`);
}

/**
 * The value of a parameter that may be given once, or undefined when it is absent.
 * @example textParam(new URLSearchParams('keywords=ada'), 'keywords') // 'ada'
 */
export function textParam(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw repeated(name, values.length);
  return values[0];
}

/**
 * A whole number of 0 or more (digits only, within the safe integers); `unit` names what it counts
 * in the error.
 * @example wholeNumberParam(new URLSearchParams('count=10'), 'count') // 10
 */
export function wholeNumberParam(params: URLSearchParams, name: string, unit?: string): number | undefined {
  const text = textParam(params, name);
  if (text === undefined) return undefined;
  if (!WHOLE_NUMBER.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new BadRequest(`The query parameter '${name}' must be a whole number ${unit ? `of ${unit}` : 'of 0 or more'}, not '${text}'.`);
  }
  return Number(text);
}

/**
 * A time in milliseconds since 1970 (`modified-since`, `before`, `after`).
 * @example timeParam(new URLSearchParams('after=1700000000000'), 'after') // 1700000000000
 */
export function timeParam(params: URLSearchParams, name: string): number | undefined {
  const text = textParam(params, name);
  if (text === undefined) return undefined;
  if (!WHOLE_NUMBER.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new BadRequest(`The query parameter '${name}' must be a time in milliseconds since 1970, not '${text}'.`);
  }
  return Number(text);
}

/**
 * One value of a fixed list; `hint` follows the list in the error.
 * @example oneOfParam(new URLSearchParams('sort=distance'), 'sort', ['relevance', 'distance']) // 'distance'
 */
export function oneOfParam<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], hint?: string): T | undefined {
  const text = textParam(params, name);
  if (text === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(text)) throw notOneOf(name, text, allowed, hint);
  return text as T;
}

/**
 * `true` or `false`; absent is undefined.
 * @example booleanParam(new URLSearchParams('is-company-admin=true'), 'is-company-admin') // true
 */
export function booleanParam(params: URLSearchParams, name: string): boolean | undefined {
  const text = textParam(params, name);
  if (text === undefined) return undefined;
  if (text !== 'true' && text !== 'false') throw new BadRequest(`The query parameter '${name}' must be true or false, not '${text}'.`);
  return text === 'true';
}

/**
 * A comma-separated list given once (`facets=network,industry`); every item one of `allowed`.
 * @example listParam(new URLSearchParams('facets=network'), 'facets', ['network', 'industry']) // ['network']
 */
export function listParam<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], hint?: string): T[] | undefined {
  const text = textParam(params, name);
  if (!text) return undefined;
  const items = text.split(',');
  const bad = items.find((item) => !(allowed as readonly string[]).includes(item));
  if (bad !== undefined) throw notOneOf(name, bad, allowed, hint);
  return items as T[];
}

/**
 * Every value of a parameter the API defines as repeatable (`type=SHAR&type=CONN`, `facet=…`), in order.
 * @example repeatedParam(new URLSearchParams('type=SHAR&type=CONN'), 'type') // ['SHAR', 'CONN']
 */
export function repeatedParam(params: URLSearchParams, name: string): string[] {
  return params.getAll(name);
}

/** The error of a value outside a parameter's fixed list. */
export function notOneOf(name: string, value: string, allowed: readonly string[], hint?: string) {
  return new BadRequest(`'${value}' is not a value of the query parameter '${name}'; use ${allowed.join(', ')}${hint ? ` (${hint})` : ''}.`);
}
