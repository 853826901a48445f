// Runs dist/in.js in a jsdom window, as a page would, optionally stripped down to what
// IE 6-8 offer (the legacy-runtime half of the gate).
import { JSDOM, VirtualConsole } from 'jsdom';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BUNDLE = fileURLToPath(new URL('../../dist/in.js', import.meta.url));

export function bundleSource(file = BUNDLE): string {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the tests (npm test does).`);
  return readFileSync(file, 'utf8');
}

/**
 * Removes from a window the ES5+ built-ins old browsers lack, and replaces
 * addEventListener/removeEventListener with IE's attachEvent/detachEvent.
 */
export const STRIP_TO_IE8 = `(function (w) {
  var AP = w.Array.prototype;
  var gone = ['forEach', 'map', 'filter', 'indexOf', 'lastIndexOf', 'reduce', 'reduceRight', 'some', 'every'];
  for (var i = 0; i < gone.length; i++) delete AP[gone[i]];
  delete w.Object.keys; delete w.Object.create; delete w.Object.defineProperty; delete w.Object.getPrototypeOf;
  delete w.Function.prototype.bind; delete w.String.prototype.trim; delete w.Array.isArray; delete w.Date.now;
  delete w.JSON; delete w.Promise; delete w.fetch;
  var ET = w.EventTarget.prototype, add = ET.addEventListener, remove = ET.removeEventListener;
  var wrappers = [];
  ET.attachEvent = function (name, fn) {
    var target = this;
    var wrapper = function (e) { w.event = e; try { fn.call(w); } finally { w.event = undefined; } };
    wrappers.push([target, name, fn, wrapper]);
    add.call(target, name.substring(2), wrapper, false);
    return true;
  };
  ET.detachEvent = function (name, fn) {
    for (var i = 0; i < wrappers.length; i++) {
      var x = wrappers[i];
      if (x[0] === this && x[1] === name && x[2] === fn) { remove.call(this, name.substring(2), x[3], false); wrappers.splice(i, 1); return; }
    }
  };
  delete ET.addEventListener; delete ET.removeEventListener;
  var DP = w.Document.prototype, EP = w.Element.prototype;
  delete DP.querySelector; delete DP.querySelectorAll; delete EP.querySelector; delete EP.querySelectorAll;
  delete DP.getElementsByClassName; delete EP.getElementsByClassName;
  delete DP.currentScript;
})(window);`;

export interface PageOptions {
  /** Strip the window down to IE 8's built-ins before the framework runs. */
  legacy?: boolean;
  /** The page URL. */
  url?: string;
  /** Runs in the page before the framework (define the page's own functions here). */
  setup?: (window: any) => void;
  /** Evaluate the bundle this many times (a page that includes the script twice). */
  loads?: number;
}

export interface Page {
  window: any;
  /** console.error/warn/log lines the page produced, as "level: text". */
  console: string[];
  /** Resolves after the DOM is loaded and pending timers have run. */
  settle(): Promise<void>;
  close(): void;
}

/**
 * Builds a page from `html` and runs the bundle in it as the script tag in `html` would.
 * @example const page = loadPage(`<script src="http://127.0.0.1:8787/in.js">api_key: k</script>`)
 */
export function loadPage(html: string, options: PageOptions = {}): Page {
  const lines: string[] = [];
  const virtualConsole = new VirtualConsole();
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    virtualConsole.on(level, (...args: unknown[]) => lines.push(`${level}: ${args.map(String).join(' ')}`));
  }
  virtualConsole.on('jsdomError', (error: Error) => lines.push(`jsdomError: ${error.message}`));
  const dom = new JSDOM(html, {
    url: options.url ?? 'http://app.example.test/page.html',
    runScripts: 'outside-only',
    virtualConsole,
    pretendToBeVisual: true,
  });
  const window = dom.window as any;
  // jsdom's own selector engine (used inside jsdom for <style>, <iframe>, base URLs) subscribes
  // to window events with addEventListener when first used: start it before the strip takes that away.
  window.document.querySelector('html');
  if (options.legacy) window.eval(STRIP_TO_IE8);
  // Page scripts in the html are not run by jsdom here; tests define page globals in setup.
  options.setup?.(window);
  const source = bundleSource();
  for (let i = 0; i < (options.loads ?? 1); i++) window.eval(source);
  return {
    window,
    console: lines,
    settle: () =>
      new Promise((resolve) => {
        const done = () => window.setTimeout(() => window.setTimeout(resolve, 0), 0);
        if (window.document.readyState === 'complete') done();
        else window.addEventListener ? window.addEventListener('load', done) : window.attachEvent('onload', done);
      }),
    close: () => window.close(),
  };
}
