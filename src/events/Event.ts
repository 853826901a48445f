import { indexOf, isArray, toArray } from '../compat/array';
import { addEvent, eventOf, removeEvent } from '../compat/dom';
import { callSafely, logError } from '../compat/log';
import { FIRST_STICKY, GLOBAL_EVENTS } from './globalEvents';
import { whenDomReady } from './domReady';

type Callback = (...args: any[]) => void;

interface Handler {
  _fn: Callback;
  _scope: any;
  _extra: any;
  _once?: boolean;
  /** IN for a global event, else the element. */
  _el: any;
  /** The global event's name, or the DOM event's in lower case. */
  _name: string;
  /** DOM handlers: the wrapper given to the browser. */
  _wrapper?: (event: Event) => void;
}

/**
 * IN.Event: subscriptions to the framework's global events (on the IN object) and to DOM
 * events (on an element or element id), with the original's signature
 * `(target, eventName, callback, callbackScope, extraData)`.
 */
export interface EventApi {
  on(target: any, name: string, fn: Callback, scope?: any, extra?: any, once?: boolean): void;
  onOnce(target: any, name: string, fn: Callback, scope?: any, extra?: any): void;
  remove(target: any, name: string, fn: Callback, scope?: any): void;
  onDOMReady(fn: Callback, scope?: any): void;
  /** Internal: fires a global event (or, with `target`, a UI object's event) with the given arguments. */
  fire(name: string, args?: any[], target?: any): void;
}

/**
 * Calls one handler with `args` and its extra data, `this` = its scope, else `target` (a DOM
 * handler's element), else window; a throwing page callback cannot stop the others.
 */
function call(h: Handler, name: string, args: any[], target?: any): void {
  callSafely(h._fn, h._scope || target || window, args.concat([h._extra]), name);
}

/**
 * Creates IN.Event for the given IN object.
 * @example IN.Event.on(IN, "auth", function () { ... }, this, { from: "button" })
 */
export function createEvents(IN: any): EventApi {
  // Global and DOM handlers, in the order they were added.
  var handlers: Handler[] = [];
  var fired: { [name: string]: any[] } = {};

  /** True for a sticky event (fires once); throws for a name that is no global event. */
  function checkGlobal(name: string): boolean {
    var at = indexOf(GLOBAL_EVENTS, name);
    if (at < 0) throw Error('Global Event ' + name + ' is not defined.');
    return at >= FIRST_STICKY;
  }

  function element(target: any): any {
    return typeof target === 'string' ? document.getElementById(target) : target;
  }

  function drop(h: Handler): void {
    var at = indexOf(handlers, h);
    if (at >= 0) handlers.splice(at, 1);
    if (h._wrapper) removeEvent(h._el, h._name, h._wrapper);
  }

  function on(target: any, name: string, fn: Callback, scope?: any, extra?: any, once?: boolean): void {
    if (isArray(target)) {
      for (var i = 0; i < target.length; i++) on(target[i], name, fn, scope, extra, once);
      return;
    }
    if (typeof fn !== 'function') return logError("IN.Event.on: no function for '" + name + "'.");
    var h: Handler = { _fn: fn, _scope: scope, _extra: extra || {}, _once: once, _el: target, _name: name };
    if (target === IN) {
      // A sticky event that has fired calls a late handler at once, and will not fire again;
      // before, its handlers are once-handlers.
      if (checkGlobal(name)) {
        if (fired[name]) return call(h, name, fired[name]);
        h._once = true;
      }
    } else if (!(target && target._params)) {
      // (A framework UI object, IN.UI.*, which has _params, keeps its handlers here as IN does,
      // and fires them with fire(name, args, ui).) Another object with its own onSuccess, onError,
      // ... method is handed the handler, as the original did; else it is a DOM event.
      var own = 'on' + name.charAt(0).toUpperCase() + name.substring(1);
      if (target && typeof target[own] === 'function' && !target.nodeType && target !== window) return target[own](fn, scope, extra, once);
      var el = (h._el = element(target));
      if (!el) return logError("IN.Event.on: no element '" + target + "'.");
      h._name = name.toLowerCase();
      h._wrapper = function (event?: Event) {
        var e: any = eventOf(event);
        // IE 6-8's event object: the standard methods, doing what IE's properties do.
        if (e && !e.preventDefault) {
          e.preventDefault = function () { e.returnValue = false; };
          e.stopPropagation = function () { e.cancelBubble = true; };
        }
        if (once) drop(h);
        call(h, name, [e], el);
      };
      addEvent(el, h._name, h._wrapper);
    }
    handlers.push(h);
  }

  function remove(target: any, name: string, fn: Callback, scope?: any): void {
    if (isArray(target)) {
      for (var i = 0; i < target.length; i++) remove(target[i], name, fn, scope);
      return;
    }
    if (target === IN) checkGlobal(name);
    else {
      target = element(target);
      name = name.toLowerCase();
    }
    for (var j = handlers.length - 1; j >= 0; j--) {
      var h = handlers[j];
      if (h._el === target && h._name === name && h._fn === fn && (scope === undefined || h._scope === scope)) drop(h);
    }
  }

  function fire(name: string, args?: any[], target?: any): void {
    var list = args || [];
    if (!target) {
      target = IN;
      if (checkGlobal(name)) {
        if (fired[name]) return;
        fired[name] = list;
      }
    }
    // A UI object's window ends with its success or error: then none of its handlers is kept.
    var ends = target !== IN && name !== 'ready';
    // Handlers added or removed by a handler take effect from the next firing.
    var snapshot = toArray(handlers);
    for (var i = 0; i < snapshot.length; i++) {
      var h = snapshot[i];
      if (h._el !== target) continue;
      var named = h._name === name;
      if (ends || (named && h._once)) drop(h);
      if (named) call(h, name, list);
    }
  }

  return {
    on: on,
    onOnce: function (target, name, fn, scope, extra) {
      on(target, name, fn, scope, extra, true);
    },
    remove: remove,
    onDOMReady: function (fn, scope) {
      whenDomReady(function () {
        fn.call(scope || window);
      });
    },
    fire: fire,
  };
}
