// Field tables of groups, posts and group memberships, and their lookups.
import type { GroupRecord, PostRecord } from '../../store/network.js';
import type { RestCall } from '../router.js';
import { plainTable, type FieldTable } from '../fieldTable.js';
import { forbidden, notFound } from '../restError.js';
import { selectFields } from '../fieldSelector.js';
import { personView } from '../people/resolvePerson.js';
import { ListValue } from '../serialize.js';
import { SITE_URL } from '../../defaults.js';

export const GROUP_DEFAULT_FIELDS = ['id', 'name'];
export const POST_DEFAULT_FIELDS = ['id', 'type', 'creator', 'title', 'summary', 'creationTimestamp'];
export const MEMBERSHIP_DEFAULT_FIELDS = ['group', 'membershipState'];

const SHORT_PERSON = selectFields('id', 'firstName', 'lastName', 'headline');

export const groupTable: FieldTable<{ call: RestCall; group: GroupRecord }> = {
  type: 'group',
  fields: {
    id: { get: (s) => s.group.id },
    name: { get: (s) => s.group.name },
    shortDescription: { get: (s) => s.group.shortDescription },
    description: { get: (s) => s.group.description },
    category: { sub: plainTable('category', { code: {} }), get: () => ({ code: 'professional' }) },
    isOpenToNonMembers: { get: (s) => s.group.isOpenToNonMembers },
    numMembers: { get: (s) => s.group.members.length },
    creationTimestamp: { get: (s) => s.group.createdAt },
    siteGroupUrl: { get: (s) => `${SITE_URL}/groups?gid=${s.group.id}` },
    smallLogoUrl: { get: (s) => `https://media.licdn.com/mpr/logo/group_${s.group.id}_small.png` },
    relationToViewer: {
      sub: plainTable('relation-to-viewer', { membershipState: { sub: plainTable('membership-state', { code: {} }) } }),
      get: (s) => ({ membershipState: { code: membershipState(s.group, s.call.caller.memberId) } }),
    },
  },
};

export const commentTable = plainTable('comment', { id: {}, text: {}, creator: {}, creationTimestamp: {} });

export const postTable: FieldTable<{ call: RestCall; post: PostRecord }> = {
  type: 'post',
  fields: {
    id: { get: (s) => s.post.id },
    type: { sub: plainTable('type', { code: {} }), get: () => ({ code: 'standard' }) },
    category: { sub: plainTable('category', { code: {} }), get: () => ({ code: 'discussion' }) },
    creator: { get: (s) => person(s.call, s.post.creatorId) },
    title: { get: (s) => s.post.title },
    summary: { get: (s) => s.post.summary },
    creationTimestamp: { get: (s) => s.post.timestamp },
    group: { sub: plainTable('group', { id: {}, name: {} }), get: (s) => ({ id: s.post.groupId, name: s.call.ctx.network.groups.get(s.post.groupId)?.name }) },
    likes: { get: (s) => new ListValue(s.post.likes.map((id) => ({ person: person(s.call, id) })), 'like') },
    comments: { sub: commentTable, item: 'comment', get: (s) => s.post.comments.map((c) => commentView(s.call, c)) },
    relationToViewer: {
      sub: plainTable('relation-to-viewer', { isFollowing: {}, isLiked: {} }),
      get: (s) => ({ isFollowing: s.post.creatorId === s.call.caller.memberId, isLiked: s.post.likes.includes(s.call.caller.memberId) }),
    },
  },
};

export const membershipTable: FieldTable<{ call: RestCall; group: GroupRecord }> = {
  type: 'group-membership',
  fields: {
    group: { sub: plainTable('group', { id: {}, name: {} }), get: (s) => ({ id: s.group.id, name: s.group.name }) },
    membershipState: { sub: plainTable('membership-state', { code: {} }), get: (s) => ({ code: membershipState(s.group, s.call.caller.memberId) }) },
    showGroupLogoInProfile: { get: () => true },
    allowMessagesFromMembers: { get: () => true },
    emailDigestFrequency: { sub: plainTable('email-digest-frequency', { code: {} }), get: () => ({ code: 'weekly' }) },
    emailAnnouncementsFromManagers: { get: () => true },
    emailForEveryNewPost: { get: () => false },
  },
};

function person(call: RestCall, id: string) {
  const member = call.ctx.directory.members.get(id);
  return member ? personView(call, member, SHORT_PERSON) : undefined;
}

export function commentView(call: RestCall, c: PostRecord['comments'][number]) {
  return { id: c.id, text: c.text, creator: person(call, c.creatorId), creationTimestamp: c.timestamp };
}

/** owner, manager, member or non-member. */
export function membershipState(group: GroupRecord, memberId: string): string {
  if (group.members[0] === memberId) return 'owner';
  if (group.managers.includes(memberId)) return 'manager';
  return group.members.includes(memberId) ? 'member' : 'non-member';
}

export function resolveGroup(call: RestCall, ref: string): GroupRecord {
  const group = call.ctx.network.groups.get(ref);
  if (!group) throw notFound(`There is no group with the id ${ref}.`);
  return group;
}

export function resolvePost(call: RestCall, ref: string): PostRecord {
  const post = call.ctx.network.posts.get(ref);
  if (!post) throw notFound(`There is no post with the id ${ref}.`);
  return post;
}

/** 403 unless the caller may read the group's discussions (open groups, or a member). */
export function requireReader(call: RestCall, group: GroupRecord): void {
  if (!group.isOpenToNonMembers && !group.members.includes(call.caller.memberId)) {
    throw forbidden(`The discussions of the group ${group.name} (${group.id}) are for its members only; join it first.`);
  }
}

/** 403 unless the caller is a member of the group (to post or comment). */
export function requireMember(call: RestCall, group: GroupRecord, what: string): void {
  if (!group.members.includes(call.caller.memberId)) {
    throw forbidden(`Only members of the group ${group.name} (${group.id}) may ${what}; join it with POST /v1/people/~/group-memberships.`);
  }
}
