// The same window as openWindow, loaded in a hidden frame: the silent sign-in (auto-login).
import { listenForAnswer } from './listenForAnswer';
import { Answer, WindowEnd, WindowOptions } from './types';
import { removeNode } from '../compat/dom';
import { hiddenFrame } from '../compat/hiddenFrame';

/** Loads the window in a hidden frame; `done` runs once with how it ended, at the latest after `timeout` ms. */
export function openFrame<F extends Answer>(options: WindowOptions, timeout: number, done: (how: WindowEnd<F>) => void): void {
  var frame: HTMLIFrameElement;
  var answer = listenForAnswer<F>(options, function () {
    return frame.contentWindow;
  }, function (how) {
    clearTimeout(timer);
    setTimeout(function () {
      removeNode(frame);
    }, 0);
    done(how);
  });
  var timer = setTimeout(function () {
    answer._end({ _failure: 'timeout' });
  }, timeout);
  frame = hiddenFrame(answer._url);
}
