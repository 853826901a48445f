// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEvents } from './Event';

afterEach(() => vi.restoreAllMocks());

function setup() {
  const IN: any = {};
  IN.Event = createEvents(IN);
  return IN;
}

describe('IN.Event global events', () => {
  it('throws the original error for an unknown or wrongly-cased global event name', () => {
    const IN = setup();
    expect(() => IN.Event.on(IN, 'ready', () => {})).toThrow('Global Event ready is not defined.');
    expect(() => IN.Event.on(IN, 'Auth', () => {})).toThrow('Global Event Auth is not defined.');
  });

  it('passes the fired arguments then the extra data, with the scope as this (window by default)', () => {
    const IN = setup();
    const calls: unknown[] = [];
    const scope = { name: 'scope' };
    IN.Event.on(IN, 'auth', function (this: unknown, ...args: unknown[]) {
      calls.push([this, ...args]);
    }, scope, { from: 'test' });
    IN.Event.on(IN, 'auth', function (this: unknown, ...args: unknown[]) {
      calls.push([this === window, ...args]);
    });
    IN.Event.fire('auth', ['a1']);
    expect(calls).toEqual([[scope, 'a1', { from: 'test' }], [true, 'a1', {}]]);
  });

  it('keeps calling the other handlers when one throws, and logs the error', () => {
    const IN = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    IN.Event.on(IN, 'logout', () => {
      throw new Error('boom');
    });
    IN.Event.on(IN, 'logout', () => seen.push('second'));
    IN.Event.fire('logout');
    expect(seen).toEqual(['second']);
    expect(error.mock.calls[0][0]).toBe("in.js: 'logout' threw: boom");
  });

  it('runs onOnce handlers once and repeating handlers every time', () => {
    const IN = setup();
    const seen: string[] = [];
    IN.Event.onOnce(IN, 'refresh', () => seen.push('once'));
    IN.Event.on(IN, 'refresh', () => seen.push('always'));
    IN.Event.fire('refresh');
    IN.Event.fire('refresh');
    expect(seen).toEqual(['once', 'always', 'always']);
  });

  it('removes a handler, only the one with the given scope when a scope is named', () => {
    const IN = setup();
    const seen: string[] = [];
    const fn = function (this: { n: string }) {
      seen.push(this.n);
    };
    const a = { n: 'a' };
    const b = { n: 'b' };
    IN.Event.on(IN, 'noAuth', fn, a);
    IN.Event.on(IN, 'noAuth', fn, b);
    IN.Event.remove(IN, 'noAuth', fn, a);
    IN.Event.fire('noAuth');
    IN.Event.remove(IN, 'noAuth', fn);
    IN.Event.fire('noAuth');
    expect(seen).toEqual(['b']);
  });

  it('fires sticky events once and replays them to late subscribers', () => {
    const IN = setup();
    const seen: string[] = [];
    IN.Event.fire('frameworkLoaded', ['x']);
    IN.Event.fire('frameworkLoaded', ['y']);
    IN.Event.on(IN, 'frameworkLoaded', (arg: string) => seen.push(arg));
    expect(seen).toEqual(['x']);
  });

  it('subscribes every target of an array, and hands UI objects their own onX method', () => {
    const IN = setup();
    const ui = { onSuccess: vi.fn() };
    const other = { onSuccess: vi.fn() };
    const fn = () => {};
    IN.Event.on([ui, other], 'success', fn, null, { k: 1 });
    expect(ui.onSuccess).toHaveBeenCalledWith(fn, null, { k: 1 }, undefined);
    expect(other.onSuccess).toHaveBeenCalledWith(fn, null, { k: 1 }, undefined);
    const seen: string[] = [];
    IN.Event.on([IN, IN], 'auth', () => seen.push('auth'));
    IN.Event.fire('auth');
    expect(seen).toEqual(['auth', 'auth']);
  });
});

describe('IN.Event on framework UI objects (IN.UI.*)', () => {
  it('calls their handlers with the value and extra data, then keeps none once the window has ended', () => {
    const IN = setup();
    const ui = { _params: {} };
    const seen: unknown[] = [];
    IN.Event.on(ui, 'ready', (v: unknown) => seen.push(['ready', v]));
    IN.Event.on(ui, 'success', (v: unknown, extra: unknown) => seen.push(['success', v, extra]), null, { k: 1 });
    IN.Event.onOnce(ui, 'error', (v: unknown) => seen.push(['error', v]));
    IN.Event.fire('ready', [0], ui);
    IN.Event.fire('ready', [0], ui);
    expect(seen).toEqual([['ready', 0], ['ready', 0]]);
    IN.Event.fire('success', [1], ui);
    // Ended: neither the success nor the error nor the ready handlers are held any more.
    IN.Event.fire('success', [2], ui);
    IN.Event.fire('error', [3], ui);
    IN.Event.fire('ready', [4], ui);
    expect(seen).toEqual([['ready', 0], ['ready', 0], ['success', 1, { k: 1 }]]);
  });

  it('keeps the once-handlers of other events when one fires', () => {
    const IN = setup();
    const seen: string[] = [];
    IN.Event.onOnce(IN, 'auth', () => seen.push('auth'));
    IN.Event.onOnce(IN, 'logout', () => seen.push('logout'));
    IN.Event.fire('auth');
    IN.Event.fire('logout');
    expect(seen).toEqual(['auth', 'logout']);
  });
});

describe('IN.Event DOM events', () => {
  it('logs, without throwing, when the element id does not exist', () => {
    const IN = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    IN.Event.on('no-such-id', 'click', () => {});
    expect(error).toHaveBeenCalledWith("in.js: IN.Event.on: no element 'no-such-id'.");
  });

  it('lower-cases DOM event names and passes the event and extra data', () => {
    const IN = setup();
    document.body.innerHTML = '<button id="b">b</button>';
    const seen: string[] = [];
    IN.Event.on('b', 'CLICK', (event: Event, extra: { n: number }) => seen.push(event.type + extra.n), undefined, { n: 7 });
    document.getElementById('b')!.click();
    expect(seen).toEqual(['click7']);
  });
});
