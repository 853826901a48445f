// The member endpoints of today's API (Profile API
// https://learn.microsoft.com/en-us/linkedin/shared/integrations/people/profile-api):
//   GET /v2/me                               the caller, lite (r_liteprofile) or basic (r_basicprofile) profile
//   GET /v2/emailAddress?q=members           the caller's primary address as a handle (r_emailaddress)
//   GET /v2/people/(id:{id})                 another member: restricted, 403 ACCESS_DENIED for an ordinary app
//   GET /v2/people/id={id}                   the spec's form (its "REST calls" table): the profile of any member
// All with projections and decorations; all from the member record v1 serves.
import type { TodayCall, TodayRoute } from '../TodayRoute.js';
import { projectRecord } from '../../restli/projectRecord.js';
import { BASIC_PROFILE_SCOPES, LITE_PROFILE_SCOPES, emailElementsTable, profileTable } from './memberRecords.js';
import { BadRequest, AccessDenied, NotFound } from '../../api/errors.js';

function source(call: TodayCall, memberId: string) {
  const member = call.ctx.directory.members.get(memberId);
  if (!member) throw new NotFound(`Could not find person based on: ${memberId}`);
  return { member, apiOrigin: call.apiOrigin };
}

function me(call: TodayCall) {
  return { body: projectRecord(source(call, call.caller.memberId), profileTable, call.projection, call.env) };
}

function emailAddress(call: TodayCall) {
  return { body: projectRecord(source(call, call.caller.memberId), emailElementsTable, call.projection, call.env) };
}

/** `(id:abc)` → `abc`: the Rest.li 2.0 key of a member. */
const REST_LI_KEY = /^\(id:([A-Za-z0-9_-]+)\)$/;

function person(call: TodayCall) {
  const ref = call.params.person;
  if (REST_LI_KEY.test(ref)) throw new AccessDenied('people', 'GET');
  if (ref.startsWith('id=')) return { body: projectRecord(source(call, ref.slice(3)), profileTable, call.projection, call.env) };
  throw new BadRequest(`'${ref}' is not a v2 member reference; use /v2/people/(id:{personId}) (restricted) or /v2/people/id={personId}.`);
}

export const memberRoutes: TodayRoute[] = [
  { path: '/v2/me', resource: 'me', keyed: true, methods: { GET: { scopes: LITE_PROFILE_SCOPES, product: 'profileApi', access: 'GET', projects: true, handle: me } } },
  { path: '/v2/emailAddress', resource: 'emailAddress', methods: { GET: { scopes: ['r_emailaddress'], product: 'profileApi', access: 'FINDER', projects: true, finders: { names: ['members'] }, handle: emailAddress } } },
  { path: '/v2/people/:person', resource: 'people', keyed: true, methods: { GET: { scopes: BASIC_PROFILE_SCOPES, product: 'profileApi', access: 'GET', projects: true, handle: person } } },
];
