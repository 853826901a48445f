// Comments (Comments API, https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/comments-api;
// the unversioned form: Network Update Social Actions,
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/network-update-social-actions):
//   POST   /rest/socialActions/{urn}/comments            {actor, object, message:{text}, parentComment?, content?} → 201 the comment
//   GET    /rest/socialActions/{urn}/comments?start&count → {paging, elements}
//   GET    /rest/socialActions/{urn}/comments/{id}       → the comment
//   GET    /rest/socialActions/{urn}/comments?ids=List({id},…) → the batch get, {results, statuses, errors}
//   POST   /rest/socialActions/{urn}/comments/{id}?actor= (PARTIAL_UPDATE) {patch:{message:{$set:{text}}}} → 204
//   DELETE /rest/socialActions/{urn}/comments/{id}?actor= → 204
//   GET    /rest/socialActions/{urn}                      → likesSummary and commentsSummary
// and the same under /v2/socialActions. {urn} is a post (share, ugcPost, activity) or, for replies,
// a comment. On /rest a self-serve app gets the partner gate, 403 partnerApiSocialActions.{CREATE,
// GET_ALL,DELETE,GET}.{version} (the Community Management API opens it); /v2 takes w_member_social.
// The text is plain text, not little text: stored and answered exactly as sent. A post (or a comment)
// whose comments its author closed (socialMetadata.ts, commentsState CLOSED) takes no new comment.
// Get and edit of one comment: the Comments API ("Get a Comment", "Edit a Comment"; clients send the
// edit as a PARTIAL_UPDATE with ?actor= and accept 200 or 204, e.g. public publishing tools' tests:
// the mock answers Rest.li's 204).
import type { TodayCall, TodayEndpoint, TodayRoute } from '../TodayRoute.js';
import type { Scope } from '../../scopes.js';
import type { SocialCommentRecord } from '../../store/network.js';
import { parseUrn } from '../../restli/urn.js';
import { jsonBody } from '../jsonBody.js';
import { callerIsPerson } from '../callerIsPerson.js';
import { actingMember } from './socialActor.js';
import { socialEntity, activityUrn, commentUrn, type SocialEntity } from './socialEntity.js';
import { commentsClosedOn, commentsClosedRefusal } from './commentsState.js';
import { batchGet } from '../../restli/batchGet.js';
import { commentView, commentsOn, newCommentId, removeComment } from './commentRecords.js';
import { SOCIAL_PAGING } from './socialPaging.js';
import { restSocialEndpoint, SOCIAL_READ_SCOPES, SOCIAL_WRITE_SCOPES, v2SocialEndpoint } from './socialEndpoints.js';
import { pageOf, pagingOf } from '../../restli/paging.js';
import { socialSummary } from './socialSummary.js';
import { mayOnPage } from '../organizations/pagePermissions.js';
import { notifyPageOfComment } from '../posts/pageNotifications.js';
import { BATCH_GET_MAX, COMMENT_TEXT_MAX } from '../../defaults.js';
import { settingsOf } from '../../context/context.js';
import { mediaStatus } from '../media/mediaStatus.js';
import { RestError, BadRequest, FieldRefused, NotFound, Unprocessable, FIELD_REQUIRED } from '../../api/errors.js';

/** The resource LinkedIn names when it refuses comments on /rest to an app without the Community Management API. */
export const SOCIAL_ACTIONS_PARTNER_RESOURCE = 'partnerApiSocialActions';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The image of a comment's `content`, when it has one: an uploaded image of the actor (the member's,
 * or the page's when the comment is the page's).
 */
function commentImage(call: TodayCall, content: unknown, memberId: string, pageId: string | undefined): string | undefined {
  if (content === undefined) return undefined;
  if (!Array.isArray(content) || content.length !== 1) throw new Unprocessable('/content', 'must be a list of one entity: [{"entity":{"image":"urn:li:image:…"}}]');
  const entity = (content[0] as Json | null)?.entity as Json | undefined;
  const urn = typeof entity?.image === 'string' ? parseUrn(entity.image) : undefined;
  if (!urn || urn.namespace !== 'li' || urn.entityType !== 'image') throw new Unprocessable('/content/0/entity/image', 'must be an image URN, urn:li:image:…');
  const image = call.ctx.network.images.get(urn.id);
  const actorOwns = image && (pageId === undefined ? image.organizationId === undefined && image.ownerId === memberId : image.organizationId === pageId);
  if (!image || !actorOwns) throw new Unprocessable('/content/0/entity/image', `${entity!.image} is not an image of the actor; initialize it with /rest/images?action=initializeUpload and the actor as owner`);
  const status = mediaStatus(image, 'image', call.ctx.clock.now(), settingsOf(call.ctx).mediaProcessingSeconds);
  if (status !== 'AVAILABLE') throw new Unprocessable('/content/0/entity/image', `${entity!.image} is ${status}; a comment can show an image only once its status is AVAILABLE`);
  return urn.id;
}

async function createComment(call: TodayCall) {
  const target = socialEntity(call.ctx, call.params.urn!, 'The path');
  if (commentsClosedOn(target)) throw commentsClosedRefusal(target);
  const body = await jsonBody(call.request);
  const memberId = actingMember(call, body.actor, 'REQUEST_BODY');
  const message = body.message as Json | undefined;
  // LinkedIn's limit on a comment; refused as the mock refuses a post's commentary past its limit (docs/social-actions.md "Refusals").
  const text = commentText(message && typeof message === 'object' ? message.text : undefined, '/message/text');
  if (body.object !== undefined && (typeof body.object !== 'string' || socialEntity(call.ctx, body.object, "'object'").share !== target.share)) {
    throw new Unprocessable('/object', `must name the post of the path, ${activityUrn(target.share)}`);
  }
  let parent = target.comment;
  if (body.parentComment !== undefined) {
    const named = typeof body.parentComment === 'string' ? socialEntity(call.ctx, body.parentComment, "'parentComment'") : undefined;
    if (!named?.comment || named.share !== target.share) throw new Unprocessable('/parentComment', `must be a comment on ${activityUrn(target.share)}`);
    if (commentsClosedOn(named)) throw commentsClosedRefusal(named);
    parent = named.comment;
  }
  const comment: SocialCommentRecord = {
    id: newCommentId(call.ctx),
    shareId: target.share.id,
    actor: body.actor as string,
    memberId,
    text,
    // A reply to a reply is a reply to the first-level comment, as the network threads them.
    ...(parent ? { parentId: parent.parentId ?? parent.id } : {}),
    createdAt: call.ctx.clock.now(),
  };
  const actorUrn = parseUrn(body.actor as string)!;
  const imageId = commentImage(call, body.content, memberId, actorUrn.entityType === 'organization' ? actorUrn.id : undefined);
  if (imageId) comment.imageId = imageId;
  call.ctx.network.socialComments.set(comment.id, comment);
  call.ctx.portability.record(memberId, 'CREATE', { resource: 'comment', record: comment }, comment.createdAt);
  notifyPageOfComment(call.ctx, target.share, comment, commentUrn(comment));
  return { status: 201, headers: { 'x-restli-id': comment.id, 'x-linkedin-id': comment.id }, body: commentView(call.ctx, comment, call.apiOrigin, call.caller.memberId) };
}

/**
 * Whether the caller may read the comments of a post: its author, a member acting for the page
 * that posted it, or any post when the token reads as the caller's pages. LinkedIn refuses other
 * members' posts: 403 {"message":"member is unauthorized on urn:li:activity:…","status":403}.
 */
function mayReadComments(call: TodayCall, share: { authorId?: string; companyId?: string; id: string }): void {
  if (share.authorId && (share.authorId === call.caller.memberId || callerIsPerson(call, share.authorId))) return;
  if (share.companyId && mayOnPage(call, 'readComments', call.ctx.network.companies.get(share.companyId))) return;
  const message = `member is unauthorized on ${activityUrn(share)}`;
  throw new RestError(403, message, { body: { message, status: 403 } });
}

function listComments(call: TodayCall) {
  const target = socialEntity(call.ctx, call.params.urn!, 'The path');
  mayReadComments(call, target.share);
  if (call.query.has('ids')) return batchGetComments(call, target);
  const page = pageOf(commentsOn(call.ctx, target.share.id, target.comment?.id), pagingOf(call.query, SOCIAL_PAGING));
  return { body: { paging: page.paging, elements: page.elements.map((comment) => commentView(call.ctx, comment, call.apiOrigin, call.caller.memberId)) } };
}

/** The comment `idText` names (its id, or its URN) on the post of `target`, or the 404. */
function commentOn(call: TodayCall, target: SocialEntity, idText: string): SocialCommentRecord {
  const id = idText.startsWith('urn:') ? /,([^,()]+)\)$/.exec(idText)?.[1] : idText;
  const comment = id ? call.ctx.network.socialComments.get(id) : undefined;
  if (!comment || comment.shareId !== target.share.id) throw new NotFound(`Comment ${idText} does not exist on ${activityUrn(target.share)}.`);
  return comment;
}

/** `GET …/comments/{id}`: one comment, to a caller who may read the post's comments. */
function getComment(call: TodayCall) {
  const target = socialEntity(call.ctx, call.params.urn!, 'The path');
  mayReadComments(call, target.share);
  return { body: commentView(call.ctx, commentOn(call, target, call.params.commentId!), call.apiOrigin, call.caller.memberId) };
}

/** `GET …/comments?ids=List({id},…)`: the comments of the post named, each or its 404 (restli/batchGet.ts). */
function batchGetComments(call: TodayCall, target: SocialEntity) {
  return { body: batchGet(call.url, BATCH_GET_MAX, (key) => ({ name: String(key), value: commentView(call.ctx, commentOn(call, target, String(key)), call.apiOrigin, call.caller.memberId) })) };
}

/**
 * `POST …/comments/{id}?actor=` with `X-RestLi-Method: PARTIAL_UPDATE` and `{patch:{message:{$set:{text}}}}`:
 * its actor (whom the caller may act as) edits the text; 204. The text is checked as a new comment's.
 */
async function editComment(call: TodayCall) {
  if (call.restliMethod !== 'partial_update') throw new BadRequest('Edit a comment with X-RestLi-Method: PARTIAL_UPDATE and {"patch":{"message":{"$set":{"text":"…"}}}}.');
  const target = socialEntity(call.ctx, call.params.urn!, 'The path');
  const comment = commentOn(call, target, call.params.commentId!);
  const actor = call.query.get('actor');
  if (actor === null) throw new BadRequest("The query parameter 'actor' is required: the person or organization URN editing the comment.");
  const memberId = actingMember(call, actor, 'PARAMETER');
  const asPerson = parseUrn(actor)?.entityType === 'person';
  const ownsComment = asPerson ? comment.actor.startsWith('urn:li:person:') && comment.memberId === memberId : actor === comment.actor;
  if (!ownsComment) throw new FieldRefused('/actor', 'PARAMETER');
  // Rest.li's two ways to say it: the Comments API's {patch:{message:{$set:{text}}}}, or the
  // record-wide {patch:{$set:{message:{text}}}} that linkedin-api-client's partialUpdate sends.
  const body = await jsonBody(call.request);
  const patch = isRecord(body.patch) ? body.patch : {};
  const nested = isRecord(patch.message) && isRecord(patch.message.$set) ? patch.message.$set.text : undefined;
  const whole = isRecord(patch.$set) && isRecord(patch.$set.message) ? patch.$set.message.text : undefined;
  const path = nested !== undefined ? '/patch/message/$set/text' : '/patch/$set/message/text';
  if (nested === undefined && whole === undefined) throw new Unprocessable('/patch/message/$set/text', FIELD_REQUIRED);
  comment.text = commentText(nested ?? whole, path);
  comment.editedAt = call.ctx.clock.now();
  return { status: 204 };
}

/** A comment's text: a string of at most COMMENT_TEXT_MAX characters (LinkedIn's limit). */
function commentText(text: unknown, path: string): string {
  if (typeof text !== 'string') throw new Unprocessable(path, FIELD_REQUIRED);
  if (text.length > COMMENT_TEXT_MAX) throw new Unprocessable(path, `is ${text.length} characters long; at most ${COMMENT_TEXT_MAX} are allowed`);
  return text;
}

function deleteComment(call: TodayCall) {
  const target = socialEntity(call.ctx, call.params.urn!, 'The path');
  const idText = call.params.commentId!;
  const comment = commentOn(call, target, idText);
  const actor = call.query.get('actor');
  if (actor === null) throw new BadRequest("The query parameter 'actor' is required: the person or organization URN deleting the comment.");
  const memberId = actingMember(call, actor, 'PARAMETER');
  // The comment's actor may delete it, and so may the post's author.
  const asPerson = parseUrn(actor)?.entityType === 'person';
  const ownsComment = asPerson ? comment.actor.startsWith('urn:li:person:') && comment.memberId === memberId : actor === comment.actor;
  const ownsPost = asPerson ? target.share.authorId === memberId : actor === `urn:li:organization:${target.share.companyId}`;
  if (!ownsComment && !ownsPost) throw new FieldRefused('/actor', 'PARAMETER');
  call.ctx.portability.record(memberId, 'DELETE', { resource: 'comment', record: comment }, call.ctx.clock.now());
  removeComment(call.ctx, comment);
  return { status: 204 };
}

function summary(call: TodayCall) {
  const target = socialEntity(call.ctx, call.params.urn!, 'The path');
  return { body: socialSummary(call.ctx, target, call.caller.memberId) };
}

const rest = (access: string, scopes: readonly Scope[], handle: TodayEndpoint['handle']) => restSocialEndpoint(SOCIAL_ACTIONS_PARTNER_RESOURCE, access, scopes, handle);
const v2 = v2SocialEndpoint;

export const commentRoutes: TodayRoute[] = [
  { path: '/rest/socialActions/:urn/comments', resource: 'socialActions', versioned: true, methods: { POST: rest('CREATE', SOCIAL_WRITE_SCOPES, createComment), GET: { ...rest('GET_ALL', SOCIAL_READ_SCOPES, listComments), batchAccess: 'BATCH_GET' } } },
  {
    path: '/rest/socialActions/:urn/comments/:commentId',
    resource: 'socialActions',
    versioned: true,
    keyed: true,
    methods: { GET: rest('GET', SOCIAL_READ_SCOPES, getComment), POST: rest('PARTIAL_UPDATE', SOCIAL_WRITE_SCOPES, editComment), DELETE: rest('DELETE', SOCIAL_WRITE_SCOPES, deleteComment) },
  },
  { path: '/rest/socialActions/:urn', resource: 'socialActions', versioned: true, keyed: true, methods: { GET: rest('GET', SOCIAL_READ_SCOPES, summary) } },
  { path: '/v2/socialActions/:urn/comments', resource: 'socialActions', methods: { POST: v2('CREATE', createComment), GET: v2('GET_ALL', listComments) } },
  { path: '/v2/socialActions/:urn/comments/:commentId', resource: 'socialActions', keyed: true, methods: { GET: v2('GET', getComment), POST: v2('PARTIAL_UPDATE', editComment), DELETE: v2('DELETE', deleteComment) } },
  { path: '/v2/socialActions/:urn', resource: 'socialActions', keyed: true, methods: { GET: v2('GET', summary) } },
];
