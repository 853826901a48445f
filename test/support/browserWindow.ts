// Runs dist/in.js (or dist/in.min.js) in a jsdom window, as a page would, optionally stripped
// down to what IE 6-8 offer (the legacy-runtime half of the gate).
import { JSDOM, VirtualConsole } from 'jsdom';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BUNDLE = fileURLToPath(new URL('../../dist/in.js', import.meta.url));

/**
 * How the legacy suites run every case: the readable bundle in a current window, and the
 * minified one (internal properties mangled) in a window with IE 8's built-ins only.
 */
export const RUNTIMES: Array<[name: string, legacy: boolean, bundle: string]> = [
  ['current browser (dist/in.js)', false, 'dist/in.js'],
  ['IE 8 built-ins only (dist/in.min.js)', true, 'dist/in.min.js'],
];

export function bundleSource(file = BUNDLE): string {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the tests (npm test does).`);
  return readFileSync(file, 'utf8');
}

export { STRIP_TO_IE8 } from './ie8Strip.mjs';
import { STRIP_TO_IE8 } from './ie8Strip.mjs';

export interface PageOptions {
  /** Strip the window down to IE 8's built-ins before the framework runs. */
  legacy?: boolean;
  /** The bundle to run (default dist/in.js). */
  bundle?: string;
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
  const source = bundleSource(options.bundle);
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
