// JSONP: a <script> whose answer calls a global function. Works in every browser, needs no
// CORS or postMessage; used for answers that are not secret (session refresh, logout).
import { addScript, removeNode } from './dom';
import { withQuery } from './queryString';

var count = 0;

/**
 * Loads `url` with `callback=IN_jsonp<n>` added (a global function for this one call); `done`
 * gets the argument the script passed, or null when nothing came back within `timeout` ms (load
 * error, blocked, server down).
 * @example jsonp(IN.ENV.url.auth + '/uas/js/authuserspace?api_key=k', function (data) {...}, 5000)
 */
export function jsonp(url: string, done: (data: any) => void, timeout: number): void {
  var win = window as any;
  var name = 'IN_jsonp' + ++count;
  var finish = function (data: any) {
    if (!win[name]) return;
    win[name] = null;
    clearTimeout(timer);
    removeNode(script);
    done(data);
  };
  var timer = setTimeout(function () {
    finish(null);
  }, timeout);
  win[name] = finish;
  var script = addScript(withQuery(url, 'callback=' + name));
}
