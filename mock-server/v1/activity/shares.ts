// POST /v1/people/~/shares (rw_nus): the member posts a share. It becomes the member's current
// share and a SHAR update in their own updates and in their connections' network updates.
// Answer: 201 with {updateKey, updateUrl} and a Location header.
// PUT /v1/people/~/current-status (rw_nus): sets the member's status (a JSON string, or
// <current-status>…</current-status>); a non-empty status is also a STAT update. Answer: 204.
import type { Route, RestCall } from '../pipeline/router.js';
import { readBody, textOf } from '../input/body.js';
import { shareInput } from './shareInput.js';
import { publishShare } from '../../store/publishShare.js';
import { BadRequest, NotFound } from '../../api/errors.js';
import { SITE_URL, STATUS_MAX } from '../../defaults.js';

/** The answer to a share post: where the new update lives. */
export function shareCreated(call: RestCall, updateKey: string) {
  const updateUrl = `${SITE_URL}/updates?discuss=&scope=${encodeURIComponent(call.caller.memberId)}&stype=M&topic=${encodeURIComponent(updateKey)}&type=U`;
  return {
    root: 'update',
    status: 201,
    body: { updateKey, updateUrl },
    headers: { location: `${call.apiOrigin}/v1/people/~/network/updates/key=${encodeURIComponent(updateKey)}` },
  };
}

async function postShare(call: RestCall) {
  const input = shareInput(await readBody(call.request));
  if (input.attributionShareId && !call.ctx.network.shares.has(input.attributionShareId)) {
    throw new NotFound(`There is no share with the id ${input.attributionShareId} to reshare.`);
  }
  return shareCreated(call, publishShare(call.ctx, call.caller.memberId, input).updateKey);
}

async function putStatus(call: RestCall) {
  const body = await readBody(call.request);
  if (body.root !== undefined && body.root !== 'currentStatus') throw new BadRequest(`The XML body must be a <current-status> element, not <${body.root}>.`);
  const text = typeof body.value === 'string' ? body.value : body.root ? textOf(body.value) ?? '' : undefined;
  if (text === undefined) throw new BadRequest('The body must be the status text: a JSON string such as "Reading", or <current-status>Reading</current-status>.');
  if (text.length > STATUS_MAX) throw new BadRequest(`The status is ${text.length} characters long; at most ${STATUS_MAX} are allowed.`);
  const network = call.ctx.network;
  const me = call.caller.memberId;
  if (!text) {
    network.statuses.delete(me);
  } else {
    network.statuses.set(me, text);
    network.updates.push({ key: network.newUpdateKey('STAT', me, call.ctx.clock.now()), type: 'STAT', timestamp: call.ctx.clock.now(), memberId: me, text, likes: [], comments: [] });
  }
  return { root: 'current-status', body: undefined, status: 204 };
}

export const shareRoutes: Route[] = [
  { path: '/v1/people/~/shares', methods: { POST: { scopes: ['rw_nus', 'w_share'], handle: postShare } } },
  { path: '/v1/people/~/current-status', methods: { PUT: { scopes: ['rw_nus'], handle: putStatus } } },
];
