// POST /v1/people/~/shares (rw_nus): the member posts a share. It becomes the member's current
// share and a SHAR update in their own updates and in their connections' network updates.
// Answer: 201 with {updateKey, updateUrl} and a Location header.
// PUT /v1/people/~/current-status (rw_nus): sets the member's status (a JSON string, or
// <current-status>…</current-status>); a non-empty status is also a STAT update. Answer: 204.
import type { Route, RestCall } from '../pipeline/router.js';
import { readBody, textOf } from '../input/body.js';
import type { MockContext } from '../../context/context.js';
import type { ShareRecord } from '../../store/network.js';
import { shareInput, type ShareInput } from './shareInput.js';
import { badRequest, notFound } from '../format/restError.js';
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

/**
 * Stores a checked share as the member's, with its SHAR update; returns the share and the update's
 * key. The one place shares are created, for this endpoint and the share dialog (shareDialog/shareDialog.ts).
 * @example publishShare(ctx, memberId, { comment: 'Hi', visibility: 'anyone' }).updateKey // 'UNIU-…-SHARE'
 */
export function publishShare(ctx: MockContext, authorId: string, input: ShareInput): { share: ShareRecord; updateKey: string } {
  const network = ctx.network;
  const now = ctx.clock.now();
  const share = { ...input, id: network.nextId('s'), authorId, timestamp: now };
  network.shares.set(share.id, share);
  const updateKey = network.newUpdateKey('SHAR', authorId, now);
  network.updates.push({ key: updateKey, type: 'SHAR', timestamp: now, memberId: authorId, shareId: share.id, likes: [], comments: [] });
  return { share, updateKey };
}

/**
 * Stores a checked share as a company page's, with its CMPY status update (the page's v1 updates);
 * returns the share and the update's key. The one place page posts are created: v1's
 * POST /companies/{id}/shares and today's posts with an organization author.
 * @example publishCompanyShare(ctx, '1001', { comment: 'News', visibility: 'anyone' }).share.companyId // '1001'
 */
export function publishCompanyShare(ctx: MockContext, companyId: string, input: ShareInput): { share: ShareRecord; updateKey: string } {
  const network = ctx.network;
  const now = ctx.clock.now();
  const share = { ...input, id: network.nextId('s'), companyId, timestamp: now };
  network.shares.set(share.id, share);
  const updateKey = network.newUpdateKey('CMPY', companyId, now);
  network.updates.push({ key: updateKey, type: 'CMPY', companyEvent: 'status-update', timestamp: now, companyId, shareId: share.id, likes: [], comments: [] });
  return { share, updateKey };
}

async function postShare(call: RestCall) {
  const input = shareInput(await readBody(call.request));
  if (input.attributionShareId && !call.ctx.network.shares.has(input.attributionShareId)) {
    throw notFound(`There is no share with the id ${input.attributionShareId} to reshare.`);
  }
  return shareCreated(call, publishShare(call.ctx, call.caller.memberId, input).updateKey);
}

async function putStatus(call: RestCall) {
  const body = await readBody(call.request);
  if (body.root !== undefined && body.root !== 'currentStatus') throw badRequest(`The XML body must be a <current-status> element, not <${body.root}>.`);
  const text = typeof body.value === 'string' ? body.value : body.root ? textOf(body.value) ?? '' : undefined;
  if (text === undefined) throw badRequest('The body must be the status text: a JSON string such as "Reading", or <current-status>Reading</current-status>.');
  if (text.length > STATUS_MAX) throw badRequest(`The status is ${text.length} characters long; at most ${STATUS_MAX} are allowed.`);
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
