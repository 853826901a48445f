// Network updates (rw_nus; docs/rest.md "Sources"):
//   GET  /v1/people/~/network/updates            the member's network feed, newest first, paged
//   GET  /v1/people/id={id}/network/updates?scope=self   one member's own updates
//   GET  /v1/people/~/network/updates/key={key}  one update
//   GET, POST …/key={key}/update-comments        its comments; POST {"comment":"…"} adds one (201)
//   GET  …/key={key}/likes                       who liked it
//   PUT  …/key={key}/is-liked                    true/false (204)
//   GET  /v1/people/~/network/network-stats      {_total:2, values:[first-degree, second-degree]} (r_network)
// Parameters of the feed: type (repeatable; the filter tokens of the docs, such as PICT or RECU, or
// the update types themselves), scope=self, before/after (ms), start/count (count at most 250),
// show-hidden-members (accepted; this mock hides no members).
import type { Route, RestCall } from '../pipeline/router.js';
import type { Scope } from '../../scopes.js';
import { UPDATE_TYPES, type UpdateRecord, type UpdateType } from '../../store/network.js';
import { checkSelection, project } from '../format/fieldTable.js';
import { page, parsePaging } from '../input/paging.js';
import { BadRequest, Forbidden, NotFound } from '../../api/errors.js';
import { notOneOf, oneOfParam, repeatedParam, timeParam } from '../input/queryParams.js';
import { resolvePerson, viewerOf } from '../people/resolvePerson.js';
import { commentView, isCommentable, likesView, newestFirst, updateTable, updateView } from './updateView.js';
import { readBody, textOf } from '../input/body.js';
import { ListValue } from '../format/serialize.js';
import { own } from '../../records/safeKey.js';
import { LIST_DEFAULT_COUNT, MAX_PAGE_COUNT, NETWORK_UPDATES_MAX_COUNT, SHARE_COMMENT_MAX } from '../../defaults.js';

/**
 * The `type=` filter tokens and the update types each selects (docs/rest.md "Sources": the
 * filter vocabulary of the docs differs from the returned `updateType`s). Every update type also
 * selects itself.
 */
const TYPE_FILTERS: Record<string, UpdateType[]> = {
  APPS: ['APPS', 'APPM'],
  CMPY: ['CMPY', 'MSFC'],
  CONN: ['CONN', 'NCON', 'CCEM'],
  JOBS: ['JOBP'],
  JGRP: ['JGRP'],
  PICT: ['PICU'],
  PRFU: ['PROF'],
  PRFX: ['PRFX'],
  RECU: ['PREC', 'SVPR'],
  SHAR: ['SHAR'],
  STAT: ['STAT'],
  VIRL: ['VIRL'],
};
for (const type of UPDATE_TYPES) TYPE_FILTERS[type] ??= [type];

/** The update types the `type` parameters select, or undefined for all. */
function selectedTypes(params: URLSearchParams): Set<UpdateType> | undefined {
  const tokens = repeatedParam(params, 'type');
  if (!tokens.length) return undefined;
  const types = new Set<UpdateType>();
  for (const token of tokens) {
    const selected = own(TYPE_FILTERS, token);
    if (!selected) throw notOneOf('type', token, Object.keys(TYPE_FILTERS));
    for (const type of selected) types.add(type);
  }
  return types;
}

/** Whether the caller may see an update (connections-only shares stay within first degree). */
function visibleTo(call: RestCall, update: UpdateRecord): boolean {
  if (update.type !== 'SHAR' || !update.shareId) return true;
  const share = call.ctx.network.shares.get(update.shareId);
  if (share?.visibility !== 'connections-only') return true;
  const distance = viewerOf(call).distanceOf(update.memberId ?? '');
  return distance === 0 || distance === 1;
}

/** The updates of a member's feed: their own and their connections', and those of the companies they follow. */
function feedOf(call: RestCall, memberId: string, self: boolean): UpdateRecord[] {
  const network = call.ctx.network;
  const authors = new Set(self ? [memberId] : [memberId, ...network.connectionsOf(memberId)]);
  const followed = new Set(self ? [] : [...network.companies.values()].filter((c) => c.followers.includes(memberId)).map((c) => c.id));
  return network.updates.filter((u) =>
    u.type === 'CMPY' ? !!u.companyId && followed.has(u.companyId) : !!u.memberId && authors.has(u.memberId),
  );
}

/** A view of each update, projected when the request has a selector. */
export function updateViews(call: RestCall) {
  if (call.fields) checkSelection(updateTable, call.fields);
  const viewer = viewerOf(call);
  return (update: UpdateRecord) => (call.fields ? project(updateView(viewer, update), updateTable, call.fields) : updateView(viewer, update));
}

function networkUpdates(call: RestCall) {
  const params = call.url.searchParams;
  const paging = parsePaging(params, LIST_DEFAULT_COUNT, NETWORK_UPDATES_MAX_COUNT);
  const member = resolvePerson(call, call.params.person);
  const self = oneOfParam(params, 'scope', ['self'], 'or leave it out for the whole network') === 'self';
  if (member.id !== call.caller.memberId && !self) {
    throw new Forbidden("Access to another member's network updates is denied; ask for that member's own updates with scope=self.");
  }
  const types = selectedTypes(params);
  const before = timeParam(params, 'before');
  const after = timeParam(params, 'after');
  const view = updateViews(call);
  const selected = feedOf(call, member.id, self).filter(
    (u) => (!types || types.has(u.type)) && (before === undefined || u.timestamp < before) && (after === undefined || u.timestamp > after) && visibleTo(call, u),
  );
  return { root: 'updates', body: page(newestFirst(selected), paging, 'update', view) };
}

/** The update a `key={updateKey}` path segment names, if the caller may see it; 404 otherwise. */
export function findUpdate(call: RestCall, ref: string, among?: (update: UpdateRecord) => boolean): UpdateRecord {
  if (!ref.startsWith('key=')) throw new BadRequest(`'${ref}' is not an update reference; use key={updateKey}.`);
  const key = ref.slice(4);
  const update = call.ctx.network.updates.find((u) => u.key === key && (!among || among(u)));
  if (!update || !visibleTo(call, update)) throw new NotFound(`There is no network update with the key ${key}.`);
  return update;
}

/** The endpoints on one update (GET it, its comments and likes, liking), for an update finder. */
export function updateActionRoutes(base: string, find: (call: RestCall) => UpdateRecord, scopes: Scope[]): Route[] {
  const single = (call: RestCall) => ({ root: 'update', body: updateViews(call)(find(call)) });

  const comments = (call: RestCall) => {
    const update = find(call);
    const viewer = viewerOf(call);
    const paging = parsePaging(call.url.searchParams, MAX_PAGE_COUNT);
    return { root: 'update-comments', body: page(update.comments.map((_, i) => i), paging, 'update-comment', (i) => commentView(viewer, update, i as number)) };
  };

  const addComment = async (call: RestCall) => {
    const update = find(call);
    if (!isCommentable(update)) throw new Forbidden(`The update ${update.key} (${update.type}) cannot be commented on.`);
    const body = await readBody(call.request);
    if (body.root !== undefined && body.root !== 'updateComment') throw new BadRequest(`The XML body must be an <update-comment> element, not <${body.root}>.`);
    const text = textOf((body.value as { comment?: unknown } | undefined)?.comment)?.trim();
    if (!text) throw new BadRequest('The comment is missing: send {"comment":"…"} (JSON) or <update-comment><comment>…</comment></update-comment> (XML).');
    if (text.length > SHARE_COMMENT_MAX) throw new BadRequest(`The comment is ${text.length} characters long; at most ${SHARE_COMMENT_MAX} are allowed.`);
    const comment = { id: call.ctx.network.nextId('comment'), memberId: call.caller.memberId, comment: text, timestamp: call.ctx.clock.now() };
    update.comments.push(comment);
    return { root: 'update-comment', body: undefined, status: 201, headers: { location: `${call.url.origin}${call.url.pathname}` } };
  };

  const likes = (call: RestCall) => ({ root: 'likes', body: likesView(viewerOf(call), find(call)) });

  const like = async (call: RestCall) => {
    const update = find(call);
    if (!isCommentable(update)) throw new Forbidden(`The update ${update.key} (${update.type}) cannot be liked.`);
    const { value } = await readBody(call.request);
    const text = typeof value === 'boolean' ? String(value) : textOf(value);
    if (text !== 'true' && text !== 'false') throw new BadRequest('The body must be true or false (JSON), or <is-liked>true</is-liked> (XML).');
    const me = call.caller.memberId;
    update.likes = update.likes.filter((id) => id !== me);
    if (text === 'true') update.likes.push(me);
    return { root: 'is-liked', body: undefined, status: 204 };
  };

  return [
    { path: base, methods: { GET: { scopes, selector: true, handle: single } } },
    { path: `${base}/update-comments`, methods: { GET: { scopes, handle: comments }, POST: { scopes, handle: addComment } } },
    { path: `${base}/likes`, methods: { GET: { scopes, handle: likes } } },
    { path: `${base}/is-liked`, methods: { PUT: { scopes, handle: like } } },
  ];
}

function networkStats(call: RestCall) {
  const member = resolvePerson(call, call.params.person);
  const distances = call.ctx.network.distances(member.id);
  const count = (degree: number) => [...distances.values()].filter((d) => d === degree).length;
  return { root: 'network-stats', body: new ListValue([count(1), count(2)], 'property') };
}

const feedUpdate = (call: RestCall) => {
  const member = resolvePerson(call, '~');
  const mine = new Set(feedOf(call, member.id, false));
  return findUpdate(call, call.params.key, (u) => mine.has(u));
};

export const updateRoutes: Route[] = [
  { path: '/v1/people/:person/network/updates', methods: { GET: { scopes: ['rw_nus'], selector: true, handle: networkUpdates } } },
  { path: '/v1/people/:person/network/network-stats', methods: { GET: { scopes: ['r_network'], handle: networkStats } } },
  ...updateActionRoutes('/v1/people/~/network/updates/:key', feedUpdate, ['rw_nus']),
];
