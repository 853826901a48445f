import { addEvent } from './dom';

/**
 * Adds a hidden iframe loading `src` to the page and returns it: the API proxy, a window.name
 * call, the silent sign-in. Its title says whose it is; `onLoad` runs on each load.
 */
export function hiddenFrame(src: string, onLoad?: () => void): HTMLIFrameElement {
  var frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.title = 'in.js';
  if (onLoad) addEvent(frame, 'load', onLoad);
  frame.src = src;
  (document.body || document.documentElement).appendChild(frame);
  return frame;
}
