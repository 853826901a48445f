// The share count of a URL, fetched by JSONP from the service's count endpoint. The response
// calls IN.Tags.Share.handleCount({url, count}), as the original's did.
import { each } from '../compat/array';
import { hasOwn } from '../compat/object';
import { addScript, removeNode } from '../compat/dom';
import { queryString } from '../compat/queryString';
import { SHARE_COUNT_PATH } from '../../protocol/paths';

var CALLBACK = 'IN.Tags.Share.handleCount';

type CountCallback = (count: number) => void;

// Keyed by "u" + URL so that a URL such as "__proto__" is an ordinary key.
var waiting: { [key: string]: { _callbacks: CountCallback[]; _script: HTMLScriptElement } } = {};

/** The count endpoint's address for `url`. */
export function countAddress(sdk: string, url: string): string {
  return sdk + SHARE_COUNT_PATH + '?' + queryString({ url: url, callback: CALLBACK });
}

/**
 * Asks the service for `url`'s share count; `callback(count)` runs when it answers. Requests for
 * a URL already being fetched wait for that answer.
 */
export function requestCount(sdk: string, url: string, callback: CountCallback): void {
  var key = 'u' + url;
  if (hasOwn(waiting, key)) {
    waiting[key]._callbacks.push(callback);
    return;
  }
  var script = addScript(countAddress(sdk, url));
  script.onerror = function () {
    delete waiting[key];
  };
  waiting[key] = { _callbacks: [callback], _script: script };
}

/** IN.Tags.Share.handleCount: the JSONP callback. Ignores answers nobody asked for. */
export function handleCount(answer: { url?: string; count?: number }): void {
  if (!answer || answer.url == null || answer.count == null) return;
  var key = 'u' + answer.url;
  if (!hasOwn(waiting, key)) return;
  var request = waiting[key];
  delete waiting[key];
  removeNode(request._script);
  each(request._callbacks, function (callback) {
    callback(Number(answer.count));
  });
}

/**
 * A count as the bubble shows it: up to 1000 as is, then with thousands commas, above 10000
 * in thousands ("12 k").
 * @example formatCount(2500) // '2,500'
 */
export function formatCount(count: number): string {
  var thousands = count > 10000;
  if (thousands) count = Math.floor(count / 1000);
  var text = String(count);
  if (count > 1000) text = text.replace(/\B(?=(\d{3})+$)/g, ',');
  return thousands ? text + ' k' : text;
}
