// GET /v1/people/~/network/updates (rw_nus): updates from the member's network (their own and
// their connections', and the companies they follow), newest first, paged. Parameters: type
// (repeatable: SHAR, CONN, STAT, PROF, JGRP, CMPY), scope=self (only the member's own updates;
// the only form allowed for another member, which is what IN.API.MemberUpdates asks for),
// before/after (ms timestamps), start/count.
// PUT /v1/people/~/network/updates/key={key}/is-liked (body true/false) likes an update.
import type { Route, RestCall } from '../router.js';
import type { UpdateRecord, UpdateType } from '../../store/network.js';
import { checkSelection, project } from '../fieldTable.js';
import { page, parsePaging } from '../paging.js';
import { badRequest, forbidden, notFound } from '../restError.js';
import { distanceTo, resolvePerson } from './resolvePerson.js';
import { newestFirst, updateTable, updateView } from './updateView.js';
import { readBody, textOf } from '../body.js';
import { LIST_DEFAULT_COUNT } from '../../defaults.js';

export const UPDATE_TYPES: UpdateType[] = ['SHAR', 'CONN', 'STAT', 'PROF', 'JGRP', 'CMPY'];

function timeParam(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  if (!/^\d+$/.test(value)) throw badRequest(`The query parameter '${name}' must be a time in milliseconds since 1970, not '${value}'.`);
  return Number(value);
}

/** Whether the caller may see an update (connections-only shares stay within first degree). */
function visible(call: RestCall, update: UpdateRecord): boolean {
  if (update.type !== 'SHAR' || !update.shareId) return true;
  const share = call.ctx.network.shares.get(update.shareId);
  if (share?.visibility !== 'connections-only') return true;
  const distance = distanceTo(call, update.memberId ?? '');
  return distance === 0 || distance === 1;
}

function networkUpdates(call: RestCall) {
  const params = call.url.searchParams;
  const paging = parsePaging(params, LIST_DEFAULT_COUNT);
  const member = resolvePerson(call, call.params.person);
  const scope = params.get('scope');
  if (scope !== null && scope !== 'self') throw badRequest(`'${scope}' is not an update scope; the only one is scope=self.`);
  const self = scope === 'self';
  if (member.id !== call.caller.memberId && !self) {
    throw forbidden("Access to another member's network updates is denied; ask for that member's own updates with scope=self.");
  }
  const types = params.getAll('type');
  const badType = types.find((t) => !UPDATE_TYPES.includes(t as UpdateType));
  if (badType) throw badRequest(`'${badType}' is not an update type; the types are ${UPDATE_TYPES.join(', ')}.`);
  const before = timeParam(params, 'before');
  const after = timeParam(params, 'after');
  if (call.fields) checkSelection(updateTable, call.fields);

  const network = call.ctx.network;
  const authors = new Set(self ? [member.id] : [member.id, ...network.connectionsOf(member.id)]);
  const followed = new Set(self ? [] : [...network.companies.values()].filter((c) => c.followers.includes(member.id)).map((c) => c.id));
  const selected = network.updates.filter(
    (u) =>
      ((u.memberId && authors.has(u.memberId)) || (u.companyId && followed.has(u.companyId))) &&
      (!types.length || types.includes(u.type)) &&
      (before === undefined || u.timestamp < before) &&
      (after === undefined || u.timestamp > after) &&
      visible(call, u),
  );
  const view = (u: UpdateRecord) => (call.fields ? project(updateView(call, u), updateTable, call.fields) : updateView(call, u));
  return { root: 'updates', body: page(newestFirst(selected), paging, 'update', view) };
}

async function like(call: RestCall) {
  const key = call.params.key;
  if (!key.startsWith('key=')) throw badRequest(`'${key}' is not an update reference; use key={updateKey}.`);
  const update = call.ctx.network.updates.find((u) => u.key === key.slice(4));
  if (!update) throw notFound(`There is no network update with the key ${key.slice(4)}.`);
  const { value } = await readBody(call.request);
  const text = typeof value === 'boolean' ? String(value) : textOf(value);
  if (text !== 'true' && text !== 'false') throw badRequest('The body must be true or false (JSON), or <is-liked>true</is-liked> (XML).');
  const me = call.caller.memberId;
  update.likes = update.likes.filter((id) => id !== me);
  if (text === 'true') update.likes.push(me);
  return { root: 'is-liked', body: undefined, status: 204 };
}

export const updateRoutes: Route[] = [
  { path: '/v1/people/:person/network/updates', methods: { GET: { scopes: ['rw_nus'], selector: true, handle: networkUpdates } } },
  { path: '/v1/people/~/network/updates/:key/is-liked', methods: { PUT: { scopes: ['rw_nus'], handle: like } } },
];
