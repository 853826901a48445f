// Groups, posts and memberships (rw_groups):
//   GET  /v1/groups                  all groups, paged        POST /v1/groups            create a group (the caller owns it)
//   GET  /v1/groups/{id}             one group
//   GET  /v1/groups/{id}/posts       its discussions, paged   POST /v1/groups/{id}/posts start a discussion (members only)
//   GET  /v1/posts                   discussions in the caller's groups, paged
//   POST /v1/posts                   start a discussion in `group.id`
//   GET  /v1/posts/{id}, GET/POST /v1/posts/{id}/comments
//   GET  /v1/people/~/group-memberships (paged), POST (join), GET/DELETE …/group-memberships/{id}
import type { Route, RestCall } from '../router.js';
import type { GroupRecord, PostRecord } from '../../store/network.js';
import { checkSelection, project } from '../fieldTable.js';
import { selectFields } from '../fieldSelector.js';
import { page, parsePaging } from '../paging.js';
import { readBody, textOf, type ParsedBody } from '../body.js';
import { badRequest, notFound } from '../restError.js';
import {
  GROUP_DEFAULT_FIELDS, MEMBERSHIP_DEFAULT_FIELDS, POST_DEFAULT_FIELDS, commentTable, commentView, groupTable, membershipTable, postTable,
  requireMember, requireReader, resolveGroup, resolvePost,
} from './groupFields.js';
import { LIST_DEFAULT_COUNT, POST_SUMMARY_MAX, POST_TITLE_MAX } from '../../defaults.js';

const SCOPES = ['rw_groups'] as const;

function objectBody(body: ParsedBody, root: string): Record<string, unknown> {
  if (body.root !== undefined && body.root !== root) throw badRequest(`The XML body must be a <${root.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}> element, not <${body.root}>.`);
  if (!body.value || typeof body.value !== 'object' || Array.isArray(body.value)) throw badRequest('The body must be an object.');
  return body.value as Record<string, unknown>;
}

function requiredText(object: Record<string, unknown>, name: string, max: number): string {
  const text = textOf(object[name])?.trim();
  if (!text) throw badRequest(`The field '${name}' is required and must not be empty.`);
  if (text.length > max) throw badRequest(`'${name}' is ${text.length} characters long; at most ${max} are allowed.`);
  return text;
}

const groupView = (call: RestCall, group: GroupRecord) => project({ call, group }, groupTable, call.fields ?? selectFields(...GROUP_DEFAULT_FIELDS));
const postView = (call: RestCall, post: PostRecord) => project({ call, post }, postTable, call.fields ?? selectFields(...POST_DEFAULT_FIELDS));
const newest = (posts: PostRecord[]) => [...posts].sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id));

function listGroups(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  if (call.fields) checkSelection(groupTable, call.fields);
  const groups = [...call.ctx.network.groups.values()].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  return { root: 'groups', body: page(groups, paging, 'group', (g) => groupView(call, g)) };
}

async function createGroup(call: RestCall) {
  const body = objectBody(await readBody(call.request), 'group');
  const name = requiredText(body, 'name', POST_TITLE_MAX);
  const network = call.ctx.network;
  const me = call.caller.memberId;
  const open = textOf(body.isOpenToNonMembers);
  if (open !== undefined && open !== 'true' && open !== 'false') throw badRequest("'is-open-to-non-members' must be true or false.");
  const group: GroupRecord = {
    id: network.nextId('group'),
    name,
    shortDescription: textOf(body.shortDescription) ?? '',
    description: textOf(body.description) ?? '',
    isOpenToNonMembers: open !== 'false',
    createdAt: call.ctx.clock.now(),
    members: [me],
    managers: [me],
  };
  network.groups.set(group.id, group);
  return { root: 'group', status: 201, body: groupView(call, group), headers: { location: `${call.apiOrigin}/v1/groups/${group.id}` } };
}

function getGroup(call: RestCall) {
  return { root: 'group', body: groupView(call, resolveGroup(call, call.params.group)) };
}

function groupPosts(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const group = resolveGroup(call, call.params.group);
  requireReader(call, group);
  if (call.fields) checkSelection(postTable, call.fields);
  const posts = newest([...call.ctx.network.posts.values()].filter((p) => p.groupId === group.id));
  return { root: 'posts', body: page(posts, paging, 'post', (p) => postView(call, p)) };
}

function createPost(call: RestCall, group: GroupRecord, body: Record<string, unknown>) {
  requireMember(call, group, 'start discussions');
  const post: PostRecord = {
    id: call.ctx.network.nextId(`g-${group.id}-S-new`),
    groupId: group.id,
    creatorId: call.caller.memberId,
    title: requiredText(body, 'title', POST_TITLE_MAX),
    summary: textOf(body.summary) ?? '',
    timestamp: call.ctx.clock.now(),
    likes: [],
    comments: [],
  };
  if (post.summary.length > POST_SUMMARY_MAX) throw badRequest(`'summary' is ${post.summary.length} characters long; at most ${POST_SUMMARY_MAX} are allowed.`);
  call.ctx.network.posts.set(post.id, post);
  return { root: 'post', status: 201, body: postView(call, post), headers: { location: `${call.apiOrigin}/v1/posts/${post.id}` } };
}

async function postToGroup(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  return createPost(call, group, objectBody(await readBody(call.request), 'post'));
}

function myPosts(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  if (call.fields) checkSelection(postTable, call.fields);
  const mine = new Set([...call.ctx.network.groups.values()].filter((g) => g.members.includes(call.caller.memberId)).map((g) => g.id));
  const posts = newest([...call.ctx.network.posts.values()].filter((p) => mine.has(p.groupId)));
  return { root: 'posts', body: page(posts, paging, 'post', (p) => postView(call, p)) };
}

async function postAnywhere(call: RestCall) {
  const body = objectBody(await readBody(call.request), 'post');
  const groupId = textOf((body.group as Record<string, unknown> | undefined)?.id);
  if (!groupId) throw badRequest("A post needs the group it goes to: 'group': {'id': …} (<group><id>…</id></group> in XML).");
  return createPost(call, resolveGroup(call, groupId), body);
}

function getPost(call: RestCall) {
  const post = resolvePost(call, call.params.post);
  requireReader(call, resolveGroup(call, post.groupId));
  return { root: 'post', body: postView(call, post) };
}

function getComments(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const post = resolvePost(call, call.params.post);
  requireReader(call, resolveGroup(call, post.groupId));
  const fields = call.fields ?? selectFields('id', 'text', 'creator', 'creationTimestamp');
  checkSelection(commentTable, fields);
  return { root: 'comments', body: page(post.comments, paging, 'comment', (c) => project(commentView(call, c), commentTable, fields)) };
}

async function addComment(call: RestCall) {
  const post = resolvePost(call, call.params.post);
  requireMember(call, resolveGroup(call, post.groupId), 'comment on its discussions');
  const text = requiredText(objectBody(await readBody(call.request), 'comment'), 'text', POST_SUMMARY_MAX);
  const comment = { id: call.ctx.network.nextId(`${post.id}-C-new`), creatorId: call.caller.memberId, text, timestamp: call.ctx.clock.now() };
  post.comments.push(comment);
  return { root: 'comment', status: 201, body: commentView(call, comment), headers: { location: `${call.apiOrigin}/v1/posts/${post.id}/comments` } };
}

const membershipView = (call: RestCall, group: GroupRecord) =>
  project({ call, group }, membershipTable, call.fields ?? selectFields(...MEMBERSHIP_DEFAULT_FIELDS));

function memberships(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  if (call.fields) checkSelection(membershipTable, call.fields);
  const groups = [...call.ctx.network.groups.values()].filter((g) => g.members.includes(call.caller.memberId));
  return { root: 'group-memberships', body: page(groups, paging, 'group-membership', (g) => membershipView(call, g)) };
}

async function join(call: RestCall) {
  const body = objectBody(await readBody(call.request), 'groupMembership');
  const groupId = textOf((body.group as Record<string, unknown> | undefined)?.id);
  if (!groupId) throw badRequest("A membership needs 'group': {'id': …} (<group><id>…</id></group> in XML).");
  const state = textOf((body.membershipState as Record<string, unknown> | undefined)?.code);
  if (state !== undefined && state !== 'member') throw badRequest(`'${state}' is not a state a member can ask for; use membership-state code 'member'.`);
  const group = resolveGroup(call, groupId);
  const me = call.caller.memberId;
  if (group.members.includes(me)) throw badRequest(`The member already belongs to the group ${group.name} (${group.id}).`);
  group.members.push(me);
  const network = call.ctx.network;
  network.updates.push({ key: network.nextId('UPDATE-JGRP'), type: 'JGRP', timestamp: call.ctx.clock.now(), memberId: me, groupId: group.id, likes: [], comments: [] });
  return {
    root: 'group-membership',
    status: 201,
    body: membershipView(call, group),
    headers: { location: `${call.apiOrigin}/v1/people/~/group-memberships/${group.id}` },
  };
}

function membership(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  if (!group.members.includes(call.caller.memberId)) throw notFound(`The member does not belong to the group ${group.id}.`);
  return { root: 'group-membership', body: membershipView(call, group) };
}

function leave(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  const me = call.caller.memberId;
  if (!group.members.includes(me)) throw notFound(`The member does not belong to the group ${group.id}.`);
  if (group.members[0] === me) throw badRequest(`The owner cannot leave the group ${group.id}.`);
  group.members = group.members.filter((id) => id !== me);
  group.managers = group.managers.filter((id) => id !== me);
  return { root: 'group-membership', body: undefined, status: 204 };
}

export const groupRoutes: Route[] = [
  { path: '/v1/groups', methods: { GET: { scopes: [...SCOPES], selector: true, handle: listGroups }, POST: { scopes: [...SCOPES], handle: createGroup } } },
  { path: '/v1/groups/:group', methods: { GET: { scopes: [...SCOPES], selector: true, handle: getGroup } } },
  { path: '/v1/groups/:group/posts', methods: { GET: { scopes: [...SCOPES], selector: true, handle: groupPosts }, POST: { scopes: [...SCOPES], handle: postToGroup } } },
  { path: '/v1/posts', methods: { GET: { scopes: [...SCOPES], selector: true, handle: myPosts }, POST: { scopes: [...SCOPES], handle: postAnywhere } } },
  { path: '/v1/posts/:post', methods: { GET: { scopes: [...SCOPES], selector: true, handle: getPost } } },
  { path: '/v1/posts/:post/comments', methods: { GET: { scopes: [...SCOPES], selector: true, handle: getComments }, POST: { scopes: [...SCOPES], handle: addComment } } },
  {
    path: '/v1/people/~/group-memberships',
    methods: { GET: { scopes: [...SCOPES], selector: true, handle: memberships }, POST: { scopes: [...SCOPES], handle: join } },
  },
  {
    path: '/v1/people/~/group-memberships/:group',
    methods: { GET: { scopes: [...SCOPES], selector: true, handle: membership }, DELETE: { scopes: [...SCOPES], handle: leave } },
  },
];

