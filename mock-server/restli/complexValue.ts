// Rest.li complex query values (protocol 2.0, Rest.li protocol
// https://linkedin.github.io/rest.li/spec/protocol#restli-protocol-20-object-and-listarray-representation;
// LinkedIn's Protocol Versions https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/protocol-version):
//   ids=List(1001,1002)                                   a list
//   timeIntervals=(timeRange:(start:1,end:2),timeGranularityType:DAY)   a record
//   shares=List(urn%3Ali%3Ashare%3A7100)                  leaves percent-encoded (`,()':` included)
//   ''                                                    the empty string
// The structure is read from the RAW query text, before any percent-decoding, and each leaf is
// decoded once: that is how a URN inside a list keeps its colons apart from the record's
// (linkedin-api-client's `encoder.js` escapes `,()':` inside leaves for exactly this reason).
// Two other forms real callers send are read too (docs/organizations.md "Query values"):
// the protocol 1.0 dotted form (`timeIntervals.timeRange.start=…`, which LinkedIn answered with a
// semantic error rather than a syntax one, corradio/polynomial#119), and a value whose parentheses
// were percent-encoded as a whole (`%28timeRange%3A…%29`, what a generic URL builder makes).
// A value that cannot be read is LinkedIn's `{"message":"Parameter 'x' is invalid","status":400}`
// (linkedin-developers/linkedin-api-python-client#23); so is a record key that names the prototype
// machinery (`__proto__`, `constructor`, `prototype`: records/safeKey.ts), in either form. Records
// are built with no prototype, so no key a caller sends reaches one.
import { InvalidParameter } from '../api/errors.js';
import { isSafeKey, own, record } from '../records/safeKey.js';

export type RestliValue = string | RestliValue[] | { [key: string]: RestliValue };

/** Deepest nesting a value may have (a guard against pathological input). */
export const COMPLEX_VALUE_MAX_DEPTH = 16;

class Malformed extends Error {}

function decodeLeaf(raw: string): string {
  if (raw === "''") return '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    throw new Malformed();
  }
}

/**
 * Parses one raw (still percent-encoded) value; throws Malformed.
 * Leaves run to the next `,` or `)`; a `:` is structure only right after a record key, so a URN
 * sent with raw colons inside `List(…)` or as a record's value still reads as one leaf.
 */
function parseRaw(text: string): RestliValue {
  let i = 0;
  const leaf = (stops: string): string => {
    const start = i;
    while (i < text.length && !stops.includes(text[i])) {
      if (text[i] === '(') throw new Malformed();
      i++;
    }
    return decodeLeaf(text.slice(start, i));
  };
  const value = (depth: number, stops: string): RestliValue => {
    if (depth > COMPLEX_VALUE_MAX_DEPTH) throw new Malformed();
    if (text.startsWith('List(', i)) {
      i += 5;
      const out: RestliValue[] = [];
      if (text[i] === ')') {
        i++;
        return out;
      }
      for (;;) {
        out.push(value(depth + 1, ',)'));
        if (text[i] === ',') i++;
        else if (text[i] === ')') {
          i++;
          return out;
        } else throw new Malformed();
      }
    }
    if (text[i] === '(') {
      i++;
      const out = record<RestliValue>();
      if (text[i] === ')') {
        i++;
        return out;
      }
      for (;;) {
        const key = leaf(':,)');
        if (!key || text[i] !== ':' || !isSafeKey(key)) throw new Malformed();
        i++;
        if (own(out, key) !== undefined) throw new Malformed();
        out[key] = value(depth + 1, ',)');
        if (text[i] === ',') i++;
        else if (text[i] === ')') {
          i++;
          return out;
        } else throw new Malformed();
      }
    }
    return leaf(stops);
  };
  const out = value(0, '');
  if (i !== text.length) throw new Malformed();
  return out;
}

/**
 * Parses the raw text of a complex value; a 400 `Parameter '{name}' is invalid` when it cannot be read.
 * @example parseComplexValue('List(urn%3Ali%3Ashare%3A1,urn%3Ali%3Ashare%3A2)', 'shares') // ['urn:li:share:1', 'urn:li:share:2']
 * @example parseComplexValue('(timeRange:(start:1,end:2),timeGranularityType:DAY)', 'timeIntervals') // { timeRange: { start: '1', end: '2' }, timeGranularityType: 'DAY' }
 */
export function parseComplexValue(raw: string, name: string): RestliValue {
  try {
    const value = parseRaw(raw);
    // Parentheses percent-encoded with the rest: read the decoded text as the value it spells.
    if (typeof value === 'string' && (value.startsWith('(') || value.startsWith('List('))) return parseRaw(value);
    return value;
  } catch (error) {
    if (error instanceof Malformed) throw new InvalidParameter(name);
    throw error;
  }
}

/** The raw (still percent-encoded) values of one query parameter, in order. */
export function rawQueryValues(url: URL, name: string): string[] {
  const out: string[] = [];
  for (const pair of url.search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    let decoded: string;
    try {
      decoded = decodeURIComponent(key.replace(/\+/g, ' '));
    } catch {
      continue;
    }
    if (decoded === name) out.push(at < 0 ? '' : pair.slice(at + 1));
  }
  return out;
}

/** The protocol 1.0 dotted form of a record parameter (`name.a.b=v`), or undefined when the query has none. */
function dottedRecord(query: URLSearchParams, name: string): RestliValue | undefined {
  let out: Record<string, RestliValue> | undefined;
  for (const [key, value] of query) {
    if (!key.startsWith(`${name}.`)) continue;
    const path = key.slice(name.length + 1).split('.');
    if (path.some((part) => !part || !isSafeKey(part)) || path.length > COMPLEX_VALUE_MAX_DEPTH) throw new InvalidParameter(name);
    out ??= record<RestliValue>();
    let at: Record<string, RestliValue> = out;
    for (const part of path.slice(0, -1)) {
      const next = own(at, part);
      if (next === undefined) at = at[part] = record<RestliValue>();
      else if (typeof next === 'object' && !Array.isArray(next)) at = next;
      else throw new InvalidParameter(name);
    }
    const last = path[path.length - 1]!;
    if (own(at, last) !== undefined) throw new InvalidParameter(name);
    at[last] = value;
  }
  return out;
}

/**
 * The complex value of query parameter `name`, or undefined when the call does not send it; a
 * parameter sent twice is invalid.
 * @example complexParam(new URL('https://x/?ids=List(1,2)'), 'ids') // ['1', '2']
 */
export function complexParam(url: URL, name: string): RestliValue | undefined {
  const raws = rawQueryValues(url, name);
  if (raws.length > 1) throw new InvalidParameter(name);
  if (raws.length === 1) return parseComplexValue(raws[0], name);
  return dottedRecord(url.searchParams, name);
}

/**
 * How many items the raw text of a list value holds at its top level (1 for a value that is no
 * `List(…)`): a list is measured, one pass and no copy, before it is read.
 * @example listLength('List(a,b,(c:1,d:2))') // 3
 */
export function listLength(raw: string): number {
  let text = raw;
  if (/^(List)?%28/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return 1;
    }
  }
  if (!text.startsWith('List(')) return 1;
  if (text === 'List()') return 0;
  let items = 1;
  let depth = 0;
  for (let i = 5; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x28) depth++;
    else if (c === 0x29) depth--;
    else if (c === 0x2c && depth === 0) items++;
  }
  return items;
}

/**
 * A list parameter: `List(…)`; one plain value, or the 1.0 repeated form (`ids=1&ids=2`), is read as a list of itself.
 * With `most`, a list of more items is refused before it is read: `tooMany(count)` says how.
 * @example listParam(new URL('https://x/?ids=List(1,2)'), 'ids') // ['1', '2']
 */
export function listParam(url: URL, name: string, most?: { max: number; tooMany(count: number): Error }): RestliValue[] | undefined {
  const raws = rawQueryValues(url, name);
  if (raws.length === 0) return undefined;
  if (most) {
    const count = raws.reduce((sum, raw) => sum + listLength(raw), 0);
    if (count > most.max) throw most.tooMany(count);
  }
  if (raws.length > 1) return raws.map((raw) => parseComplexValue(raw, name));
  const value = parseComplexValue(raws[0], name);
  return Array.isArray(value) ? value : [value];
}
