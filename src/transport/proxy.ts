// Calls through an iframe on the API host (the original's xdrpc.html), for browsers whose XHR
// cannot go cross-origin (IE 8/9). One iframe serves every call; replies are matched by id.
import { ApiRequest, Reply, Transport } from './types';
import { ProxyReply, encodeRequest } from './proxyMessage';
import { onMarkedMessage } from '../compat/message';
import { PROXY_MARK } from '../../protocol/marks';
import { each } from '../compat/array';
import { logError } from '../compat/log';
import { hiddenFrame } from '../compat/hiddenFrame';

/** Starts the proxy at `proxyUrl` (on `apiOrigin`) the first time a call needs it. */
export function proxyTransport(proxyUrl: string, apiOrigin: string): Transport {
  var frame: HTMLIFrameElement | undefined;
  var refused = '';
  // Requests written before the proxy said it is ready (null once it has), and every call not answered yet.
  var queue: string[] | null = [];
  var pending: { [id: string]: Reply } = {};
  var nextId = 1;

  function post(message: string): void {
    (frame as HTMLIFrameElement).contentWindow!.postMessage(message, apiOrigin);
  }

  function onReply(reply: ProxyReply): void {
    var done = pending[reply.id as string];
    if (reply.error) {
      refused = reply.error;
      logError(refused);
      for (var id in pending) pending[id](403, '', refused);
      pending = {};
      queue = null;
    } else if (reply.ready && queue) {
      each(queue, post);
      queue = null;
    } else if (done) {
      delete pending[reply.id as string];
      done(+(reply.status as string), reply.body || '');
    }
  }

  return function (request: ApiRequest, reply: Reply) {
    if (refused) return reply(403, '', refused);
    if (!frame) {
      // Only the proxy we opened, on the API origin, may answer. The frame is there before any
      // message can come.
      onMarkedMessage(
        apiOrigin,
        function () {
          return (frame as HTMLIFrameElement).contentWindow;
        },
        PROXY_MARK,
        onReply,
      );
      frame = hiddenFrame(proxyUrl);
    }
    var id = nextId++;
    pending[id] = reply;
    var message = encodeRequest(id, request);
    if (queue) queue.push(message);
    else post(message);
  };
}
