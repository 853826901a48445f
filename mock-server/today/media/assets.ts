// The legacy Assets API, still used with /v2/ugcPosts (Share on LinkedIn,
// https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/share-on-linkedin;
// Assets API https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/vector-asset-api):
//   POST /v2/assets?action=registerUpload {registerUploadRequest:{recipes:["urn:li:digitalmediaRecipe:feedshare-image"|"…feedshare-video"], owner, serviceRelationships}}
//        → {value:{uploadMechanism:{"com.linkedin.digitalmedia.uploading.MediaUploadHttpRequest":{uploadUrl, headers}}, asset, mediaArtifact}}
//   PUT  {uploadUrl}   the whole file (mediaTransfer.ts)
//   GET  /v2/assets/{id} → {id, recipes:[{recipe, status}], mediaTypeFamily, status:"ALLOWED", …}
// An image asset is an image (urn:li:digitalmediaAsset:{id} and urn:li:image:{id} name it), a video
// asset a video: they are processed, held and failed as those are (mediaStatus.ts).
import { settingsOf } from '../../context/context.js';
import type { TodayCall, TodayRoute } from '../TodayRoute.js';
import type { ImageRecord } from '../../store/network.js';
import { jsonBody } from '../jsonBody.js';
import { liUrn, parseUrn } from '../../restli/urn.js';
import { randomString } from '../../store/randomString.js';
import { IMAGE_UPLOAD_URL_LIFETIME_SECONDS } from '../../defaults.js';
import { mayReadUpload, ownerOf } from './mediaOwner.js';
import { admitMedia, mediaBoundRefusal } from './mediaBounds.js';
import { singleUploadUrl } from './mediaUrls.js';
import { newVideo } from './videos.js';
import { findMedia } from './findMedia.js';
import { mediaStatus, type MediaStatus } from './mediaStatus.js';
import { RestError, BadRequest, NotFound, Unprocessable, FIELD_REQUIRED, SERVICE_ERROR_ACCESS_DENIED } from '../../api/errors.js';

const RECIPES = { 'urn:li:digitalmediaRecipe:feedshare-image': 'image', 'urn:li:digitalmediaRecipe:feedshare-video': 'video' } as const;
const UPLOAD_REQUEST = 'com.linkedin.digitalmedia.uploading.MediaUploadHttpRequest';

async function registerUpload(call: TodayCall) {
  if (call.query.get('action') !== 'registerUpload') throw new BadRequest(`The assets resource has the action registerUpload, not '${call.query.get('action')}'.`);
  const request = (await jsonBody(call.request)).registerUploadRequest;
  if (!request || typeof request !== 'object' || Array.isArray(request)) throw new Unprocessable('/registerUploadRequest', FIELD_REQUIRED);
  const fields = request as Record<string, unknown>;
  const recipes = fields.recipes;
  if (!Array.isArray(recipes) || recipes.length !== 1 || !Object.hasOwn(RECIPES, recipes[0] as string)) {
    throw new Unprocessable('/registerUploadRequest/recipes', `must hold one recipe: ${Object.keys(RECIPES).join(' or ')}`);
  }
  const owner = ownerOf(call, fields.owner, '/registerUploadRequest/owner', 'assets');
  const type = RECIPES[recipes[0] as keyof typeof RECIPES];
  const now = call.ctx.clock.now();
  let id: string;
  let token: string;
  if (type === 'image') {
    const image: ImageRecord = { id: `C5622AQ${randomString(16)}`, ownerId: owner.memberId, status: 'WAITING_UPLOAD', uploadToken: randomString(32), uploadUrlExpiresAt: now + IMAGE_UPLOAD_URL_LIFETIME_SECONDS * 1000, createdAt: now };
    if (owner.organizationId !== undefined) image.organizationId = owner.organizationId;
    if (settingsOf(call.ctx).holdMedia) image.held = true;
    // Within the one media bound (mediaBounds.ts), as /rest/images uploads are.
    const refusal = admitMedia(call.ctx, { kind: 'image', id: image.id, ownerId: image.ownerId, bytes: 0 });
    if (refusal) throw mediaBoundRefusal(refusal);
    call.ctx.network.images.set(image.id, image);
    ({ id, uploadToken: token } = image);
  } else {
    ({ id, uploadToken: token } = newVideo(call, owner, undefined, true));
  }
  const asset = liUrn('digitalmediaAsset', id);
  return {
    body: {
      value: {
        uploadMechanism: { [UPLOAD_REQUEST]: { uploadUrl: singleUploadUrl(call.apiOrigin, 'asset', id, token), headers: {} } },
        asset,
        mediaArtifact: `urn:li:digitalmediaMediaArtifact:(${asset},urn:li:digitalmediaMediaArtifactClass:feedshare-uploaded${type === 'image' ? 'Image' : 'Video'})`,
      },
    },
  };
}

/** The legacy recipe status of a media status (failed processing is a CLIENT_ERROR there). */
const RECIPE_STATUS: Record<MediaStatus, string> = { WAITING_UPLOAD: 'WAITING_UPLOAD', PROCESSING: 'PROCESSING', AVAILABLE: 'AVAILABLE', PROCESSING_FAILED: 'CLIENT_ERROR' };

function getAsset(call: TodayCall) {
  const key = call.params.id;
  const urn = key.startsWith('urn:') ? key : liUrn('digitalmediaAsset', key);
  if (parseUrn(urn)?.entityType !== 'digitalmediaAsset') throw new BadRequest(`'${key}' is not an asset id or urn:li:digitalmediaAsset URN.`);
  const found = findMedia(call.ctx.network, urn);
  if (!found) throw new NotFound(`Asset ${urn} does not exist.`);
  if (!mayReadUpload(call, found.item)) throw new RestError(403, 'Not enough permissions to access media resource', { code: 'ACCESS_DENIED', serviceErrorCode: SERVICE_ERROR_ACCESS_DENIED });
  const status = mediaStatus(found.item, found.type, call.ctx.clock.now(), settingsOf(call.ctx).mediaProcessingSeconds);
  const recipe = found.type === 'image' ? 'urn:li:digitalmediaRecipe:feedshare-image' : 'urn:li:digitalmediaRecipe:feedshare-video';
  return {
    body: {
      id: found.item.id,
      mediaTypeFamily: found.type === 'image' ? 'STILLIMAGE' : 'VIDEO',
      recipes: [{ recipe, status: RECIPE_STATUS[status] }],
      serviceRelationships: [{ relationshipType: 'OWNER', identifier: 'urn:li:userGeneratedContent' }],
      status: 'ALLOWED',
      created: found.item.createdAt,
      lastModified: found.item.uploadedAt ?? found.item.createdAt,
    },
  };
}

export const assetRoutes: TodayRoute[] = [
  { path: '/v2/assets', resource: 'assets', methods: { POST: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'ACTION', handle: registerUpload } } },
  { path: '/v2/assets/:id', resource: 'assets', keyed: true, methods: { GET: { scopes: ['w_member_social', 'w_organization_social'], product: 'share', access: 'GET', handle: getAsset } } },
];
