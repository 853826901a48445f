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
/**
 * Where the tags kept out of the bundle load their code from (IN/FollowCompany, IN/Apply, IN/JYMBII,
 * IN/CompanyInsider, IN/RecommendProduct): `{sdk}/in-parts/<tag name in lower case>.js`, loaded when
 * the first tag of the kind is parsed (dist/in-parts/).
 */
export const PARTS_PATH = '/in-parts/';
/** The follow button's frame (IN/FollowCompany), the original's followcompany_url. */
export const FOLLOW_COMPANY_PATH = '/cws/followcompany';
/** The apply dialog (IN/Apply, IN.UI.Apply), the original's apply_url. */
export const APPLY_PATH = '/cws/job/apply';
/** The jobs frame (IN/JYMBII), the original's jymbii_url. */
export const JYMBII_PATH = '/cws/jymbii';
/** The company insider frame (IN/CompanyInsider), the original's company_insider_url. */
export const COMPANY_INSIDER_PATH = '/cws/company/insider';
/** The recommend window (IN/RecommendProduct), the original's recommend_product_url. */
export const RECOMMEND_PRODUCT_PATH = '/cws/recommendproduct';
/** The recommendation counter (JSONP), the original's recommend_product_counter_url. */
export const RECOMMEND_COUNT_PATH = '/countserv/count/recommendproduct';
