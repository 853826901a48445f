// The login and consent pages of the authorization dialog, as plain functions of what they
// show, so that other flows (the SDK's sign-in popup) can show the same dialog with their own
// form target. No script: the pages work in IE6 and need nothing but HTML forms.
import type { AppRecord, MemberRecord } from '../store/types.js';
import { SCOPES, type Scope } from '../scopes.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { buttonForm, type DialogForm } from './buttons.js';

function appHeader(app: AppRecord): string {
  const logo = app.logoUrl ? `<img src="${htmlEscape(app.logoUrl)}" alt="" id="app-logo">` : '';
  return `<div class="app">${logo}<strong id="app-name">${htmlEscape(app.name)}</strong></div>`;
}

/** Login page: e-mail (session_key) and password (session_password), Sign in and Cancel. */
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

/** Consent page: the app (name and logo), each requested permission in words, Allow and Deny; all or none. */
export function renderConsentPage(options: { app: AppRecord; member: MemberRecord; scopes: readonly Scope[]; form: DialogForm }): string {
  const { app, member, scopes, form } = options;
  const items = scopes
    .map((scope) => `<li id="scope-${scope}">${htmlEscape(SCOPES[scope].grants)} <span class="scope">(${htmlEscape(scope)})</span></li>`)
    .join('');
  return renderPage(
    `Allow ${app.name} access?`,
    `${appHeader(app)}<h1>${htmlEscape(app.name)} would like to access:</h1>
<ul id="scopes">${items}</ul>
<p>Allowing gives every permission above; to give fewer, deny and ask the application for less.</p>
<div class="buttons">${buttonForm(form, 'allow')}${buttonForm(form, 'deny')}</div>
<div class="who">Signed in as <span id="member-name">${htmlEscape(`${member.firstName} ${member.lastName}`)}</span>. ${buttonForm(form, 'signout')}</div>`,
  );
}
