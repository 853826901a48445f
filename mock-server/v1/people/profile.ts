// Profiles: GET /v1/people/~ (and id=…, a bare id, url=…; `:public` and `:full` as well as a field
// selector), the batch form /v1/people::(~,id=…), /v1/people/~/email-address,
// /v1/people/~/picture-urls::(original). The v2 paths /v2/me and /v2/people/id={personId} are
// today's API's (today/members/members.ts).
import type { Route, RestCall } from '../pipeline/router.js';
import { selectFields, type FieldRequest } from '../format/fieldSelector.js';
import { PROFILE_DEFAULT_FIELDS, PUBLIC_PROFILE_FIELDS, personTable } from './personFields.js';
import { personSource, personView, requireSelf, resolvePerson } from './resolvePerson.js';
import { ListValue } from '../format/serialize.js';
import { checkSelection, project } from '../format/fieldTable.js';

const PROFILE_SCOPES = ['r_basicprofile', 'r_fullprofile'] as const;

/**
 * `:full`: every person field but the lists that belong to other resources (connections, network,
 * group memberships); the token's permissions decide which of them come back.
 */
export const FULL_PROFILE_FIELDS = Object.keys(personTable.fields).filter((name) => !['connections', 'network', 'groupMemberships'].includes(name));

/** The fields a profile request asks for: its selector, `:public`/`:full`, or the defaults. */
function profileFields(call: RestCall, defaults: string[]): FieldRequest[] {
  if (call.fields) {
    checkSelection(personTable, call.fields);
    return call.fields;
  }
  if (call.profileView === 'public') return selectFields(...PUBLIC_PROFILE_FIELDS);
  if (call.profileView === 'full') return selectFields(...FULL_PROFILE_FIELDS);
  return selectFields(...defaults);
}

function profile(call: RestCall) {
  const fields = profileFields(call, PROFILE_DEFAULT_FIELDS);
  const member = resolvePerson(call, call.params.person);
  return { root: 'person', body: personView(call, member, fields) };
}

/** Several members at once; each carries the reference it was asked by as `_key` (HX-VCR). */
function batch(call: RestCall) {
  const fields = profileFields(call, ['id', ...PROFILE_DEFAULT_FIELDS]);
  const found = call.keys.people.map((ref) => ({ ref, member: resolvePerson(call, ref) }));
  return { root: 'people', body: new ListValue(found.map(({ ref, member }) => ({ _key: ref, ...personView(call, member, fields) })), 'person') };
}

function emailAddress(call: RestCall) {
  const member = resolvePerson(call, call.params.person);
  requireSelf(call, member, 'the e-mail address');
  return { root: 'email-address', body: member.email };
}

function pictureUrls(call: RestCall) {
  const member = resolvePerson(call, call.params.person);
  const keys = call.keys['picture-urls'];
  const view = project(personSource(call, member), personTable, [{ name: 'pictureUrls', keys: keys ?? ['original'] }]);
  return { root: 'picture-urls', body: view.pictureUrls ?? new ListValue([], 'picture-url') };
}

export const profileRoutes: Route[] = [
  { path: '/v1/people/:person', methods: { GET: { scopes: [...PROFILE_SCOPES], selector: true, profileViews: true, handle: profile } } },
  { path: '/v1/people::', methods: { GET: { scopes: [...PROFILE_SCOPES], selector: true, profileViews: true, handle: batch } } },
  { path: '/v1/people/:person/email-address', methods: { GET: { scopes: ['r_emailaddress'], handle: emailAddress } } },
  { path: '/v1/people/:person/picture-urls::?', methods: { GET: { scopes: [...PROFILE_SCOPES], handle: pictureUrls } } },
];

