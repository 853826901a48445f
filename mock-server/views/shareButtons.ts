// The buttons of the share dialog's forms: `<button name="action" value="…">Label</button>`, one
// per form, for the reason oauth/pages/buttons.ts gives (IE 6 submits every button of a form, and
// IE 6/7 send a button's label instead of its value: the label is accepted as the value).
import { BUTTONS, actionIn } from './buttons.js';

export const SHARE_BUTTONS = {
  login: BUTTONS.login,
  post: 'Share',
  cancel: BUTTONS.cancel,
  signout: BUTTONS.signout,
} as const;

export type ShareAction = keyof typeof SHARE_BUTTONS;

/**
 * The action a share dialog form asks for (by value, or by label from IE 6/7), or undefined when
 * it sends none, several, or one the dialog does not know.
 * @example shareActionOf(new URLSearchParams('action=Share')) // 'post'
 */
export function shareActionOf(form: URLSearchParams): ShareAction | undefined {
  return actionIn(form, SHARE_BUTTONS);
}
