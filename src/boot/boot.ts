import { whenDomReady } from '../events/domReady';
import { Settings } from '../env/settings';
import { createEnv } from '../env/env';
import { callNamed } from '../events/callNamed';
import { autoLogin } from '../auth/User';

/** Functions later parts of the framework (sign-in, tags) add to run at systemReady. */
export var readyTasks: Array<(IN: any) => void> = [];

/**
 * Starts the framework with its settings: fills IN.ENV, fires frameworkLoaded, then, once the
 * DOM is ready, fires systemReady, whose first handler runs the onLoad functions.
 */
export function boot(IN: any, settings: Settings, scriptOrigin: string): void {
  IN.ENV = createEnv(settings, scriptOrigin);
  IN.Event.fire('frameworkLoaded');
  whenDomReady(function () {
    // Deferred so a page's own scripts after ours have run and its onLoad functions exist.
    // Auto-login runs first (bounded in time), so onLoad functions see the session.
    setTimeout(function () {
      autoLogin(IN, ready);
    }, 0);
    function ready() {
      for (var i = 0; i < readyTasks.length; i++) readyTasks[i](IN);
      IN.Event.on(IN, 'systemReady', function () {
        // Each name resolved from window, in order; a bad name or a throwing function is logged.
        callNamed(settings.onLoad as string | undefined, [], 'onLoad function');
      });
      IN.Event.fire('systemReady');
    }
  });
}
