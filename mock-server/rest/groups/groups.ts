// Groups, posts, comments and memberships (rw_groups; docs/rest.md "Sources"):
//   GET, POST /v1/groups                          all groups, paged; create one (the caller owns it)
//   GET  /v1/groups/{id}                          one group
//   GET, POST /v1/groups/{id}/posts               its discussions (order=recency|popularity,
//                                                 category=discussion|job|promotion, modified-since); start one
//   GET, POST /v1/posts                           discussions in the caller's groups; start one in `group.id`
//   GET, DELETE /v1/posts/{id}                    one post; DELETE removes the caller's own post (or, as a
//                                                 manager, anyone's) and flags anyone else's as inappropriate
//   GET, POST /v1/posts/{id}/comments             its comments; add one ({"text":"…"})
//   GET, DELETE /v1/comments/{id}                 one comment; delete or flag it
//   PUT  /v1/posts/{id}/relation-to-viewer/is-liked | is-following   true or false
//   PUT  /v1/posts/{id}/category/code             "job" or "promotion"
//   GET, POST /v1/people/~/group-memberships      the caller's memberships; join
//   GET, PUT, DELETE /v1/people/~/group-memberships/{id}   one; join or change settings; leave
//   GET  /v1/people/~/group-memberships/{id}/posts   the caller's posts there (role=creator|commenter|follower)
//   GET  /v1/people/~/suggestions/groups; DELETE …/suggestions/groups/{id}
import type { Route, RestCall } from '../pipeline/router.js';
import type { GroupRecord, MembershipSettings, PostRecord } from '../../store/network.js';
import { checkSelection, project, type FieldTable } from '../format/fieldTable.js';
import { selectFields, type FieldRequest } from '../format/fieldSelector.js';
import { page, parsePaging } from '../input/paging.js';
import { readBody, textOf, type ParsedBody } from '../input/body.js';
import { badRequest, forbidden, notFound } from '../format/restError.js';
import { oneOfParam, timeParam } from '../input/queryParams.js';
import { viewerOf } from '../people/resolvePerson.js';
import {
  COMMENT_DEFAULT_FIELDS, GROUP_DEFAULT_FIELDS, POST_DEFAULT_FIELDS, commentTable, commentsOf, groupTable, mayModerate, postTable, postsOf,
  requireMember, requireReader, resolveGroup, resolvePost, type CommentSource,
} from './groupFields.js';
import { DEFAULT_MEMBERSHIP_SETTINGS, MEMBERSHIP_DEFAULT_FIELDS, membershipTable } from '../people/membershipFields.js';
import { toKebab } from '../format/naming.js';
import { LIST_DEFAULT_COUNT, POST_SUMMARY_MAX, POST_TITLE_MAX } from '../../defaults.js';

const SCOPES = ['rw_groups'] as const;
const ORDERS = ['recency', 'popularity'] as const;
const CATEGORIES = ['discussion', 'job', 'promotion'] as const;
const ROLES = ['creator', 'commenter', 'follower'] as const;

function objectBody(body: ParsedBody, root: string): Record<string, unknown> {
  if (body.root !== undefined && body.root !== root) throw badRequest(`The XML body must be a <${toKebab(root)}> element, not <${toKebab(body.root)}>.`);
  if (!body.value || typeof body.value !== 'object' || Array.isArray(body.value)) throw badRequest('The body must be an object.');
  return body.value as Record<string, unknown>;
}

function requiredText(object: Record<string, unknown>, name: string, max: number): string {
  const text = textOf(object[name])?.trim();
  if (!text) throw badRequest(`The field '${toKebab(name)}' is required and must not be empty.`);
  if (text.length > max) throw badRequest(`'${toKebab(name)}' is ${text.length} characters long; at most ${max} are allowed.`);
  return text;
}

/** A `true`/`false` body (JSON or `<is-liked>true</is-liked>`). */
async function booleanBody(call: RestCall): Promise<boolean> {
  const { value } = await readBody(call.request);
  const text = typeof value === 'boolean' ? String(value) : textOf(value);
  if (text !== 'true' && text !== 'false') throw badRequest('The body must be true or false (JSON), or an element holding true or false (XML).');
  return text === 'true';
}

/** The selection of a list or record: the request's, checked, or the defaults. */
function selection(call: RestCall, table: FieldTable<unknown>, defaults: string[]): FieldRequest[] {
  const fields = call.fields ?? selectFields(...defaults);
  checkSelection(table, fields);
  return fields;
}

const groupView = (call: RestCall, group: GroupRecord, fields: FieldRequest[]) => project({ viewer: viewerOf(call), group }, groupTable, fields);
const postView = (call: RestCall, post: PostRecord, fields: FieldRequest[]) => project({ viewer: viewerOf(call), post }, postTable, fields);

function listGroups(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const fields = selection(call, groupTable, GROUP_DEFAULT_FIELDS);
  const groups = [...call.ctx.network.groups.values()].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  return { root: 'groups', body: page(groups, paging, 'group', (g) => groupView(call, g, fields)) };
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
  return { root: 'group', status: 201, body: groupView(call, group, selectFields(...GROUP_DEFAULT_FIELDS)), headers: { location: `${call.apiOrigin}/v1/groups/${group.id}` } };
}

function getGroup(call: RestCall) {
  const fields = selection(call, groupTable, GROUP_DEFAULT_FIELDS);
  return { root: 'group', body: groupView(call, resolveGroup(call, call.params.group), fields) };
}


/** Posts filtered and ordered by the request's category, modified-since and order parameters. */
function filteredPosts(call: RestCall, posts: PostRecord[]): PostRecord[] {
  const params = call.url.searchParams;
  const order = oneOfParam(params, 'order', ORDERS) ?? 'recency';
  const category = oneOfParam(params, 'category', CATEGORIES);
  const since = timeParam(params, 'modified-since');
  const changed = (p: PostRecord) => Math.max(p.timestamp, ...p.comments.map((c) => c.timestamp));
  const kept = posts.filter((p) => (!category || (p.category ?? 'discussion') === category) && (since === undefined || changed(p) >= since));
  const popularity = (p: PostRecord) => p.likes.length + p.comments.length;
  return order === 'popularity' ? [...kept].sort((a, b) => popularity(b) - popularity(a) || b.timestamp - a.timestamp) : kept;
}

function groupPosts(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const group = resolveGroup(call, call.params.group);
  requireReader(call, group);
  const fields = selection(call, postTable, POST_DEFAULT_FIELDS);
  const posts = filteredPosts(call, postsOf(viewerOf(call), group));
  return { root: 'posts', body: page(posts, paging, 'post', (p) => postView(call, p, fields)) };
}

function createPost(call: RestCall, group: GroupRecord, body: Record<string, unknown>) {
  requireMember(call, group, 'start discussions');
  const content = body.content as Record<string, unknown> | undefined;
  const url = textOf(content?.submittedUrl);
  const post: PostRecord = {
    id: call.ctx.network.nextId(`g-${group.id}-S-new`),
    groupId: group.id,
    creatorId: call.caller.memberId,
    title: requiredText(body, 'title', POST_TITLE_MAX),
    summary: textOf(body.summary) ?? '',
    timestamp: call.ctx.clock.now(),
    category: 'discussion',
    likes: [],
    followers: [call.caller.memberId],
    comments: [],
  };
  if (url) {
    let domain: string;
    try {
      domain = new URL(url).hostname;
    } catch {
      throw badRequest(`'content.submitted-url' must be an absolute http or https URL, not '${url}'.`);
    }
    post.attachment = { contentUrl: url, title: textOf(content?.title), summary: textOf(content?.description), imageUrl: textOf(content?.submittedImageUrl), contentDomain: domain };
  }
  if (post.summary.length > POST_SUMMARY_MAX) throw badRequest(`'summary' is ${post.summary.length} characters long; at most ${POST_SUMMARY_MAX} are allowed.`);
  call.ctx.network.posts.set(post.id, post);
  return { root: 'post', status: 201, body: postView(call, post, selectFields(...POST_DEFAULT_FIELDS, 'summary', 'creationTimestamp')), headers: { location: `${call.apiOrigin}/v1/posts/${post.id}` } };
}

async function postToGroup(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  return createPost(call, group, objectBody(await readBody(call.request), 'post'));
}

function myPosts(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const fields = selection(call, postTable, POST_DEFAULT_FIELDS);
  const viewer = viewerOf(call);
  const posts = [...call.ctx.network.groups.values()]
    .filter((g) => g.members.includes(call.caller.memberId))
    .flatMap((g) => postsOf(viewer, g))
    .sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id));
  return { root: 'posts', body: page(filteredPosts(call, posts), paging, 'post', (p) => postView(call, p, fields)) };
}

async function postAnywhere(call: RestCall) {
  const body = objectBody(await readBody(call.request), 'post');
  const groupId = textOf((body.group as Record<string, unknown> | undefined)?.id);
  if (!groupId) throw badRequest("A post needs the group it goes to: 'group': {'id': …} (<group><id>…</id></group> in XML), or POST it to /v1/groups/{id}/posts.");
  return createPost(call, resolveGroup(call, groupId), body);
}

/** The post a path names, readable by the caller, with its group. */
function readablePost(call: RestCall): { post: PostRecord; group: GroupRecord } {
  const post = resolvePost(call, call.params.post);
  const group = resolveGroup(call, post.groupId);
  requireReader(call, group);
  return { post, group };
}

function getPost(call: RestCall) {
  const fields = selection(call, postTable, POST_DEFAULT_FIELDS);
  return { root: 'post', body: postView(call, readablePost(call).post, fields) };
}

function deletePost(call: RestCall) {
  const { post, group } = readablePost(call);
  if (mayModerate(call, group, post.creatorId)) call.ctx.network.posts.delete(post.id);
  else post.flaggedBy = [...(post.flaggedBy ?? []), call.caller.memberId];
  return { root: 'post', body: undefined, status: 204 };
}

function getComments(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const { post } = readablePost(call);
  const fields = selection(call, commentTable, COMMENT_DEFAULT_FIELDS);
  const viewer = viewerOf(call);
  return { root: 'comments', body: page(commentsOf(viewer, post), paging, 'comment', (comment) => project({ viewer, post, comment }, commentTable, fields)) };
}

async function addComment(call: RestCall) {
  const { post, group } = readablePost(call);
  requireMember(call, group, 'comment on its discussions');
  const text = requiredText(objectBody(await readBody(call.request), 'comment'), 'text', POST_SUMMARY_MAX);
  const comment = { id: call.ctx.network.nextId(`${post.id}-C-new`), creatorId: call.caller.memberId, text, timestamp: call.ctx.clock.now() };
  post.comments.push(comment);
  const view = project({ viewer: viewerOf(call), post, comment }, commentTable, selectFields(...COMMENT_DEFAULT_FIELDS));
  return { root: 'comment', status: 201, body: view, headers: { location: `${call.apiOrigin}/v1/comments/${comment.id}` } };
}

/** The comment a path names, readable by the caller. */
function findComment(call: RestCall): CommentSource & { group: GroupRecord } {
  for (const post of call.ctx.network.posts.values()) {
    const comment = post.comments.find((c) => c.id === call.params.comment && !c.flaggedBy?.includes(call.caller.memberId));
    if (!comment) continue;
    const group = resolveGroup(call, post.groupId);
    requireReader(call, group);
    return { viewer: viewerOf(call), post, comment, group };
  }
  throw notFound(`There is no comment with the id ${call.params.comment}.`);
}

function getComment(call: RestCall) {
  const fields = selection(call, commentTable, COMMENT_DEFAULT_FIELDS);
  return { root: 'comment', body: project(findComment(call), commentTable, fields) };
}

function deleteComment(call: RestCall) {
  const found = findComment(call);
  if (mayModerate(call, found.group, found.comment.creatorId)) found.post.comments = found.post.comments.filter((c) => c !== found.comment);
  else found.comment.flaggedBy = [...(found.comment.flaggedBy ?? []), call.caller.memberId];
  return { root: 'comment', body: undefined, status: 204 };
}

async function likePost(call: RestCall) {
  const { post, group } = readablePost(call);
  requireMember(call, group, 'like its discussions');
  const liked = await booleanBody(call);
  const me = call.caller.memberId;
  post.likes = post.likes.filter((id) => id !== me);
  if (liked) post.likes.push(me);
  return { root: 'is-liked', body: undefined, status: 204 };
}

async function followPost(call: RestCall) {
  const { post } = readablePost(call);
  const following = await booleanBody(call);
  const me = call.caller.memberId;
  post.followers = (post.followers ?? [post.creatorId]).filter((id) => id !== me);
  if (following) post.followers.push(me);
  return { root: 'is-following', body: undefined, status: 204 };
}

async function categorize(call: RestCall) {
  const { post, group } = readablePost(call);
  requireMember(call, group, 'categorize its discussions');
  const { value } = await readBody(call.request);
  const text = textOf(value);
  if (text !== 'job' && text !== 'promotion') throw badRequest('The body must be the category code "job" or "promotion" (JSON), or <code>job</code> (XML).');
  post.category = text;
  return { root: 'code', body: undefined, status: 204 };
}

const membershipView = (call: RestCall, group: GroupRecord, fields: FieldRequest[]) => project({ group, memberId: call.caller.memberId }, membershipTable, fields);
const mine = (call: RestCall) => [...call.ctx.network.groups.values()].filter((g) => g.members.includes(call.caller.memberId));

function memberships(call: RestCall) {
  const paging = parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT);
  const fields = selection(call, membershipTable, MEMBERSHIP_DEFAULT_FIELDS);
  return { root: 'group-memberships', body: page(mine(call), paging, 'group-membership', (g) => membershipView(call, g, fields)) };
}

/** Joins a group: the member is added, and a JGRP update tells their network. */
function joinGroup(call: RestCall, group: GroupRecord, body: Record<string, unknown>) {
  const state = textOf((body.membershipState as Record<string, unknown> | undefined)?.code);
  if (state !== undefined && state !== 'member') throw badRequest(`'${state}' is not a state a member can ask for; use membership-state code 'member'.`);
  const me = call.caller.memberId;
  if (group.members.includes(me)) throw badRequest(`The member already belongs to the group ${group.name} (${group.id}).`);
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

async function join(call: RestCall) {
  const body = objectBody(await readBody(call.request), 'groupMembership');
  const groupId = textOf((body.group as Record<string, unknown> | undefined)?.id);
  if (!groupId) throw badRequest("A membership needs 'group': {'id': …} (<group><id>…</id></group> in XML), or PUT it to /v1/people/~/group-memberships/{groupId}.");
  return joinGroup(call, resolveGroup(call, groupId), body);
}

const SETTING_NAMES = ['showGroupLogoInProfile', 'allowMessagesFromMembers', 'emailAnnouncementsFromManagers', 'emailForEveryNewPost'] as const;

/** PUT: joins (membership-state member), or, for a member, changes the settings it names. */
async function putMembership(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  const body = objectBody(await readBody(call.request), 'groupMembership');
  const me = call.caller.memberId;
  if (!group.members.includes(me)) return joinGroup(call, group, body);
  const settings: MembershipSettings = { ...DEFAULT_MEMBERSHIP_SETTINGS, ...group.settings?.[me] };
  for (const name of SETTING_NAMES) {
    const value = textOf(body[name]);
    if (value === undefined) continue;
    if (value !== 'true' && value !== 'false') throw badRequest(`'${toKebab(name)}' must be true or false, not '${value}'.`);
    settings[name] = value === 'true';
  }
  const frequency = textOf((body.emailDigestFrequency as Record<string, unknown> | undefined)?.code);
  if (frequency !== undefined) {
    if (frequency !== 'none' && frequency !== 'daily' && frequency !== 'weekly') throw badRequest(`'${frequency}' is not an e-mail digest frequency; use none, daily or weekly.`);
    settings.emailDigestFrequency = frequency;
  }
  const contact = textOf(body.contactEmail);
  if (contact !== undefined) settings.contactEmail = contact;
  group.settings = { ...group.settings, [me]: settings };
  return { root: 'group-membership', body: undefined, status: 204 };
}

function membership(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  if (!group.members.includes(call.caller.memberId)) throw notFound(`The member does not belong to the group ${group.id}.`);
  return { root: 'group-membership', body: membershipView(call, group, selection(call, membershipTable, MEMBERSHIP_DEFAULT_FIELDS)) };
}

function leave(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  const me = call.caller.memberId;
  if (!group.members.includes(me)) throw notFound(`The member does not belong to the group ${group.id}.`);
  if (group.members[0] === me) throw forbidden(`The owner cannot leave the group ${group.id}; hand it to another manager first.`);
  group.members = group.members.filter((id) => id !== me);
  group.managers = group.managers.filter((id) => id !== me);
  return { root: 'group-membership', body: undefined, status: 204 };
}

function membershipPosts(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  const me = call.caller.memberId;
  if (!group.members.includes(me)) throw notFound(`The member does not belong to the group ${group.id}.`);
  const role = oneOfParam(call.url.searchParams, 'role', ROLES) ?? 'creator';
  const fields = selection(call, postTable, POST_DEFAULT_FIELDS);
  const posts = postsOf(viewerOf(call), group).filter((p) =>
    role === 'creator' ? p.creatorId === me : role === 'commenter' ? p.comments.some((c) => c.creatorId === me) : (p.followers ?? [p.creatorId]).includes(me),
  );
  return { root: 'posts', body: page(filteredPosts(call, posts), parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT), 'post', (p) => postView(call, p, fields)) };
}

function suggestedGroups(call: RestCall) {
  const me = call.caller.memberId;
  const dismissed = call.ctx.network.dismissedGroupSuggestions.get(me) ?? new Set<string>();
  const fields = selection(call, groupTable, GROUP_DEFAULT_FIELDS);
  const groups = [...call.ctx.network.groups.values()].filter((g) => !g.members.includes(me) && !dismissed.has(g.id));
  return { root: 'groups', body: page(groups, parsePaging(call.url.searchParams, LIST_DEFAULT_COUNT), 'group', (g) => groupView(call, g, fields)) };
}

function dismissSuggestion(call: RestCall) {
  const group = resolveGroup(call, call.params.group);
  const me = call.caller.memberId;
  const dismissed = call.ctx.network.dismissedGroupSuggestions;
  if (!dismissed.has(me)) dismissed.set(me, new Set());
  dismissed.get(me)!.add(group.id);
  return { root: 'group', body: undefined, status: 204 };
}

export const groupRoutes: Route[] = [
  { path: '/v1/groups', methods: { GET: { scopes: [...SCOPES], selector: true, handle: listGroups }, POST: { scopes: [...SCOPES], handle: createGroup } } },
  { path: '/v1/groups/:group', methods: { GET: { scopes: [...SCOPES], selector: true, handle: getGroup } } },
  { path: '/v1/groups/:group/posts', methods: { GET: { scopes: [...SCOPES], selector: true, handle: groupPosts }, POST: { scopes: [...SCOPES], handle: postToGroup } } },
  { path: '/v1/posts', methods: { GET: { scopes: [...SCOPES], selector: true, handle: myPosts }, POST: { scopes: [...SCOPES], handle: postAnywhere } } },
  { path: '/v1/posts/:post', methods: { GET: { scopes: [...SCOPES], selector: true, handle: getPost }, DELETE: { scopes: [...SCOPES], handle: deletePost } } },
  { path: '/v1/posts/:post/comments', methods: { GET: { scopes: [...SCOPES], selector: true, handle: getComments }, POST: { scopes: [...SCOPES], handle: addComment } } },
  { path: '/v1/posts/:post/relation-to-viewer/is-liked', methods: { PUT: { scopes: [...SCOPES], handle: likePost } } },
  { path: '/v1/posts/:post/relation-to-viewer/is-following', methods: { PUT: { scopes: [...SCOPES], handle: followPost } } },
  { path: '/v1/posts/:post/category/code', methods: { PUT: { scopes: [...SCOPES], handle: categorize } } },
  { path: '/v1/comments/:comment', methods: { GET: { scopes: [...SCOPES], selector: true, handle: getComment }, DELETE: { scopes: [...SCOPES], handle: deleteComment } } },
  {
    path: '/v1/people/~/group-memberships',
    methods: { GET: { scopes: [...SCOPES], selector: true, handle: memberships }, POST: { scopes: [...SCOPES], handle: join } },
  },
  {
    path: '/v1/people/~/group-memberships/:group',
    methods: {
      GET: { scopes: [...SCOPES], selector: true, handle: membership },
      PUT: { scopes: [...SCOPES], handle: putMembership },
      DELETE: { scopes: [...SCOPES], handle: leave },
    },
  },
  { path: '/v1/people/~/group-memberships/:group/posts', methods: { GET: { scopes: [...SCOPES], selector: true, handle: membershipPosts } } },
  { path: '/v1/people/~/suggestions/groups', methods: { GET: { scopes: [...SCOPES], selector: true, handle: suggestedGroups } } },
  { path: '/v1/people/~/suggestions/groups/:group', methods: { DELETE: { scopes: [...SCOPES], handle: dismissSuggestion } } },
];
