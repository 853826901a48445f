// Field tables of groups, posts and their comments, and their lookups (docs/rest.md "Sources":
// SS group.json, group_posts.json, group_post_comments.json and GroupTemplate's selectors; LJ XSD
// and DOC-1332).
import type { GroupRecord, PostComment, PostRecord } from '../../store/network.js';
import type { RestCall } from '../pipeline/router.js';
import { plainTable, type FieldTable } from '../format/fieldTable.js';
import { Forbidden, NotFound } from '../../api/errors.js';
import { ListValue } from '../format/serialize.js';
import { SITE_URL } from '../../defaults.js';
import { personTable } from '../people/personFields.js';
import { personOf, type Viewer } from '../people/personSource.js';
import { membershipState } from '../people/membershipFields.js';

/** Default fields of a group without a selector (PYL: `{"id":"41001","name":…}`). */
export const GROUP_DEFAULT_FIELDS = ['id', 'name'];
/** Default fields of a post: exactly these (LJ DOC-1332-4; the `posts` of SS group.json). */
export const POST_DEFAULT_FIELDS = ['id', 'type', 'creator', 'title'];
export const COMMENT_DEFAULT_FIELDS = ['id', 'text', 'creator', 'creationTimestamp'];
/** The person fields of a post's or comment's creator and of a like when the selector names none (SS). */
const CREATOR_FIELDS = ['id', 'firstName', 'lastName', 'headline', 'pictureUrl'];
/** How many posts the `posts` field of a group holds (SS group.json: `_count` 10). */
const GROUP_POSTS_WINDOW = 10;

/** Codes a post's `relation-to-viewer:(available-actions)` lists (SS group_posts.json). */
const POST_ACTIONS = ['add-comment', 'categorize-as-job', 'categorize-as-promotion', 'flag-as-inappropriate', 'follow', 'like', 'reply-privately'];

interface GroupSource {
  viewer: Viewer;
  group: GroupRecord;
}

interface PostSource {
  viewer: Viewer;
  post: PostRecord;
}

export interface CommentSource {
  viewer: Viewer;
  post: PostRecord;
  comment: PostComment;
}

const code = (type: string, note?: string) => plainTable(type, { code: { type: 'string', note } });
const person = (viewer: Viewer, id: string) => {
  const member = viewer.ctx.directory.members.get(id);
  return member ? personOf(viewer, member) : undefined;
};

/** Posts of a group as its reader sees them: newest first, without those the reader flagged. */
export function postsOf(viewer: Viewer, group: GroupRecord): PostRecord[] {
  return [...viewer.ctx.network.posts.values()]
    .filter((p) => p.groupId === group.id && !p.flaggedBy?.includes(viewer.viewerId))
    .sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id));
}

/** What the viewer may do in a group (SS group.json: add-post, leave, view-posts for a member). */
function groupActions(s: GroupSource): string[] {
  const state = membershipState(s.group, s.viewer.viewerId);
  if (state === 'owner') return ['add-post', 'view-posts'];
  if (state === 'member' || state === 'manager') return ['add-post', 'leave', 'view-posts'];
  return s.group.isOpenToNonMembers ? ['join', 'view-posts'] : ['join'];
}

export const commentTable: FieldTable<CommentSource> = {
  type: 'Comment',
  source: 'SS group_post_comments.json; LJ DOC-1332',
  fields: {
    id: { type: 'string', get: (s) => s.comment.id },
    text: { type: 'string', get: (s) => s.comment.text },
    creator: { sub: personTable, defaults: CREATOR_FIELDS, get: (s) => person(s.viewer, s.comment.creatorId) },
    creationTimestamp: { type: 'timestamp', get: (s) => s.comment.timestamp },
    relationToViewer: {
      sub: plainTable('CommentRelationToViewer', { availableActions: { sub: code('Action'), item: 'action' } }),
      get: (s) => ({ availableActions: (s.comment.creatorId === s.viewer.viewerId ? ['delete'] : ['flag-as-inappropriate']).map((c) => ({ code: c })) }),
    },
  },
};

/** The comments of a post the viewer sees (not those they flagged). */
export function commentsOf(viewer: Viewer, post: PostRecord): PostComment[] {
  return post.comments.filter((c) => !c.flaggedBy?.includes(viewer.viewerId));
}

export const postTable: FieldTable<PostSource> = {
  type: 'Post',
  source: 'SS group_posts.json, group.json; LJ XSD post',
  fields: {
    id: { type: 'string', get: (s) => s.post.id },
    type: { sub: code('PostType', 'standard'), get: () => ({ code: 'standard' }) },
    category: { sub: code('PostCategory', 'discussion, job, promotion'), get: (s) => ({ code: s.post.category ?? 'discussion' }) },
    creator: { sub: personTable, defaults: CREATOR_FIELDS, get: (s) => person(s.viewer, s.post.creatorId) },
    title: { type: 'string', get: (s) => s.post.title },
    summary: { type: 'string', get: (s) => s.post.summary },
    creationTimestamp: { type: 'timestamp', get: (s) => s.post.timestamp },
    relationToViewer: {
      sub: plainTable('PostRelationToViewer', { isFollowing: 'boolean', isLiked: 'boolean', availableActions: { sub: code('Action'), item: 'action' } }),
      get: (s) => ({
        isFollowing: (s.post.followers ?? [s.post.creatorId]).includes(s.viewer.viewerId),
        isLiked: s.post.likes.includes(s.viewer.viewerId),
        availableActions: POST_ACTIONS.map((c) => ({ code: c })),
      }),
    },
    likes: {
      sub: plainTable('Like', { person: { sub: personTable, defaults: CREATOR_FIELDS } }),
      item: 'like',
      get: (s) => s.post.likes.map((id) => ({ person: person(s.viewer, id) })).filter((like) => like.person),
    },
    comments: {
      sub: commentTable,
      item: 'comment',
      defaults: COMMENT_DEFAULT_FIELDS,
      get: (s) => commentsOf(s.viewer, s.post).map((comment): CommentSource => ({ viewer: s.viewer, post: s.post, comment })),
    },
    attachment: {
      sub: plainTable('Attachment', { contentUrl: 'string', title: 'string', summary: 'string', imageUrl: 'string', contentDomain: 'string' }),
      get: (s) => s.post.attachment,
    },
    siteGroupPostUrl: { type: 'string', get: (s) => `${SITE_URL}/groups?viewPost=&gid=${encodeURIComponent(s.post.groupId)}&discussionID=${encodeURIComponent(s.post.id.replace(/^g-\d+-S-/, ''))}` },
  },
};

export const groupTable: FieldTable<GroupSource> = {
  type: 'Group',
  source: 'SS group.json; LJ DOC-1332; PSQ',
  fields: {
    id: { type: 'string', get: (s) => s.group.id, note: 'a string in /groups (a number inside JGRP updates)' },
    name: { type: 'string', get: (s) => s.group.name },
    shortDescription: { type: 'string', get: (s) => s.group.shortDescription },
    description: { type: 'string', get: (s) => s.group.description },
    category: { sub: code('GroupCategory', 'professional, alumni, corporate, conference, networking, philanthropic, other'), get: (s) => ({ code: s.group.category ?? 'professional' }) },
    relationToViewer: {
      sub: plainTable('GroupRelationToViewer', { membershipState: { sub: code('MembershipState') }, availableActions: { sub: code('Action'), item: 'action' } }),
      get: (s) => ({ membershipState: { code: membershipState(s.group, s.viewer.viewerId) }, availableActions: groupActions(s).map((c) => ({ code: c })) }),
    },
    posts: {
      sub: postTable,
      item: 'post',
      defaults: POST_DEFAULT_FIELDS,
      get: (s) => {
        if (!s.group.isOpenToNonMembers && !s.group.members.includes(s.viewer.viewerId)) return undefined;
        const all = postsOf(s.viewer, s.group);
        return new ListValue(all.slice(0, GROUP_POSTS_WINDOW).map((post): PostSource => ({ viewer: s.viewer, post })), 'post', all.length, 0);
      },
      note: `the newest ${GROUP_POSTS_WINDOW}, with their default fields`,
    },
    countsByCategory: {
      sub: plainTable('CountForCategory', { category: { sub: code('PostCategory') }, count: 'integer' }),
      item: 'count-for-category',
      get: (s) => {
        const counts = new Map<string, number>();
        for (const post of postsOf(s.viewer, s.group)) counts.set(post.category ?? 'discussion', (counts.get(post.category ?? 'discussion') ?? 0) + 1);
        return [...counts].sort((a, b) => a[0].localeCompare(b[0])).map(([category, count]) => ({ category: { code: category }, count }));
      },
    },
    isOpenToNonMembers: { type: 'boolean', get: (s) => s.group.isOpenToNonMembers },
    websiteUrl: { type: 'string', get: (s) => s.group.websiteUrl },
    siteGroupUrl: { type: 'string', get: (s) => `${SITE_URL}/groups?gid=${encodeURIComponent(s.group.id)}&trk=api*a0*s0*` },
    contactEmail: { type: 'string', get: (s) => s.group.contactEmail },
    locale: { type: 'string', get: (s) => s.group.locale ?? 'en_US' },
    location: { sub: plainTable('GroupLocation', { country: 'string', postalCode: 'string' }), get: (s) => s.group.location },
    allowMemberInvites: { type: 'boolean', get: (s) => s.group.allowMemberInvites ?? true },
    smallLogoUrl: { type: 'string', get: (s) => `https://media.licdn.com/mpr/mpr/p/group_${s.group.id}_small.png` },
    largeLogoUrl: { type: 'string', get: (s) => `https://media.licdn.com/mpr/mpr/p/group_${s.group.id}_large.png` },
    numMembers: { type: 'integer', get: (s) => s.group.members.length, note: 'not confirmed in the real API' },
    creationTimestamp: { type: 'timestamp', get: (s) => s.group.createdAt },
  },
};

export function resolveGroup(call: RestCall, ref: string): GroupRecord {
  const group = call.ctx.network.groups.get(ref);
  if (!group) throw new NotFound(`There is no group with the id ${ref}.`);
  return group;
}

export function resolvePost(call: RestCall, ref: string): PostRecord {
  const post = call.ctx.network.posts.get(ref);
  if (!post || post.flaggedBy?.includes(call.caller.memberId)) throw new NotFound(`There is no post with the id ${ref}.`);
  return post;
}

/** 403 unless the caller may read the group's discussions (open groups, or a member). */
export function requireReader(call: RestCall, group: GroupRecord): void {
  if (!group.isOpenToNonMembers && !group.members.includes(call.caller.memberId)) {
    throw new Forbidden(`The discussions of the group ${group.name} (${group.id}) are for its members only; join it first.`);
  }
}

/** 403 unless the caller is a member of the group (to post, comment or like). */
export function requireMember(call: RestCall, group: GroupRecord, what: string): void {
  if (!group.members.includes(call.caller.memberId)) {
    throw new Forbidden(`Only members of the group ${group.name} (${group.id}) may ${what}; join it with PUT /v1/people/~/group-memberships/${group.id}.`);
  }
}

/** True when the caller created the post or manages its group. */
export function mayModerate(call: RestCall, group: GroupRecord, creatorId: string): boolean {
  const me = call.caller.memberId;
  return creatorId === me || group.members[0] === me || group.managers.includes(me);
}
