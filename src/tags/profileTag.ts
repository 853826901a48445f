// IN/MemberProfile and IN/CompanyProfile: a profile card the service renders, shown in an
// iframe inline, or as a hover card behind an "in" link (data-format hover, the default, or click).
import { addEvent, eventOf } from '../compat/dom';
import { logWarn } from '../compat/log';
import { escapeHtml } from '../template/escapeHtml';
import { queryString } from '../compat/queryString';
import type { TagAttributes } from './parseTags';
import { LOGO, makeButton } from './button';
import { COMPANY_CARD_PATH, MEMBER_CARD_PATH } from '../../protocol/paths';

/** Narrowest inline card (data-width below it is raised to it), and the default width. */
var MIN_WIDTH = 300;
var ESCAPE_KEY = 27;

function contains(outer: any, node: any): boolean {
  for (; node; node = node.parentNode) if (node === outer) return true;
  return false;
}

/**
 * A profile tag: `tag` its name (for messages), `path` the card page under IN.ENV.url.sdk,
 * `idParam` the query parameter the id goes in, `title` the accessible name of the frame and the link.
 */
function profileTag(tag: string, path: string, idParam: string, title: string) {
  return function (el: HTMLElement, attributes: TagAttributes): void {
    if (!attributes.id) return logWarn(tag + ' needs a data-id.');
    var format = attributes.format || 'hover';
    var inline = format === 'inline';
    var width = Math.max(MIN_WIDTH, (inline && parseInt(attributes.width, 10)) || 0);
    var params: { [name: string]: any } = {};
    params[idParam] = attributes.id;
    params.format = format;
    if (attributes.related === 'false') params.related = 'false';
    if (inline) params.width = width;
    // The frame's height comes from the widget stylesheet; frameborder and scrolling stay
    // attributes, as IE ignores CSS borders and overflow on frames.
    var frame =
      '<iframe src="' + escapeHtml((window as any).IN.ENV.url.sdk + path + '?' + queryString(params)) + '" title="' + title +
      '" width="' + width + '" frameborder="0" scrolling="no"></iframe>';
    if (inline) {
      el.innerHTML = frame;
      return;
    }

    var card: HTMLElement | null = null;
    var text = attributes.text;
    // The logo goes after the text, as in the original's link.
    var link = makeButton(el, 'IN-inlink', (text ? '<span>' + escapeHtml(text) + '</span>' : '') + LOGO, (text ? text + ': ' : '') + title, function () {
      toggle(!(card && format === 'click'));
    });
    toggle(false);

    /** Opens or closes the card (the frame loads when it first opens); aria-expanded follows. */
    function toggle(open: boolean): void {
      if (!card == open) {
        if (open) {
          card = document.createElement('span');
          card.className = 'IN-card';
          card.innerHTML = frame;
          el.appendChild(card);
        } else {
          el.removeChild(card as HTMLElement);
          card = null;
        }
      }
      link.setAttribute('aria-expanded', '' + open);
    }

    if (format !== 'click') {
      addEvent(link, 'mouseover', function () {
        toggle(true);
      });
      // Closes when the pointer leaves the link and its card (the original waited for a click).
      addEvent(el, 'mouseout', function (event) {
        var e: any = eventOf(event);
        if (!contains(el, e.relatedTarget || e.toElement)) toggle(false);
      });
    }
    addEvent(document, 'click', function (event) {
      var e: any = eventOf(event);
      if (!contains(el, e.target || e.srcElement)) toggle(false);
    });
    addEvent(document, 'keydown', function (event) {
      if ((eventOf(event) as any).keyCode === ESCAPE_KEY) toggle(false);
    });
  };
}

/** `<script type="IN/MemberProfile" data-id="https://www.linkedin.com/in/ada-lovelace" data-format="inline"></script>` */
export var MemberProfile = profileTag('IN/MemberProfile', MEMBER_CARD_PATH, 'public_profile_url', 'LinkedIn member profile');

/** `<script type="IN/CompanyProfile" data-id="1337" data-format="click" data-text="Difference Works"></script>` */
export var CompanyProfile = profileTag('IN/CompanyProfile', COMPANY_CARD_PATH, 'companyIdentifier', 'LinkedIn company profile');
