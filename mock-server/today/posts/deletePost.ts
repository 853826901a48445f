// DELETE /rest/posts/{urn} (Posts API "Delete Posts"): 204 and the post is gone (GET answers 404,
// v1's network updates drop it); a post that does not exist is a 404. The delete is idempotent, as on
// LinkedIn: the same DELETE again is a 204 too (public client code records "Deletions are idempotent
// and return 204 No Content"), so the store keeps what was deleted (NetworkStore.deletedPosts), which
// also keeps the same post a duplicate for a day (duplicatePost.ts). A page's post may be deleted by
// a member who may post as the page (w_organization_social, the Community Management API and a
// posting role: today/organizations/postAsPage.ts). Another member's post, or a page's the caller may
// not act as, is LinkedIn's partner gate answer `Not enough permissions to access: partnerApiPostsExternal.DELETE.{version}`.
import type { TodayCall } from '../TodayRoute.js';
import type { ShareRecord } from '../../store/network.js';
import { postOfUrn } from './postRecords.js';
import { releaseShownMedia } from './postMedia.js';
import { mayOnPage } from '../organizations/pagePermissions.js';
import { AccessDenied, NotFound } from '../../api/errors.js';

/** True when the caller may delete `share`: their own post, or a post of a page they may post as. */
function mayDelete(call: TodayCall, share: ShareRecord): boolean {
  if (share.companyId === undefined) return share.authorId === call.caller.memberId;
  return mayOnPage(call, 'delete', call.ctx.network.companies.get(share.companyId));
}

export function deletePost(call: TodayCall) {
  const text = call.params.urn;
  const urn = call.urns.urn;
  const network = call.ctx.network;
  const share = postOfUrn(network, urn);
  if (!share) {
    // Deleted already: the same answer as the first time, to the caller who may delete it.
    const gone = postOfUrn({ shares: network.deletedPosts }, urn);
    if (!gone) throw new NotFound(`Post ${text} does not exist.`);
    if (!mayDelete(call, gone)) throw new AccessDenied('partnerApiPostsExternal', 'DELETE', call.version);
    return { status: 204 };
  }
  if (!mayDelete(call, share)) throw new AccessDenied('partnerApiPostsExternal', 'DELETE', call.version);
  network.shares.delete(share.id);
  if (share.authorId) call.ctx.portability.record(share.authorId, 'DELETE', { resource: 'share', record: share }, call.ctx.clock.now());
  network.deletedPosts.set(share.id, { ...share, deletedAt: call.ctx.clock.now() });
  releaseShownMedia(network, share);
  for (let i = network.updates.length - 1; i >= 0; i--) if (network.updates[i]!.shareId === share.id) network.updates.splice(i, 1);
  return { status: 204 };
}
