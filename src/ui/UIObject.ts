// The objects IN.UI.* return (the original's SmartWindow): chainable params/place and
// success/error/ready callbacks; what "placing" opens (a popup, a frame) is up to each kind.
import { extend } from '../compat/object';
import { each } from '../compat/array';
import { logError } from '../compat/log';
import { Fields, WindowEnd, WindowFlow } from '../window/types';

type Callback = (...args: any[]) => void;

/**
 * Opens the window of one UI object kind when the object is placed. Every window is a popup, so
 * where the page placed it does not matter (docs/ui.md).
 */
export type Opener = (ui: UIObject) => WindowFlow | null | void;

var WHERE = /^(in|before|after)$/;

/** What IN.UI.* return. */
export interface UIObject {
  /** Parameters given with .params(). */
  _params: { [name: string]: any };
  params(params: { [name: string]: any }): UIObject;
  /**
   * Opens the window: `place()`, `place(node)` or `place(where, node)` with where = "in",
   * "before" or "after" (checked; the node is accepted for original code and not used).
   * Placing twice does nothing.
   */
  place(where?: any): UIObject;
  /**
   * `fn(result, extra)` on success, error or ready; IN.Event.on(ui, "success", …) passes `extra`
   * and `once` through onSuccess, the same method.
   */
  success(fn: Callback, scope?: any, extra?: any, once?: boolean): UIObject;
  error(fn: Callback, scope?: any, extra?: any, once?: boolean): UIObject;
  ready(fn: Callback, scope?: any, extra?: any, once?: boolean): UIObject;
  /** Closes the window or frame. */
  remove(): UIObject;
  /**
   * Reports how the window of this object ended: `error` with `{error, message}` when it failed
   * or never answered (blocked, closed, timeout), else `success` with `result(fields)`.
   */
  _end(how: WindowEnd, name: string, result: (fields: Fields) => any): void;
  /**
   * Calls the `kind` callbacks with `value` (and a listener's extra data), after the current
   * script turn: pages chain callbacks after place() (`.place().error(fn)`), and a window can
   * fail inside place() (a blocked popup).
   */
  _fire(kind: string, value?: any): void;
}

/** A new UI object of the framework `IN` that runs `opener` when it is first placed. */
export function uiObject(IN: any, opener: Opener): UIObject {
  var placed = false;
  // The window the opener returned (none when it opened none).
  var flow: WindowFlow | null | void;
  var ui: any = {
    _params: {},
    params: function (params: { [name: string]: any }) {
      extend(ui._params, params || {});
      return ui;
    },
    place: function (where?: any) {
      // place(node) and place() mean "in".
      if (typeof where === 'string' && !WHERE.test(where)) logError('place: "' + where + '" is not in, before or after.');
      else if (!placed) {
        placed = true;
        flow = opener(ui);
        // Ready once the window is open (not blocked).
        if (flow && flow._open) ui._fire('ready');
      }
      return ui;
    },
    remove: function () {
      // Closing a window that has ended does nothing.
      if (flow) flow._cancel();
      return ui;
    },
    _end: function (how: WindowEnd, name: string, result: (fields: Fields) => any) {
      var f = how._fields;
      var error = f ? f.error : how._failure;
      if (!error) return ui._fire('success', result(f as Fields));
      ui._fire('error', { error: error, message: f ? f.error_description || error : 'The ' + name + ' window was ' + error + '.' });
    },
    _fire: function (kind: string, value?: any) {
      setTimeout(function () {
        IN.Event.fire(kind, [value], ui);
      }, 0);
    },
  };
  // success(fn, scope, extra, once), error(…), ready(…), and their other names onSuccess, onError,
  // onReady, which IN.Event.on(ui, "success", fn, scope, extra, once) calls.
  each(['success', 'error', 'ready'], function (kind: string) {
    ui[kind] = ui['on' + kind.charAt(0).toUpperCase() + kind.substring(1)] = function (fn: Callback, scope?: any, extra?: any, once?: boolean) {
      // IN.Event keeps the handlers (as for the global events) and calls them with (value, extra).
      IN.Event.on(ui, kind, fn, scope, extra, once);
      return ui;
    };
  });
  return ui;
}
