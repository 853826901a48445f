// The window of an IE 8-era browser, made from a current one: shared by the jsdom legacy tests
// (test/legacy) and the real-browser legacy tests (e2e/legacy-api.spec.ts).

/**
 * Removes from a window the ES5+ built-ins old browsers lack, and replaces
 * addEventListener/removeEventListener with IE's attachEvent/detachEvent.
 */
export const STRIP_TO_IE8 = `(function (w) {
  var AP = w.Array.prototype;
  var gone = ['forEach', 'map', 'filter', 'indexOf', 'lastIndexOf', 'reduce', 'reduceRight', 'some', 'every'];
  for (var i = 0; i < gone.length; i++) delete AP[gone[i]];
  delete w.Object.keys; delete w.Object.create; delete w.Object.defineProperty; delete w.Object.getPrototypeOf;
  delete w.Function.prototype.bind; delete w.String.prototype.trim; delete w.Array.isArray; delete w.Date.now;
  delete w.JSON; delete w.Promise; delete w.fetch;
  var ET = w.EventTarget.prototype, add = ET.addEventListener, remove = ET.removeEventListener;
  var wrappers = [];
  ET.attachEvent = function (name, fn) {
    var target = this;
    var wrapper = function (e) { w.event = e; try { fn.call(w); } finally { w.event = undefined; } };
    wrappers.push([target, name, fn, wrapper]);
    add.call(target, name.substring(2), wrapper, false);
    return true;
  };
  ET.detachEvent = function (name, fn) {
    for (var i = 0; i < wrappers.length; i++) {
      var x = wrappers[i];
      if (x[0] === this && x[1] === name && x[2] === fn) { remove.call(this, name.substring(2), x[3], false); wrappers.splice(i, 1); return; }
    }
  };
  delete ET.addEventListener; delete ET.removeEventListener;
  var DP = w.Document.prototype, EP = w.Element.prototype;
  delete DP.querySelector; delete DP.querySelectorAll; delete EP.querySelector; delete EP.querySelectorAll;
  delete DP.getElementsByClassName; delete EP.getElementsByClassName;
  delete DP.currentScript;
})(window);`;

/**
 * The init script of a Playwright page made to look like IE 6–8. Playwright runs an init script in
 * every frame of the page, so the page's own window gets STRIP_TO_IE8 and `everywhere`, and its
 * frames (the service's windows loaded in frames, the frames that carry an answer back) get only
 * `everywhere` (e.g. postMessage removed, as IE 6/7 have it nowhere).
 *
 * Why not the whole strip in the frames too: Chromium 156's renderer crashes ("Target crashed")
 * when an init script removes a V8 built-in (JSON, Promise, Function.prototype.bind,
 * Object.defineProperty, Array.prototype.forEach…) in a frame whose document is answered a few
 * hundred milliseconds late: 8 crashes in 8 loads of the legacy sign-in page with the silent
 * frame answered 500 ms late, none when the same deletions run in the page's own script or in the
 * service's page itself. No page can do that, so it is not the framework's fault and no IE page
 * meets it; e2e/chromiumCrash/README.md has the measurements and the script that reproduces it.
 * The script that writes the answer frames runs without those built-ins in
 * mock-server/views/fragmentHandoff.test.ts, and the service's frame scripts parse as ES3 (their
 * tests), so the frames keep what the browser test measured.
 * @param {string} [everywhere] source run in the page and in every frame, after the strip
 */
export function ie8PageInit(everywhere = '') {
  return `if (window === window.top) ${STRIP_TO_IE8}\n${everywhere}`;
}
