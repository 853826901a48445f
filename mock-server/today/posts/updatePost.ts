// Partial update of a post (Posts API "Update Posts": `POST /rest/posts/{urn}` with
// `X-RestLi-Method: PARTIAL_UPDATE` and `{"patch":{"$set":{…}}}` → 204). Of the fields the Posts
// API lets a partial update set (commentary, contentCallToActionLabel, contentLandingPage,
// lifecycleState, adContext), a member's organic post takes `commentary` (up to
// POST_COMMENTARY_MAX) and `lifecycleState: PUBLISHED`; the others are for sponsored content and
// are refused; the commentary is little text, cut as a new post's is, and the feed page's note of
// the cut (ShareRecord.commentaryCut) follows it (today/posts/commentaryAsPublished.ts).
// The post then reads back with `lifecycleStateInfo.isEditedByAuthor: true`.
import type { TodayCall } from '../TodayRoute.js';
import { jsonBody } from '../jsonBody.js';
import { postOfUrn } from './postRecords.js';
import { POST_COMMENTARY_MAX } from '../../defaults.js';
import { commentaryTooLong } from './commentaryTooLong.js';
import { commentaryAsPublished } from './commentaryAsPublished.js';
import { AccessDenied, NotFound, Unprocessable, FIELD_REQUIRED } from '../../api/errors.js';

const SPONSORED_ONLY = ['contentCallToActionLabel', 'contentLandingPage', 'adContext'];

export async function updatePost(call: TodayCall) {
  const text = call.params.urn;
  const urn = call.urns.urn;
  const body = await jsonBody(call.request);
  const patch = body.patch;
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) throw new Unprocessable('/patch', FIELD_REQUIRED);
  const set = (patch as Record<string, unknown>).$set;
  if (!set || typeof set !== 'object' || Array.isArray(set)) throw new Unprocessable('/patch/$set', 'is required: the fields to set');
  const share = postOfUrn(call.ctx.network, urn);
  if (!share) throw new NotFound(`Post ${text} does not exist.`);
  if (share.companyId || share.authorId !== call.caller.memberId) throw new AccessDenied('partnerApiPostsExternal', 'PARTIAL_UPDATE', call.version);
  const fields = set as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (SPONSORED_ONLY.includes(name)) throw new Unprocessable(`/patch/$set/${name}`, 'can be set on sponsored content only');
    if (name !== 'commentary' && name !== 'lifecycleState') throw new Unprocessable(`/patch/$set/${name}`, 'is not a field a partial update may set; use commentary or lifecycleState');
  }
  if (fields.lifecycleState !== undefined && fields.lifecycleState !== 'PUBLISHED') throw new Unprocessable('/patch/$set/lifecycleState', `${JSON.stringify(fields.lifecycleState)} is not an enum symbol`, 'a published post stays PUBLISHED');
  if (fields.commentary !== undefined) {
    if (typeof fields.commentary !== 'string') throw new Unprocessable('/patch/$set/commentary', `${JSON.stringify(fields.commentary)} is not a string`);
    if (fields.commentary.length > POST_COMMENTARY_MAX) throw commentaryTooLong(fields.commentary, '/patch/$set/commentary');
    const published = commentaryAsPublished(call, fields.commentary, 'patch.$set.commentary');
    if (published.text) share.comment = published.text;
    else delete share.comment;
    // The feed page's note of a cut follows the commentary now shown.
    if (published.cut) share.commentaryCut = published.cut;
    else delete share.commentaryCut;
    share.editedAt = call.ctx.clock.now();
    if (share.authorId) call.ctx.portability.record(share.authorId, 'UPDATE', { resource: 'share', record: share }, share.editedAt);
  }
  return { status: 204 };
}
