import { addEvent, eventOf } from './dom';
import { markedFields } from './queryString';

/**
 * Listens to window messages that start with `mark` and come from `source()` on `origin` only:
 * not another frame, window or origin. `handle` gets their fields. Returns the listener, for
 * `removeEvent(window, 'message', listener)`.
 * @example onMarkedMessage(apiOrigin, function () { return frame.contentWindow; }, 'inxd=1', reply)
 */
export function onMarkedMessage(origin: string, source: () => any, mark: string, handle: (fields: { [name: string]: string }) => void): (raw?: Event) => void {
  var listener = function (raw?: Event) {
    var event = eventOf(raw) as MessageEvent;
    var fields = event.origin === origin && event.source && event.source === source() && markedFields(mark, event.data);
    if (fields) handle(fields);
  };
  addEvent(window, 'message', listener);
  return listener;
}
