// The share count of a URL, fetched by JSONP from the service's count endpoint. The response
// calls IN.Tags.Share.handleCount({count, fCnt, fCntPlusOne, url}), as the original's did; the
// service formats the count for the bubble (fCnt), so the framework shows it as it comes.
import { each } from '../compat/array';
import { addScript, removeNode } from '../compat/dom';
import { queryString } from '../compat/queryString';
import { SHARE_COUNT_PATH } from '../../protocol/paths';

var CALLBACK = 'IN.Tags.Share.handleCount';

/** Gets the count and its text for the bubble. */
type CountCallback = (count: number, fCnt?: unknown) => void;

// The JSONP script of each URL being fetched, with the callbacks waiting for it (_callbacks).
// Keyed by "#" + URL: no property an object inherits (__proto__, Firefox's old unwatch…) starts
// with "#", so a plain lookup finds only what was stored.
var waiting: { [key: string]: any } = {};

/** The count endpoint's address for `url`. */
export function countAddress(sdk: string, url: string): string {
  return sdk + SHARE_COUNT_PATH + '?' + queryString({ url: url, callback: CALLBACK });
}

/**
 * Asks the service for `url`'s share count; `callback(count, fCnt)` runs when it answers. Requests for
 * a URL already being fetched wait for that answer.
 */
export function requestCount(sdk: string, url: string, callback: CountCallback): void {
  var key = '#' + url;
  if (waiting[key]) {
    waiting[key]._callbacks.push(callback);
    return;
  }
  var script: any = (waiting[key] = addScript(countAddress(sdk, url)));
  script._callbacks = [callback];
  script.onerror = function () {
    delete waiting[key];
  };
}

/**
 * IN.Tags.Share.handleCount: the JSONP callback. Ignores answers nobody asked for. Passes on the
 * count and the service's text for it (fCnt), which the bubble shows.
 */
export function handleCount(answer: { url?: string; count?: number; fCnt?: string }): void {
  if (!answer || answer.url == null || answer.count == null) return;
  var key = '#' + answer.url;
  if (!waiting[key]) return;
  var script = waiting[key];
  delete waiting[key];
  removeNode(script);
  each(script._callbacks, function (callback: CountCallback) {
    callback(Number(answer.count), answer.fCnt);
  });
}
