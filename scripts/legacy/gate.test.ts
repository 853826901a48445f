// The legacy gate checked on small samples: it must refuse what IE 6-8 cannot run.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { es3Problem } from './checkEs3.mjs';
import { legacyBuiltinProblems } from './checkBuiltins.mjs';

describe('ES3 syntax gate', () => {
  it('refuses reserved words as property names', () => {
    expect(es3Problem('promise.catch(function (e) {});')).toMatch(/Unexpected keyword 'catch'/);
    expect(es3Problem('var x = obj.default;')).toMatch(/default/);
    expect(es3Problem('var o = {class: 1};')).toMatch(/class/);
  });
  it('refuses ES5-only syntax: trailing commas in objects, getters', () => {
    expect(es3Problem('var o = {a: 1,};')).not.toBeNull();
    expect(es3Problem('var o = {get x() { return 1; }};')).not.toBeNull();
  });
  it('accepts the quoted forms terser emits with ie8: true', () => {
    expect(es3Problem('promise["catch"](function (e) {}); var x = obj["default"]; var o = {"class": 1};')).toBeNull();
  });
  it('names the line and column', () => {
    expect(es3Problem('var a;\nvar b = c.default;', 'sample.js')).toMatch(/^sample\.js:2:/);
  });
});

describe('built-in gate on TypeScript sources', () => {
  const dir = mkdtempSync(join(tmpdir(), 'legacy-gate-'));
  const check = (code: string) => {
    const file = join(dir, `sample${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, code);
    return legacyBuiltinProblems([file]);
  };

  it('refuses ES5 array methods but not the ES3 string methods of the same name', () => {
    expect(check('[1, 2].forEach(function (n) { return n; });')).toEqual([expect.stringMatching(/Array\.prototype\.forEach/)]);
    expect(check('var list: string[] = []; list.indexOf("a");')).toEqual([expect.stringMatching(/Array\.prototype\.indexOf/)]);
    expect(check('"abc".indexOf("b");')).toEqual([]);
  });
  it('refuses Object.keys, Function.prototype.bind, String.prototype.trim, Date.now, Array.isArray', () => {
    const found = check('Object.keys({}); (function () {}).bind(null); " a ".trim(); Date.now(); Array.isArray([]);');
    expect(found.join('\n')).toMatch(/Object\.keys/);
    expect(found.join('\n')).toMatch(/Function\.prototype\.bind/);
    expect(found.join('\n')).toMatch(/String\.prototype\.trim/);
    expect(found.join('\n')).toMatch(/Date\.now/);
    expect(found.join('\n')).toMatch(/Array\.isArray/);
  });
  it('refuses JSON, Promise, fetch and modern DOM', () => {
    const found = check('JSON.parse("1"); new Promise(function () {}).then(function () {}); fetch("/x"); document.querySelector("a"); document.body.textContent;');
    for (const name of ['JSON', 'Promise', 'fetch', 'querySelector', 'textContent']) expect(found.join('\n')).toContain(name);
  });
  it('lets a feature-detected line through when it says legacy-ok', () => {
    expect(check('var el: any = document.body;\nif (el.addEventListener) document.addEventListener("click", function () {}); // legacy-ok: detected')).toEqual([]);
  });
  it('does not flag a local name that shadows a built-in', () => {
    expect(check('var JSON2 = { parse: function (s: string) { return s; } }; JSON2.parse("x"); function keys(o: object) { return o; } keys({});')).toEqual([]);
  });
});
