// Member references in paths: `~` (the caller), `id=…`, `url=…` (public profile URL).
import type { MemberRecord } from '../../store/types.js';
import type { RestCall } from '../router.js';
import { badRequest, forbidden, notFound } from '../restError.js';
import { personTable, type PersonSource } from './personFields.js';
import { project } from '../fieldTable.js';
import type { FieldRequest } from '../fieldSelector.js';

function sameProfileUrl(a: string, b: string): boolean {
  const norm = (url: string) => url.trim().replace(/^http:/i, 'https:').replace(/\/+$/, '').toLowerCase();
  return norm(a) === norm(b);
}

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
  } else {
    throw badRequest(`'${ref}' is not a member reference; use ~ (the authorized member), id=MEMBER_ID or url=PUBLIC_PROFILE_URL.`);
  }
  if (!member) throw notFound(`Could not find person based on: ${ref}`);
  return member;
}

/** Throws 403 unless `ref` names the caller (resources only a member may read of themselves). */
export function requireSelf(call: RestCall, member: MemberRecord, what: string): void {
  if (member.id !== call.caller.memberId) throw forbidden(`Access to ${what} of another member is denied; only ~ (the authorized member) is allowed here.`);
}

const distanceCache = new WeakMap<RestCall, Map<string, number>>();

/** Degrees of separation from the caller (0 self, 1–3, -1 out of network). */
export function distanceTo(call: RestCall, memberId: string): number {
  // The caller is at 0 by definition: no need to walk the network (the common GET /people/~).
  if (memberId === call.caller.memberId) return 0;
  let distances = distanceCache.get(call);
  if (!distances) {
    distances = call.ctx.network.distances(call.caller.memberId);
    distanceCache.set(call, distances);
  }
  return distances.get(memberId) ?? -1;
}

/** A member as the caller sees it, for the person field table. */
export function personSource(call: RestCall, member: MemberRecord): PersonSource {
  return {
    ctx: call.ctx,
    member,
    viewerId: call.caller.memberId,
    distance: distanceTo(call, member.id),
    scopes: new Set(call.caller.scopes),
    apiOrigin: call.apiOrigin,
  };
}

/** The selected fields of a member. */
export function personView(call: RestCall, member: MemberRecord, fields: FieldRequest[]): Record<string, unknown> {
  return project(personSource(call, member), personTable, fields);
}
