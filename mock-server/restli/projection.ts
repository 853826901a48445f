// Rest.li projections (DOC-DECO https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/decoration;
// Profile API https://learn.microsoft.com/en-us/linkedin/shared/integrations/people/profile-api):
//   projection=(id,firstName,profilePicture(displayImage~:playableStreams))
//   projection=(elements*(handle~))
//   projection=(id,relatedEntity~($URN,foo,bar))
// A name may be followed by `*` (each item of an array), `~` (decorate the URN it holds; optionally
// the entity type, `~digitalmediaAsset`, and a view, `:playableStreams`), and a parenthesised
// projection of its value (or, after `~`, of the decorated entity). A `*` in place of a name is
// Rest.li's wildcard, every field of the record (`projection=(*)`, and the call public schedulers
// make to list their pages, `projection=(elements*(*,organization~(localizedName)))`; Rest.li
// projections https://linkedin.github.io/rest.li/Projections). Clients encode the text
// differently (linkedin-api-client percent-encodes it all, passport only `,` and `:`), so the
// text is parsed after the query is percent-decoded once (URLSearchParams), never twice. The 1.0
// `fields=a,b,c` form is a flat list of names.

import { REFUSAL_QUOTE_CHARS } from '../defaults.js';
import { BadRequest } from '../api/errors.js';

/** The name of Rest.li's wildcard field: every field of the record. */
export const WILDCARD = '*';

/** True when a projection names the wildcard (`(*)`, `(*,organization~(…))`) at this level. */
export function hasWildcard(fields: readonly ProjectionField[] | undefined): boolean {
  return !!fields?.some((field) => field.name === WILDCARD);
}

/** One field of a projection. */
export interface ProjectionField {
  name: string;
  /** `name*`: the value is an array; the sub-projection applies to each item. */
  each?: boolean;
  /** The projection of the field's own value. */
  fields?: ProjectionField[];
  /** `name~…`: replace-beside the URN with the entity it names. */
  decoration?: Decoration;
}

export interface Decoration {
  /** `~digitalmediaAsset`: the entity type the URN must have. */
  entityType?: string;
  /** `~:playableStreams`: the view of the entity to return. */
  view?: string;
  /** `~(…)`: the projection of the decorated entity. */
  fields?: ProjectionField[];
}

const NAME = /[A-Za-z0-9_$.\-]/;
/** Deepest nesting a projection may have (a guard against pathological input). */
export const PROJECTION_MAX_DEPTH = 16;

/**
 * The projection quoted in an error: whole when short, else REFUSAL_QUOTE_CHARS characters around
 * character `at` (a megabyte-long field list is not echoed back whole).
 * @example quoteAround('(id,!)', 4) // "'(id,!)'"
 */
function quoteAround(text: string, at: number): string {
  if (text.length <= REFUSAL_QUOTE_CHARS) return `'${text}'`;
  const start = Math.max(0, Math.min(at - REFUSAL_QUOTE_CHARS / 2, text.length - REFUSAL_QUOTE_CHARS));
  return `'${start > 0 ? '…' : ''}${text.slice(start, start + REFUSAL_QUOTE_CHARS)}${start + REFUSAL_QUOTE_CHARS < text.length ? '…' : ''}' (${text.length} characters)`;
}

/**
 * Parses a projection (the decoded parameter value).
 * @example parseProjection('(id,profilePicture(displayImage~:playableStreams))')[1].fields[0].decoration.view // 'playableStreams'
 */
export function parseProjection(value: string): ProjectionField[] {
  const text = value.trim();
  if (!text) throw new BadRequest("The projection is empty; write projection=(id,localizedFirstName) or leave the parameter out.");
  let i = 0;
  const fail = (what: string): never => {
    throw new BadRequest(`Invalid projection ${quoteAround(text, i)} at character ${i + 1}: ${what}. Write it as (field,field(subField),urnField~(entityField)).`);
  };
  const name = (): string => {
    const start = i;
    while (i < text.length && NAME.test(text[i])) i++;
    if (i === start) fail(`expected a field name, found ${i < text.length ? `'${text[i]}'` : 'the end'}`);
    return text.slice(start, i);
  };
  const list = (depth: number): ProjectionField[] => {
    if (depth > PROJECTION_MAX_DEPTH) fail(`it nests deeper than ${PROJECTION_MAX_DEPTH} levels`);
    // the caller has consumed '('
    const out: ProjectionField[] = [];
    for (;;) {
      out.push(field(depth));
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ')') {
        i++;
        return out;
      }
      fail(i < text.length ? `expected ',' or ')', found '${text[i]}'` : "a '(' is never closed");
    }
  };
  const field = (depth: number): ProjectionField => {
    if (text[i] === '*') {
      // The wildcard: alone, or with the projection of each value it stands for (`*(id)`: LinkedIn's
      // decoration guide projects a batch get's results as `(results(*(person(…))))`); no `*` or `~`.
      i++;
      if (text[i] !== '(') return { name: WILDCARD };
      i++;
      return { name: WILDCARD, fields: list(depth + 1) };
    }
    const out: ProjectionField = { name: name() };
    if (text[i] === '*') {
      out.each = true;
      i++;
    }
    if (text[i] === '~') {
      i++;
      const decoration: Decoration = {};
      if (i < text.length && NAME.test(text[i])) decoration.entityType = name();
      if (text[i] === ':') {
        i++;
        decoration.view = name();
      }
      if (text[i] === '(') {
        i++;
        decoration.fields = list(depth + 1);
      }
      out.decoration = decoration;
      return out;
    }
    if (text[i] === '(') {
      i++;
      out.fields = list(depth + 1);
    }
    return out;
  };
  let fields: ProjectionField[];
  if (text[0] === '(') {
    i = 1;
    fields = list(0);
  } else {
    // Without the outer parentheses, as some hand-written calls send it.
    fields = [];
    for (;;) {
      fields.push(field(0));
      if (text[i] !== ',') break;
      i++;
    }
  }
  if (i !== text.length) fail(`unexpected '${text.slice(i, i + 64)}${text.length > i + 64 ? '…' : ''}' after the projection`);
  return fields;
}

/**
 * The 1.0 `fields=` parameter, a flat comma list (linkedin-api-client still sends it raw,
 * `dist/lib/utils/restli-utils.js`).
 * @example parseFieldsParam('id,localizedFirstName') // [{ name: 'id' }, { name: 'localizedFirstName' }]
 */
export function parseFieldsParam(value: string): ProjectionField[] {
  return parseProjection(`(${value})`);
}

/** A projection written back as text (error messages, docs). */
export function projectionText(fields: ProjectionField[]): string {
  const one = (f: ProjectionField): string => {
    let out = f.name + (f.each ? '*' : '');
    if (f.decoration) {
      out += '~' + (f.decoration.entityType ?? '') + (f.decoration.view ? ':' + f.decoration.view : '');
      if (f.decoration.fields) out += projectionText(f.decoration.fields);
    } else if (f.fields) out += projectionText(f.fields);
    return out;
  };
  return `(${fields.map(one).join(',')})`;
}
