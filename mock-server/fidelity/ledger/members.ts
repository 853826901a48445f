// Ledger entries of today's member profile: /v2/me, /v2/emailAddress, /v2/people (the Profile API of Sign In with LinkedIn) (docs/fidelity.md; the shape: mock-server/fidelity/ledgerTypes.ts).
import type { LedgerEntry } from '../ledgerTypes.js';

const PROFILE = 'https://learn.microsoft.com/en-us/linkedin/shared/integrations/people/profile-api';
const SIGNIN = 'https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin';
const INSTABRAND = 'https://github.com/timfeid/instabrand';
const ISSUE_403 = 'https://github.com/linkedin-developers/linkedin-api-js-client/issues/35';
const PASSPORT2 = 'https://github.com/auth0/passport-linkedin-oauth2';
const NEXTAUTH = 'https://github.com/nextauthjs/next-auth';
const JS_CLIENT = 'https://github.com/linkedin-developers/linkedin-api-js-client';

export const MEMBERS_ENTRIES: readonly LedgerEntry[] = [
  { id: 'F-MEMBERS-001', resource: 'GET /v2/me', rule: 'without a projection: the lite profile (id, firstName, lastName as MultiLocaleStrings, localized names, profilePicture.displayImage) and with r_basicprofile headline and vanityName', source: 'doc', address: PROFILE },
  { id: 'F-MEMBERS-002', resource: 'GET /v2/me', rule: 'r_liteprofile gives names and picture, no headline or vanity name', source: 'doc', address: PROFILE },
  { id: 'F-MEMBERS-003', resource: 'GET /v2/me', rule: 'displayImage~:playableStreams decorates the picture with four sizes (100 to 800 px), each PUBLIC with one EXTERNAL_URL identifier, however the projection is encoded', source: 'code', address: INSTABRAND },
  { id: 'F-MEMBERS-004', resource: 'GET /v2/me', rule: 'fields= (protocol 1.0) projects too, and the token may come as ?oauth2_access_token', source: 'code', address: PASSPORT2 },
  { id: 'F-MEMBERS-005', resource: 'GET /v2/me', rule: 'a field the record does not have is left out (a mask, no error), and the journal names the nearest field; a malformed projection is a 400 ILLEGAL_ARGUMENT', source: 'doc', address: 'https://linkedin.github.io/rest.li/Projections' },
  { id: 'F-MEMBERS-006', resource: 'GET /v2/me', rule: 'a token with only sign-in or share permissions, or an app without the Profile API product, gets 403 ACCESS_DENIED "Not enough permissions to access: me.GET.NO_VERSION"', source: 'live', address: ISSUE_403 },
  { id: 'F-MEMBERS-007', resource: 'GET /v2/me', rule: 'X-RestLi-Method, when present, must be the method the call is; a protocol version other than 1.0.0 or 2.0.0 is a 400', source: 'code', address: JS_CLIENT },
  { id: 'F-MEMBERS-008', resource: 'GET /v2/me', rule: 'another method is 405 with Allow; a refused token answers today\'s body (65600 INVALID_ACCESS_TOKEN)', source: 'choice' },
  { id: 'F-MEMBERS-009', resource: 'GET /v2/me', rule: 'a page on a site the token\'s app did not register reads nothing from /v2/me; a registered one does', source: 'choice' },
  { id: 'F-MEMBERS-010', resource: 'GET /v2/emailAddress', rule: 'q=members with (elements*(handle~)) answers the primary e-mail address, by the header or tunnelled', source: 'doc', address: SIGNIN },
  { id: 'F-MEMBERS-011', resource: 'GET /v2/emailAddress', rule: 'needs r_emailaddress and q=members; another q is a 400', source: 'doc', address: SIGNIN },
  { id: 'F-MEMBERS-012', resource: 'GET /v2/emailAddress', rule: 'the e-mail decoration shows the caller', source: 'choice' },
  { id: 'F-MEMBERS-013', resource: 'GET /v2/people/{id}', rule: '/v2/people/(id:…) is restricted: 403 ACCESS_DENIED "Not enough permissions to access: people.GET.NO_VERSION" for an ordinary app, in both key encodings', source: 'doc', address: PROFILE },
  { id: 'F-MEMBERS-014', resource: 'GET /v2/people/id={id}', rule: 'the spec\'s id= form answers the other member\'s profile, with projections', source: 'choice' },
  { id: 'F-MEMBERS-015', resource: 'GET /v2/me', rule: 'passport-linkedin-oauth2 2.0.0 with its defaults: /v2/me with the picture decoration, parsed as passport expects', source: 'code', address: PASSPORT2 },
  { id: 'F-MEMBERS-016', resource: 'GET /v2/emailAddress', rule: 'passport-linkedin-oauth2 with r_emailaddress and r_basicprofile: the e-mail from /v2/emailAddress and the basic profile fields', source: 'code', address: PASSPORT2 },
  { id: 'F-MEMBERS-017', resource: 'GET /v2/me', rule: 'next-auth 4\'s LinkedIn provider with its default userinfo signs in from /v2/me and /v2/emailAddress', source: 'code', address: NEXTAUTH },
  { id: 'F-MEMBERS-018', resource: 'GET /v2/me', rule: 'linkedin-api-client\'s get /me with a projection and the picture decoration; finder /emailAddress, tunnelled when long', source: 'code', address: JS_CLIENT },
];
