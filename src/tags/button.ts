// The framework's buttons: real <button type="button"> elements, so keyboard focus, Enter and
// Space and the screen-reader name come from the browser, in IE 6 as in current browsers.
import { addEvent } from '../compat/dom';
import { escapeHtml } from '../template/escapeHtml';

/**
 * Gives a widget span its size class (data-size: small, medium or large; anything else is small).
 * The widget stylesheet styles each (mock-server/widgets/widgetStylesheet.ts).
 */
export function sizeWidget(el: HTMLElement, size: string | undefined): void {
  el.className += ' IN-' + (/^(small|medium|large)$/.test(size as string) ? size : 'small');
}

/** The "in" logo, hidden from screen readers; buttons put it in their markup (`html`). */
export var LOGO = '<span class="IN-logo" aria-hidden="true">in</span>';

/**
 * Builds a button from markup (IE 6-7 cannot set a button's type after creating it) and
 * appends it to `parent`. `label` is the accessible name when the visible title is too short.
 * @example makeButton(span, 'IN-btn', LOGO + 'Share', 'Share on LinkedIn', open)
 */
export function makeButton(parent: HTMLElement, className: string, html: string, label: string, onClick: () => void): HTMLElement {
  var holder = document.createElement('span');
  holder.innerHTML =
    '<button type="button" class="' + className + '"' + (label ? ' title="' + escapeHtml(label) + '" aria-label="' + escapeHtml(label) + '"' : '') + '>' +
    html + '</button>';
  var button = parent.appendChild(holder.firstChild as HTMLElement);
  addEvent(button, 'click', onClick);
  return button;
}
