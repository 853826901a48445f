import { indexOf, isArray, toArray } from '../compat/array';
import { addEvent, eventOf, removeEvent } from '../compat/dom';
import { callSafely, logError } from '../compat/log';
import { GLOBAL_EVENTS, STICKY_EVENTS } from './globalEvents';
import { whenDomReady } from './domReady';

type Callback = (...args: any[]) => void;

interface Handler {
  _fn: Callback;
  _scope: any;
  _extra: any;
  _once: boolean;
  // set for DOM handlers: the element and the wrapper given to the browser
  _el?: any;
  _name?: string;
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
  /** Internal: fires a global event with the given arguments. */
  fire(name: string, args?: any[]): void;
}

/** Calls one handler, so that a throwing page callback cannot stop the others. */
function call(h: Handler, name: string, thisArg: any, args: any[]): void {
  callSafely(h._fn, thisArg, args, "a '" + name + "' event handler threw");
}

/**
 * Creates IN.Event for the given IN object.
 * @example IN.Event.on(IN, "auth", function () { ... }, this, { from: "button" })
 */
export function createEvents(IN: any): EventApi {
  var handlers: { [name: string]: Handler[] } = {};
  var fired: { [name: string]: any[] } = {};
  var domHandlers: Handler[] = [];

  function checkGlobal(name: string): void {
    if (indexOf(GLOBAL_EVENTS, name) < 0) throw new Error('Global Event ' + name + ' is not defined.');
  }

  function element(target: any): any {
    return typeof target === 'string' ? document.getElementById(target) : target;
  }

  function on(target: any, name: string, fn: Callback, scope?: any, extra?: any, once?: boolean): void {
    if (isArray(target)) {
      for (var i = 0; i < target.length; i++) on(target[i], name, fn, scope, extra, once);
      return;
    }
    if (typeof fn !== 'function') {
      logError("IN.Event.on: the callback for '" + name + "' is not a function.");
      return;
    }
    var h: Handler = { _fn: fn, _scope: scope, _extra: extra || {}, _once: !!once };
    if (target === IN) {
      checkGlobal(name);
      if (fired[name]) {
        call(h, name, scope || window, fired[name].concat([h._extra]));
        if (once) return;
      }
      (handlers[name] || (handlers[name] = [])).push(h);
      return;
    }
    // A framework UI object handles its own events through onSuccess, onError, ...
    var own = 'on' + name.charAt(0).toUpperCase() + name.substring(1);
    if (target && typeof target[own] === 'function' && !target.nodeType && target !== window) {
      target[own](fn, scope, extra, once);
      return;
    }
    var el = element(target);
    if (!el) {
      logError("IN.Event.on: no element '" + target + "' for '" + name + "'.");
      return;
    }
    h._el = el;
    h._name = name.toLowerCase();
    h._wrapper = function (event?: Event) {
      var e: any = eventOf(event);
      if (e && !e.preventDefault) e.preventDefault = function () { e.returnValue = false; };
      if (e && !e.stopPropagation) e.stopPropagation = function () { e.cancelBubble = true; };
      if (h._once) removeDom(h);
      call(h, name, scope || el, [e, h._extra]);
    };
    domHandlers.push(h);
    addEvent(el, h._name, h._wrapper);
  }

  function removeDom(h: Handler): void {
    var at = indexOf(domHandlers, h);
    if (at >= 0) domHandlers.splice(at, 1);
    removeEvent(h._el, h._name as string, h._wrapper as any);
  }

  function matches(h: Handler, fn: Callback, scope: any): boolean {
    return h._fn === fn && (scope === undefined || h._scope === scope);
  }

  function remove(target: any, name: string, fn: Callback, scope?: any): void {
    if (isArray(target)) {
      for (var i = 0; i < target.length; i++) remove(target[i], name, fn, scope);
      return;
    }
    if (target === IN) {
      checkGlobal(name);
      var list = handlers[name] || [];
      for (var j = list.length - 1; j >= 0; j--) if (matches(list[j], fn, scope)) list.splice(j, 1);
      return;
    }
    var el = element(target);
    var lower = name.toLowerCase();
    for (var k = domHandlers.length - 1; k >= 0; k--) {
      var h = domHandlers[k];
      if (h._el === el && h._name === lower && matches(h, fn, scope)) removeDom(h);
    }
  }

  function fire(name: string, args?: any[]): void {
    checkGlobal(name);
    var list = args || [];
    var sticky = indexOf(STICKY_EVENTS, name) >= 0;
    if (sticky) {
      if (fired[name]) return;
      fired[name] = list;
    }
    var current = handlers[name] || [];
    // Handlers added or removed by a handler take effect from the next firing.
    var snapshot = toArray(current);
    for (var i = 0; i < snapshot.length; i++) {
      var h = snapshot[i];
      if (h._once || sticky) {
        var at = indexOf(current, h);
        if (at >= 0) current.splice(at, 1);
      }
      call(h, name, h._scope || window, list.concat([h._extra]));
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
