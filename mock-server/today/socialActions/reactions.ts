// Reactions (Reactions API, https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/reactions-api):
//   POST   /rest/reactions?actor={urn}              {root, reactionType} → 201 the reaction, x-restli-id urn:li:reaction:(actor,root)
//   DELETE /rest/reactions/(actor:{urn},entity:{urn}) → 204
//   GET    /rest/reactions/(entity:{urn})?q=entity  (or /rest/reactions?q=entity&entity={urn}) → {paging, elements}
//   GET    /rest/reactions/(actor:{urn},entity:{urn}) → the reaction
// One reaction per actor and entity: a second is 409. On a self-serve app LinkedIn answers 403
// partnerApiReactions.{CREATE,DELETE,FINDER-entity,GET}.{version}; the Community Management API opens it.
// The unversioned likes of Network Update Social Actions are the same records (type LIKE):
//   POST   /v2/socialActions/{urn}/likes            {actor, object} → 201
//   GET    /v2/socialActions/{urn}/likes             → {paging, elements}
//   DELETE /v2/socialActions/{urn}/likes/{actor urn}?actor={urn} → 204
import type { V2Call, V2Endpoint, V2Route } from '../V2Route.js';
import type { Scope } from '../../scopes.js';
import type { ReactionRecord } from '../../store/network.js';
import { reactionGroup, reactionKey } from '../../store/network.js';
import { RestliError, illegalArgument } from '../../restli/RestliError.js';
import { jsonBody, unprocessable } from '../posts/postInput.js';
import { actingMember } from './socialActor.js';
import { socialEntity, type SocialEntity } from './socialEntity.js';
import { isReactionType, REACTION_TYPES } from './reactionTypes.js';
import { pageOf } from './socialPaging.js';
import { reactionKeyParts } from './reactionKeyText.js';
import { notifyPageOfReaction } from '../posts/pageNotifications.js';
import { liUrn, parseUrn } from '../../restli/urn.js';
import { callerIsPerson } from '../callerIsPerson.js';

/** The resource LinkedIn names when it refuses reactions on /rest to an app without the Community Management API. */
export const REACTIONS_PARTNER_RESOURCE = 'partnerApiReactions';

/** `urn:li:reaction:({actor},{root})`. */
export function reactionUrn(reaction: Pick<ReactionRecord, 'actor' | 'root'>): string {
  return `urn:li:reaction:(${reaction.actor},${reaction.root})`;
}

function reactionView(reaction: ReactionRecord): Record<string, unknown> {
  const stamp = { actor: reaction.actor, time: reaction.createdAt };
  return { created: stamp, id: reactionUrn(reaction), lastModified: stamp, reactionType: reaction.reactionType, root: reaction.root };
}

function likeView(reaction: ReactionRecord): Record<string, unknown> {
  const stamp = { actor: reaction.actor, time: reaction.createdAt };
  return { actor: reaction.actor, created: stamp, lastModified: stamp, object: reaction.root };
}

/**
 * The one spelling of an actor a reaction is kept under: a member as `urn:li:person:{member id}`
 * whether the caller named them by member id or by the app's pairwise subject (both are the same
 * member: one reaction, not two), a page as `urn:li:organization:{id}`.
 */
function actorKey(call: V2Call, actor: string): string {
  const urn = parseUrn(actor);
  if (urn?.namespace === 'li' && urn.entityType === 'person') {
    return liUrn('person', callerIsPerson(call, urn.id) ? call.caller.memberId : (call.ctx.subjects.memberOf(call.caller.apiKey, urn.id) ?? urn.id));
  }
  if (urn?.namespace === 'li' && urn.entityType === 'organization') return liUrn('organization', urn.id);
  return actor;
}

/** Stores a reaction of `actor` on `target`, or LinkedIn's 409 when the actor reacted to it already (under any spelling). */
function react(call: V2Call, actor: string, memberId: string, target: SocialEntity, root: string, reactionType: ReactionRecord['reactionType']): ReactionRecord {
  const key = reactionKey(actorKey(call, actor), target.key);
  if (call.ctx.network.reactions.has(key)) throw new RestliError(409, `${actor} has already reacted to ${root}; delete that reaction first to react differently.`);
  const reaction: ReactionRecord = { actor, memberId, entity: target.key, root, reactionType, createdAt: call.ctx.clock.now() };
  call.ctx.network.reactions.set(key, reaction);
  notifyPageOfReaction(call.ctx, target.share, reaction);
  return reaction;
}

async function createReaction(call: V2Call) {
  const actor = call.query.get('actor');
  if (actor === null) throw illegalArgument("The query parameter 'actor' is required: the person or organization URN reacting.");
  const memberId = actingMember(call, actor, 'PARAMETER');
  const body = await jsonBody(call.request);
  if (typeof body.root !== 'string') throw unprocessable('/root', 'is required: the post or comment URN to react to');
  if (!isReactionType(body.reactionType)) throw unprocessable('/reactionType', `must be one of ${Object.keys(REACTION_TYPES).join(', ')}`);
  const reaction = react(call, actor, memberId, socialEntity(call.ctx, body.root, "'root'"), body.root, body.reactionType);
  return { status: 201, headers: { 'x-restli-id': reactionUrn(reaction) }, body: reactionView(reaction) };
}

/** The reactions to `target`, newest first (those of one time in the order they were made): its group of the store, no other reaction looked at. */
function reactionsOf(call: V2Call, target: SocialEntity): ReactionRecord[] {
  return [...call.ctx.network.reactions.group(reactionGroup(target.key)).values()].sort((a, b) => b.createdAt - a.createdAt);
}

/** The entity finder's page: newest first. */
function entityFinder(call: V2Call, entityText: string | undefined) {
  if (call.query.get('q') !== 'entity' || !entityText) throw illegalArgument('Find reactions with q=entity and the entity: /rest/reactions/(entity:{urn})?q=entity.');
  const page = pageOf(call, reactionsOf(call, socialEntity(call.ctx, entityText, "'entity'")));
  return { body: { paging: page.paging, elements: page.elements.map(reactionView) } };
}

function findReactions(call: V2Call) {
  return entityFinder(call, call.query.get('entity') ?? undefined);
}

function getReaction(call: V2Call) {
  const { actor, entity } = reactionKeyParts(call.params.key!);
  if (actor === undefined) return entityFinder(call, entity);
  if (entity === undefined) throw illegalArgument('A reaction key names its entity: (actor:{urn},entity:{urn}).');
  const reaction = call.ctx.network.reactions.get(reactionKey(actorKey(call, actor), socialEntity(call.ctx, entity, "'entity'").key));
  if (!reaction) throw new RestliError(404, `No reaction of ${actor} on ${entity}.`, 'NOT_FOUND');
  return { body: reactionView(reaction) };
}

/** Deletes the reaction of `actor` (whom the caller must be able to act as) on `entityText`. */
function unreact(call: V2Call, actor: string, entityText: string) {
  actingMember(call, actor, 'PARAMETER');
  const key = reactionKey(actorKey(call, actor), socialEntity(call.ctx, entityText, "'entity'").key);
  if (!call.ctx.network.reactions.delete(key)) throw new RestliError(404, `No reaction of ${actor} on ${entityText}.`, 'NOT_FOUND');
  return { status: 204 };
}

function deleteReaction(call: V2Call) {
  const { actor, entity } = reactionKeyParts(call.params.key!);
  if (actor === undefined || entity === undefined) throw illegalArgument('Delete a reaction by its key: /rest/reactions/(actor:{urn},entity:{urn}).');
  return unreact(call, actor, entity);
}

async function createLike(call: V2Call) {
  const target = socialEntity(call.ctx, call.params.urn!, 'The path');
  const body = await jsonBody(call.request);
  const memberId = actingMember(call, body.actor, 'REQUEST_BODY');
  const object = typeof body.object === 'string' ? body.object : call.params.urn!;
  if (socialEntity(call.ctx, object, "'object'").key !== target.key) throw unprocessable('/object', `must name the entity of the path, ${call.params.urn}`);
  const reaction = react(call, body.actor as string, memberId, target, object, 'LIKE');
  return { status: 201, headers: { 'x-restli-id': reactionUrn(reaction) }, body: likeView(reaction) };
}

function listLikes(call: V2Call) {
  const page = pageOf(call, reactionsOf(call, socialEntity(call.ctx, call.params.urn!, 'The path')));
  return { body: { paging: page.paging, elements: page.elements.map(likeView) } };
}

function deleteLike(call: V2Call) {
  const actor = call.query.get('actor') ?? call.params.actor!;
  if (actor !== call.params.actor) throw illegalArgument(`The actor of the path (${call.params.actor}) and of the query (${actor}) differ.`);
  return unreact(call, actor, call.params.urn!);
}

const REST_WRITE: readonly Scope[] = ['w_member_social_feed', 'w_organization_social_feed', 'w_member_social', 'w_organization_social'];
const REST_READ: readonly Scope[] = ['r_member_social_feed', 'r_organization_social_feed', 'r_organization_social', ...REST_WRITE];
const V2_SCOPES: readonly Scope[] = ['w_member_social', 'w_organization_social', 'w_member_social_feed', 'w_organization_social_feed'];

function rest(access: string, scopes: readonly Scope[], handle: V2Endpoint['handle']): V2Endpoint {
  return { scopes, product: 'communityManagement', resource: REACTIONS_PARTNER_RESOURCE, access, handle };
}

function v2(access: string, handle: V2Endpoint['handle']): V2Endpoint {
  return { scopes: V2_SCOPES, product: 'share', access, handle };
}

export const reactionRoutes: V2Route[] = [
  { path: '/rest/reactions', resource: 'reactions', versioned: true, methods: { POST: rest('CREATE', REST_WRITE, createReaction), GET: rest('FINDER-entity', REST_READ, findReactions) } },
  { path: '/rest/reactions/:key', resource: 'reactions', versioned: true, keyed: true, methods: { GET: rest('GET', REST_READ, getReaction), DELETE: rest('DELETE', REST_WRITE, deleteReaction) } },
  { path: '/v2/socialActions/:urn/likes', resource: 'socialActions', methods: { POST: v2('CREATE', createLike), GET: v2('GET_ALL', listLikes) } },
  { path: '/v2/socialActions/:urn/likes/:actor', resource: 'socialActions', keyed: true, methods: { DELETE: v2('DELETE', deleteLike) } },
];
