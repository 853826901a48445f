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
