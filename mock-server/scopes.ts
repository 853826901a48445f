// The member permissions of the spec's Scopes table: the one list the authorization server
// validates against, the consent dialog describes, and the REST handlers check.

interface ScopeInfo {
  /** What the consent dialog tells the member the application may do. */
  grants: string;
}

export const SCOPES = {
  r_basicprofile: { grants: 'Your profile overview: name, photo, headline and current positions' },
  r_fullprofile: { grants: 'Your full profile: experience, education, skills and recommendations' },
  r_emailaddress: { grants: 'The primary e-mail address of your account' },
  r_network: { grants: 'Your first and second degree connections' },
  r_contactinfo: { grants: 'Your address, phone number and bound accounts' },
  rw_nus: { grants: 'Read and post network updates as you' },
  rw_company_admin: { grants: 'Edit the company pages you administer, post updates for them and see their analytics' },
  rw_groups: { grants: 'Read and post group discussions as you' },
  w_messages: { grants: 'Send messages and connection invitations as you' },
  // Appears in the spec only as an example value of the scope parameter; accepted as the
  // permission to post shares, which is what the original granted with it.
  w_share: { grants: 'Share content as you' },
} satisfies Record<string, ScopeInfo>;

export type Scope = keyof typeof SCOPES;

/** True when `name` is a scope the service knows. */
export function isScope(name: string): name is Scope {
  return Object.prototype.hasOwnProperty.call(SCOPES, name);
}

/** The scope the legacy authorization path uses when a request names none. */
export const LEGACY_DEFAULT_SCOPE: Scope[] = ['r_basicprofile'];
