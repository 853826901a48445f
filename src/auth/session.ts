// The member's session on the page: IN.ENV.auth.oauth_token and member_id, as pages written for
// the original read them, plus when the framework token expires.

/** The token API calls may use now, or '' when there is none or it has expired. */
export function currentToken(IN: any): string {
  var auth = IN.ENV.auth;
  if (!auth.oauth_token) return '';
  if (auth.oauth_expires_at && new Date().getTime() >= auth.oauth_expires_at) return '';
  return auth.oauth_token;
}
