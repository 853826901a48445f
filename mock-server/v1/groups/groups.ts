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
//
// This file: the groups themselves and suggestions, and the route table of the family; posts.ts,
// comments.ts and memberships.ts hold the other resources, groupCalls.ts what they share.
import type { Route, RestCall } from '../pipeline/router.js';
import type { GroupRecord } from '../../store/network.js';
import { selectFields } from '../format/fieldSelector.js';
import { page, parsePaging } from '../input/paging.js';
import { readBody, textOf } from '../input/body.js';
import { BadRequest } from '../../api/errors.js';
import { GROUP_DEFAULT_FIELDS, groupTable, resolveGroup } from './groupFields.js';
import { LIST_DEFAULT_COUNT, POST_TITLE_MAX } from '../../defaults.js';
import { GROUP_SCOPES, objectBody, requiredText, selection, groupView } from './groupCalls.js';
import { groupPosts, postToGroup, myPosts, postAnywhere, getPost, deletePost, likePost, followPost, categorize } from './posts.js';
import { getComments, addComment, getComment, deleteComment } from './comments.js';
import { memberships, join, putMembership, membership, leave, membershipPosts } from './memberships.js';

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
  if (open !== undefined && open !== 'true' && open !== 'false') throw new BadRequest("'is-open-to-non-members' must be true or false.");
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
  { path: '/v1/groups', methods: { GET: { scopes: [...GROUP_SCOPES], selector: true, handle: listGroups }, POST: { scopes: [...GROUP_SCOPES], handle: createGroup } } },
  { path: '/v1/groups/:group', methods: { GET: { scopes: [...GROUP_SCOPES], selector: true, handle: getGroup } } },
  { path: '/v1/groups/:group/posts', methods: { GET: { scopes: [...GROUP_SCOPES], selector: true, handle: groupPosts }, POST: { scopes: [...GROUP_SCOPES], handle: postToGroup } } },
  { path: '/v1/posts', methods: { GET: { scopes: [...GROUP_SCOPES], selector: true, handle: myPosts }, POST: { scopes: [...GROUP_SCOPES], handle: postAnywhere } } },
  { path: '/v1/posts/:post', methods: { GET: { scopes: [...GROUP_SCOPES], selector: true, handle: getPost }, DELETE: { scopes: [...GROUP_SCOPES], handle: deletePost } } },
  { path: '/v1/posts/:post/comments', methods: { GET: { scopes: [...GROUP_SCOPES], selector: true, handle: getComments }, POST: { scopes: [...GROUP_SCOPES], handle: addComment } } },
  { path: '/v1/posts/:post/relation-to-viewer/is-liked', methods: { PUT: { scopes: [...GROUP_SCOPES], handle: likePost } } },
  { path: '/v1/posts/:post/relation-to-viewer/is-following', methods: { PUT: { scopes: [...GROUP_SCOPES], handle: followPost } } },
  { path: '/v1/posts/:post/category/code', methods: { PUT: { scopes: [...GROUP_SCOPES], handle: categorize } } },
  { path: '/v1/comments/:comment', methods: { GET: { scopes: [...GROUP_SCOPES], selector: true, handle: getComment }, DELETE: { scopes: [...GROUP_SCOPES], handle: deleteComment } } },
  {
    path: '/v1/people/~/group-memberships',
    methods: { GET: { scopes: [...GROUP_SCOPES], selector: true, handle: memberships }, POST: { scopes: [...GROUP_SCOPES], handle: join } },
  },
  {
    path: '/v1/people/~/group-memberships/:group',
    methods: {
      GET: { scopes: [...GROUP_SCOPES], selector: true, handle: membership },
      PUT: { scopes: [...GROUP_SCOPES], handle: putMembership },
      DELETE: { scopes: [...GROUP_SCOPES], handle: leave },
    },
  },
  { path: '/v1/people/~/group-memberships/:group/posts', methods: { GET: { scopes: [...GROUP_SCOPES], selector: true, handle: membershipPosts } } },
  { path: '/v1/people/~/suggestions/groups', methods: { GET: { scopes: [...GROUP_SCOPES], selector: true, handle: suggestedGroups } } },
  { path: '/v1/people/~/suggestions/groups/:group', methods: { DELETE: { scopes: [...GROUP_SCOPES], handle: dismissSuggestion } } },
];
