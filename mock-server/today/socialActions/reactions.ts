// Reactions (Reactions API, https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/reactions-api):
//   POST   /rest/reactions?actor={urn}              {root, reactionType} → 201 the reaction, x-restli-id urn:li:reaction:(actor,root)
//   DELETE /rest/reactions/(actor:{urn},entity:{urn}) → 204
//   GET    /rest/reactions/(entity:{urn})?q=entity  (or /rest/reactions?q=entity&entity={urn}) → {paging, elements}
//   GET    /rest/reactions/(actor:{urn},entity:{urn}) → the reaction
//   GET    /rest/reactions?ids=List((actor:{urn},entity:{urn}),…) → the batch get, {results, statuses, errors}
//          keyed by each key in Rest.li 2.0's form, `(actor:{encoded urn},entity:{encoded urn})` (restli/batchGet.ts)
// One reaction per actor and entity: a second is 409. On a self-serve app LinkedIn answers 403
// partnerApiReactions.{CREATE,DELETE,FINDER-entity,GET}.{version}; the Community Management API opens it.
// The unversioned likes of Network Update Social Actions are the same records (type LIKE):
//   POST   /v2/socialActions/{urn}/likes            {actor, object} → 201
//   GET    /v2/socialActions/{urn}/likes             → {paging, elements}
//   DELETE /v2/socialActions/{urn}/likes/{actor urn}?actor={urn} → 204
import type { TodayCall, TodayEndpoint, TodayRoute } from '../TodayRoute.js';
import type { Scope } from '../../scopes.js';
import type { Finders } from '../../restli/finder.js';
import type { ReactionRecord } from '../../store/network.js';
import { reactionGroup, reactionKey } from '../../store/network.js';
import { jsonBody } from '../jsonBody.js';
import { actingMember } from './socialActor.js';
import { socialEntity, type SocialEntity } from './socialEntity.js';
import { isReactionType, REACTION_TYPES } from './reactionTypes.js';
import { SOCIAL_PAGING } from './socialPaging.js';
import { restSocialEndpoint, SOCIAL_READ_SCOPES, SOCIAL_WRITE_SCOPES, v2SocialEndpoint } from './socialEndpoints.js';
import { pageOf, pagingOf } from '../../restli/paging.js';
import { reactionKeyParts } from './reactionKeyText.js';
import { notifyPageOfReaction } from '../posts/pageNotifications.js';
import { liUrn, parseUrn } from '../../restli/urn.js';
import { batchGet } from '../../restli/batchGet.js';
import type { RestliValue } from '../../restli/complexValue.js';
import { own } from '../../records/safeKey.js';
import { BATCH_GET_MAX } from '../../defaults.js';
import { callerIsPerson } from '../callerIsPerson.js';
import { RestError, BadRequest, NotFound, Unprocessable, FIELD_REQUIRED, notAnEnumSymbol } from '../../api/errors.js';

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
function actorKey(call: TodayCall, actor: string): string {
  const urn = parseUrn(actor);
  if (urn?.namespace === 'li' && urn.entityType === 'person') {
    return liUrn('person', callerIsPerson(call, urn.id) ? call.caller.memberId : (call.ctx.subjects.memberOf(call.caller.apiKey, urn.id) ?? urn.id));
  }
  if (urn?.namespace === 'li' && urn.entityType === 'organization') return liUrn('organization', urn.id);
  return actor;
}

/** Stores a reaction of `actor` on `target`, or LinkedIn's 409 when the actor reacted to it already (under any spelling). */
function react(call: TodayCall, actor: string, memberId: string, target: SocialEntity, root: string, reactionType: ReactionRecord['reactionType']): ReactionRecord {
  const key = reactionKey(actorKey(call, actor), target.key);
  if (call.ctx.network.reactions.has(key)) throw new RestError(409, `${actor} has already reacted to ${root}; delete that reaction first to react differently.`);
  const reaction: ReactionRecord = { actor, memberId, entity: target.key, root, reactionType, createdAt: call.ctx.clock.now() };
  call.ctx.network.reactions.set(key, reaction);
  call.ctx.portability.record(memberId, 'CREATE', { resource: 'reaction', record: reaction }, reaction.createdAt);
  notifyPageOfReaction(call.ctx, target.share, reaction);
  return reaction;
}

async function createReaction(call: TodayCall) {
  const actor = call.query.get('actor');
  if (actor === null) throw new BadRequest("The query parameter 'actor' is required: the person or organization URN reacting.");
  const memberId = actingMember(call, actor, 'PARAMETER');
  const body = await jsonBody(call.request);
  if (typeof body.root !== 'string') throw new Unprocessable('/root', FIELD_REQUIRED, 'the post or comment URN to react to');
  if (!isReactionType(body.reactionType)) throw notAnEnumSymbol('/reactionType', body.reactionType, Object.keys(REACTION_TYPES));
  const reaction = react(call, actor, memberId, socialEntity(call.ctx, body.root, "'root'"), body.root, body.reactionType);
  return { status: 201, headers: { 'x-restli-id': reactionUrn(reaction) }, body: reactionView(reaction) };
}

/** The reactions to `target`, newest first (those of one time in the order they were made): its group of the store, no other reaction looked at. */
function reactionsOf(call: TodayCall, target: SocialEntity): ReactionRecord[] {
  return [...call.ctx.network.reactions.group(reactionGroup(target.key)).values()].sort((a, b) => b.createdAt - a.createdAt);
}

/** The entity finder's page (q=entity, which the pipeline checked: the finders of reactionRoutes): newest first. */
function entityFinder(call: TodayCall, entityText: string | undefined) {
  if (!entityText) throw new BadRequest('The entity finder needs the entity: /rest/reactions/(entity:{urn})?q=entity or /rest/reactions?q=entity&entity={urn}.');
  const page = pageOf(reactionsOf(call, socialEntity(call.ctx, entityText, "'entity'")), pagingOf(call.query, SOCIAL_PAGING));
  return { body: { paging: page.paging, elements: page.elements.map(reactionView) } };
}

/** The reaction of `actor` on `entity`, or the 404. */
function reactionOf(call: TodayCall, actor: string, entity: string): ReactionRecord {
  const reaction = call.ctx.network.reactions.get(reactionKey(actorKey(call, actor), socialEntity(call.ctx, entity, "'entity'").key));
  if (!reaction) throw new NotFound(`No reaction of ${actor} on ${entity}.`);
  return reaction;
}

/** A batch key's name in the answer: Rest.li 2.0's form of the complex key, its URNs percent-encoded. */
function reactionKeyName(key: RestliValue): string {
  const parts = key && typeof key === 'object' && !Array.isArray(key) ? key : {};
  return `(actor:${encodeURIComponent(String(own(parts, 'actor') ?? ''))},entity:${encodeURIComponent(String(own(parts, 'entity') ?? ''))})`;
}

/** `GET /rest/reactions?ids=List((actor:…,entity:…),…)`: each reaction, or its 404. */
function batchGetReactions(call: TodayCall) {
  return {
    body: batchGet(
      call.url,
      BATCH_GET_MAX,
      (key) => {
        const actor = key && typeof key === 'object' && !Array.isArray(key) ? own(key, 'actor') : undefined;
        const entity = key && typeof key === 'object' && !Array.isArray(key) ? own(key, 'entity') : undefined;
        if (typeof actor !== 'string' || typeof entity !== 'string') throw new BadRequest('A batch get of reactions names each by its key: ids=List((actor:{urn},entity:{urn}),…).');
        return { name: reactionKeyName(key), value: reactionView(reactionOf(call, actor, entity)) };
      },
      reactionKeyName,
    ),
  };
}

function findReactions(call: TodayCall) {
  if (call.finder === 'entity') return entityFinder(call, call.query.get('entity') ?? undefined);
  if (call.query.has('ids')) return batchGetReactions(call);
  throw new BadRequest('GET /rest/reactions needs q=entity&entity={urn} or ids=List((actor:{urn},entity:{urn}),…).');
}

function getReaction(call: TodayCall) {
  const { actor, entity } = reactionKeyParts(call.params.key!);
  if (actor === undefined) {
    if (call.restliMethod !== 'finder') throw new BadRequest('A key that names the entity alone is the entity finder\'s: /rest/reactions/(entity:{urn})?q=entity.');
    return entityFinder(call, entity);
  }
  if (entity === undefined) throw new BadRequest('A reaction key names its entity: (actor:{urn},entity:{urn}).');
  return { body: reactionView(reactionOf(call, actor, entity)) };
}

/** Deletes the reaction of `actor` (whom the caller must be able to act as) on `entityText`. */
function unreact(call: TodayCall, actor: string, entityText: string) {
  const memberId = actingMember(call, actor, 'PARAMETER');
  const key = reactionKey(actorKey(call, actor), socialEntity(call.ctx, entityText, "'entity'").key);
  const reaction = call.ctx.network.reactions.get(key);
  if (!reaction || !call.ctx.network.reactions.delete(key)) throw new NotFound(`No reaction of ${actor} on ${entityText}.`);
  call.ctx.portability.record(memberId, 'DELETE', { resource: 'reaction', record: reaction }, call.ctx.clock.now());
  return { status: 204 };
}

function deleteReaction(call: TodayCall) {
  const { actor, entity } = reactionKeyParts(call.params.key!);
  if (actor === undefined || entity === undefined) throw new BadRequest('Delete a reaction by its key: /rest/reactions/(actor:{urn},entity:{urn}).');
  return unreact(call, actor, entity);
}

async function createLike(call: TodayCall) {
  const target = socialEntity(call.ctx, call.params.urn!, 'The path');
  const body = await jsonBody(call.request);
  const memberId = actingMember(call, body.actor, 'REQUEST_BODY');
  const object = typeof body.object === 'string' ? body.object : call.params.urn!;
  if (socialEntity(call.ctx, object, "'object'").key !== target.key) throw new Unprocessable('/object', `must name the entity of the path, ${call.params.urn}`);
  const reaction = react(call, body.actor as string, memberId, target, object, 'LIKE');
  return { status: 201, headers: { 'x-restli-id': reactionUrn(reaction) }, body: likeView(reaction) };
}

function listLikes(call: TodayCall) {
  const page = pageOf(reactionsOf(call, socialEntity(call.ctx, call.params.urn!, 'The path')), pagingOf(call.query, SOCIAL_PAGING));
  return { body: { paging: page.paging, elements: page.elements.map(likeView) } };
}

function deleteLike(call: TodayCall) {
  const actor = call.query.get('actor') ?? call.params.actor!;
  if (actor !== call.params.actor) throw new BadRequest(`The actor of the path (${call.params.actor}) and of the query (${actor}) differ.`);
  return unreact(call, actor, call.params.urn!);
}

/** The one finder of reactions: q=entity (Reactions API "Get Reactions on Shares"). */
const ENTITY_FINDER: Finders = { names: ['entity'] };

const rest = (access: string, scopes: readonly Scope[], handle: TodayEndpoint['handle']) => restSocialEndpoint(REACTIONS_PARTNER_RESOURCE, access, scopes, handle);
const v2 = v2SocialEndpoint;

export const reactionRoutes: TodayRoute[] = [
  { path: '/rest/reactions', resource: 'reactions', versioned: true, methods: { POST: rest('CREATE', SOCIAL_WRITE_SCOPES, createReaction), GET: { ...rest('FINDER-entity', SOCIAL_READ_SCOPES, findReactions), batchAccess: 'BATCH_GET', finders: { ...ENTITY_FINDER, optional: true } } } },
  // A key of the entity alone, `(entity:{urn})?q=entity`, is the same finder; a key with the actor is one reaction.
  { path: '/rest/reactions/:key', resource: 'reactions', versioned: true, keyed: true, methods: { GET: { ...rest('GET', SOCIAL_READ_SCOPES, getReaction), finders: { ...ENTITY_FINDER, optional: true } }, DELETE: rest('DELETE', SOCIAL_WRITE_SCOPES, deleteReaction) } },
  { path: '/v2/socialActions/:urn/likes', resource: 'socialActions', methods: { POST: v2('CREATE', createLike), GET: v2('GET_ALL', listLikes) } },
  { path: '/v2/socialActions/:urn/likes/:actor', resource: 'socialActions', keyed: true, methods: { DELETE: v2('DELETE', deleteLike) } },
];
