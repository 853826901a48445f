// Finding the <script> element that loaded the framework, and where it came from.

var SDK_FILE = /(^|\/)in(\.min)?\.js(\?|#|$)/;
var ORIGIN = /^([a-z][a-z0-9+.\-]*:)?\/\/[^\/?#]+/i;

/**
 * The script element that loaded us: document.currentScript where the browser has it,
 * else the last <script> whose src names in.js (the one running now, for a blocking load).
 */
export function findOwnScript(doc: Document): HTMLScriptElement | null {
  var current = (doc as any).currentScript as HTMLScriptElement | null;
  if (current && SDK_FILE.test(current.getAttribute('src') || '')) return current;
  var scripts = doc.getElementsByTagName('script');
  for (var i = scripts.length - 1; i >= 0; i--) {
    if (SDK_FILE.test(scripts[i].getAttribute('src') || '')) return scripts[i];
  }
  return null;
}

/** The settings text inside the script element (`.text` is what IE 6-8 fill). */
export function scriptBody(script: HTMLScriptElement | null): string {
  if (!script) return '';
  return script.text || script.innerHTML || '';
}

/**
 * The scheme://host:port a script src points at, resolved against the page for
 * protocol-relative and path-only values. IE 6-7 return src exactly as written.
 */
export function originOf(src: string, page: Location): string {
  var pageOrigin = page.protocol + '//' + page.host;
  if (!src) return pageOrigin;
  if (src.substring(0, 2) === '//') src = page.protocol + src;
  var match = ORIGIN.exec(src);
  return match ? match[0] : pageOrigin;
}

/** The value of query parameter `name` in a URL, or null. */
export function queryParam(url: string, name: string): string | null {
  var match = new RegExp('[?&]' + name + '=([^&#]*)').exec(url);
  return match ? decodeURIComponent(match[1]) : null;
}
