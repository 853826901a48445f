/**
 * The buttons of the dialog and settings forms: `<button name="action" value="...">Label</button>`.
 * Each form holds exactly one button, because Internet Explorer 6 submits every button of a
 * form and IE 6/7 submit a button's label instead of its value; `actionOf` accepts both.
 */
export const BUTTONS = {
  login: 'Sign in',
  cancel: 'Cancel',
  allow: 'Allow',
  deny: 'Deny',
  signout: 'Not you? Sign out',
  revoke: 'Revoke',
} as const;

export type ButtonAction = keyof typeof BUTTONS;

/**
 * The action of `table` a submitted form asks for (by value, or by label from IE 6/7), or
 * undefined when it sends none, several, or one the table does not have.
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

/** The action a submitted dialog or settings form asks for, or undefined. */
export function actionOf(form: URLSearchParams): ButtonAction | undefined {
  return actionIn(form, BUTTONS);
}
