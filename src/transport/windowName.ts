// Calls for browsers with neither CORS XHR nor postMessage (IE 6/7): the request goes to the
// proxy page in the URL fragment of a hidden iframe; the proxy makes the call, puts the answer
// in its window.name and navigates back to a page on our origin, where window.name is readable.
import { ApiRequest, Reply, Transport } from './types';
import { decodeReply, encodeRequest } from './proxyMessage';
import { pathOf } from './proxy';
import { removeNode } from '../compat/dom';
import { hiddenFrame } from '../compat/hiddenFrame';

/**
 * @param proxyUrl the proxy page with `mode=name`
 * @param returnUrl a URL on the page's own origin the proxy returns to (any page; it is not run
 *   as the app: only its window.name is read)
 */
export function windowNameTransport(proxyUrl: string, returnUrl: string): Transport {
  var nextId = 1;
  return function (request: ApiRequest, reply: Reply) {
    var id = nextId++;
    var finished = false;
    var check = function () {
      var data: unknown;
      try {
        data = (frame.contentWindow as Window).name; // throws while the frame is on the API origin
      } catch (e) {
        return;
      }
      var answer = decodeReply(data);
      if (!answer || finished || (answer.id !== String(id) && !answer.error)) return;
      finished = true;
      setTimeout(function () {
        removeNode(frame);
      }, 0);
      if (answer.error) reply(403, '', answer.error);
      else reply(+(answer.status as string), answer.body || '');
    };
    var frame = hiddenFrame(proxyUrl + '#' + encodeRequest(id, request, pathOf(request._url), returnUrl), check);
  };
}
