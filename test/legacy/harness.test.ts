// The IE 8 window of the legacy-runtime test must really lack what IE 8 lacks, or the boot
// tests prove nothing.
import { describe, expect, it } from 'vitest';
import { loadPage } from '../support/browserWindow';

describe('the IE 8 window used by the legacy-runtime tests', () => {
  const page = loadPage('<!DOCTYPE html><p id="p"></p>', { legacy: true });
  const w = page.window;

  it('has no ES5+ built-ins', () => {
    const missing = w.eval(`[
      typeof [].forEach, typeof [].map, typeof [].filter, typeof [].indexOf, typeof [].reduce, typeof [].some,
      typeof [].every, typeof Object.keys, typeof Object.create, typeof Object.defineProperty,
      typeof Object.getPrototypeOf, typeof Function.prototype.bind, typeof ''.trim, typeof Array.isArray,
      typeof Date.now, typeof JSON, typeof Promise, typeof fetch, typeof window.addEventListener,
      typeof document.addEventListener, typeof document.querySelector, typeof document.querySelectorAll,
      typeof document.getElementsByClassName
    ].join(',')`);
    expect(new Set(missing.split(','))).toEqual(new Set(['undefined']));
  });

  it('makes code that relies on them fail', () => {
    expect(() => w.eval('[1].forEach(function () {})')).toThrow();
    expect(() => w.eval('JSON.stringify({})')).toThrow();
  });

  it("offers IE's attachEvent with the event in window.event", () => {
    const el = w.document.getElementById('p');
    const seen: string[] = [];
    const fn = () => seen.push(w.event.type);
    el.attachEvent('onclick', fn);
    el.click();
    el.detachEvent('onclick', fn);
    el.click();
    expect(seen).toEqual(['click']);
  });
});
