// The dialog's login page: e-mail and password, Sign in and Cancel. No script: it works in IE 6 and
// needs nothing but HTML forms. Other flows (the framework's sign-in window, the share dialog, the
// privacy page, OAuth 1.0a) show the same page with their own form target.
import type { AppRecord } from '../store/types.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { buttonForm, type DialogForm } from './buttons.js';
import { appHeader } from './appHeader.js';

/** Login page: e-mail (session_key) and password (session_password), Sign in, and Cancel for an app's dialog or when `cancel` says so (the share dialog of a page without a key). */
export function renderLoginPage(options: { app?: AppRecord; form: DialogForm; error?: string; email?: string; title?: string; cancel?: boolean }): string {
  const { app, form } = options;
  const heading = options.title ?? (app ? `Sign in to allow ${app.name} access to your account` : 'Sign in');
  const error = options.error ? `<div class="error" id="error">${htmlEscape(options.error)}</div>` : '';
  const fields = `<label for="session_key">E-mail address</label><input class="text" type="text" id="session_key" name="session_key" value="${htmlEscape(options.email ?? '')}">
<label for="session_password">Password</label><input class="text" type="password" id="session_password" name="session_password" value="">
<br><br>`;
  const cancel = (options.cancel ?? app) ? buttonForm(form, 'cancel') : '';
  return renderPage(
    heading,
    `${app ? appHeader(app) : ''}<h1>${htmlEscape(heading)}</h1>${error}
${buttonForm(form, 'login', fields)}
${cancel ? `<div class="buttons">${cancel}</div>` : ''}`,
  );
}
