// The Social Metadata API (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/social-metadata-api):
// the reactions and comments of a post or a comment, by type, and whether it takes comments.
//   GET  /rest/socialMetadata/{urn}                    → {commentSummary:{count, topLevelCount}, commentsState,
//                                                        entity, reactionSummaries:{TYPE:{count, reactionType}}}
//   GET  /rest/socialMetadata?ids=List({urn},…)        → the batch get, {results, statuses, errors} (restli/batchGet.ts)
//   POST /rest/socialMetadata/{urn}?actor={urn}        X-RestLi-Method: PARTIAL_UPDATE, {patch:{$set:{commentsState:
//                                                        "OPEN"|"CLOSED"}}} → 202, the thread's author only (commentsState.ts)
// The shapes as public clients read them (commentSummary.count and topLevelCount, reactionSummaries
// keyed by type with count, commentsState; the batch's results keyed by URN), the 202 as Postiz's
// documentation of its LinkedIn provider records it ("Returns 202 Accepted on success"). {urn} is a
// post (share, ugcPost, activity) or a comment, as for the social actions (socialEntity.ts). The
// Community Management API's gate and feed scopes, as comments and reactions (socialEndpoints.ts).
import type { TodayCall, TodayRoute } from '../TodayRoute.js';
import type { RestliValue } from '../../restli/complexValue.js';
import { commentGroups, reactionGroup } from '../../store/network.js';
import { socialEntity, type SocialEntity } from './socialEntity.js';
import { actingMember } from './socialActor.js';
import { COMMENTS_STATES, commentsStateOf, setCommentsState, type CommentsState } from './commentsState.js';
import { restSocialEndpoint, SOCIAL_READ_SCOPES, SOCIAL_WRITE_SCOPES } from './socialEndpoints.js';
import { jsonBody } from '../jsonBody.js';
import { batchGet } from '../../restli/batchGet.js';
import { liUrn, parseUrn } from '../../restli/urn.js';
import { callerIsPerson } from '../callerIsPerson.js';
import { record } from '../../records/safeKey.js';
import { BATCH_GET_MAX } from '../../defaults.js';
import { BadRequest, FieldRefused, FIELD_REQUIRED, Unprocessable, notAnEnumSymbol } from '../../api/errors.js';

/** The resource a refusal names: LinkedIn's partner name for it is not published, so the resource's own. */
export const SOCIAL_METADATA_RESOURCE = 'socialMetadata';

type Json = Record<string, unknown>;

/** The social metadata of a post or comment, `entity` as the caller named it. */
export function socialMetadataView(call: Pick<TodayCall, 'ctx'>, target: SocialEntity, entity: string): Record<string, unknown> {
  const { reactions, socialComments } = call.ctx.network;
  const byType = record<{ count: number; reactionType: string }>();
  for (const reaction of reactions.group(reactionGroup(target.key)).values()) {
    const summary = (byType[reaction.reactionType] ??= { count: 0, reactionType: reaction.reactionType });
    summary.count++;
  }
  const topLevelCount = socialComments.group(commentGroups.under(target.share.id, target.comment?.id)).size;
  const count = target.comment ? topLevelCount : socialComments.group(commentGroups.post(target.share.id)).size;
  return { commentSummary: { count, topLevelCount }, commentsState: commentsStateOf(target), entity, reactionSummaries: byType };
}

function getSocialMetadata(call: TodayCall) {
  const entity = call.params.urn!;
  return { body: socialMetadataView(call, socialEntity(call.ctx, entity, 'The path'), entity) };
}

function batchGetSocialMetadata(call: TodayCall) {
  if (!call.query.has('ids')) throw new BadRequest('GET /rest/socialMetadata needs a URN in the path or ids=List({urn},…).');
  return { body: batchGet(call.url, BATCH_GET_MAX, (key: RestliValue) => ({ name: String(key), value: socialMetadataView(call, socialEntity(call.ctx, String(key), "A key of 'ids'"), String(key)) })) };
}

/** True when `actor` (whom the caller may act as) wrote the thread: the post's author or the comment's. */
function isThreadAuthor(call: TodayCall, target: SocialEntity, actor: string): boolean {
  const urn = parseUrn(actor);
  if (target.comment) return urn?.entityType === 'person' ? target.comment.actor.startsWith('urn:li:person:') && target.comment.memberId === call.caller.memberId : actor === target.comment.actor;
  if (urn?.entityType === 'person') return target.share.companyId === undefined && target.share.authorId !== undefined && callerIsPerson(call, target.share.authorId);
  return target.share.companyId !== undefined && actor === liUrn('organization', target.share.companyId);
}

/** `POST /rest/socialMetadata/{urn}?actor=` (PARTIAL_UPDATE): its author opens or closes a thread's comments; 202. */
async function updateSocialMetadata(call: TodayCall) {
  if (call.restliMethod !== 'partial_update') throw new BadRequest('Change social metadata with X-RestLi-Method: PARTIAL_UPDATE and {"patch":{"$set":{"commentsState":"CLOSED"}}}.');
  const target = socialEntity(call.ctx, call.params.urn!, 'The path');
  const actor = call.query.get('actor');
  if (actor === null) throw new BadRequest("The query parameter 'actor' is required: the person or organization URN of the post's author.");
  actingMember(call, actor, 'PARAMETER');
  if (!isThreadAuthor(call, target, actor)) throw new FieldRefused('/actor', 'PARAMETER');
  const body = await jsonBody(call.request);
  const patch = body.patch as Json | undefined;
  const set = patch && typeof patch === 'object' && !Array.isArray(patch) ? (patch.$set as Json | undefined) : undefined;
  if (!set || typeof set !== 'object' || Array.isArray(set) || set.commentsState === undefined) throw new Unprocessable('/patch/$set/commentsState', FIELD_REQUIRED);
  const state = set.commentsState;
  if (typeof state !== 'string' || !(COMMENTS_STATES as readonly string[]).includes(state)) throw notAnEnumSymbol('/patch/$set/commentsState', state, COMMENTS_STATES);
  setCommentsState(call.ctx, target, state as CommentsState);
  return { status: 202 };
}

const rest = (access: string, scopes: Parameters<typeof restSocialEndpoint>[2], handle: Parameters<typeof restSocialEndpoint>[3]) => restSocialEndpoint(SOCIAL_METADATA_RESOURCE, access, scopes, handle);

export const socialMetadataRoutes: TodayRoute[] = [
  { path: '/rest/socialMetadata', resource: SOCIAL_METADATA_RESOURCE, versioned: true, methods: { GET: rest('BATCH_GET', SOCIAL_READ_SCOPES, batchGetSocialMetadata) } },
  { path: '/rest/socialMetadata/:urn', resource: SOCIAL_METADATA_RESOURCE, versioned: true, keyed: true, methods: { GET: rest('GET', SOCIAL_READ_SCOPES, getSocialMetadata), POST: rest('PARTIAL_UPDATE', SOCIAL_WRITE_SCOPES, updateSocialMetadata) } },
];
