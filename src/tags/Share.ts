// IN/Share: a "Share" button that opens IN.UI.Share for a URL, with an optional count bubble
// to its right or on top.
import { addEvent } from '../compat/dom';
import type { TagAttributes } from './parseTags';
import { LOGO, makeButton, sizeWidget } from './button';
import { callNamed } from '../events/callNamed';
import { requestCount } from './shareCount';
import { escapeHtml } from '../template/escapeHtml';

/**
 * `<script type="IN/Share" data-url="https://example.com/" data-counter="right"
 * data-onsuccess="shared" data-onerror="notShared"></script>`
 */
export function Share(el: HTMLElement, attributes: TagAttributes): void {
  var IN = (window as any).IN;
  var url = attributes.url || location.href;
  var counter = attributes.counter;
  // talltop is the original's other name for top; any other value puts the bubble on the right.
  var position = counter ? (counter === 'top' || counter === 'talltop' ? 'top' : 'right') : '';
  var bubble: HTMLElement | null = null;
  var dialog: any = null;
  sizeWidget(el, attributes.size);

  function open(): void {
    if (dialog) dialog.remove();
    dialog = IN.UI.Share()
      .params({ url: url })
      .place()
      .success(function () {
        callNamed(attributes.onsuccess, arguments);
        // The count follows the real shares, so ask again rather than guess.
        if (bubble) requestCount(IN.ENV.url.sdk, url, setCount);
      })
      .error(function () {
        callNamed(attributes.onerror, arguments);
      });
  }

  // The bubble shows the count as the service formatted it (fCnt: "1,234", "12 k"); an answer
  // without that text (not from the service, which always sends it) shows the count as is.
  function setCount(count: number, fCnt?: unknown): void {
    var shown = count > 0 || position === 'top' || attributes.showzero === 'true';
    (bubble as HTMLElement).className = 'IN-count' + (shown ? '' : ' IN-hidden');
    (bubble as HTMLElement).innerHTML = escapeHtml(typeof fCnt == 'string' ? fCnt : count);
    (bubble as HTMLElement).title = count + ' share' + (count === 1 ? '' : 's');
  }

  var button = makeButton(el, 'IN-btn', LOGO + 'Share', 'Share on LinkedIn', open);
  if (position) {
    el.className += ' IN-' + position;
    bubble = document.createElement('span');
    setCount(0);
    // Before the button, or at the end (a null reference node, as in jQuery 1's insertBefore(elem, nextSibling) for IE 6).
    el.insertBefore(bubble, position === 'top' ? button : null);
    addEvent(bubble, 'click', open);
    requestCount(IN.ENV.url.sdk, url, setCount);
  }
}
