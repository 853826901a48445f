// Member references in paths: `~` (the caller), `id=…`, the bare id of the 2009 form
// (`/people/50A3nOf73z`, as apiStandardProfileRequest URLs and mailbox recipients write it),
// `url=…` (public profile URL) and `email=…` (restricted, as in the real API).
import type { MemberRecord } from '../../store/types.js';
import type { RestCall } from '../pipeline/router.js';
import { BadRequest, Forbidden, NotFound } from '../../api/errors.js';
import { personTable } from './personFields.js';
import { makeViewer, personOf, type PersonSource, type Viewer } from './personSource.js';
import { project } from '../format/fieldTable.js';
import type { FieldRequest } from '../format/fieldSelector.js';

function sameProfileUrl(a: string, b: string): boolean {
  const norm = (url: string) => url.trim().replace(/^http:/i, 'https:').replace(/\/+$/, '').toLowerCase();
  return norm(a) === norm(b);
}

/** A bare member id: what ids look like (letters, digits, `-` and `_`), so `/people/foo=bar` is not one. */
const BARE_ID = /^[A-Za-z0-9_-]+$/;

/**
 * The member a path reference names; 400 for a malformed reference, 404 for an unknown member.
 * @example resolvePerson(call, 'id=aZ3kq9XbW1')
 */
export function resolvePerson(call: RestCall, ref: string): MemberRecord {
  const members = call.ctx.directory.members;
  let member: MemberRecord | undefined;
  if (ref === '~') member = members.get(call.caller.memberId);
  else if (ref.startsWith('id=')) member = members.get(ref.slice(3));
  else if (ref.startsWith('url=')) {
    const url = ref.slice(4);
    member = [...members.values()].find((m) => typeof m.publicProfileUrl === 'string' && sameProfileUrl(m.publicProfileUrl, url));
  } else if (ref.startsWith('email=')) {
    // The real API refused these (docs/rest.md "Sources": HTTP 401 with a 403 body, HX-VCR); 403 is the spec's status for it.
    throw new Forbidden('Access to member by email address denied. Look members up by ~, id=MEMBER_ID or url=PUBLIC_PROFILE_URL.');
  } else if (BARE_ID.test(ref)) {
    member = members.get(ref);
    if (!member) throw new NotFound(`Invalid member id {${ref}}`);
  } else {
    throw new BadRequest(`'${ref}' is not a member reference; use ~ (the authorized member), id=MEMBER_ID, MEMBER_ID or url=PUBLIC_PROFILE_URL.`);
  }
  if (!member) throw new NotFound(`Could not find person based on: ${ref}`);
  return member;
}

/** Throws 403 unless `ref` names the caller (resources only a member may read of themselves). */
export function requireSelf(call: RestCall, member: MemberRecord, what: string): void {
  if (member.id !== call.caller.memberId) throw new Forbidden(`Access to ${what} of another member is denied; only ~ (the authorized member) is allowed here.`);
}

const viewers = new WeakMap<RestCall, Viewer>();

/** The caller as the field tables see it (one per call, so distances are computed once). */
export function viewerOf(call: RestCall): Viewer {
  let viewer = viewers.get(call);
  if (!viewer) {
    viewer = makeViewer(call.ctx, call.caller.memberId, call.caller.scopes, call.apiOrigin);
    viewers.set(call, viewer);
  }
  return viewer;
}

/** A member as the caller sees it, for the person field table. */
export function personSource(call: RestCall, member: MemberRecord): PersonSource {
  return personOf(viewerOf(call), member);
}

/** The selected fields of a member. */
export function personView(call: RestCall, member: MemberRecord, fields: FieldRequest[]): Record<string, unknown> {
  return project(personSource(call, member), personTable, fields);
}
