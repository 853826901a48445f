import { whenDomReady } from '../events/domReady';
import { Settings } from '../env/settings';
import { createEnv } from '../env/env';
import { callNamed } from '../events/callNamed';

/**
 * A step of the start that runs once the DOM is ready, before systemReady (auto-login, the
 * tags' second parse); it calls `next` when it is done, at once or later.
 */
export type BootTask = (IN: any, next: () => void) => void;

/**
 * Starts the framework with its settings: fills IN.ENV, fires frameworkLoaded, then, once the
 * DOM is ready, runs `tasks` one after the other and fires systemReady, whose first handler
 * runs the onLoad functions.
 */
export function boot(IN: any, settings: Settings, scriptOrigin: string, tasks: BootTask[]): void {
  IN.ENV = createEnv(settings, scriptOrigin);
  IN.Event.fire('frameworkLoaded');
  var at = 0;
  function next(): void {
    if (at < tasks.length) return tasks[at++](IN, next);
    IN.Event.on(IN, 'systemReady', function () {
      // Each name resolved from window, in order; a bad name or a throwing function is logged.
      callNamed(settings.onLoad as string | undefined, [], 'onLoad function');
    });
    IN.Event.fire('systemReady');
  }
  // Deferred so a page's own scripts after ours have run and its onLoad functions exist.
  whenDomReady(function () {
    setTimeout(next, 0);
  });
}
