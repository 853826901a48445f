// The same window as openWindow, loaded in a hidden frame: the silent sign-in (auto-login).
import { BY_NAME, listenForAnswer, windowUrl } from './listenForAnswer';
import { Answer, WindowEnd, WindowOptions } from './types';
import { removeNode } from '../compat/dom';
import { randomId } from '../compat/random';
import { hiddenFrame } from '../compat/hiddenFrame';

/** How often, without postMessage, the page looks whether the frame has answered. */
var NAME_POLL_MS = 300;

/** Loads the window in a hidden frame; `done` runs once with how it ended, at the latest after `timeout` ms. */
export function openFrame<F extends Answer>(options: WindowOptions, timeout: number, done: (how: WindowEnd<F>) => void): void {
  var state = randomId(24);
  var frame: HTMLIFrameElement;
  var finished = false;
  var listening = listenForAnswer(options, state, function () {
    return frame.contentWindow;
  }, finish);
  var timer = setTimeout(function () {
    finish({ _failure: 'timeout' });
  }, timeout);
  var poll = BY_NAME ? setInterval(listening[1], NAME_POLL_MS) : null;
  function finish(how: WindowEnd<F>) {
    if (finished) return;
    finished = true;
    listening[0]();
    clearTimeout(timer);
    if (poll) clearInterval(poll);
    setTimeout(function () {
      removeNode(frame);
    }, 0);
    done(how);
  }
  frame = hiddenFrame(windowUrl(options, state), 'in.js');
}
