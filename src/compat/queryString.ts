import { isArray } from './array';
import { hasOwn } from './object';

/**
 * URL-encodes parameters; an array value repeats the name (`facet=a&facet=b`).
 * @example queryString({ start: 10, count: 10 }) // "start=10&count=10"
 */
export function queryString(params: { [name: string]: any }): string {
  var parts: string[] = [];
  for (var name in params) {
    if (!hasOwn(params, name)) continue;
    var values = isArray(params[name]) ? params[name] : [params[name]];
    for (var i = 0; i < values.length; i++) {
      if (values[i] == null) continue; // undefined or null: left out
      parts.push(encodeURIComponent(name) + '=' + encodeURIComponent(values[i]));
    }
  }
  return parts.join('&');
}

/** Adds a query string to a URL that may already have one. */
export function withQuery(url: string, query: string): string {
  return query ? url + (url.indexOf('?') < 0 ? '?' : '&') + query : url;
}

/** Parses `a=1&b=x%20y` into an object (last value wins). */
export function parseQuery(text: string): { [name: string]: string } {
  var out: { [name: string]: string } = {};
  var pairs = text.split('&');
  for (var i = 0; i < pairs.length; i++) {
    var at = pairs[i].indexOf('=');
    if (at > 0) out[decodeURIComponent(pairs[i].substring(0, at))] = decodeURIComponent(pairs[i].substring(at + 1).replace(/\+/g, ' '));
  }
  return out;
}

/**
 * The fields of a message written "<mark>&a=1&b=2" (the framework's windows and proxy), or null
 * when `data` is not a string that starts with that mark.
 * @example markedFields('inxd=1', 'inxd=1&id=7') // { id: '7' }
 */
export function markedFields(mark: string, data: unknown): { [name: string]: string } | null {
  var head = mark + '&';
  return typeof data === 'string' && !data.indexOf(head) ? parseQuery(data.substring(head.length)) : null;
}

/** The query parameters of a URL (between "?" and "#"). */
export function queryOf(url: string): { [name: string]: string } {
  return parseQuery(url.split('#')[0].split('?')[1] || '');
}
