// The objects IN.UI.* return (the original's SmartWindow): chainable params/place and
// success/error/ready callbacks; what "placing" opens (a popup, a frame) is up to each kind.
import { extend } from '../compat/object';
import { logError } from '../compat/log';

type Callback = (...args: any[]) => void;

interface Listener {
  fn: Callback;
  scope: any;
  extra: any;
  once: boolean;
}

/** Opens the window of one UI object kind when the object is placed. */
export type Opener = (ui: UIObject, where: string, node: any) => void;

var WHERE = /^(in|before|after)$/;

export class UIObject {
  /** Parameters given with .params(). */
  settings: { [name: string]: any } = {};
  private listeners: { [kind: string]: Listener[] } = {};
  private placed = false;
  /** Set by the opener: closes the window or frame. */
  closer: (() => void) | null = null;

  constructor(private opener: Opener) {}

  params(params: { [name: string]: any }): this {
    extend(this.settings, params || {});
    return this;
  }

  /**
   * Opens the window: `place()` (document.body), `place(node)` or `place(where, node)` with
   * where = "in", "before" or "after". Placing twice does nothing.
   */
  place(where?: any, node?: any): this {
    if (this.placed) return this;
    if (typeof where !== 'string') {
      node = where;
      where = 'in';
    }
    if (!WHERE.test(where)) {
      logError('place(where, node): where must be "in", "before" or "after", not "' + where + '".');
      return this;
    }
    if (typeof node === 'string') node = document.getElementById(node);
    this.placed = true;
    this.opener(this, where, node || document.body);
    return this;
  }

  success(fn: Callback, scope?: any): this {
    return this.add('success', fn, scope, undefined, false);
  }

  error(fn: Callback, scope?: any): this {
    return this.add('error', fn, scope, undefined, false);
  }

  ready(fn: Callback, scope?: any): this {
    return this.add('ready', fn, scope, undefined, false);
  }

  /** IN.Event.on(ui, "success", fn, scope, extra, once) lands here. */
  onSuccess(fn: Callback, scope?: any, extra?: any, once?: boolean): this {
    return this.add('success', fn, scope, extra, !!once);
  }

  onError(fn: Callback, scope?: any, extra?: any, once?: boolean): this {
    return this.add('error', fn, scope, extra, !!once);
  }

  onReady(fn: Callback, scope?: any, extra?: any, once?: boolean): this {
    return this.add('ready', fn, scope, extra, !!once);
  }

  /** Closes the window or frame. */
  remove(): this {
    if (this.closer) this.closer();
    this.closer = null;
    return this;
  }

  /**
   * Calls the `kind` callbacks with `value` (and a listener's extra data), after the current
   * script turn: pages chain callbacks after place() (`.place().error(fn)`), and a window can
   * fail inside place() (a blocked popup).
   */
  fire(kind: string, value?: any): void {
    var self = this;
    setTimeout(function () {
      self.run(kind, value);
    }, 0);
  }

  private run(kind: string, value: any): void {
    var list = this.listeners[kind] || [];
    for (var i = 0; i < list.length; i++) {
      var l = list[i];
      if (l.once) list.splice(i--, 1);
      try {
        l.fn.apply(l.scope || window, l.extra === undefined ? [value] : [value, l.extra]);
      } catch (e) {
        logError('a UI ' + kind + ' callback threw: ' + ((e as Error) && (e as Error).message), e);
      }
    }
  }

  private add(kind: string, fn: Callback, scope: any, extra: any, once: boolean): this {
    if (typeof fn === 'function') (this.listeners[kind] || (this.listeners[kind] = [])).push({ fn: fn, scope: scope, extra: extra, once: once });
    return this;
  }
}
