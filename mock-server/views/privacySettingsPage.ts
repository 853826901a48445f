import type { GrantRecord } from '../store/grants.js';
import type { AppRecord, MemberRecord } from '../store/types.js';
import { htmlEscape } from './htmlEscape.js';
import { renderPage } from './renderPage.js';
import { buttonForm, type DialogForm } from './buttons.js';
import { permissionList } from './permissionList.js';

/** The member's permitted services: each app granted, its scopes and date, and a Revoke button. */
export function renderPrivacySettingsPage(options: {
  member: MemberRecord;
  grants: { grant: GrantRecord; app: AppRecord | undefined }[];
  form: DialogForm;
  notice?: string;
}): string {
  const { member, grants, form } = options;
  const rows = grants
    .map(({ grant, app }) => {
      return `<tr id="grant-${htmlEscape(grant.apiKey)}"><td class="app-name">${htmlEscape(app?.name ?? grant.apiKey)}</td><td>${permissionList(grant.scopes, '')}</td><td>${htmlEscape(new Date(grant.grantedAt).toISOString().slice(0, 10))}</td><td>${buttonForm(form, 'revoke', '', { apiKey: grant.apiKey }, undefined, `revoke-${grant.apiKey}`)}</td></tr>`;
    })
    .join('\n');
  const table = grants.length
    ? `<table id="grants"><tr><th scope="col">Application</th><th scope="col">Permissions</th><th scope="col">Granted</th><th scope="col"><span class="sr">Revoke</span></th></tr>\n${rows}</table>`
    : '<p id="no-grants">You have not allowed any application to access your account.</p>';
  const notice = options.notice ? `<div class="notice" id="notice">${htmlEscape(options.notice)}</div>` : '';
  return renderPage(
    'Permitted services',
    `<h1>Permitted services</h1>${notice}<p>Applications you allowed to access your account. Revoking stops every access token the application holds for you at once.</p>
${table}
<div class="who">Signed in as <span id="member-name">${htmlEscape(`${member.firstName} ${member.lastName}`)}</span>. ${buttonForm(form, 'signout')}</div>`,
    { wide: true },
  );
}
