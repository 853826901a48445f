// v1's two wire formats, for its answers and its error answers alike (spec: "Data formats"): JSON
// when the request asks for it with `format=json` or the header `x-li-format: json` (and inside the
// script of `format=jsonp`, v1/jsonp.ts), XML otherwise, written with the v1 declaration. Today's API
// answers JSON always and never asks this.
import { XMLBuilder } from 'fast-xml-parser';
import { requestUrl } from '../http/requestUrl.js';

/** The Content-Type of v1's XML answers. */
export const XML_TYPE = 'text/xml;charset=UTF-8';

/**
 * Whether a v1 request asks for JSON.
 * @example wantsJson(new Request('https://api.linkedin.com/v1/people/~?format=json')) // true
 */
export function wantsJson(request: Request): boolean {
  const format = (formatParam(requestUrl(request)) ?? request.headers.get('x-li-format') ?? '').toLowerCase();
  // format=jsonp answers JSON inside a script (v1/jsonp.ts).
  return format === 'json' || format === 'jsonp';
}

/** The `format` query parameter (json, jsonp, xml), read before any endpoint; the first one counts. */
export function formatParam(url: URL): string | null {
  return url.searchParams.get('format');
}

/** The XML writer, made with the first XML answer (the package's Node bundles load fast-xml-parser then: rollup.node.config.mjs). */
let xml: XMLBuilder | undefined;
const xmlBuilder = () =>
  (xml ??= new XMLBuilder({
    format: true,
    indentBy: '  ',
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    suppressEmptyNode: true,
  }));

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * Serializes an element tree (already in XML naming) under `root`, with the v1 declaration.
 * @example toXml('error', { status: 404, message: 'No such member.' })
 */
export function toXml(root: string, tree: unknown): string {
  return XML_DECLARATION + xmlBuilder().build({ [root]: tree });
}
