// The buttons of the service's forms (dialog, privacy settings, share dialog):
// `<button name="action" value="...">Label</button>`. Each form holds exactly one button,
// because Internet Explorer 6 submits every button of a form and IE 6/7 submit a button's label
// instead of its value; `actionIn` accepts both.
import { htmlEscape } from './htmlEscape.js';
import { hiddenInputs } from './renderPage.js';

/** The OAuth dialog's and the privacy page's buttons. */
export const BUTTONS = {
  login: 'Sign in',
  cancel: 'Cancel',
  allow: 'Allow',
  deny: 'Deny',
  signout: 'Not you? Sign out',
  revoke: 'Revoke',
} as const;

/** The share dialog's buttons. */
export const SHARE_BUTTONS = {
  login: BUTTONS.login,
  post: 'Share',
  cancel: BUTTONS.cancel,
  signout: BUTTONS.signout,
} as const;

export type ShareAction = keyof typeof SHARE_BUTTONS;

/** What every form of a page posts besides its own fields: its target and hidden fields (CSRF token, request id). */
export interface DialogForm {
  /** URL the forms POST to. */
  action: string;
  /** Hidden fields of every form on the page, e.g. { request, csrfToken }. */
  hidden: Record<string, string>;
}

/**
 * A form with one button (`action` of `table`, element id `id`: the action unless a page shows it
 * several times), `inner` markup before it and extra hidden fields.
 * @example buttonForm(form, 'allow')
 */
export function buttonForm<T extends Record<string, string> = typeof BUTTONS>(
  form: DialogForm,
  action: keyof T & string,
  inner = '',
  extraHidden: Record<string, string> = {},
  table: T = BUTTONS as unknown as T,
  id: string = action,
): string {
  return `<form method="post" action="${htmlEscape(form.action)}" style="display:inline">${hiddenInputs({ ...form.hidden, ...extraHidden })}${inner}<button type="submit" name="action" value="${action}" id="${htmlEscape(id)}">${htmlEscape(table[action])}</button></form>`;
}

/**
 * The action of `table` a submitted form asks for (by value, or by label from IE 6/7), or
 * undefined when it sends none, several, or one the table does not have.
 * @example actionIn(new URLSearchParams('action=Share'), SHARE_BUTTONS) // 'post'
 */
export function actionIn<T extends Record<string, string>>(form: URLSearchParams, table: T): keyof T | undefined {
  const values = form.getAll('action');
  if (values.length !== 1) return undefined;
  const value = values[0]!.trim();
  for (const [action, label] of Object.entries(table)) {
    if (value === action || value === label) return action as keyof T;
  }
  return undefined;
}
