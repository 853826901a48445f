// Finding the <script> element that loaded the framework, and its settings text.

var SDK_FILE = /(^|\/)in(\.min)?\.js([?#]|$)/;

/**
 * The script element that loaded us, or null when a loader evaluated our code (jQuery.getScript
 * from the page's own origin, a bundle): document.currentScript where the browser has it (also for
 * an element another script created); else (IE 6-10, or code run by eval) the <script> naming
 * in.js that IE says is running ("interactive"), else the last one (a blocking load runs last).
 */
export function findOwnScript(): HTMLScriptElement | null {
  var current = (document as any).currentScript as HTMLScriptElement | null;
  // A script without src has src "", which names no in.js either.
  if (current) return SDK_FILE.test(current.src) ? current : null;
  var scripts = document.getElementsByTagName('script');
  var last: any = null;
  for (var i = scripts.length - 1; i >= 0; i--) {
    var script: any = scripts[i];
    if (!SDK_FILE.test(script.src)) continue;
    if (script.readyState == 'interactive') return script;
    last = last || script;
  }
  return last;
}

/** The settings text inside the script element (`.text` is what IE 6-8 fill). */
export function scriptBody(script: HTMLScriptElement): string {
  return script.text || script.innerHTML || '';
}
