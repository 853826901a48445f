// The caller's group memberships: the list, joining (a JGRP update), one membership and its settings,
// leaving, and the caller's discussions in a group.
import type { RestCall } from '../pipeline/router.js';
import type { GroupRecord, MembershipSettings } from '../../store/network.js';
import { project } from '../format/fieldTable.js';
import { selectFields, type FieldRequest } from '../format/fieldSelector.js';
import { page, parsePaging } from '../input/paging.js';
import { readBody, textOf } from '../input/body.js';
import { BadRequest, Forbidden, NotFound } from '../../api/errors.js';
import { oneOfParam } from '../input/queryParams.js';
import { viewerOf } from '../people/resolvePerson.js';
import { POST_DEFAULT_FIELDS, postTable, postsOf, resolveGroup } from './groupFields.js';
import { DEFAULT_MEMBERSHIP_SETTINGS, MEMBERSHIP_DEFAULT_FIELDS, membershipTable } from '../people/membershipFields.js';
import { toKebab } from '../format/naming.js';
import { LIST_DEFAULT_COUNT } from '../../defaults.js';
import { objectBody, selection, postView } from './groupCalls.js';
import { filteredPosts } from './posts.js';

const ROLES = ['creator', 'commenter', 'follower'] as const;

const membershipView = (call: RestCall, group: GroupRecord, fields: FieldRequest[]) => project({ group, memberId: call.caller.memberId }, membershipTable, fields);
const mine = (call: RestCall) => [...call.ctx.network.groups.values()].filter((g) => g.members.includes(call.caller.memberId));

export function memberships(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const fields = selection(call, membershipTable, MEMBERSHIP_DEFAULT_FIELDS);
  return { root: 'group-memberships', body: page(mine(call), paging, 'group-membership', (g) => membershipView(call, g, fields)) };
}

/** Joins a group: the member is added, and a JGRP update tells their network. */
function joinGroup(call: RestCall, group: GroupRecord, body: Record<string, unknown>) {
  const state = textOf((body.membershipState as Record<string, unknown> | undefined)?.code);
  if (state !== undefined && state !== 'member') throw new BadRequest(`'${state}' is not a state a member can ask for; use membership-state code 'member'.`);
  const me = call.caller.memberId;
  if (group.members.includes(me)) throw new BadRequest(`The member already belongs to the group ${group.name} (${group.id}).`);
  group.members.push(me);
  const network = call.ctx.network;
  const now = call.ctx.clock.now();
  network.updates.push({ key: network.newUpdateKey('JGRP', me, now), type: 'JGRP', timestamp: now, memberId: me, groupId: group.id, likes: [], comments: [] });
  return {
    root: 'group-membership',
    status: 201,
    body: membershipView(call, group, selectFields(...MEMBERSHIP_DEFAULT_FIELDS)),
    headers: { location: `${call.apiOrigin}/v1/people/~/group-memberships/${group.id}` },
  };
}

export async function join(call: RestCall) {
  const body = objectBody(await readBody(call.request), 'groupMembership');
  const groupId = textOf((body.group as Record<string, unknown> | undefined)?.id);
  if (!groupId) throw new BadRequest("A membership needs 'group': {'id': …} (<group><id>…</id></group> in XML), or PUT it to /v1/people/~/group-memberships/{groupId}.");
  return joinGroup(call, resolveGroup(call, groupId), body);
}

const SETTING_NAMES = ['showGroupLogoInProfile', 'allowMessagesFromMembers', 'emailAnnouncementsFromManagers', 'emailForEveryNewPost'] as const;

/** PUT: joins (membership-state member), or, for a member, changes the settings it names. */
export async function putMembership(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  const body = objectBody(await readBody(call.request), 'groupMembership');
  const me = call.caller.memberId;
  if (!group.members.includes(me)) return joinGroup(call, group, body);
  const settings: MembershipSettings = { ...DEFAULT_MEMBERSHIP_SETTINGS, ...group.settings?.[me] };
  for (const name of SETTING_NAMES) {
    const value = textOf(body[name]);
    if (value === undefined) continue;
    if (value !== 'true' && value !== 'false') throw new BadRequest(`'${toKebab(name)}' must be true or false, not '${value}'.`);
    settings[name] = value === 'true';
  }
  const frequency = textOf((body.emailDigestFrequency as Record<string, unknown> | undefined)?.code);
  if (frequency !== undefined) {
    if (frequency !== 'none' && frequency !== 'daily' && frequency !== 'weekly') throw new BadRequest(`'${frequency}' is not an e-mail digest frequency; use none, daily or weekly.`);
    settings.emailDigestFrequency = frequency;
  }
  const contact = textOf(body.contactEmail);
  if (contact !== undefined) settings.contactEmail = contact;
  group.settings = { ...group.settings, [me]: settings };
  return { root: 'group-membership', body: undefined, status: 204 };
}

export function membership(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  if (!group.members.includes(call.caller.memberId)) throw new NotFound(`The member does not belong to the group ${group.id}.`);
  return { root: 'group-membership', body: membershipView(call, group, selection(call, membershipTable, MEMBERSHIP_DEFAULT_FIELDS)) };
}

export function leave(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  const me = call.caller.memberId;
  if (!group.members.includes(me)) throw new NotFound(`The member does not belong to the group ${group.id}.`);
  if (group.members[0] === me) throw new Forbidden(`The owner cannot leave the group ${group.id}; hand it to another manager first.`);
  group.members = group.members.filter((id) => id !== me);
  group.managers = group.managers.filter((id) => id !== me);
  return { root: 'group-membership', body: undefined, status: 204 };
}

export function membershipPosts(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  const me = call.caller.memberId;
  if (!group.members.includes(me)) throw new NotFound(`The member does not belong to the group ${group.id}.`);
  const role = oneOfParam(call.url.searchParams, 'role', ROLES) ?? 'creator';
  const fields = selection(call, postTable, POST_DEFAULT_FIELDS);
  const posts = postsOf(viewerOf(call), group).filter((p) =>
    role === 'creator' ? p.creatorId === me : role === 'commenter' ? p.comments.some((c) => c.creatorId === me) : (p.followers ?? [p.creatorId]).includes(me),
  );
  return { root: 'posts', body: page(filteredPosts(call, posts), parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT), 'post', (p) => postView(call, p, fields)) };
}
