// URNs (DOC-URN https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/urns):
// `urn:{namespace}:{entityType}:{id}`, at most 255 characters; the id may itself be a tuple
// `(urn:li:…,…)`. In a path, protocol 2.0 clients percent-encode the whole URN
// (`/rest/posts/urn%3Ali%3Ashare%3A7100`), 1.0 clients send it raw; both decode to the same text.
import { BadRequest } from '../api/errors.js';

/** Longest URN the real service accepts (DOC-URN). */
export const URN_MAX_LENGTH = 255;

export interface Urn {
  namespace: string;
  entityType: string;
  id: string;
}

const URN = /^urn:([A-Za-z0-9][A-Za-z0-9-]*):([A-Za-z][A-Za-z0-9]*):(.+)$/;

/**
 * The parts of a URN, or undefined when `text` is not one.
 * @example parseUrn('urn:li:person:aZ3kq9XbW1') // { namespace: 'li', entityType: 'person', id: 'aZ3kq9XbW1' }
 */
export function parseUrn(text: string): Urn | undefined {
  if (text.length > URN_MAX_LENGTH) return undefined;
  const match = URN.exec(text);
  return match ? { namespace: match[1], entityType: match[2], id: match[3] } : undefined;
}

/**
 * A `urn:li:{entityType}:{id}`.
 * @example liUrn('share', '7100') // 'urn:li:share:7100'
 */
export function liUrn(entityType: string, id: string): string {
  return `urn:li:${entityType}:${id}`;
}

/**
 * The id of a `urn:li:{one of types}:…`, or a 400 that says which URN was expected.
 * @example urnIdOf('urn:li:person:abc', ['person'], 'author') // 'abc'
 */
export function urnIdOf(text: unknown, types: readonly string[], where: string): { entityType: string; id: string } {
  const urn = typeof text === 'string' ? parseUrn(text) : undefined;
  if (!urn || urn.namespace !== 'li' || !types.includes(urn.entityType)) {
    const shown = typeof text === 'string' ? `'${text}'` : JSON.stringify(text) ?? 'nothing';
    throw new BadRequest(`'${where}' must be a URN of type ${types.map((t) => `urn:li:${t}:…`).join(' or ')}; it is ${shown}.`);
  }
  return { entityType: urn.entityType, id: urn.id };
}

/** What a path parameter must name: a URN of one of `types` (`what`, with its article, names it in the 400). */
export interface UrnParam {
  what: string;
  types: readonly string[];
}

/**
 * The URN a path parameter (decoded) names, or the 400 that says which URN was expected. Today's
 * pipeline reads every URN parameter a route declares with it (TodayRoute.urns), once.
 * @example urnParam('urn:li:share:7100', { what: 'a post', types: ['share', 'ugcPost'] }) // { namespace: 'li', entityType: 'share', id: '7100' }
 */
export function urnParam(text: string, param: UrnParam): Urn {
  const urn = parseUrn(text);
  if (urn && urn.namespace === 'li' && param.types.includes(urn.entityType)) return urn;
  throw new BadRequest(`'${text}' is not ${param.what} URN; use ${param.types.map((type) => `urn:li:${type}:{id}`).join(' or ')}, percent-encoded in the path.`);
}
