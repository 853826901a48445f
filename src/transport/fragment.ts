// Calls for browsers with neither CORS XHR nor postMessage (IE 6/7): one hidden frame per call
// loads the proxy with the request in its URL fragment, which only the API origin can read; the
// proxy makes the call and hands the answer back in hidden frames on our origin
// (compat/frameAnswer.ts), which only we can read.
import { Reply, Transport } from './types';
import { decodeReply, encodeRequest } from './proxyMessage';
import { removeNode } from '../compat/dom';
import { hiddenFrame } from '../compat/hiddenFrame';
import { frameAnswer } from '../compat/frameAnswer';
import { randomId } from '../compat/random';

/** How often the page looks for the answer, and how many times before it gives up (a minute). */
var POLL_MS = 100;
var POLLS = 600;

/** @param proxyUrl the proxy page with `mode=fragment` and `ret`, a file on the page's origin */
export function fragmentTransport(proxyUrl: string): Transport {
  return function (request, reply: Reply) {
    // Unguessable: only the answer to this request is taken for it.
    var id = randomId(24);
    var polls = POLLS;
    var frame = hiddenFrame(proxyUrl + '#' + encodeRequest(id, request));
    var timer = setInterval(function () {
      var answer = decodeReply(frameAnswer(frame.contentWindow)) || {};
      if (answer.id !== id && --polls) return;
      clearInterval(timer);
      removeNode(frame);
      reply(answer.id === id ? +(answer.status as string) : 0, answer.body || '');
    }, POLL_MS);
  };
}
