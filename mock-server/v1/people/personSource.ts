// Who looks at a member: the viewer (the token's member, its scopes, the API origin) and a member
// as that viewer sees them (distance), which is what the person field table reads.
import type { MockContext } from '../../context/context.js';
import type { MemberRecord } from '../../store/types.js';
import type { Scope } from '../../scopes.js';
import { PICTURE_PATH } from '../../pictures/picture.js';

/** The caller of a REST request, as the field tables need it. */
export interface Viewer {
  ctx: MockContext;
  viewerId: string;
  scopes: ReadonlySet<Scope>;
  /** Origin the request came to, for the API URLs inside a profile. */
  apiOrigin: string;
  /** Degrees from the viewer to a member: 0 self, 1–3, -1 out of network. */
  distanceOf(memberId: string): number;
}

/** A member as one viewer sees them. */
export interface PersonSource extends Viewer {
  member: MemberRecord;
  /** Degrees from the viewer: 0 self, 1–3, -1 out of network. */
  distance: number;
}

/**
 * A viewer over a context; distances are computed once, when first asked.
 * @example makeViewer(ctx, 'aZ3kq9XbW1', ['r_basicprofile'], 'https://api.example.test')
 */
export function makeViewer(ctx: MockContext, viewerId: string, scopes: Iterable<Scope>, apiOrigin: string): Viewer {
  let distances: Map<string, number> | undefined;
  return {
    ctx,
    viewerId,
    scopes: scopeSetOf(scopes),
    apiOrigin,
    distanceOf(memberId) {
      if (memberId === viewerId) return 0;
      distances ??= ctx.network.distances(viewerId);
      return distances.get(memberId) ?? -1;
    },
  };
}

/** The Set of a token's scope list, made once per list (a token's scopes are read on every REST call). */
const scopeSets = new WeakMap<readonly Scope[], { size: number; set: ReadonlySet<Scope> }>();

function scopeSetOf(scopes: Iterable<Scope>): ReadonlySet<Scope> {
  if (!Array.isArray(scopes)) return new Set(scopes);
  const list = scopes as readonly Scope[];
  const known = scopeSets.get(list);
  // Checked against the list's length: a list changed in place gets a new Set.
  if (known && known.size === list.length) return known.set;
  const set = new Set(list);
  if (set.size === list.length) scopeSets.set(list, { size: list.length, set });
  return set;
}

/** `member` as `viewer` sees them. */
export function personOf(viewer: Viewer, member: MemberRecord): PersonSource {
  // Written out rather than spread: one object shape for every source, made on every REST read.
  const { ctx, viewerId, scopes, apiOrigin, distanceOf } = viewer;
  return { ctx, viewerId, scopes, apiOrigin, distanceOf, member, distance: viewer.distanceOf(member.id) };
}

/** A person a record names: `{id}` of a member, or name parts of someone who is not one. */
export interface PersonRef {
  id?: string;
  firstName?: string;
  lastName?: string;
  headline?: string;
  [field: string]: unknown;
}

/**
 * The person a record names, as `viewer` sees them: the member when the id is one, otherwise the
 * given fields as an out-of-network person of their own.
 * @example personRef(viewer, { id: 'Qm7Rt2VdN8' })?.member.firstName // 'Charles'
 */
export function personRef(viewer: Viewer, ref: PersonRef | undefined): PersonSource | undefined {
  if (!ref) return undefined;
  const member = ref.id ? viewer.ctx.directory.members.get(ref.id) : undefined;
  if (member) return personOf(viewer, member);
  const stranger = { email: '', password: '', firstName: '', lastName: '', ...ref, id: ref.id ?? 'private' } as MemberRecord;
  return { ...viewer, member: stranger, distance: -1 };
}

/** The member's picture URL: their own, or the one the mock service draws (pictures/picture.ts). */
export function pictureOf(s: PersonSource): string {
  const own = s.member.pictureUrl;
  return typeof own === 'string' && own ? own : `${s.apiOrigin}${PICTURE_PATH}${encodeURIComponent(s.member.id)}`;
}

/**
 * The x-li-auth-token of a member's apiStandardProfileRequest, `name:XXXX`: what a connection
 * invitation by id must carry as its authorization (v1/people/mailbox.ts; docs/rest.md "Sources").
 * @example authTokenOf('aZ3kq9XbW1') // 'name:…'
 */
export function authTokenOf(memberId: string): string {
  let hash = 17;
  for (const ch of memberId) hash = (hash * 33 + ch.charCodeAt(0)) >>> 0;
  const code = hash.toString(36).toUpperCase().slice(-4).padStart(4, '0');
  return `name:${code}`;
}
