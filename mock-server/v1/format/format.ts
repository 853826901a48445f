import { isTodayPath } from '../../restli/todayPath.js';
import { XMLBuilder } from 'fast-xml-parser';
import { requestUrl } from '../../http/requestUrl.js';

/**
 * The response format a REST request asks for: on /v1, JSON with `format=json` or the header
 * `x-li-format: json` (and inside the script of `format=jsonp`), XML otherwise (spec: "Data formats"); /v2 and /rest answer JSON always.
 */
export function wantsJson(request: Request): boolean {
  const url = requestUrl(request);
  if (isTodayPath(url.pathname)) return true;
  const format = (formatParam(url) ?? request.headers.get('x-li-format') ?? '').toLowerCase();
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

/** Serializes an element tree (already in XML naming) under `root`, with the v1 declaration. */
export function toXml(root: string, tree: unknown): string {
  return XML_DECLARATION + xmlBuilder().build({ [root]: tree });
}
