// The dialog's consent page: the app, every requested permission in words, Allow and Deny (all
// or none, spec: Authentication rules 1 and 5). No script.
import type { AppRecord, MemberRecord } from '../store/types.js';
import type { Scope } from '../scopes.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { buttonForm, type DialogForm } from './buttons.js';
import { appHeader } from './appHeader.js';
import { permissionList } from './permissionList.js';

/** Consent page: the app (name and logo), each requested permission in words, Allow and Deny; all or none. */
export function renderConsentPage(options: { app: AppRecord; member: MemberRecord; scopes: readonly Scope[]; form: DialogForm }): string {
  const { app, member, scopes, form } = options;
  return renderPage(
    `Allow ${app.name} access?`,
    `${appHeader(app)}<h1>${htmlEscape(app.name)} would like to access:</h1>
${permissionList(scopes)}
<p>Allowing gives every permission above; to give fewer, deny and ask the application for less.</p>
<div class="actions">${buttonForm(form, 'allow')}${buttonForm(form, 'deny')}</div>
<div class="who">Signed in as <span id="member-name">${htmlEscape(`${member.firstName} ${member.lastName}`)}</span>. ${buttonForm(form, 'signout')}</div>`,
  );
}
