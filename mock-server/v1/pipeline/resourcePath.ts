// Splits a REST path into its segments, the `::(…)` ids of a segment, and the trailing field
// selector: `/v1/people::(~,id=abc):(id,first-name)` →
// segments [v1, people(keys ~, id=abc)], fields [id, first-name].
import { BadRequest } from '../../api/errors.js';
import { parseFieldSelector, type FieldRequest } from '../format/fieldSelector.js';

export interface PathSegment {
  /** The decoded segment, without its `::(…)` keys. */
  name: string;
  /** Decoded keys of `name::(a,b)`. */
  keys?: string[];
}

export interface ResourcePath {
  segments: PathSegment[];
  /** The field selector at the end of the path, when there is one. */
  fields?: FieldRequest[];
  /** A profile path ending in `:public` or `:full` (DOC-1002; docs/rest.md "Sources") instead of a selector. */
  profileView?: 'public' | 'full';
}

/**
 * Clients often percent-encode the selector punctuation (`%3A%28id%29`); undo that for the
 * characters that structure a path, and leave the rest (for example `url=` values) alone.
 */
function decodeStructure(path: string): string {
  // Without a '%' there is nothing to undo (most paths, on every request).
  if (!path.includes('%')) return path;
  return path
    .replace(/%28/gi, '(')
    .replace(/%29/gi, ')')
    .replace(/%2C/gi, ',')
    .replace(/%7E/gi, '~')
    .replace(/%3A(?=\(|%3A|:)/gi, ':')
    .replace(/(:)%3A/gi, '::');
}

function decode(part: string): string {
  if (!part.includes('%')) return part;
  try {
    return decodeURIComponent(part);
  } catch {
    throw new BadRequest(`The path segment '${part}' has an invalid escape sequence; percent signs must be followed by two hex digits.`);
  }
}

/**
 * Parses a URL path (as `URL.pathname` gives it) into segments and a field selector.
 * @example parseResourcePath('/v1/people/~:(id)').segments.map((s) => s.name) // ['v1', 'people', '~']
 */
export function parseResourcePath(pathname: string): ResourcePath {
  const path = decodeStructure(pathname);
  const segments: PathSegment[] = [];
  let fields: FieldRequest[] | undefined;
  let depth = 0;
  let current = '';
  let keysText: string | undefined;
  const flush = () => {
    if (current === '' && keysText === undefined) return;
    const segment: PathSegment = { name: decode(current) };
    if (keysText !== undefined) {
      const inner = keysText.slice(3, -1);
      if (!inner) throw new BadRequest(`The id list '${current}${keysText}' is empty; write ::(~,id=abc).`);
      segment.keys = splitTopLevel(inner).map(decode);
    }
    segments.push(segment);
    current = '';
    keysText = undefined;
  };
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (depth === 0 && c === '/') {
      flush();
      continue;
    }
    if (depth === 0 && path.startsWith('::(', i)) {
      const end = matchingParen(path, i + 2);
      keysText = path.slice(i, end + 1);
      i = end;
      continue;
    }
    if (depth === 0 && path.startsWith(':(', i)) {
      const end = matchingParen(path, i + 1);
      if (end !== path.length - 1) {
        throw new BadRequest(`The field selector '${path.slice(i)}' must come last in the path.`);
      }
      fields = parseFieldSelector(path.slice(i));
      break;
    }
    if (c === '(') depth++;
    if (c === ')') depth--;
    current += c;
  }
  flush();
  const last = segments[segments.length - 1];
  const view = !fields && last ? /^(.+):(public|full)$/.exec(last.name) : null;
  if (view) {
    last.name = view[1];
    return { segments, profileView: view[2] as 'public' | 'full' };
  }
  return { segments, fields };
}

function matchingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  throw new BadRequest(`The path '${text}' has a '(' without its ')'.`);
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of text) {
    if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    if (c === '(') depth++;
    if (c === ')') depth--;
    current += c;
  }
  parts.push(current);
  return parts;
}
