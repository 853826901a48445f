// What the framework's windows and frames say to the page: every message starts with a mark, so
// a page (or the proxy) never mistakes another script's postMessage for ours. The SDK (src/) and
// the service (mock-server/) both import these; change them together or not at all.

/** A sign-in message (token or error) from the sign-in window or the silent frame. */
export const AUTH_MARK = 'inauth=1';
/** The share dialog's answer to the page. */
export const SHARE_MARK = 'inshare=1';
/** A request to, or an answer from, the API proxy page. */
export const PROXY_MARK = 'inxd=1';
/** The apply dialog's answer to the page (IN.UI.Apply). */
export const APPLY_MARK = 'inapply=1';
/** The follow button's frame telling its page the member followed (IN/FollowCompany). */
export const FOLLOW_MARK = 'infollow=1';
/** The recommend window's answer to the page (IN/RecommendProduct). */
export const RECOMMEND_MARK = 'inrecommend=1';
