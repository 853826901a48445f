// The objects IN.UI.* return (the original's SmartWindow): chainable params/place and
// success/error/ready callbacks; what "placing" opens (a popup, a frame) is up to each kind.
import { extend } from '../compat/object';
import { each } from '../compat/array';
import { callSafely, logError } from '../compat/log';
import { Fields, WindowEnd } from '../window/types';

type Callback = (...args: any[]) => void;

interface Listener {
  _fn: Callback;
  _scope: any;
  _extra: any;
  _once: boolean;
}

/**
 * Opens the window of one UI object kind when the object is placed. Every window is a popup, so
 * where the page placed it does not matter (docs/ui.md).
 */
export type Opener = (ui: UIObject) => void;

var WHERE = /^(in|before|after)$/;

export class UIObject {
  /** Parameters given with .params(). */
  _params: { [name: string]: any } = {};
  _listeners: { [kind: string]: Listener[] } = {};
  private _placed?: boolean;
  /** Set by the opener: closes the window or frame. */
  _closer?: (() => void) | null;

  constructor(private _opener: Opener) {}

  params(params: { [name: string]: any }): this {
    extend(this._params, params || {});
    return this;
  }

  /**
   * Opens the window: `place()`, `place(node)` or `place(where, node)` with where = "in",
   * "before" or "after" (checked; the node is accepted for original code and not used).
   * Placing twice does nothing.
   */
  place(where?: any): this {
    if (typeof where !== 'string') where = 'in';
    if (!WHERE.test(where)) logError('place: where must be in, before or after, not "' + where + '".');
    else if (!this._placed) {
      this._placed = true;
      this._opener(this);
    }
    return this;
  }

  /**
   * `fn(result, extra)` on success, error or ready; IN.Event.on(ui, "success", …) passes `extra`
   * and `once` through onSuccess, the same method (defined below the class).
   */
  declare success: (fn: Callback, scope?: any, extra?: any, once?: boolean) => this;
  declare error: (fn: Callback, scope?: any, extra?: any, once?: boolean) => this;
  declare ready: (fn: Callback, scope?: any, extra?: any, once?: boolean) => this;

  /** Closes the window or frame. */
  remove(): this {
    if (this._closer) this._closer();
    this._closer = null;
    return this;
  }

  /**
   * Reports how the window of this object ended: `error` with `{error, message}` when it failed
   * or never answered (blocked, closed, timeout), else `success` with `result(fields)`.
   */
  _end(how: WindowEnd, name: string, result: (fields: Fields) => any): void {
    var f = how._fields;
    if (!f) return this._fire('error', { error: how._failure, message: 'The ' + name + ' window was ' + how._failure + '.' });
    if (f.error) return this._fire('error', { error: f.error, message: f.error_description || f.error });
    this._fire('success', result(f));
  }

  /**
   * Calls the `kind` callbacks with `value` (and a listener's extra data), after the current
   * script turn: pages chain callbacks after place() (`.place().error(fn)`), and a window can
   * fail inside place() (a blocked popup).
   */
  _fire(kind: string, value?: any): void {
    var listeners = this._listeners;
    setTimeout(function () {
      // Read now: callbacks chained after place() were added since.
      var list = listeners[kind] || [];
      for (var i = 0; i < list.length; i++) {
        var l = list[i];
        if (l._once) list.splice(i--, 1);
        callSafely(l._fn, l._scope || window, l._extra === undefined ? [value] : [value, l._extra], 'a UI ' + kind + ' callback threw');
      }
    }, 0);
  }
}

// success(fn, scope, extra, once), error(…), ready(…), and their other names onSuccess, onError,
// onReady, which IN.Event.on(ui, "success", fn, scope, extra, once) calls.
var proto = UIObject.prototype as any;
each(['success', 'error', 'ready'], function (kind: string) {
  proto[kind] = proto['on' + kind.charAt(0).toUpperCase() + kind.substring(1)] = function (this: UIObject, fn: Callback, scope?: any, extra?: any, once?: boolean) {
    if (typeof fn === 'function') (this._listeners[kind] || (this._listeners[kind] = [])).push({ _fn: fn, _scope: scope, _extra: extra, _once: !!once });
    return this;
  };
});
