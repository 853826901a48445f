// Which scopes an app could ask for on a replayed day (datedChanges.ts), and how LinkedIn's
// authorization endpoint said no: in the v1 era `invalid_scope` with "Your application has not
// been authorized for the scope \"r_fullprofile\"" (MrSwitch/hello.js#246, 2015-05-13); from the
// v2 platform of 2019-01-14 on, `unauthorized_scope_error` with the quotes HTML-escaped, as LinkedIn
// sends them: "Scope &quot;r_liteprofile&quot; is not authorized for your application"
// (decioferreira/omniauth-linkedin-oauth2#45, dexidp/dex#3225). Plain functions of the day and the app.
import { inEffect, reachesApp, type DatedChangeId } from './datedChanges.js';

/** The scopes the developer program transition of 2015-05-12 left to partners only (the transition guide's permissions; rw_nus gave way to w_share). */
export const PARTNER_ONLY_SCOPES: readonly string[] = ['r_fullprofile', 'r_network', 'r_contactinfo', 'rw_groups', 'w_messages', 'rw_nus'];

/** The v1 scopes an app registered from 2019-01-14 is not given (the migration FAQ lists its v2 permissions: r_liteprofile, r_emailaddress, w_member_social). */
const V1_ONLY_SCOPES: readonly string[] = ['r_basicprofile', 'w_share', 'rw_company_admin', ...PARTNER_ONLY_SCOPES];

/** The scopes of the v2 self-serve products of 2019-01-14. */
const V2_SELF_SERVE_SCOPES: readonly string[] = ['r_liteprofile', 'w_member_social'];

/** Sign In with LinkedIn's scopes, closed to apps registered from 2023-08-01. */
const SIGN_IN_SCOPES: readonly string[] = ['r_liteprofile', 'r_emailaddress'];

/** Sign In with LinkedIn using OpenID Connect's scopes, from 2023-08-01. */
const OIDC_SCOPES: readonly string[] = ['openid', 'profile', 'email'];

/** What an app is, as far as the dated changes ask. */
export interface DatedApp {
  /** The day it was registered, YYYY-MM-DD; absent: an app of the v1 era. */
  createdOn?: string;
  /** In a partner program of the v1 era. */
  v1Partner?: boolean;
}

/** A refusal of a scope on a replayed day: the OAuth error code and LinkedIn's description. */
export interface DatedScopeRefusal {
  scope: string;
  code: 'invalid_scope' | 'unauthorized_scope_error';
  description: string;
  /** Which change refused it, for the journal note. */
  change: DatedChangeId;
}

/** LinkedIn's refusal of `scope` on the day: the v1 era's words before 2019-01-14, the v2 platform's after. */
function refusal(scope: string, asOf: number, change: DatedChangeId): DatedScopeRefusal {
  if (inEffect('v2ForNewApps', asOf)) return { scope, change, code: 'unauthorized_scope_error', description: `Scope &quot;${scope}&quot; is not authorized for your application` };
  return { scope, change, code: 'invalid_scope', description: `Your application has not been authorized for the scope "${scope}"` };
}

/**
 * The first of `scopes` the app could not ask for on the day `asOf` (ms; null: no replay, nothing
 * refused), or null.
 * @example datedScopeRefusal(Date.parse('2016-01-01'), {}, ['r_fullprofile']) // invalid_scope … "r_fullprofile"
 */
export function datedScopeRefusal(asOf: number | null, app: DatedApp, scopes: readonly string[]): DatedScopeRefusal | null {
  if (asOf === null) return null;
  for (const scope of scopes) {
    if (PARTNER_ONLY_SCOPES.includes(scope) && inEffect('partnerPrograms', asOf) && !app.v1Partner) return refusal(scope, asOf, 'partnerPrograms');
    if (V1_ONLY_SCOPES.includes(scope) && reachesApp('v2ForNewApps', asOf, app.createdOn)) return refusal(scope, asOf, 'v2ForNewApps');
    if (V2_SELF_SERVE_SCOPES.includes(scope) && !inEffect('v2ForNewApps', asOf)) return refusal(scope, asOf, 'v2ForNewApps');
    if (SIGN_IN_SCOPES.includes(scope) && reachesApp('signInClosedToNewApps', asOf, app.createdOn)) return refusal(scope, asOf, 'signInClosedToNewApps');
    if (OIDC_SCOPES.includes(scope) && !inEffect('signInClosedToNewApps', asOf)) return refusal(scope, asOf, 'signInClosedToNewApps');
  }
  return null;
}
