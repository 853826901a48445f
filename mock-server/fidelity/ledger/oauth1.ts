// Ledger entries of OAuth 1.0a (v1 era): request token, authorize and authenticate, access token, signed v1 calls, the framework token exchange (docs/fidelity.md; the shape: mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

const GETTING = 'http://developer.linkedin.com/documents/getting-oauth-token';
const XCH = 'https://developer.linkedin.com/docs/js-sdk/api-reference/exchange-jsapi-tokens-for-rest-api-oauth-tokens';
const NODE_OAUTH = 'https://github.com/ciaranj/node-oauth';
const PASSPORT_LINKEDIN = 'https://github.com/jaredhanson/passport-linkedin';
const OMNI = 'https://github.com/strikingly/omniauth-linkedin-jsapi';
const RFC5849 = 'https://www.rfc-editor.org/rfc/rfc5849';

export const OAUTH1_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-OAUTH1-001', resource: 'OAuth 1.0a flow', rule: 'an app written for v1 with node-oauth runs unchanged: request token, dialog, verifier, access token, signed GET /v1/people/~; tampering is 401', source: 'code', address: NODE_OAUTH },
  { id: 'F-OAUTH1-002', resource: 'OAuth 1.0a flow', rule: 'passport-linkedin with its defaults signs a member in (request token with ?scope=a+b, authenticate on www., verifier, access token, profile)', source: 'code', address: PASSPORT_LINKEDIN },
  { id: 'F-OAUTH1-003', resource: 'POST /uas/oauth/requestToken', rule: 'the request token answer: oauth_token, oauth_token_secret, oauth_callback_confirmed=true, xoauth_request_auth_url, oauth_expires_in=599, in that order, UUIDs, text/plain', source: 'choice' },
  { id: 'F-OAUTH1-004', resource: 'POST /uas/oauth/requestToken', rule: 'the token endpoints take GET too; scope comes from the query or a form body; no scope is r_basicprofile', source: 'doc', address: GETTING },
  { id: 'F-OAUTH1-005', resource: 'POST /uas/oauth/requestToken', rule: 'answers on any host and names that host in xoauth_request_auth_url', source: 'choice' },
  { id: 'F-OAUTH1-006', resource: 'POST /uas/oauth/requestToken', rule: 'no oauth_callback (or an empty one): the member is sent to the app\'s OAuth callback URL; one the app did not register is honoured', source: 'doc', address: GETTING },
  { id: 'F-OAUTH1-007', resource: 'POST /uas/oauth/requestToken', rule: 'an unknown scope is 403 with LinkedIn\'s wording "Scope NOT_AUTHORIZED : <scope>"', source: 'choice' },
  { id: 'F-OAUTH1-008', resource: 'POST /uas/oauth/requestToken', rule: 'an unknown consumer key is 401 consumer_key_unknown; a wrong consumer secret 401 signature_invalid', source: 'choice', address: RFC5849 },
  { id: 'F-OAUTH1-009', resource: 'POST /uas/oauth/requestToken', rule: 'oauth_version other than 1.0 is version_rejected; RSA-SHA1 is signature_method_rejected', source: 'choice', address: RFC5849 },
  { id: 'F-OAUTH1-010', resource: 'POST /uas/oauth/requestToken', rule: 'a relative oauth_callback or an oauth_token on the request token step is parameter_rejected; missing parameters are named in oauth_parameters_absent', source: 'choice', address: RFC5849 },
  { id: 'F-OAUTH1-011', resource: 'POST /uas/oauth/requestToken', rule: 'errors come as a form body and WWW-Authenticate: OAuth realm, oauth_problem, oauth_problem_advice, which Ruby\'s oauth gem reads', source: 'code', address: 'https://github.com/oauth-xx/oauth-ruby' },
  { id: 'F-OAUTH1-012', resource: 'POST /uas/oauth/requestToken', rule: 'plain http from a non-loopback host is 400 https_required; another method than GET or POST 405 with Allow', source: 'choice' },
  { id: 'F-OAUTH1-013', resource: 'GET /uas/oauth/authorize, /uas/oauth/authenticate', rule: 'authorize and authenticate send the browser to the login and consent dialog, then to the callback with oauth_token and a 5-digit oauth_verifier', source: 'doc', address: GETTING },
  { id: 'F-OAUTH1-014', resource: 'GET /uas/oauth/authorize, /uas/oauth/authenticate', rule: 'authorize works on the API host too (xoauth_request_auth_url) and keeps the callback\'s own query; extra parameters clients add are ignored', source: 'choice' },
  { id: 'F-OAUTH1-015', resource: 'GET /uas/oauth/authorize', rule: 'authorize asks for consent again even when the member already granted the app', source: 'doc', address: GETTING },
  { id: 'F-OAUTH1-016', resource: 'GET /uas/oauth/authenticate', rule: 'authenticate goes straight back for a signed-in member who granted the same scopes; a signed-out member gets the dialog, other scopes the consent', source: 'doc', address: GETTING },
  { id: 'F-OAUTH1-017', resource: 'GET /uas/oauth/authorize, /uas/oauth/authenticate', rule: 'oob: the verifier is shown on a page (div class access-code) for the member to type; node-oauth sends oob when no callback is given', source: 'code', address: NODE_OAUTH },
  { id: 'F-OAUTH1-018', resource: 'GET /uas/oauth/authorize, /uas/oauth/authenticate', rule: 'deny or cancel: the callback gets oauth_problem=user_refused and nothing else; passport fails the sign-in', source: 'code', address: PASSPORT_LINKEDIN },
  { id: 'F-OAUTH1-019', resource: 'GET /uas/oauth/authorize, /uas/oauth/authenticate', rule: 'a missing, empty, unknown, expired (599 s) or completed request token: a 400 page, never a redirect', source: 'choice' },
  { id: 'F-OAUTH1-020', resource: 'POST /uas/oauth/accessToken', rule: 'an authorized request token with its verifier exchanges for a 60-day access token: oauth_expires_in and oauth_authorization_expires_in 5184000', source: 'choice' },
  { id: 'F-OAUTH1-021', resource: 'POST /uas/oauth/accessToken', rule: 'a request token works once; a wrong verifier is refused and uses it up', source: 'choice', address: RFC5849 },
  { id: 'F-OAUTH1-022', resource: 'POST /uas/oauth/accessToken', rule: 'a request token not yet authorized is permission_unknown, a refused one permission_denied', source: 'choice' },
  { id: 'F-OAUTH1-023', resource: 'POST /uas/oauth/accessToken', rule: 'the member has 599 s to authorize, the app 300 s from the approval to exchange (service clock)', source: 'choice' },
  { id: 'F-OAUTH1-024', resource: 'POST /uas/oauth/accessToken', rule: 'revoking the app between approval and exchange is token_revoked', source: 'choice' },
  { id: 'F-OAUTH1-025', resource: 'OAuth 1.0a signatures', rule: 'the signature base string of RFC 5849 3.4.1: header, query and form body, realm left out, duplicates sorted by value', source: 'code', address: NODE_OAUTH },
  { id: 'F-OAUTH1-026', resource: 'OAuth 1.0a signatures', rule: 'the URL signed is the one the client addressed: default port left out, another kept, scheme and host lower case, the path with ~ : ( ) , as sent', source: 'code', address: NODE_OAUTH },
  { id: 'F-OAUTH1-027', resource: 'OAuth 1.0a signatures', rule: '+ in a query is a space: passport-linkedin\'s ?scope=a+b request token signs as node-oauth signs it', source: 'code', address: PASSPORT_LINKEDIN },
  { id: 'F-OAUTH1-028', resource: 'OAuth 1.0a signatures', rule: 'PLAINTEXT is the encoded consumer secret & token secret, accepted over https and loopback http only', source: 'code', address: NODE_OAUTH },
  { id: 'F-OAUTH1-029', resource: 'OAuth 1.0a signatures', rule: 'the OAuth header: node-oauth\'s commas and Ruby\'s comma and space, realm left out, any case of the scheme', source: 'code', address: NODE_OAUTH },
  { id: 'F-OAUTH1-030', resource: 'OAuth 1.0a signatures', rule: 'protocol parameters come in one place only (header, query or form body) and each once; a form body is signed, XML or JSON is not', source: 'choice', address: RFC5849 },
  { id: 'F-OAUTH1-031', resource: 'any /v1 call', rule: 'a signed v1 call returns the member: JSON on request, XML by default; the signature may be in the query string (node-oauth signUrl)', source: 'code', address: NODE_OAUTH },
  { id: 'F-OAUTH1-032', resource: 'any /v1 call', rule: 'tampering with any signed part (path, query, method, host, scheme, port, secrets, timestamp, nonce, token) is 401 signature_invalid with the OAU: message', source: 'choice', address: RFC5849 },
  { id: 'F-OAUTH1-033', resource: 'any /v1 call', rule: 'replay protection: a nonce works once per consumer, token and timestamp; a timestamp more than 300 s from the service clock is timestamp_refused', source: 'choice', address: RFC5849 },
  { id: 'F-OAUTH1-034', resource: 'any /v1 call', rule: 'an unknown token is 401 "[unauthorized]. The token used in the OAuth request is not valid. <token>"', source: 'choice' },
  { id: 'F-OAUTH1-035', resource: 'any /v1 call', rule: 'an expired token (60 days on the service clock) is "Expired access token. Timestamp: <ms>"; a revoked one "The token has been revoked"', source: 'choice' },
  { id: 'F-OAUTH1-036', resource: 'any /v1 call', rule: 'the 401 of a signed call comes in the format asked for: XML by default, JSON with x-li-format: json', source: 'choice' },
  { id: 'F-OAUTH1-037', resource: 'any /v1 call', rule: 'an OAuth 1.0a token sent as a bearer token, or an OAuth 2.0 token signed as oauth_token, is 401; a signature with oauth2_access_token besides is 400', source: 'choice' },
  { id: 'F-OAUTH1-038', resource: 'any /v1 call', rule: 'a signed call outside the token\'s scopes is 403; the member\'s daily limit counts signed calls', source: 'choice' },
  { id: 'F-OAUTH1-039', resource: 'GET /uas/oauth/invalidateToken', rule: 'invalidateToken ends the token it is signed with, and only that one', source: 'choice' },
  { id: 'F-OAUTH1-040', resource: 'POST /uas/oauth/accessToken', rule: 'a JavaScript API token exchanges for an OAuth 1.0a token with xoauth_oauth2_access_token: credentials cookie, its signature checked, exchange, signed GET /v1/people/~', source: 'doc', address: XCH },
  { id: 'F-OAUTH1-041', resource: 'POST /uas/oauth/accessToken', rule: 'the exchange as clients sent it: POST or GET with the token in the query, the OAuth parameters in the body, an empty oauth_token', source: 'code', address: OMNI },
  { id: 'F-OAUTH1-042', resource: 'POST /uas/oauth/accessToken', rule: 'exchange errors: an expired framework token (30 minutes) token_expired, a revoked app token_revoked, another app\'s or an unknown token token_rejected', source: 'choice' },
  { id: 'F-OAUTH1-043', resource: 'GET /oauth/v2/authorization, /uas/oauth2/authorization', rule: 'a member who authorized over OAuth 1.0a gets an OAuth 2.0 code at once, without new consent; and back, an OAuth 2.0 grant lets authenticate skip the dialog', source: 'choice' },
  { id: 'F-OAUTH1-044', resource: 'POST /psettings/permitted-services', rule: 'revoking the app revokes its OAuth 1.0a and OAuth 2.0 tokens alike; a new consent for other scopes invalidates the OAuth 1.0a token', source: 'choice' },
];
