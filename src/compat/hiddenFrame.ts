/**
 * Adds a hidden iframe loading `src` to the page and returns it: the API proxy (one for all calls,
 * or one per call without postMessage), the silent sign-in. Its title says whose it is.
 */
export function hiddenFrame(src: string): HTMLIFrameElement {
  var frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.title = 'in.js';
  frame.src = src;
  (document.body || document.documentElement).appendChild(frame);
  return frame;
}
