// Paths on the service that the framework (src/) opens or calls, as the original's IN.ENV.url
// named them. The service (mock-server/) serves exactly these; change them together or not at all.

/** The sign-in window (popup) and the silent auto-login frame. */
export const AUTHORIZE_PATH = '/uas/oauth2/authorize';
/** Where the dialog returns the sign-in window with its code. */
export const AUTH_COMPLETE_PATH = '/uas/js/authcomplete';
/** Session refresh (JSONP), the original's userspace_renew. */
export const REFRESH_PATH = '/uas/js/authuserspace';
/** Logout (JSONP). */
export const LOGOUT_PATH = '/uas/connect/logout';
/** The API proxy page for browsers without CORS. */
export const PROXY_PATH = '/uas/js/xdrpc.html';
/** The share dialog. */
export const SHARE_PATH = '/cws/share';
/** The share counter (JSONP). */
export const SHARE_COUNT_PATH = '/countserv/count/share';
/** The member profile card (IN/MemberProfile). */
export const MEMBER_CARD_PATH = '/cws/member/public_profile';
/** The company profile card (IN/CompanyProfile). */
export const COMPANY_CARD_PATH = '/cws/company/profile';
/** The widgets' stylesheet, linked once when the first tag renders. */
export const WIDGET_CSS_PATH = '/scripts/in-widgets.css';
