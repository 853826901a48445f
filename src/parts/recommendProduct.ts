// IN/RecommendProduct, a part: the "Recommend" button of a company's product with its count, as the
// original drew it in the page (a button, and a count from recommend_product_counter_url). A click
// opens the service's recommend window (`/cws/recommendproduct`, the original's
// recommend_product_url): the member signs in if needed and recommends; the window answers this page
// with one message, data-onsuccess or data-onerror are called, and the count is asked again
// (docs/tags.md, "IN/RecommendProduct"). Pages without postMessage (IE 6/7) get no callback.
//   <script type="IN/RecommendProduct" data-company="1001" data-product="10010" data-counter="right"></script>
import { callNamed } from '../events/callNamed';
import { logError, logWarn } from '../compat/log';
import { removeEvent } from '../compat/dom';
import { jsonp } from '../compat/jsonp';
import { onMarkedMessage } from '../compat/message';
import { originOf, pageOrigin } from '../compat/origin';
import { queryString } from '../compat/queryString';
import { randomId } from '../compat/random';
import { escapeHtml } from '../template/escapeHtml';
import { LOGO, makeButton, sizeWidget } from '../tags/button';
import type { TagAttributes } from '../tags/parseTags';
import { framework, registerTag } from './partKit';
import { RECOMMEND_MARK } from '../../protocol/marks';
import { RECOMMEND_COUNT_PATH, RECOMMEND_PRODUCT_PATH } from '../../protocol/paths';

/** How long the count may take before the bubble keeps what it shows, in ms. */
var COUNT_TIMEOUT_MS = 10000;
var POPUP = 'width=600,height=620,scrollbars=yes,resizable=yes';

function RecommendProduct(el: HTMLElement, attributes: TagAttributes): void {
  var IN = framework();
  var company = attributes.company;
  var product = attributes.product;
  if (!company || !product) return logWarn('IN/RecommendProduct needs a data-company and a data-product.');
  var sdk = IN.ENV.url.sdk;
  var position = attributes.counter ? (attributes.counter === 'top' ? 'top' : 'right') : '';
  var bubble: HTMLElement | null = null;
  sizeWidget(el, attributes.size);

  function askCount(): void {
    jsonp(sdk + RECOMMEND_COUNT_PATH + '?' + queryString({ company: company, product: product }), function (answer: any) {
      if (!answer || !bubble) return;
      bubble.innerHTML = escapeHtml(typeof answer.fCnt == 'string' ? answer.fCnt : answer.count);
      bubble.title = answer.count + ' recommendation' + (answer.count === 1 ? '' : 's');
    }, COUNT_TIMEOUT_MS);
  }

  function open(): void {
    var state = randomId(24);
    var url = sdk + RECOMMEND_PRODUCT_PATH + '?' + queryString({ company: company, product: product, url: attributes.url, api_key: IN.ENV.auth.api_key, origin: pageOrigin(), state: state });
    var popup = window.open(url, '_blank', POPUP);
    if (!popup) return logError('the recommend popup was blocked: open it from a click handler.');
    var listener = onMarkedMessage(originOf(sdk), function () {
      return popup;
    }, RECOMMEND_MARK, function (fields) {
      if (fields.state !== state) return;
      removeEvent(window, 'message', listener);
      if (fields.error) return callNamed(attributes.onerror, [{ error: fields.error, message: fields.error_description }]);
      callNamed(attributes.onsuccess, [{ company: company, product: product, count: Number(fields.count) }]);
      askCount();
    });
  }

  var button = makeButton(el, 'IN-btn', LOGO + 'Recommend', 'Recommend on LinkedIn', open);
  if (position) {
    el.className += ' IN-' + position;
    bubble = document.createElement('span');
    bubble.className = 'IN-count';
    bubble.innerHTML = '0';
    el.insertBefore(bubble, position === 'top' ? button : null);
    askCount();
  }
}

registerTag('RecommendProduct', RecommendProduct);
