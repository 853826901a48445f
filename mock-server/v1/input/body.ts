// Request bodies (spec "Data formats"): XML by default; JSON only when the request sends both
// `Content-Type: application/json` and `x-li-format: json`. Either way the result has JSON
// (camelCase) names, by the one naming rule. XML is read with fast-xml-parser.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BadRequest, RestError } from '../../api/errors.js';
import { bodyShapeProblem, FORBIDDEN_NAMES } from './bodyShapeProblem.js';
import { keysToCamel, toCamel } from '../format/naming.js';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH } from '../../defaults.js';

export interface ParsedBody {
  /** The XML root element (camelCase), or undefined for JSON. */
  root?: string;
  value: unknown;
}

/** The XML reader, made with the first XML body (the package's Node bundles load fast-xml-parser then: rollup.node.config.mjs). */
let parser: XMLParser | undefined;
const xmlParser = () =>
  (parser ??= new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
  }));

/**
 * What is wrong with the element structure of an XML text, or null: nesting deeper than
 * MAX_BODY_DEPTH, or an element or attribute named __proto__, constructor or prototype. A
 * linear scan of the tags (comments, CDATA and processing instructions skipped), run before the
 * parser so no body can make it recurse deep or refuse in its own words.
 */
function xmlShapeProblem(text: string): string | null {
  const tags = text.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g, '');
  let depth = 0;
  for (const [, closing, name, rest] of tags.matchAll(/<(\/?)([^\s/>]+)([^>]*)>/g)) {
    if (closing) {
      depth -= 1;
      continue;
    }
    const names = [name!, ...[...rest!.matchAll(/([^\s=/]+)\s*=/g)].map((match) => match[1]!)];
    const forbidden = names.find((candidate) => FORBIDDEN_NAMES.includes(candidate.replace(/^.*:/, '')));
    if (forbidden !== undefined) return `The XML body has an element or attribute named '${forbidden}', which the service never accepts; remove it.`;
    if (rest!.endsWith('/')) continue;
    depth += 1;
    if (depth > MAX_BODY_DEPTH) return `The XML body nests elements more than ${MAX_BODY_DEPTH} levels deep; send a flatter body.`;
  }
  return null;
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Reads and parses a request body; every problem is a RestError saying what is wrong: 413 over
 * MAX_BODY_BYTES, 400 for everything else.
 * @example const { value } = await readBody(request); // { comment: 'Hello', visibility: { code: 'anyone' } }
 */
export async function readBody(request: Request): Promise<ParsedBody> {
  const buffer = await request.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) throw new RestError(413, `The request body is ${buffer.byteLength} bytes; at most ${MAX_BODY_BYTES} are accepted.`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw new BadRequest('The request body is not valid UTF-8 text.');
  }
  const type = mediaType(request);
  const liFormat = (request.headers.get('x-li-format') ?? '').toLowerCase();
  const jsonType = type === 'application/json' || type.endsWith('+json');
  if (jsonType !== (liFormat === 'json')) {
    throw new BadRequest(
      jsonType
        ? "A JSON body needs the header 'x-li-format: json' as well as 'Content-Type: application/json'; without it the body is read as XML."
        : `With 'x-li-format: json' the body must be sent as 'Content-Type: application/json', not '${type || 'none'}'.`,
    );
  }
  if (!text.trim()) throw new BadRequest('The request body is empty; this call needs one.');
  if (jsonType) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new BadRequest(`The request body is not valid JSON: ${(error as Error).message}.`);
    }
    const shape = bodyShapeProblem(value);
    if (shape) throw new BadRequest(shape);
    return { value: keysToCamel(value) };
  }
  // XML is the default input, so a body sent as text/plain (what XHR and fetch give a string) is read as XML too.
  if (type && type !== 'text/plain' && !/^(text|application)\/(xml|[\w.+-]+\+xml)$/.test(type)) {
    throw new BadRequest(`The Content-Type '${type}' is not accepted here; send XML (text/xml) or JSON (application/json with x-li-format: json).`);
  }
  if (/<!DOCTYPE/i.test(text)) throw new BadRequest('The XML body must not have a DOCTYPE declaration.');
  const shape = xmlShapeProblem(text);
  if (shape) throw new BadRequest(shape);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new BadRequest(`The request body is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col}).`);
  }
  let tree: Record<string, unknown>;
  try {
    tree = xmlParser().parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new BadRequest(`The XML body cannot be read: ${(error as Error).message.replace(/^\[SECURITY\]\s*/, '')}.`);
  }
  const roots = Object.keys(tree);
  if (roots.length !== 1) throw new BadRequest('The XML body must have exactly one root element.');
  return { root: toCamel(roots[0]), value: keysToCamel(tree[roots[0]]) };
}

/** A value that XML gives once as an object and several times as an array, always as an array. */
export function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** The text of an element that may carry attributes (`{ '#text': … }`). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return String((value as Record<string, unknown>)['#text']);
  return undefined;
}
