import { whenDomReady } from '../events/domReady';
import { Settings } from '../env/settings';
import { createEnv } from '../env/env';
import { callNamed } from '../events/callNamed';
import { WIDGETS_ONLY } from '../env/apiKeyMissing';
import { logWarn } from '../compat/log';

/**
 * A step of the start that runs once the DOM is ready, before systemReady (auto-login, the
 * tags' second parse); it calls `next` when it is done, at once or later, optionally with an
 * event to fire after systemReady and the onLoad functions (auto-login's auth or noAuth).
 */
export type BootTask = (IN: any, next: (event?: string) => void) => void;

/**
 * Starts the framework with its settings: fills IN.ENV, fires frameworkLoaded, then, once the
 * DOM is ready, runs `tasks` one after the other, fires systemReady, whose first handler runs
 * the onLoad functions, and then the events the tasks left for after them: the original's order.
 */
export function boot(IN: any, settings: Settings, scriptOrigin: string, tasks: BootTask[]): void {
  IN.ENV = createEnv(settings, scriptOrigin);
  if (!IN.ENV.auth.api_key) logWarn(WIDGETS_ONLY);
  IN.Event.fire('frameworkLoaded');
  var at = 0;
  var after: string[] = [];
  function next(event?: string): void {
    if (event) after.push(event);
    if (at < tasks.length) return tasks[at++](IN, next);
    IN.Event.on(IN, 'systemReady', function () {
      // Each name resolved from window, in order; a bad name or a throwing function is logged.
      callNamed(settings.onLoad as string | undefined, [], 'onLoad function');
    });
    IN.Event.fire('systemReady');
    for (var i = 0; i < after.length; i++) IN.Event.fire(after[i]);
  }
  // Deferred so a page's own scripts after ours have run and its onLoad functions exist.
  whenDomReady(function () {
    // Not setTimeout(next): Firefox 3 passes the timer's lateness as an argument.
    setTimeout(function () {
      next();
    }, 0);
  });
}
