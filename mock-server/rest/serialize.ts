// The two serializers of a response tree. A handler builds one tree with JSON (camelCase) names
// and `ListValue` for collections; `toJsonValue` gives the v1 JSON (`_total`, `values`…),
// `toXmlTree` the v1 XML (`<positions total="2"><position>…`), both through the naming rule.
import { toKebab } from './naming.js';
import { toXml } from './format.js';

/**
 * A collection in a response: `{_count,_start,_total,values}` in JSON, an element with
 * `total`/`start`/`count` attributes and one `itemName` child per item in XML.
 */
export class ListValue {
  constructor(
    readonly items: unknown[],
    /** XML element name of one item, e.g. 'person'. */
    readonly itemName: string,
    readonly total: number = items.length,
    /** Present when the list was paged with start/count. */
    readonly paging?: { start: number; count: number },
  ) {}
}

/** The JSON value of a response tree. */
export function toJsonValue(value: unknown): unknown {
  if (value instanceof ListValue) {
    const out: Record<string, unknown> = {};
    if (value.paging) {
      out._count = value.paging.count;
      out._start = value.paging.start;
    }
    out._total = value.total;
    if (value.items.length) out.values = value.items.map(toJsonValue);
    return out;
  }
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) if (inner !== undefined) out[key] = toJsonValue(inner);
    return out;
  }
  return value;
}

/** The element tree (kebab-case names, `@_` attributes) fast-xml-parser builds XML from. */
export function toXmlTree(value: unknown): unknown {
  if (value instanceof ListValue) {
    const out: Record<string, unknown> = { '@_total': value.total };
    if (value.paging) {
      out['@_start'] = value.paging.start;
      out['@_count'] = value.paging.count;
    }
    if (value.items.length) out[value.itemName] = value.items.map(toXmlTree);
    return out;
  }
  if (Array.isArray(value)) return value.map(toXmlTree);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) if (inner !== undefined) out[toKebab(key)] = toXmlTree(inner);
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

export const JSON_TYPE = 'application/json;charset=UTF-8';
export const XML_TYPE = 'text/xml;charset=UTF-8';

/** The HTTP response for `result` in JSON or XML. */
export function serialize(result: RestResult, json: boolean): Response {
  const status = result.status ?? 200;
  if (result.body === undefined) return new Response(null, { status, headers: result.headers });
  const text = json ? JSON.stringify(toJsonValue(result.body)) : toXml(result.root, toXmlTree(result.body));
  return new Response(text, { status, headers: { 'content-type': json ? JSON_TYPE : XML_TYPE, ...result.headers } });
}
