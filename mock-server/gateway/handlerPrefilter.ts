// The gateway hands each request to MSW's getResponse, which runs every handler's full parse (a
// fresh path-to-regexp compile and a cookie-jar lookup per handler) until one answers: for a REST
// call, some forty parses. This module finds, cheaply, the handlers that cannot match, so only the
// others go to getResponse (under setupServer, setupWorker and the standalone server alike). It only ever leaves out a handler whose method or path
// rules the request out, so the answer is exactly what the whole list would give.
import type { RequestHandler } from 'msw';

/** A necessary condition for a handler to match: method (as given) and clean URL (origin + pathname, lower case). */
type Prefilter = (method: string, cleanUrl: string) => boolean;

/** path-to-regexp syntax besides `*` and plain `:name` parameters; a path using any of it is always a candidate. */
const PATH_SYNTAX = /[(){}?+\\]|:(?![A-Za-z_])|:[A-Za-z_]\w*\*/;
/** What stands for "anything" in a path: `*`, or a `:name` parameter (one or more characters). */
const WILDCARD = /\*|:[A-Za-z_]\w*/;

const ALWAYS: Prefilter = () => true;
const prefilters = new WeakMap<RequestHandler, Prefilter>();

function methodTest(method: unknown): (method: string) => boolean {
  if (typeof method === 'string') {
    const expected = method.toLowerCase();
    return (actual) => actual.toLowerCase() === expected;
  }
  if (method instanceof RegExp) {
    const pattern = new RegExp(method.source, method.flags.replace(/[gy]/g, ''));
    return (actual) => pattern.test(actual);
  }
  return () => true;
}

/**
 * MSW matches a string path such as `*\/__admin/health` or `*\/media/:key` case-insensitively
 * against the request's origin + pathname, a `*` or a `:name` standing for anything. So every
 * literal piece between them must occur in that URL, in order: a test with no false negatives.
 */
function pathTest(path: unknown): ((cleanUrl: string) => boolean) | null {
  if (typeof path !== 'string' || PATH_SYNTAX.test(path)) return null;
  const pieces = path.toLowerCase().split(WILDCARD).filter(Boolean);
  if (pieces.length === 0) return null;
  return (cleanUrl) => {
    let from = 0;
    for (const piece of pieces) {
      const at = cleanUrl.indexOf(piece, from);
      if (at < 0) return false;
      from = at + piece.length;
    }
    return true;
  };
}

function prefilterOf(handler: RequestHandler): Prefilter {
  let prefilter = prefilters.get(handler);
  if (!prefilter) {
    const info = (handler as { info?: { method?: unknown; path?: unknown } }).info;
    if (!info || !('method' in info)) prefilter = ALWAYS;
    else {
      const method = methodTest(info.method);
      const path = pathTest(info.path);
      prefilter = path ? (m, url) => method(m) && path(url) : (m) => method(m);
    }
    prefilters.set(handler, prefilter);
  }
  return prefilter;
}

/** What the prefilter compares paths with: the URL's origin and pathname, lower case. */
export function cleanUrlOf(url: URL): string {
  return (url.origin + url.pathname).toLowerCase();
}

/** False only when `handler`'s method or literal path rules out a request with this method and clean URL. */
export function mightAnswer(handler: RequestHandler, method: string, cleanUrl: string): boolean {
  return prefilterOf(handler)(method, cleanUrl);
}
