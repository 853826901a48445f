import { whenDomReady } from '../events/domReady';
import { Settings } from '../env/settings';
import { createEnv } from '../env/env';
import { callNamed } from '../events/callNamed';
import { noApiKey } from '../env/apiKeyMissing';
import { logWarn } from '../compat/log';

/**
 * The step of the start that runs once the DOM is ready, before the tags' second parse and
 * systemReady (auto-login); it calls `next` when it is done, at once or later, optionally with an
 * event to fire after systemReady and the onLoad functions (auto-login's auth or noAuth).
 */
export type BootTask = (IN: any, next: (event?: string) => void) => void;

/**
 * Starts the framework with its settings: fills IN.ENV, fires frameworkLoaded, then, once the
 * DOM is ready, runs `first`, parses the page again for the tags below the script tag, fires
 * systemReady, runs the onLoad functions, and then the event `first` left
 * for after them: the original's order.
 */
export function boot(IN: any, settings: Settings, scriptOrigin: string, first: BootTask): void {
  IN.ENV = createEnv(settings, scriptOrigin);
  // Once, at load: which mode the page is in.
  if (!IN.ENV.auth.api_key) logWarn(noApiKey('widgets only: sign-in or IN.API'));
  IN.Event.fire('frameworkLoaded');
  // Deferred so a page's own scripts after ours have run and its onLoad functions exist.
  whenDomReady(function () {
    // Not setTimeout(fn) with an argument: Firefox 3 passes the timer's lateness to it.
    setTimeout(function () {
      first(IN, function (event) {
        IN.parse();
        IN.Event.fire('systemReady');
        // After the systemReady handlers the page added before: each name resolved from window,
        // in order; a bad name or a throwing function is logged.
        callNamed(settings.onLoad as string | undefined);
        if (event) IN.Event.fire(event);
      });
    }, 0);
  });
}
