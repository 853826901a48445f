// A share stored as a member's or a company page's: the one place shares are created, for v1's
// POST /people/~/shares and POST /companies/{id}/shares (v1/activity/shares.ts, v1/companies/companies.ts),
// the share dialog (shareDialog/shareDialog.ts) and today's posting API (today/posts/posts.ts): a
// member's share becomes their current share and a SHAR update in their own updates and their
// connections' network updates; a page's, a CMPY status update. Neither era owns it: both store here.
import type { Clock } from './clock.js';
import type { NetworkStore, ShareRecord } from './network.js';
import type { PortabilityStore } from './portability.js';

/** What a share says, checked by the API that took it (v1's share body, today's three post bodies, the dialog). */
export type ShareInput = Pick<ShareRecord, 'comment' | 'content' | 'visibility' | 'todayVisibility' | 'attributionShareId' | 'reshareDisabled' | 'images' | 'media' | 'poll' | 'commentaryCut'>;

/**
 * Stores a checked share as the member's, with its SHAR update; returns the share and the update's key.
 * @example publishShare(ctx, memberId, { comment: 'Hi', visibility: 'anyone' }).updateKey // 'UNIU-…-SHARE'
 */
export function publishShare(ctx: { network: NetworkStore; clock: Clock; portability?: PortabilityStore }, authorId: string, input: ShareInput): { share: ShareRecord; updateKey: string } {
  const network = ctx.network;
  const now = ctx.clock.now();
  const share = { ...input, id: network.nextId('s'), authorId, timestamp: now };
  network.shares.set(share.id, share);
  // The member's change log (Member Data Portability, store/portability.ts).
  ctx.portability?.record(authorId, 'CREATE', { resource: 'share', record: share }, now);
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
export function publishCompanyShare(ctx: { network: NetworkStore; clock: Clock }, companyId: string, input: ShareInput): { share: ShareRecord; updateKey: string } {
  const network = ctx.network;
  const now = ctx.clock.now();
  const share = { ...input, id: network.nextId('s'), companyId, timestamp: now };
  network.shares.set(share.id, share);
  const updateKey = network.newUpdateKey('CMPY', companyId, now);
  network.updates.push({ key: updateKey, type: 'CMPY', companyEvent: 'status-update', timestamp: now, companyId, shareId: share.id, likes: [], comments: [] });
  return { share, updateKey };
}
