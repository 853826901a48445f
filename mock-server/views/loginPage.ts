// The dialog's login page: e-mail and password, Sign in and Cancel. No script: it works in IE 6 and
// needs nothing but HTML forms. Other flows (the framework's sign-in window, the share dialog, the
// privacy page, OAuth 1.0a) show the same page with their own form target. As the era's dialog
// did, an app's sign-in shows the permissions it asks for beside the form (docs/look.md).
import type { AppRecord } from '../store/types.js';
import type { Scope } from '../scopes.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { buttonForm, type DialogForm } from './buttons.js';
import { appHeader } from './appHeader.js';
import { permissionList } from './permissionList.js';

/** Login page: e-mail (session_key) and password (session_password), Sign in, and Cancel for an app's dialog or when `cancel` says so (the share dialog of a page without a key); the app's requested `scopes` beside the form. */
export function renderLoginPage(options: {
  app?: AppRecord;
  form: DialogForm;
  error?: string;
  email?: string;
  title?: string;
  cancel?: boolean;
  scopes?: readonly Scope[];
}): string {
  const { app, form } = options;
  const heading = options.title ?? (app ? `Sign in to allow ${app.name} access to your account` : 'Sign in');
  const error = options.error ? `<div class="error" id="error">${htmlEscape(options.error)}</div>` : '';
  const fields = `<label for="session_key">E-mail address</label><input class="text" type="text" id="session_key" name="session_key" value="${htmlEscape(options.email ?? '')}" autocomplete="username">
<label for="session_password">Password</label><input class="text" type="password" id="session_password" name="session_password" value="" autocomplete="current-password">
<div class="actions"></div>`;
  const cancel = (options.cancel ?? app) ? buttonForm(form, 'cancel') : '';
  const signIn = `${error}${buttonForm(form, 'login', fields)}${cancel}`;
  const scopes = options.scopes ?? [];
  const body = app && scopes.length
    ? `<div class="cols"><div class="col"><h2>${htmlEscape(app.name)} will be able to:</h2>${permissionList(scopes)}</div><div class="col2">${signIn}</div></div>`
    : signIn;
  return renderPage(heading, `${app ? appHeader(app) : ''}<h1>${htmlEscape(heading)}</h1>\n${body}`);
}
