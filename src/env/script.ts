// Finding the <script> element that loaded the framework, and its settings text.

var SDK_FILE = /(^|\/)in(\.min)?\.js(\?|#|$)/;

/**
 * The script element that loaded us: document.currentScript where the browser has it,
 * else the last <script> whose src names in.js (the one running now, for a blocking load).
 */
export function findOwnScript(): HTMLScriptElement | null {
  var current = (document as any).currentScript as HTMLScriptElement | null;
  if (current && SDK_FILE.test(current.getAttribute('src') || '')) return current;
  var scripts = document.getElementsByTagName('script');
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
