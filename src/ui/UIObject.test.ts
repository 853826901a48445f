// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEvents } from '../events/Event';
import { uiObject } from './UIObject';
import { WindowFlow } from '../window/types';

afterEach(() => vi.useRealTimers());

function setup() {
  const IN: any = {};
  IN.Event = createEvents(IN);
  return IN;
}

/** A window as openWindow returns it; `cancelled` counts remove()'s calls. */
function flow(open: boolean) {
  const window = { cancelled: 0 } as WindowFlow & { cancelled: number };
  window._open = open;
  window._focus = () => {};
  window._cancel = () => window.cancelled++;
  return window;
}

describe('IN.UI objects', () => {
  it('open their window once when placed, fire ready after the script turn, and close it on remove()', () => {
    vi.useFakeTimers();
    const IN = setup();
    const opened = flow(true);
    const opener = vi.fn(() => opened);
    const seen: string[] = [];
    const ui = uiObject(IN, opener).place().ready(() => seen.push('ready'));
    ui.place('after');
    expect(opener).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    vi.runAllTimers();
    expect(seen).toEqual(['ready']);
    expect(ui.remove()).toBe(ui);
    expect(opened.cancelled).toBe(1);
  });

  it('fire no ready for a blocked window, and remove() before place() or without a window does nothing', () => {
    vi.useFakeTimers();
    const IN = setup();
    const seen: string[] = [];
    uiObject(IN, () => flow(false)).ready(() => seen.push('ready')).place();
    vi.runAllTimers();
    expect(seen).toEqual([]);
    const opener = vi.fn(() => undefined);
    uiObject(IN, opener).remove().place().remove();
    expect(opener).toHaveBeenCalledTimes(1);
  });

  it('take place(), place(node) and place(where, node) with where in, before or after; log any other where', () => {
    const IN = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const opener = vi.fn(() => undefined);
    uiObject(IN, opener).place('nowhere', document.body);
    expect(error).toHaveBeenCalledWith('in.js: place: "nowhere" is not in, before or after.');
    expect(opener).not.toHaveBeenCalled();
    for (const args of [[], [document.body], ['in', document.body], ['before', document.body], ['after', document.body]]) {
      (uiObject(IN, opener).place as (...a: unknown[]) => unknown)(...args);
    }
    expect(opener).toHaveBeenCalledTimes(5);
    error.mockRestore();
  });

  it('report a window that never answered, an error message, and a result', () => {
    vi.useFakeTimers();
    const IN = setup();
    const seen: unknown[] = [];
    const watch = () => uiObject(IN, () => undefined).success((v: unknown) => seen.push(['success', v])).error((v: unknown) => seen.push(['error', v]));
    watch()._end({ _failure: 'closed' }, 'share', () => 'never');
    watch()._end({ _fields: { error: 'user_cancelled', error_description: 'Cancelled.' } }, 'share', () => 'never');
    watch()._end({ _fields: { error: 'denied' } }, 'share', () => 'never');
    watch()._end({ _fields: { url: 'u' } }, 'share', (f) => f.url);
    vi.runAllTimers();
    expect(seen).toEqual([
      ['error', { error: 'closed', message: 'The share window was closed.' }],
      ['error', { error: 'user_cancelled', message: 'Cancelled.' }],
      ['error', { error: 'denied', message: 'denied' }],
      ['success', 'u'],
    ]);
  });
});
