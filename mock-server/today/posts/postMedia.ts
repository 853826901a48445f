// What a post may name (Posts API; Videos, Documents, Images APIs): media the author owns whose
// status is AVAILABLE (today/media/mediaStatus.ts) — not one still WAITING_UPLOAD (initialised,
// never uploaded), PROCESSING or PROCESSING_FAILED — and, for a reshare, a post that exists.
// Refusals are 422s in the validation form of the other body errors (docs/media.md).
import { settingsOf } from '../../context/context.js';
import { postNumber as postNumberOf, shareOfNumber } from '../../store/postNumbers.js';
import type { TodayCall } from '../TodayRoute.js';
import type { ShareInput } from '../../store/publishShare.js';
import type { ImageRecord, MediaRecord, NetworkStore } from '../../store/network.js';
import { liUrn } from '../../restli/urn.js';
import { findMedia } from '../media/findMedia.js';
import { mediaStatus } from '../media/mediaStatus.js';
import { Unprocessable } from '../../api/errors.js';

/**
 * Throws the 422 for the first medium of the share that may not be posted (at `mediaPath` of the body).
 * A page's post (`companyId`) may name only media uploaded with the page as owner, by the caller; a
 * member's post only the member's own (today/organizations/postAsPage.ts decides who may act as a page).
 * @example checkPostMedia(call, input.share, '/content/media/id')
 */
export function checkPostMedia(call: TodayCall, share: ShareInput, mediaPath: string, companyId?: string): void {
  const urns = [...(share.images ?? []).map((id) => liUrn('image', id)), ...(share.media ? [share.media.urn] : [])];
  const author = companyId === undefined ? liUrn('person', call.caller.memberId) : liUrn('organization', companyId);
  for (const urn of urns) {
    const found = findMedia(call.ctx.network, urn);
    if (!found || found.item.ownerId !== call.caller.memberId || found.item.organizationId !== companyId) throw new Unprocessable(mediaPath, `${urn} is not a medium of ${author}; initialize and upload it as ${author}`);
    const status = mediaStatus(found.item, found.type, call.ctx.clock.now(), settingsOf(call.ctx).mediaProcessingSeconds);
    if (status !== 'AVAILABLE') throw new Unprocessable(mediaPath, `${urn} is ${status}; a post can name media only once its status is AVAILABLE`);
  }
}

/**
 * A reshare's parent, named in the body by its post URN's number, becomes the parent's store id
 * (v1's attribution.share); a number no post has is LinkedIn's 422.
 * @example resolveReshareParent(call, input.share) // attributionShareId '7100000000004194304' → 's-1'
 */
export function resolveReshareParent(call: TodayCall, share: ShareInput): void {
  if (share.attributionShareId === undefined) return;
  const parent = shareOfNumber(call.ctx.network, 'post', share.attributionShareId);
  if (!parent) throw new Unprocessable('/reshareContext/parent', `${liUrn('share', share.attributionShareId)} does not exist`);
  share.attributionShareId = parent.id;
}

/**
 * A reshare of a post whose author set `isReshareDisabledByAuthor` (Posts API: the author "disabled
 * resharing") is refused to anyone but that author (the same member, or the same page): a 422 at
 * `/reshareContext/parent`. LinkedIn's words and status for it are not published (docs/media.md).
 * @example checkReshareAllowed(call, input.share, { type: 'person', id: 'aZ3kq9XbW1' })
 */
export function checkReshareAllowed(call: TodayCall, share: ShareInput, author: { type: 'person' | 'organization'; id: string }): void {
  if (share.attributionShareId === undefined) return;
  const parent = call.ctx.network.shares.get(share.attributionShareId);
  if (!parent?.reshareDisabled) return;
  const sameAuthor = author.type === 'organization' ? parent.companyId === author.id : parent.companyId === undefined && parent.authorId === call.caller.memberId;
  if (!sameAuthor) throw new Unprocessable('/reshareContext/parent', `${liUrn('share', postNumberOf(parent.id))} cannot be reshared: its author disabled resharing (isReshareDisabledByAuthor)`);
}

/** The uploaded items a share names (images, a video, a document or an asset), those that still exist. */
function shownItems(network: NetworkStore, share: ShareInput): (ImageRecord | MediaRecord)[] {
  const urns = [...(share.images ?? []).map((id) => liUrn('image', id)), ...(share.media ? [share.media.urn] : [])];
  return urns.flatMap((urn) => findMedia(network, urn)?.item ?? []);
}

/**
 * Marks the media a new post shows: from now they neither expire nor are pushed out to make room
 * (the one media bound, today/media/mediaBounds.ts).
 */
export function markShownMedia(network: NetworkStore, share: ShareInput): void {
  for (const item of shownItems(network, share)) item.inPost = true;
}

/**
 * After `deleted` is gone: its media no remaining post shows count as unused again (their unused
 * lifetime runs from their upload, mediaBounds.ts), as the bound's 429 says ("delete posts").
 */
export function releaseShownMedia(network: NetworkStore, deleted: ShareInput): void {
  const stillShown = new Set([...network.shares.values()].flatMap((share) => shownItems(network, share)));
  for (const item of shownItems(network, deleted)) if (!stillShown.has(item)) item.inPost = false;
}
