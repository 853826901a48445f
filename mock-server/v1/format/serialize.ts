// The two serializers of a response tree. A handler builds one tree with JSON (camelCase) names
// and `ListValue` for collections; `toJsonValue` gives the v1 JSON (`_total`, `values`…),
// `toXmlTree` the v1 XML (`<positions total="2"><position>…`), both through the naming rule.
import { toKebab } from './naming.js';
import { toXml, XML_TYPE } from '../../answers/v1Format.js';
import { answerResponse, JSON_TYPE, textAnswer, type TextAnswer } from '../../http/textAnswer.js';

/**
 * Which envelope keys a collection carries. `total` (the usual one): `_total` always, `_count` and
 * `_start` only when the list is a partial page (docs/rest.md "Sources"). `count`: only `_count`
 * (`updatedFields`, the positions of a PROF update). `window`: `_count` and `_start` without
 * `_total` (`suggestions.toFollow.companies`).
 */
type Envelope = 'total' | 'count' | 'window';

/**
 * A collection in a response: `{_count,_start,_total,values}` in JSON, an element with
 * `total`/`start`/`count` attributes and one `itemName` child per item in XML. An empty
 * collection has no `values` (`{"_total":0}`, `<skills total="0"/>`).
 */
export class ListValue {
  constructor(
    readonly items: unknown[],
    /** XML element name of one item, e.g. 'person'. */
    readonly itemName: string,
    readonly total: number = items.length,
    /** Index of the first item in the whole list. */
    readonly start = 0,
    readonly envelope: Envelope = 'total',
  ) {}

  /** True for a page that does not hold the whole list: then `_count` (items returned) and `_start` appear. */
  get partial(): boolean {
    return this.start > 0 || this.items.length < this.total;
  }

  /** The same list with each item mapped. */
  map(fn: (item: unknown) => unknown): ListValue {
    return new ListValue(this.items.map(fn), this.itemName, this.total, this.start, this.envelope);
  }
}

/** The envelope keys of a list, in JSON order (`_count`, `_start`, `_total`). */
function envelopeOf(list: ListValue): { count?: number; start?: number; total?: number } {
  if (list.envelope === 'count') return { count: list.items.length };
  if (list.envelope === 'window') return { count: list.items.length, start: list.start };
  return list.partial ? { count: list.items.length, start: list.start, total: list.total } : { total: list.total };
}

/**
 * The JSON value of a response tree. Object keys come out in alphabetical order at every level, as
 * the real v1 JSON did (docs/rest.md "Sources"); XML keeps the selector's order.
 */
export function toJsonValue(value: unknown): unknown {
  if (value instanceof ListValue) {
    const { count, start, total } = envelopeOf(value);
    const out: Record<string, unknown> = {};
    if (count !== undefined) out._count = count;
    if (start !== undefined) out._start = start;
    if (total !== undefined) out._total = total;
    if (value.items.length) out.values = value.items.map(toJsonValue);
    return out;
  }
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const inner = (value as Record<string, unknown>)[key];
      if (inner !== undefined) out[key] = toJsonValue(inner);
    }
    return out;
  }
  return value;
}

/** The element tree (kebab-case names, `@_` attributes) fast-xml-parser builds XML from. */
export function toXmlTree(value: unknown): unknown {
  if (value instanceof ListValue) {
    const { count, start, total } = envelopeOf(value);
    const out: Record<string, unknown> = {};
    if (total !== undefined) out['@_total'] = total;
    if (start !== undefined) out['@_start'] = start;
    if (count !== undefined) out['@_count'] = count;
    if (value.items.length) out[value.itemName] = value.items.map(toXmlTree);
    return out;
  }
  if (Array.isArray(value)) return value.map(toXmlTree);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined) continue;
      // `_key` and `_path` are attributes in XML (<group-membership key="…">, <person path="…"/>).
      if (key.startsWith('_')) out['@_' + key.slice(1)] = inner;
      else out[toKebab(key)] = toXmlTree(inner);
    }
    return out;
  }
  if (typeof value === 'boolean') return String(value);
  return value;
}

/** What an endpoint returns: the tree, its XML root element, and the status. */
export interface RestResult {
  /** XML root element, e.g. 'person'. */
  root: string;
  body: unknown;
  status?: number;
  headers?: Record<string, string>;
}


/** The HTTP response for `result` in JSON or XML. */
export function serialize(result: RestResult, json: boolean): Response {
  return answerResponse(serializeAnswer(result, json));
}

/** serialize's answer as data (http/textAnswer.ts): what the REST pipeline hands the gateway. */
export function serializeAnswer(result: RestResult, json: boolean): TextAnswer {
  const status = result.status ?? 200;
  if (result.body === undefined) return textAnswer(null, status, result.headers);
  const text = json ? JSON.stringify(toJsonValue(result.body)) : toXml(result.root, toXmlTree(result.body));
  return textAnswer(text, status, { 'content-type': json ? JSON_TYPE : XML_TYPE, ...result.headers });
}
