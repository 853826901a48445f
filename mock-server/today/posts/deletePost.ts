// DELETE /rest/posts/{urn} (Posts API "Delete Posts"): 204 and the post is gone (GET answers 404,
// v1's network updates drop it); a post that does not exist is a 404; another member's post, or a
// page's, is LinkedIn's partner gate answer `Not enough permissions to access: partnerApiPostsExternal.DELETE.{version}`.
import type { V2Call } from '../V2Route.js';
import { RestliError, accessDenied, illegalArgument } from '../../restli/RestliError.js';
import { parseUrn } from '../../restli/urn.js';
import { postOfUrn } from './postRecords.js';
import { releaseShownMedia } from './postMedia.js';

export function deletePost(call: V2Call) {
  const text = call.params.urn;
  const urn = parseUrn(text);
  if (!urn || urn.namespace !== 'li' || !['share', 'ugcPost'].includes(urn.entityType)) {
    throw illegalArgument(`'${text}' is not a post URN; use urn:li:share:{id} or urn:li:ugcPost:{id}, percent-encoded in the path.`);
  }
  const network = call.ctx.network;
  const share = postOfUrn(network, urn);
  if (!share) throw new RestliError(404, `Post ${text} does not exist.`, 'NOT_FOUND');
  if (share.companyId || share.authorId !== call.caller.memberId) throw accessDenied('partnerApiPostsExternal', 'DELETE', call.version);
  network.shares.delete(share.id);
  releaseShownMedia(network, share);
  for (let i = network.updates.length - 1; i >= 0; i--) if (network.updates[i]!.shareId === share.id) network.updates.splice(i, 1);
  return { status: 204 };
}
